import type { ChatMessage, ConversationSummary } from '@club/shared/chat';
import { ROOMS } from '@club/shared/events';
import { STAFF_PERMISSIONS } from '@club/shared/staff';
import type { FastifyInstance } from 'fastify';
import type { StatusChange } from './chat.service';

/** The player's own tabs and the staff who answer chat (DESIGN.md section 8: super_admin, admin, gre). */
const chatRooms = (playerId: number) => [
  ROOMS.player(playerId),
  ...STAFF_PERMISSIONS.guestRelations.map((role) => ROOMS.staffRole(role)),
];

/** Call only after the write committed. A dropped duplicate publishes nothing. */
export function publishChatWrite(
  app: FastifyInstance,
  result: {
    duplicate: boolean;
    conversation: ConversationSummary;
    message: ChatMessage;
    statusChange: StatusChange | null;
  },
): void {
  if (result.duplicate) return;
  // The status first: a client that sees a new conversation start knows where the message belongs.
  if (result.statusChange) publishChatStatus(app, result.statusChange);
  app.publish(chatRooms(result.conversation.player_id), 'new-message', {
    playerId: result.conversation.player_id,
    conversation: result.conversation,
    message: result.message,
  });
}

export function publishChatStatus(app: FastifyInstance, change: StatusChange | null): void {
  if (!change) return;
  app.publish(chatRooms(change.playerId), 'chat-status-updated', change);
}
