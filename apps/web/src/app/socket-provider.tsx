import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { connectSocket } from '../lib/socket';

interface SocketStatus {
  isConnected: boolean;
}

const SocketStatusContext = createContext<SocketStatus>({ isConnected: false });

/** Keeps one socket open while a player is signed in; a different player gets a new socket. */
export function SocketProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const playerId = useCurrentUser().data?.player.id;
  const [isConnected, setIsConnected] = useState(false);

  useEffect(() => {
    if (playerId === undefined) return;
    let isCancelled = false;
    const opening = connectSocket({
      queryClient,
      onStatusChange: (connected) => {
        if (!isCancelled) setIsConnected(connected);
      },
    });
    return () => {
      isCancelled = true;
      setIsConnected(false);
      void opening.then((socket) => socket.disconnect());
    };
  }, [playerId, queryClient]);

  return <SocketStatusContext value={{ isConnected }}>{children}</SocketStatusContext>;
}

export const useSocketStatus = () => useContext(SocketStatusContext);

/**
 * Polling is only the fallback while the socket is down (DESIGN.md section 6): pass the
 * result as a query's refetchInterval.
 */
export function useFallbackRefetchInterval(intervalMs: number): number | false {
  return useSocketStatus().isConnected ? false : intervalMs;
}
