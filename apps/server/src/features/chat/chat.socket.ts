import {
  CHAT_HISTORY_LIMIT,
  CHAT_TYPING_INTERVAL_MS,
  type ChatHistory,
  chatTypingSchema,
  getMessagesSchema,
} from '@club/shared/chat';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { hasPermission } from '../../plugins/auth';
import { getPlayerChatHistory, getStaffChatHistory, signalStaffTyping } from './chat.service';

type Ack = (answer: { ok: true } | { ok: false; message: string }) => void;

/**
 * The spec's /chat-ws on the one Socket.IO connection (docs/decisions/030): authenticate is the cookie
 * handshake; get_messages is answered with chat_history to the asking socket only, and acknowledged
 * through Socket.IO's own acknowledgement when the client asks for one.
 */
export function registerChatSocket(app: FastifyInstance): void {
  app.socketHandlers.push((socket: Socket) => {
    socket.on('get_messages', async (payload: unknown, maybeAck?: unknown) => {
      const ack: Ack | undefined =
        typeof maybeAck === 'function'
          ? (maybeAck as Ack)
          : typeof payload === 'function'
            ? (payload as Ack)
            : undefined;
      try {
        const answer = await readHistory(app, socket, typeof payload === 'function' ? undefined : payload);
        if ('refused' in answer) return ack?.({ ok: false, message: answer.refused });
        socket.emit('chat_history', answer.history);
        ack?.({ ok: true });
      } catch (error) {
        app.log.warn({ err: error }, 'chat get_messages failed');
        ack?.({ ok: false, message: 'Could not load the chat' });
      }
    });

    // A guest-relations console types in a conversation: its colleagues' consoles hear it (decision 098).
    socket.on('chat_typing', async (payload: unknown) => {
      try {
        const parsed = chatTypingSchema.safeParse(payload);
        if (!parsed.success) return;
        const session = await app.sockets.current(socket);
        if (session?.kind !== 'staff' || !hasPermission(session, 'guestRelations')) return;
        // One signal per console interval is enough; a faster sender is ignored, not disconnected.
        const limit = await app.rateLimiter.hit(
          `chat-typing:${session.staffId}:${parsed.data.conversationId}`,
          1,
          CHAT_TYPING_INTERVAL_MS / 2,
        );
        if (!limit.allowed) return;
        signalStaffTyping(app.useCase, {
          conversationId: parsed.data.conversationId,
          staffId: session.staffId,
          staffName: session.name,
        });
      } catch (error) {
        app.log.warn({ err: error }, 'chat typing signal failed');
      }
    });
  });
}

/** The socket's own player, or (staff with the guest-relations permission) the named player. */
async function readHistory(
  app: FastifyInstance,
  socket: Socket,
  payload: unknown,
): Promise<{ history: ChatHistory } | { refused: string }> {
  const parsed = getMessagesSchema.safeParse(payload ?? undefined);
  const asked = parsed.success ? parsed.data?.playerId : undefined;
  // The session as it is now, not as the handshake saw it: a KYC rejection or a revocation since then
  // counts at once (a null session has already ended the socket).
  const session = await app.sockets.current(socket);
  if (!session) return { refused: NOT_YOURS };
  const player = session.kind === 'player' ? session : null;
  const staff = session.kind === 'staff' ? session : null;
  const key = player ? `player:${player.playerId}` : `staff:${staff?.staffId}`;
  const limit = await app.rateLimiter.hit(
    `chat-socket-history:${key}`,
    CHAT_HISTORY_LIMIT.max,
    CHAT_HISTORY_LIMIT.windowMs,
  );
  if (!limit.allowed) return { refused: 'Too many requests. Please wait a minute.' };
  if (player) {
    if (player.scope !== 'full' || (asked !== undefined && asked !== player.playerId)) return { refused: NOT_YOURS };
    return { history: await getPlayerChatHistory(app.database.db, player.playerId) };
  }
  if (staff && asked !== undefined && hasPermission(staff, 'guestRelations')) {
    return { history: await getStaffChatHistory(app.database.db, asked) };
  }
  return { refused: NOT_YOURS };
}

const NOT_YOURS = 'You can only read your own chat';
