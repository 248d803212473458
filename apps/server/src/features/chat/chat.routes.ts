import { chatContract as contract } from '@club/shared/contracts/chat';
import { fromContract } from '../../plugins/contract';
import { CHAT_HISTORY_LIMIT, CHAT_SEND_LIMIT } from '@club/shared/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../app-error';
import { currentPlayer, requireOwnPlayer, requirePlayer } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { clearChatHistory, getPlayerChatHistory, getStaffChatHistory, sendPlayerMessage } from './chat.service';

const perPlayer = (request: Parameters<typeof currentPlayer>[0]) => String(currentPlayer(request).playerId);

/** The player's side of the guest-relations chat; the socket side is chat.socket.ts (docs/decisions/030). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...fromContract(contract.getChatHistoryByPlayerId),
    preHandler: [
      requireOwnPlayer({ staffPermission: 'guestRelations' }),
      rateLimit({
        name: 'chat-history',
        ...CHAT_HISTORY_LIMIT,
        key: (r) => String((r.params as { playerId: string }).playerId),
      }),
    ],
    handler: async (request) => {
      const { playerId } = request.params;
      return request.playerSession?.playerId === playerId
        ? getPlayerChatHistory(db, playerId)
        : getStaffChatHistory(db, playerId);
    },
  });

  app.route({
    ...fromContract(contract.postChatHistoryByPlayerIdClear),
    preHandler: requireOwnPlayer(),
    handler: async (request) => {
      const { cleared, status, asOf } = await clearChatHistory(app.useCase, request.params.playerId);
      return { success: true as const, cleared, status, asOf };
    },
  });

  for (const definition of [contract.postUnifiedChatSend, contract.postStaffChatIntegrationSend]) {
    app.route({
      ...fromContract(definition),
      preHandler: [requirePlayer(), rateLimit({ name: 'chat-send', ...CHAT_SEND_LIMIT, key: perPlayer })],
      handler: async (request, reply) => {
        const { playerId } = currentPlayer(request);
        if (request.body.playerId !== undefined && request.body.playerId !== playerId) {
          throw forbidden('You can only write in your own chat');
        }
        const result = await sendPlayerMessage(app.useCase, { playerId, text: request.body.message });
        return reply.status(result.duplicate ? 200 : 201).send({
          success: true as const,
          duplicate: result.duplicate,
          conversation: result.conversation,
          message: result.message,
        });
      },
    });
  }
};
