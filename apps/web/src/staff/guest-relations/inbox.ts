import type { Conversation } from '@club/shared/chat';

/** When the player started waiting for an answer: their oldest message after the last staff reply, or null. */
export function waitingSince(conversation: Conversation): string | null {
  let since: string | null = null;
  for (const message of conversation.chat_messages) {
    if (message.sender === 'staff') since = null;
    else since ??= message.timestamp;
  }
  return since ?? (conversation.status === 'pending' ? conversation.created_at : null);
}

/** Waiting conversations first, the longest wait on top; then the answered ones, the latest activity first. */
export function inboxOrder<C extends Conversation>(conversations: C[]): C[] {
  return [...conversations].sort((a, b) => {
    const [wa, wb] = [waitingSince(a), waitingSince(b)];
    if (wa && wb) return Date.parse(wa) - Date.parse(wb);
    if (wa) return -1;
    if (wb) return 1;
    return Date.parse(b.updated_at) - Date.parse(a.updated_at);
  });
}
