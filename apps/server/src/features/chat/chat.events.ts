import type { CannedReply, ChatMessage, ChatStatusChange, ConversationSummary } from '@club/shared/chat';
import { ROOMS, type ServerEvents, staffRoomsOf } from '@club/shared/events';
import type { Publisher } from '../../use-case';

/** The player's own tabs and the staff who answer chat (DESIGN.md section 8: super_admin, admin, gre). */
const chatRooms = (playerId: number, event: 'new-message' | 'chat-status-updated') => [
  ROOMS.player(playerId),
  ...staffRoomsOf(event),
];

/** Call only after the write committed. A dropped duplicate publishes nothing. */
export function publishChatWrite(
  events: Publisher,
  result: {
    duplicate: boolean;
    conversation: ConversationSummary;
    message: ChatMessage;
    statusChange: ChatStatusChange | null;
  },
): void {
  if (result.duplicate) return;
  // The status first: a client that sees a new conversation start knows where the message belongs.
  if (result.statusChange) publishChatStatus(events, result.statusChange);
  events.publish(chatRooms(result.conversation.player_id, 'new-message'), 'new-message', {
    playerId: result.conversation.player_id,
    conversation: result.conversation,
    message: result.message,
  });
}

/** Stamped here, after the commit: a history read that started later is at least as new as this change. */
export function publishChatStatus(
  events: Publisher,
  change: ChatStatusChange | null,
  asOf = new Date().toISOString(),
): void {
  if (!change) return;
  events.publish(chatRooms(change.playerId, 'chat-status-updated'), 'chat-status-updated', { ...change, asOf });
}

/** Guest relations only (never the player's rooms): who handles a conversation now. */
export function publishClaim(events: Publisher, change: ServerEvents['chat_claim_updated']): void {
  events.publish(staffRoomsOf('chat_claim_updated'), 'chat_claim_updated', change);
}

/** Guest relations only: a colleague is typing in a conversation; the player never hears it. */
export function publishStaffTyping(events: Publisher, signal: ServerEvents['chat_staff_typing']): void {
  events.publish(staffRoomsOf('chat_staff_typing'), 'chat_staff_typing', signal);
}

/** Guest relations only: the canned replies as they are now. */
export function publishCannedReplies(events: Publisher, replies: CannedReply[]): void {
  events.publish(staffRoomsOf('canned_replies_updated'), 'canned_replies_updated', { replies });
}
