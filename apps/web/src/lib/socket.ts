import type { ServerEventName, ServerEvents, serverEvents } from '@club/shared/events';
import { RESYNC_SPREAD_MS, SOCKET_RECONNECTION } from '@club/shared/tab-snapshot';
import type { Query, QueryClient } from '@tanstack/react-query';
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

export function dispatchSocketEvent(schemas: EventSchemas, queryClient: QueryClient, event: string, payload: unknown) {
  const forEvent = handlers.get(event);
  if (!forEvent?.size) return;
  // The shared contract is checked on arrival too: a payload of another shape changes nothing.
  const parsed = schemas[event as ServerEventName]?.safeParse(payload);
  if (!parsed?.success) {
    console.warn(`Ignored socket event ${event}: unexpected payload`, parsed?.error.issues);
    return;
  }
  // A read still in flight may have been answered before the change this event announces: its answer would
  // overwrite what a handler stored from the event, so that read starts again, from after the change. Only the
  // queries the handlers stored into: a read the event did not touch finishes as it is (restarting every read at
  // every event kept a slow read of a staff console, under the stream of pushes a busy room sends, from ever
  // finishing: the cage's approval list stayed empty). A query a handler invalidates is read again by that. A first
  // load in flight (nothing a handler could store into yet) is read once more when it ends, never cancelled.
  const stored = new Set<Query>();
  const stopWatching = queryClient.getQueryCache().subscribe((change) => {
    if (change.type === 'updated' && change.action.type === 'success' && change.action.manual) stored.add(change.query);
  });
  try {
    for (const handler of forEvent) handler(parsed.data, queryClient);
  } finally {
    stopWatching();
  }
  refetchFromNow(
    queryClient,
    (query) => query.state.fetchStatus === 'fetching' && (stored.has(query) || query.state.data === undefined),
  );
}

const readAgainAfterFirstLoad = new WeakSet<Query>();

/**
 * Makes the matching queries read the server again from this moment on. A query that has data
 * cancels a read in flight and starts another; a first load in flight (nothing to keep meanwhile)
 * loads once more when it ends. Used on every connect (pushes reach the tab only from then on) and
 * after every event.
 */
export function refetchFromNow(queryClient: QueryClient, matches: (query: Query) => boolean = () => true) {
  for (const query of queryClient.getQueryCache().findAll({ predicate: matches })) {
    const isFirstLoadInFlight = query.state.data === undefined && query.state.fetchStatus === 'fetching';
    if (isFirstLoadInFlight && query.promise) {
      // Once however many pushes arrive before it ends.
      if (readAgainAfterFirstLoad.has(query)) continue;
      readAgainAfterFirstLoad.add(query);
      void query.promise
        .catch(() => undefined)
        .then(() => {
          readAgainAfterFirstLoad.delete(query);
          return queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
        });
    } else {
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: true });
    }
  }
}

/** The tab's socket once opened (the latest one): for the few client events a screen sends. */
let currentSocket: Socket | null = null;

/**
 * Sends a client event on the tab's socket if it is connected; a signal that may be lost (a console's
 * "typing"), never something that must arrive (those go over HTTP). Answers whether it was sent.
 */
export function emitSocketEvent(event: string, payload: unknown): boolean {
  if (!currentSocket?.connected) return false;
  currentSocket.emit(event, payload);
  return true;
}

/**
 * The player app's one-request re-read (decision 107): `covers` names the queries its snapshot holds,
 * `read` reads the snapshot and stores it in them (leaving any that a push changed meanwhile to the
 * push). It rejects when the read failed, and those queries are then read one by one.
 */
export interface SnapshotReader {
  covers: (query: Query) => boolean;
  read: () => Promise<void>;
}

interface ConnectOptions {
  queryClient: QueryClient;
  onStatusChange: (isConnected: boolean) => void;
  /** The staff console opens the staff session, even where the browser also holds a player's cookie. */
  as?: 'staff';
  /** The player app's one-request re-read; without it (the console) every query is read again. */
  readSnapshot?: SnapshotReader;
}

/** Runs `run`; a call while it runs is not lost: `run` runs once more after it, however many came. */
function coalesced(run: () => Promise<void>): () => void {
  let running = false;
  let isQueued = false;
  const start = () => {
    if (running) {
      isQueued = true;
      return;
    }
    running = true;
    void run().finally(() => {
      running = false;
      if (isQueued) {
        isQueued = false;
        start();
      }
    });
  };
  return start;
}

/**
 * Opens the tab's one Socket.IO connection (same origin, /socket.io, session cookie in the
 * handshake). The client library and every feature's event schemas load only now, so signed-out
 * pages never download them.
 */
export async function connectSocket({
  queryClient,
  onStatusChange,
  as,
  readSnapshot,
}: ConnectOptions): Promise<Socket> {
  const [{ io }, { serverEvents: schemas }] = await Promise.all([
    import('socket.io-client'),
    import('@club/shared/events'),
  ]);
  const socket = io({
    path: '/socket.io',
    withCredentials: true,
    transports: ['websocket', 'polling'],
    // A dropped connection is tried again at once, at a random moment (every tab of a killed instance
    // at the same time would stall the one left), and never more than 4 s apart.
    ...SOCKET_RECONNECTION,
    ...(as ? { auth: { as } } : {}),
  });
  // Pushes reach this tab only from connect on. What was read before (the first screen's data, which
  // loads while the socket is still connecting, or everything after a time away) may have missed a
  // change: it is read once more, then pushes keep it current. The player app reads its snapshot in one
  // request and only the queries it does not hold one by one; a failed snapshot reads them all.
  const readAgain = coalesced(async () => {
    if (!readSnapshot) return refetchFromNow(queryClient);
    refetchFromNow(queryClient, (query) => !readSnapshot.covers(query));
    try {
      await readSnapshot.read();
    } catch {
      refetchFromNow(queryClient, readSnapshot.covers);
    }
  });
  socket.on('connect', () => {
    onStatusChange(true);
    readAgain();
  });
  socket.on('disconnect', () => onStatusChange(false));
  // The server's instances lost each other for a while (Redis away): pushes may have been missed. Every
  // tab hears this at once, so each reads at a random moment within the spread, once however many came.
  let isResyncScheduled = false;
  socket.on('resync', () => {
    if (isResyncScheduled) return;
    isResyncScheduled = true;
    setTimeout(() => {
      isResyncScheduled = false;
      readAgain();
    }, Math.random() * RESYNC_SPREAD_MS);
  });
  currentSocket = socket;
  socket.onAny((event: string, payload: unknown) => dispatchSocketEvent(schemas, queryClient, event, payload));
  return socket;
}
