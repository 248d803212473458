import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from './app';

/** Listens on a free loopback port and returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** A real Socket.IO client with the given Cookie header; resolves once connected, rejects on refusal. */
export function connectSocket(
  baseUrl: string,
  cookie?: string,
  origin?: string,
  auth?: Record<string, string>,
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(baseUrl, {
      path: '/socket.io',
      ...(auth ? { auth } : {}),
      transports: ['websocket'],
      extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/**
 * One handshake and nothing more: 'connected' (the socket is closed again at once) or the refusal's
 * message ('origin not allowed', 'display key rate limited'…), with the headers and auth given.
 */
export function handshakeOutcome(
  baseUrl: string,
  options: { headers?: Record<string, string>; auth?: Record<string, string> },
): Promise<'connected' | string> {
  return new Promise((resolve) => {
    const socket = connect(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      ...(options.auth ? { auth: options.auth } : {}),
      extraHeaders: options.headers ?? {},
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => {
      socket.close();
      resolve('connected');
    });
    socket.once('connect_error', (error) => {
      socket.close();
      resolve(error.message);
    });
  });
}

/** The next `event` on `socket`, or a rejection after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * The first `event` on `socket` whose payload passes `matches`, or a rejection after `ms`: for a push
 * that earlier actions' own pushes (published after their commits) may still precede.
 */
export function eventMatching<T = unknown>(
  socket: Socket,
  event: string,
  matches: (payload: T) => boolean,
  ms = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    socket.on(event, listener);
  });
}

/** Resolves true if `event` arrives on `socket` within `ms`, false otherwise. */
export function receivesWithin(socket: Socket, event: string, ms = 500): Promise<boolean> {
  return nextEvent(socket, event, ms).then(
    () => true,
    () => false,
  );
}

/** Which of these phones heard a notification while `act` ran. */
export async function whoHears(phones: Record<string, Socket>, act: () => Promise<unknown>) {
  const heard = Object.entries(phones).map(
    ([name, socket]) => [name, receivesWithin(socket, 'notification', 800)] as const,
  );
  await act();
  const result: Record<string, boolean> = {};
  for (const [name, promise] of heard) result[name] = await promise;
  return result;
}

/**
 * Whether `event` reaches `socket` before `marker`, for a test that publishes the event and then the marker
 * to a room the socket is in. One connection delivers in order, so a socket that has the marker without the
 * event was never sent it: proven at once, where receivesWithin waits out its whole window. Rejects when
 * the marker does not come within `ms`.
 */
export function receivesBefore(socket: Socket, event: string, marker: string, ms = 3000): Promise<boolean> {
  return new Promise((resolve, reject) => {
    let received = false;
    const onEvent = () => {
      received = true;
    };
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no ${marker} within ${ms} ms`));
    }, ms);
    socket.on(event, onEvent);
    socket.once(marker, () => {
      clearTimeout(timer);
      socket.off(event, onEvent);
      resolve(received);
    });
  });
}

/**
 * The real app on a fresh database, listening on a free port, for a test file that opens sockets:
 * `t.app` as with createTestApp, and `t.socketFor(cookie)` whose sockets close after each test.
 * `overrides` are createTestApp's (configuration).
 */
export function listeningTestApp(overrides: Record<string, string> = {}) {
  let testApp: TestApp | undefined;
  let baseUrl = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    testApp = await createTestApp(overrides);
    baseUrl = await listen(testApp.app);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => testApp?.close());
  return {
    get app(): FastifyInstance {
      if (!testApp) throw new Error('the test app starts in beforeAll');
      return testApp.app;
    },
    /** `auth: { as: 'staff' }` opens the staff session when the cookie header carries both. */
    async socketFor(cookie: string, auth?: Record<string, string>): Promise<Socket> {
      const socket = await connectSocket(baseUrl, cookie, undefined, auth);
      sockets.push(socket);
      return socket;
    },
  };
}

type ChatWsMessage = { type: string } & Record<string, unknown>;

interface ChatClient {
  ws: WebSocket;
  received: ChatWsMessage[];
  send(message: Record<string, unknown>): void;
  next(type: string, ms?: number): Promise<ChatWsMessage>;
  closed: Promise<number>;
}

/** A plain WebSocket client of /chat-ws (the specification's chat socket) with every message it received. */
export function connectChatWs(baseUrl: string, cookie?: string, origin?: string): Promise<ChatClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/chat-ws`, {
      headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
    });
    const received: ChatWsMessage[] = [];
    const waiters: Array<{ type: string; resolve: (m: ChatWsMessage) => void }> = [];
    const closed = new Promise<number>((done) => ws.once('close', (code) => done(code)));
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as ChatWsMessage;
      const waiter = waiters.findIndex((w) => w.type === message.type);
      if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(message);
      else received.push(message);
    });
    ws.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        ws,
        received,
        closed,
        send: (message) => ws.send(JSON.stringify(message)),
        next: (type, ms = 3000) => {
          const index = received.findIndex((m) => m.type === type);
          if (index >= 0) return Promise.resolve(received.splice(index, 1)[0] as ChatWsMessage);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no ${type} within ${ms} ms`)), ms);
            waiters.push({
              type,
              resolve: (m) => {
                clearTimeout(timer);
                done(m);
              },
            });
          });
        },
      }),
    );
  });
}
