import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';

/** Applies one server event to the query cache (setQueryData or invalidateQueries). */
export type SocketEventHandler = (payload: unknown, queryClient: QueryClient) => void;

const handlers = new Map<string, Set<SocketEventHandler>>();

/**
 * Features call this once at module load or in an effect; the returned function removes the
 * handler. Handlers registered before or after the connection opens are both served, since
 * the socket forwards every event through `dispatchSocketEvent`.
 */
export function registerSocketHandler(event: string, handler: SocketEventHandler): () => void {
  const forEvent = handlers.get(event) ?? new Set();
  forEvent.add(handler);
  handlers.set(event, forEvent);
  return () => {
    forEvent.delete(handler);
  };
}

function dispatchSocketEvent(queryClient: QueryClient, event: string, payload: unknown) {
  for (const handler of handlers.get(event) ?? []) handler(payload, queryClient);
}

interface ConnectOptions {
  queryClient: QueryClient;
  onStatusChange: (isConnected: boolean) => void;
}

/**
 * Opens the tab's one Socket.IO connection (same origin, /socket.io, session cookie in the
 * handshake). The client library loads only now, so signed-out pages never download it.
 */
export async function connectSocket({ queryClient, onStatusChange }: ConnectOptions): Promise<Socket> {
  const { io } = await import('socket.io-client');
  const socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
  let hasConnectedBefore = false;
  socket.on('connect', () => {
    onStatusChange(true);
    // Events may have been missed while away: every query refetches once, then pushes resume.
    if (hasConnectedBefore) void queryClient.invalidateQueries();
    hasConnectedBefore = true;
  });
  socket.on('disconnect', () => onStatusChange(false));
  socket.onAny((event: string, payload: unknown) => dispatchSocketEvent(queryClient, event, payload));
  return socket;
}
