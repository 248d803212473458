import { useEffect, useRef } from 'react';
import { registerSocketHandler } from '../../lib/socket';
import { storeChatMessage, storeChatStatus } from './chat-queries';

/** new-message and chat-status-updated change the cached chat (docs/decisions/030), whatever is on screen. */
export function registerChatSocketEvents(playerId: number): () => void {
  const stops = [
    registerSocketHandler('new-message', (event, queryClient) => {
      if (event.playerId === playerId) storeChatMessage(queryClient, playerId, event.conversation, event.message);
    }),
    registerSocketHandler('chat-status-updated', (change, queryClient) => {
      if (change.playerId === playerId) storeChatStatus(queryClient, playerId, change);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** The chat screen's own reaction: `onResolved` runs when staff close the conversation (to offer clearing it). */
export function useChatResolved(playerId: number | undefined, onResolved: () => void) {
  const onResolvedRef = useRef(onResolved);
  onResolvedRef.current = onResolved;
  useEffect(() => {
    if (playerId === undefined) return;
    return registerSocketHandler('chat-status-updated', (change) => {
      if (change.playerId === playerId && change.event === 'resolved') onResolvedRef.current();
    });
  }, [playerId]);
}
