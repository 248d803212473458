import { useEffect, useRef } from 'react';
import { registerSocketHandler } from '../../lib/socket';
import { storeChatMessage, storeChatStatus } from './chat-queries';

/**
 * new-message and chat-status-updated change the cached chat (docs/decisions/030); `onResolved` runs
 * when staff close the conversation, so the screen can ask whether to clear it.
 */
export function useChatSocketEvents(playerId: number | undefined, onResolved: () => void) {
  const onResolvedRef = useRef(onResolved);
  onResolvedRef.current = onResolved;
  useEffect(() => {
    if (playerId === undefined) return;
    const stops = [
      registerSocketHandler('new-message', (event, queryClient) => {
        if (event.playerId === playerId) storeChatMessage(queryClient, playerId, event.conversation, event.message);
      }),
      registerSocketHandler('chat-status-updated', (change, queryClient) => {
        if (change.playerId !== playerId) return;
        storeChatStatus(queryClient, playerId, change);
        if (change.event === 'resolved') onResolvedRef.current();
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [playerId]);
}
