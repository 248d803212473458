import { chatContract as contract } from '@club/shared/contracts/chat';
import { fromContract } from '../../plugins/contract';
import { CHAT_SEND_LIMIT } from '@club/shared/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { closeConversation, listStaffConversations, replyAsStaff } from './chat.service';

/** Guest relations (super_admin, admin, gre; DESIGN.md section 8): list, reply, close. */
export const chatStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const guestRelations = requireStaff('guestRelations');

  app.route({
    ...fromContract(contract.getStaffChatSessions),
    preHandler: guestRelations,
    handler: async (request) => ({ conversations: await listStaffConversations(db, request.query.status) }),
  });

  app.route({
    ...fromContract(contract.postStaffChatSessionsByIdMessages),
    preHandler: [
      guestRelations,
      rateLimit({ name: 'chat-staff-send', ...CHAT_SEND_LIMIT, key: (r) => String(currentStaff(r).staffId) }),
    ],
    handler: async (request, reply) => {
      const { staffId, name } = currentStaff(request);
      const result = await replyAsStaff(app.useCase, {
        conversationId: request.params.id,
        staff: { staffId, name },
        text: request.body.message,
      });
      return reply.status(result.duplicate ? 200 : 201).send({
        success: true as const,
        duplicate: result.duplicate,
        conversation: result.conversation,
        message: result.message,
      });
    },
  });

  app.route({
    ...fromContract(contract.postStaffChatSessionsByIdClose),
    preHandler: guestRelations,
    handler: async (request) => {
      const { conversation } = await closeConversation(app.useCase, {
        conversationId: request.params.id,
        staffId: currentStaff(request).staffId,
        note: request.body?.note,
      });
      return { success: true as const, conversation };
    },
  });
};
