import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  CHAT_HISTORY_LIMIT,
  CHAT_SEND_LIMIT,
  type ChatHistory,
  chatMessageTextSchema,
  conversationMessages,
} from '@club/shared/chat';
import { ROOMS } from '@club/shared/events';
import type { FastifyInstance } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import { findPlayerSession, type PlayerSession } from '../../auth/sessions.service';
import { PLAYER_COOKIE } from '../../plugins/auth';
import { isAllowedSocketOrigin } from '../../plugins/realtime';
import { getPlayerChatHistory, sendPlayerMessage } from './chat.service';

/** The specification's chat websocket (dashboard.md, "Chat websocket"; docs/decisions/030). */
export const CHAT_WS_PATH = '/chat-ws';
const MAX_FRAME_BYTES = 16 * 1024;
const HEARTBEAT_MS = 25_000;
/** Policy violation: the socket asked for someone else's chat, or its session ended. */
const CLOSE_REFUSED = 1008;

const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('authenticate'),
    playerId: z.coerce.number().optional(),
    playerName: z.string().optional(),
    playerEmail: z.string().optional(),
  }),
  z.object({ type: z.literal('get_messages'), playerId: z.coerce.number().optional() }),
  /** Not in the table (it sends by HTTP), served so a client that writes here keeps the same rules. */
  z.object({ type: z.literal('send_message'), message: z.string() }),
]);

type Send = (message: TableMessage) => void;

/**
 * /chat-ws: a plain WebSocket speaking the specification's JSON messages beside the Socket.IO channel.
 * Identity is the player's session cookie at the upgrade (the same Origin check as the Socket.IO
 * handshake); `authenticate` may only name that player. Reads and writes go through chat.service and the
 * same rate-limit keys as the Socket.IO and HTTP paths.
 *
 * Pushes: each connection is entered in the Socket.IO namespace's adapter as a relay under the player's
 * rooms, so whatever reaches `player:{id}` on this instance reaches it, whether published here, on
 * another instance through the Redis adapter, or by the CLI's emitter; ending the player's sessions
 * (`app.sockets.end`) closes it like a Socket.IO socket (docs/decisions/030).
 */
export function registerChatWebSocket(app: FastifyInstance): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.upgradeHandlers.set(CHAT_WS_PATH, (request, socket, head) => {
    void acceptUpgrade(app, request, socket).then((session) => {
      if (!session) return;
      wss.handleUpgrade(request, socket, head, (ws) => {
        alive.add(ws);
        ws.on('pong', () => alive.add(ws));
        serveConnection(app, ws, request, session);
      });
    });
  });

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}

function refuseUpgrade(socket: Duplex, status: number, reason: string) {
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** The player's full session from the cookie, after the Origin check; null once the upgrade is refused. */
async function acceptUpgrade(
  app: FastifyInstance,
  request: IncomingMessage,
  socket: Duplex,
): Promise<PlayerSession | null> {
  socket.on('error', () => socket.destroy());
  if (!isAllowedSocketOrigin(app, request.headers.origin)) {
    refuseUpgrade(socket, 403, 'Forbidden');
    return null;
  }
  try {
    const session = await readSession(app, request);
    if (!session) refuseUpgrade(socket, 401, 'Unauthorized');
    else if (session.scope !== 'full') refuseUpgrade(socket, 403, 'Forbidden');
    else return session;
  } catch (error) {
    app.log.error({ err: error }, 'chat-ws upgrade failed');
    refuseUpgrade(socket, 503, 'Service Unavailable');
  }
  return null;
}

async function readSession(app: FastifyInstance, request: IncomingMessage): Promise<PlayerSession | null> {
  const token = app.parseCookie(request.headers.cookie ?? '')[PLAYER_COOKIE];
  return token ? findPlayerSession(app.database.db, token) : null;
}

function serveConnection(app: FastifyInstance, ws: WebSocket, request: IncomingMessage, session: PlayerSession) {
  const { playerId } = session;
  const send: Send = (message) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };
  let isAuthenticated = false;
  // While this connection's own send is stored, the player's message pushes wait: its own message is
  // answered by message_sent and not told again as new_message (the push comes before the answer).
  let isSending = false;
  const held: TableMessage[] = [];
  const flushHeld = (ownId: number | null) => {
    for (const message of held.splice(0)) if (messageIdOf(message) !== ownId) send(message);
  };
  const leaveRooms = joinPlayerRooms(app, session, {
    onEvent: (event, payload) => {
      const message = isAuthenticated ? toTableMessage(event, payload) : null;
      if (!message) return;
      if (isSending && message.type === 'new_message') held.push(message);
      else send(message);
    },
    onEnd: () => ws.close(CLOSE_REFUSED, 'Session ended'),
  });
  ws.on('close', leaveRooms);
  ws.on('error', (error) => app.log.warn({ err: error }, 'chat-ws connection error'));

  // One message at a time, in order, as a Socket.IO handler sees them.
  let queue = Promise.resolve();
  ws.on('message', (data, isBinary) => {
    queue = queue.then(async () => {
      try {
        const parsed = clientMessageSchema.safeParse(isBinary ? undefined : parseJson(data.toString()));
        if (!parsed.success) {
          send({ type: 'error', message: 'Send a JSON message with a type: authenticate, get_messages' });
          return;
        }
        // The session as it is now: a sign-out or revocation since the upgrade ends the socket.
        const current = await readSession(app, request);
        if (!current || current.sessionId !== session.sessionId || current.scope !== 'full') {
          send({ type: 'error', message: 'Your session has ended. Please sign in again.' });
          ws.close(CLOSE_REFUSED, 'Session ended');
          return;
        }
        const message = parsed.data;
        if (message.type === 'authenticate') {
          if (message.playerId !== undefined && message.playerId !== playerId) {
            send({ type: 'error', message: 'You can only open your own chat' });
            ws.close(CLOSE_REFUSED, 'Not your chat');
            return;
          }
          isAuthenticated = true;
          send({ type: 'authenticated', playerId });
          return;
        }
        if (!isAuthenticated) {
          send({ type: 'error', message: 'Send authenticate first' });
          return;
        }
        if (message.type === 'get_messages') {
          if (message.playerId !== undefined && message.playerId !== playerId) {
            send({ type: 'acknowledgment', request: 'get_messages', ok: false, message: NOT_YOURS });
            return;
          }
          const limit = await app.rateLimiter.hit(
            `chat-socket-history:player:${playerId}`,
            CHAT_HISTORY_LIMIT.max,
            CHAT_HISTORY_LIMIT.windowMs,
          );
          if (!limit.allowed) {
            send({ type: 'acknowledgment', request: 'get_messages', ok: false, message: TOO_MANY });
            return;
          }
          send(historyMessage(await getPlayerChatHistory(app.database.db, playerId)));
          send({ type: 'acknowledgment', request: 'get_messages', ok: true });
          return;
        }
        const text = chatMessageTextSchema.safeParse(message.message);
        if (!text.success) {
          const reason = text.error.issues[0]?.message ?? 'Please enter a message';
          send({ type: 'acknowledgment', request: 'send_message', ok: false, message: reason });
          return;
        }
        const limit = await app.rateLimiter.hit(`chat-send:${playerId}`, CHAT_SEND_LIMIT.max, CHAT_SEND_LIMIT.windowMs);
        if (!limit.allowed) {
          send({ type: 'acknowledgment', request: 'send_message', ok: false, message: TOO_MANY });
          return;
        }
        isSending = true;
        let written: Awaited<ReturnType<typeof sendPlayerMessage>>;
        try {
          written = await sendPlayerMessage(app.useCase, { playerId, text: text.data });
        } catch (error) {
          isSending = false;
          flushHeld(null);
          throw error;
        }
        isSending = false;
        send({
          type: 'message_sent',
          duplicate: written.duplicate,
          conversation: written.conversation,
          message: written.message,
        });
        send({ type: 'acknowledgment', request: 'send_message', ok: true });
        flushHeld(written.message.id);
      } catch (error) {
        app.log.warn({ err: error }, 'chat-ws message failed');
        send({ type: 'error', message: 'Could not load the chat' });
      }
    });
  });
}

const NOT_YOURS = 'You can only read your own chat';
const TOO_MANY = 'Too many requests. Please wait a minute.';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** chat_history: the answer of GET /api/chat-history/{playerId}, and every message in order as `messages`. */
function historyMessage(history: ChatHistory) {
  return { type: 'chat_history', ...history, messages: history.conversations.flatMap(conversationMessages) };
}

type TableMessage = { type: string } & Record<string, unknown>;

const messageIdOf = (message: TableMessage) => (message.message as { id?: number } | undefined)?.id ?? null;

/** A Socket.IO push of the player's rooms as the table's chat socket names it; null for the others. */
function toTableMessage(event: unknown, payload: unknown): TableMessage | null {
  if (typeof payload !== 'object' || payload === null) return null;
  if (event === 'new-message') {
    const { message } = payload as { message?: { sender?: string } };
    return { type: message?.sender === 'staff' ? 'gre_message' : 'new_message', ...payload };
  }
  if (event === 'chat-status-updated') {
    const type = STATUS_MESSAGES[(payload as { event?: string }).event ?? ''];
    return type ? { type, ...payload } : null;
  }
  return null;
}

/** chat-status-updated by what happened; `active` has no name of its own (its gre_message is the news). */
const STATUS_MESSAGES: Record<string, string> = {
  started: 'session_started',
  resolved: 'session_closed',
  cleared: 'chat_closed',
};

/**
 * Enters the connection in the Socket.IO namespace as a relay: the adapter delivers every broadcast to
 * the player's rooms to it (local or from Redis) through `notifyOutgoingListeners`, and its
 * `disconnectSockets` (a session ended) calls `disconnect`. Returns the way out.
 */
function joinPlayerRooms(
  app: FastifyInstance,
  session: PlayerSession,
  handlers: { onEvent: (event: unknown, payload: unknown) => void; onEnd: () => void },
): () => void {
  const namespace = app.io.of('/');
  const sockets = namespace.sockets as Map<string, unknown>;
  const id = `chat-ws:${randomUUID()}`;
  const relay = {
    id,
    client: { writeToEngine: () => undefined },
    notifyOutgoingListeners: (packet: { data?: unknown[] }) => {
      const [event, payload] = packet.data ?? [];
      handlers.onEvent(event, payload);
    },
    disconnect: () => {
      handlers.onEnd();
      return relay;
    },
    join: (rooms: string | string[]) => namespace.adapter.addAll(id, new Set([rooms].flat())),
    leave: (room: string) => namespace.adapter.del(id, room),
  };
  sockets.set(id, relay);
  namespace.adapter.addAll(id, new Set([ROOMS.player(session.playerId), ROOMS.session(session.sessionId)]));
  return () => {
    namespace.adapter.delAll(id);
    sockets.delete(id);
  };
}
