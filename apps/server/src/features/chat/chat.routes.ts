import { errorResponses } from '../../plugins/errors';
import {
  CHAT_HISTORY_LIMIT,
  CHAT_SEND_LIMIT,
  chatClearResponseSchema,
  chatHistoryParamsSchema,
  chatHistorySchema,
  sendChatRequestSchema,
  sendChatResponseSchema,
} from '@club/shared/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../app-error';
import { currentPlayer, requireOwnPlayer, requirePlayer } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { publishChatStatus, publishChatWrite } from './chat.events';
import { clearChatHistory, getPlayerChatHistory, getStaffChatHistory, sendPlayerMessage } from './chat.service';

const errors = errorResponses(400, 401, 403, 429);
const tags = ['chat'];
const perPlayer = (request: Parameters<typeof currentPlayer>[0]) => String(currentPlayer(request).playerId);

/** The player's side of the guest-relations chat; the socket side is chat.socket.ts (docs/decisions/030). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/chat-history/:playerId',
    {
      schema: {
        tags,
        summary: "A player's conversations, oldest first (own session, or guest-relations staff)",
        description:
          'The player sees their open conversation and the resolved ones not cleared (status recent); staff also see cleared ones.',
        params: chatHistoryParamsSchema,
        response: { 200: chatHistorySchema, ...errors },
      },
      preHandler: [
        requireOwnPlayer({ staffPermission: 'guestRelations' }),
        rateLimit({
          name: 'chat-history',
          ...CHAT_HISTORY_LIMIT,
          key: (r) => String((r.params as { playerId: string }).playerId),
        }),
      ],
    },
    async (request) => {
      const { playerId } = request.params;
      return request.playerSession?.playerId === playerId
        ? getPlayerChatHistory(db, playerId)
        : getStaffChatHistory(db, playerId);
    },
  );

  app.post(
    '/api/chat-history/:playerId/clear',
    {
      schema: {
        tags,
        summary: 'Clear the chat after staff closed it',
        description:
          'Resolved conversations leave the player’s view (they stay stored for staff); an open conversation is not touched.',
        params: chatHistoryParamsSchema,
        response: { 200: chatClearResponseSchema, ...errors },
      },
      preHandler: requireOwnPlayer(),
    },
    async (request) => {
      const { cleared, status, statusChange } = await clearChatHistory(db, request.params.playerId);
      publishChatStatus(app, statusChange);
      return { success: true as const, cleared, status };
    },
  );

  const sendOptions = {
    schema: {
      tags,
      summary: 'The player writes to Guest Relations',
      description:
        'One handler for both paths. Only the session’s player is trusted: playerName and senderType are ignored, a playerId naming someone else is refused. The same text inside 5 s is not stored again (duplicate: true).',
      body: sendChatRequestSchema,
      response: { 201: sendChatResponseSchema, 200: sendChatResponseSchema, ...errors },
    },
    preHandler: [requirePlayer(), rateLimit({ name: 'chat-send', ...CHAT_SEND_LIMIT, key: perPlayer })],
  };
  for (const url of ['/api/unified-chat/send', '/api/staff-chat-integration/send']) {
    app.post(url, sendOptions, async (request, reply) => {
      const { playerId } = currentPlayer(request);
      if (request.body.playerId !== undefined && request.body.playerId !== playerId) {
        throw forbidden('You can only write in your own chat');
      }
      const result = await sendPlayerMessage(db, { playerId, text: request.body.message });
      publishChatWrite(app, result);
      return reply.status(result.duplicate ? 200 : 201).send({
        success: true as const,
        duplicate: result.duplicate,
        conversation: result.conversation,
        message: result.message,
      });
    });
  }
};
