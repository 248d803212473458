import { createContext, useContext } from 'react';

export interface SocketStatus {
  isConnected: boolean;
}

/** Whether the tab's one socket is connected; the app's SocketProvider keeps it. */
export const SocketStatusContext = createContext<SocketStatus>({ isConnected: false });

export const useSocketStatus = () => useContext(SocketStatusContext);

/**
 * Polling is only the fallback while the socket is down (DESIGN.md section 6): pass the
 * result as a query's refetchInterval.
 */
export function useFallbackRefetchInterval(intervalMs: number): number | false {
  return useSocketStatus().isConnected ? false : intervalMs;
}
