import { type ChatHistory, conversationMessages } from '@club/shared/chat';
import { useEffect, useSyncExternalStore } from 'react';
import { useChatHistory } from './chat-queries';

// Guest Relations' replies the player has not read yet (issue 27, item 23): a reply read is one the
// player has seen in the open chat. What was read is remembered on this device by the newest staff
// message's id, per player, so a reload or another tab does not count it again.

const readKey = (playerId: number) => `club.chat.readUpTo.${playerId}`;
const listeners = new Set<() => void>();
let openChats = 0;

function readUpTo(playerId: number): number {
  try {
    return Number(localStorage.getItem(readKey(playerId)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab read the replies.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const staffMessageIds = (history: ChatHistory | undefined) =>
  (history?.conversations ?? []).flatMap((conversation) =>
    conversationMessages(conversation)
      .filter((message) => message.sender === 'staff')
      .map((message) => message.id),
  );

/** Marks every reply up to `messageId` read. */
export function markChatRead(playerId: number, messageId: number) {
  if (messageId <= readUpTo(playerId)) return;
  try {
    localStorage.setItem(readKey(playerId), String(messageId));
  } catch {
    // Storage refused: the count lasts until the chat is opened again.
  }
  for (const listener of listeners) listener();
}

/** Whether the player has the chat open now (a reply there needs no toast). */
export const isChatOpen = () => openChats > 0;

/** The open chat reads every reply it shows, as they arrive. */
export function useReadWhileOpen(playerId: number, open: boolean) {
  const history = useChatHistory(playerId).data;
  useEffect(() => {
    if (!open) return;
    openChats += 1;
    return () => {
      openChats -= 1;
    };
  }, [open]);
  useEffect(() => {
    if (open) markChatRead(playerId, Math.max(0, ...staffMessageIds(history)));
  }, [open, playerId, history]);
}

/** How many of Guest Relations' replies the player has not read. */
export function useUnreadReplies(playerId: number | undefined): number {
  const history = useChatHistory(playerId).data;
  const upTo = useSyncExternalStore(
    subscribe,
    () => (playerId === undefined ? 0 : readUpTo(playerId)),
    () => 0,
  );
  return staffMessageIds(history).filter((id) => id > upTo).length;
}
