import { chatContract as contract } from '@club/shared/contracts/chat';
import { fromContract } from '../../plugins/contract';
import { CHAT_SEND_LIMIT } from '@club/shared/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { createCannedReply, editCannedReply, readCannedReplies, removeCannedReply } from './canned-replies.service';
import {
  claimConversation,
  closeConversation,
  getPlayerChatContext,
  listStaffConversations,
  replyAsStaff,
} from './chat.service';

/**
 * Guest relations (super_admin, admin, gre; DESIGN.md section 8): list, claim (docs/decisions/098), reply,
 * close, the player's context; canned replies are read by guest relations and managed by cannedReplies.
 */
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

  app.route({
    ...fromContract(contract.postStaffChatSessionsByIdClaim),
    preHandler: guestRelations,
    handler: async (request) => {
      const { staffId, name } = currentStaff(request);
      return claimConversation(app.useCase, {
        conversationId: request.params.id,
        staff: { staffId, name },
        takeOver: request.body?.takeOver ?? false,
      });
    },
  });

  app.route({
    ...fromContract(contract.getStaffChatPlayersByPlayerIdContext),
    preHandler: guestRelations,
    handler: async (request) =>
      getPlayerChatContext(db, { playerId: request.params.playerId, role: currentStaff(request).role }),
  });

  app.route({
    ...fromContract(contract.getStaffChatCannedReplies),
    preHandler: guestRelations,
    handler: async () => ({ replies: await readCannedReplies(db) }),
  });

  const manageReplies = requireStaff('cannedReplies');

  app.route({
    ...fromContract(contract.postStaffChatCannedReplies),
    preHandler: manageReplies,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await createCannedReply(app.useCase, { ...request.body, staffId: currentStaff(request).staffId })),
  });

  app.route({
    ...fromContract(contract.patchStaffChatCannedRepliesById),
    preHandler: manageReplies,
    handler: async (request) =>
      editCannedReply(app.useCase, { id: request.params.id, ...request.body, staffId: currentStaff(request).staffId }),
  });

  app.route({
    ...fromContract(contract.deleteStaffChatCannedRepliesById),
    preHandler: manageReplies,
    handler: async (request) => {
      await removeCannedReply(app.useCase, { id: request.params.id, staffId: currentStaff(request).staffId });
      return { success: true as const, id: request.params.id };
    },
  });
};
