import type { ServerEventName, ServerEvents, serverEvents } from '@club/shared/events';
import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';

/** Applies one server event to the query cache (setQueryData or invalidateQueries). */
export type SocketEventHandler<E extends ServerEventName> = (
  payload: ServerEvents[E],
  queryClient: QueryClient,
) => void;

type AnyHandler = (payload: unknown, queryClient: QueryClient) => void;
const handlers = new Map<string, Set<AnyHandler>>();

/**
 * Features register how their events change the cache; the returned function unregisters.
 * Handlers registered before or after the connection opens are both served: the socket
 * forwards every event through `dispatchSocketEvent`.
 */
export function registerSocketHandler<E extends ServerEventName>(event: E, handler: SocketEventHandler<E>): () => void {
  const forEvent = handlers.get(event) ?? new Set();
  forEvent.add(handler as AnyHandler);
  handlers.set(event, forEvent);
  return () => {
    forEvent.delete(handler as AnyHandler);
  };
}

type EventSchemas = typeof serverEvents;

function dispatchSocketEvent(schemas: EventSchemas, queryClient: QueryClient, event: string, payload: unknown) {
  const forEvent = handlers.get(event);
  if (!forEvent?.size) return;
  // The shared contract is checked on arrival too: a payload of another shape changes nothing.
  const parsed = schemas[event as ServerEventName]?.safeParse(payload);
  if (!parsed?.success) {
    console.warn(`Ignored socket event ${event}: unexpected payload`, parsed?.error.issues);
    return;
  }
  for (const handler of forEvent) handler(parsed.data, queryClient);
}

interface ConnectOptions {
  queryClient: QueryClient;
  onStatusChange: (isConnected: boolean) => void;
}

/**
 * Opens the tab's one Socket.IO connection (same origin, /socket.io, session cookie in the
 * handshake). The client library and every feature's event schemas load only now, so signed-out
 * pages never download them.
 */
export async function connectSocket({ queryClient, onStatusChange }: ConnectOptions): Promise<Socket> {
  const [{ io }, { serverEvents: schemas }] = await Promise.all([
    import('socket.io-client'),
    import('@club/shared/events'),
  ]);
  const socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
  let hasConnectedBefore = false;
  socket.on('connect', () => {
    onStatusChange(true);
    // Events may have been missed while away: every query refetches once, then pushes resume.
    if (hasConnectedBefore) void queryClient.invalidateQueries();
    hasConnectedBefore = true;
  });
  socket.on('disconnect', () => onStatusChange(false));
  socket.onAny((event: string, payload: unknown) => dispatchSocketEvent(schemas, queryClient, event, payload));
  return socket;
}
