import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { connectSocket } from '../lib/socket';
import { SocketStatusContext } from '../lib/connection-status';

/** The staff console and the TV board open their own sockets (staff session, display key), never the player's. */
const hasOwnSocket = () =>
  typeof window !== 'undefined' && ['/staff', '/display/'].some((path) => window.location.pathname.startsWith(path));

/** Keeps one socket open while a player is signed in; a different player gets a new socket. */
export function SocketProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const playerId = useCurrentUser().data?.player.id;
  const [isConnected, setIsConnected] = useState(false);

  useEffect(() => {
    // The staff console opens its own socket with the staff session (staff/staff-socket.tsx): a player
    // cookie in the same browser must not feed the console's cache with the player's events.
    if (playerId === undefined || hasOwnSocket()) return;
    let isCancelled = false;
    let stopEvents: (() => void) | undefined;
    // Every feature's cache handlers load with the socket, never on signed-out pages (the sign-in
    // page's budget), and are registered before it connects, so no event is missed.
    const modules = Promise.all([import('./socket-events'), import('./tab-snapshot')]);
    const opening = modules.then(([{ registerSocketEvents }, { tabSnapshotReader }]) => {
      if (!isCancelled) stopEvents = registerSocketEvents(playerId, queryClient);
      return connectSocket({
        queryClient,
        readSnapshot: tabSnapshotReader(playerId, queryClient),
        onStatusChange: (connected) => {
          if (!isCancelled) setIsConnected(connected);
        },
      });
    });
    return () => {
      isCancelled = true;
      stopEvents?.();
      setIsConnected(false);
      void opening.then((socket) => socket.disconnect());
    };
  }, [playerId, queryClient]);

  return <SocketStatusContext value={{ isConnected }}>{children}</SocketStatusContext>;
}
