import { errorResponses } from '../../plugins/errors';
import {
  CHAT_SEND_LIMIT,
  conversationParamsSchema,
  conversationSummarySchema,
  sendChatResponseSchema,
  staffChatCloseSchema,
  staffChatReplySchema,
  staffChatSessionsQuerySchema,
  staffChatSessionsSchema,
} from '@club/shared/chat';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { publishChatStatus, publishChatWrite } from './chat.events';
import { closeConversation, listStaffConversations, replyAsStaff } from './chat.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['staff', 'chat'];

/** Guest relations (super_admin, admin, gre; DESIGN.md section 8): list, reply, close. */
export const chatStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const guestRelations = requireStaff('guestRelations');

  app.get(
    '/api/staff/chat/sessions',
    {
      schema: {
        tags,
        summary: 'Conversations with their messages (status=open by default: pending and active)',
        querystring: staffChatSessionsQuerySchema,
        response: { 200: staffChatSessionsSchema, ...errors },
      },
      preHandler: guestRelations,
    },
    async (request) => ({ conversations: await listStaffConversations(db, request.query.status) }),
  );

  app.post(
    '/api/staff/chat/sessions/:id/messages',
    {
      schema: {
        tags,
        summary: 'Reply to a player (a pending conversation becomes active)',
        params: conversationParamsSchema,
        body: staffChatReplySchema,
        response: { 201: sendChatResponseSchema, 200: sendChatResponseSchema, ...errors },
      },
      preHandler: [
        guestRelations,
        rateLimit({ name: 'chat-staff-send', ...CHAT_SEND_LIMIT, key: (r) => String(currentStaff(r).staffId) }),
      ],
    },
    async (request, reply) => {
      const { staffId, name } = currentStaff(request);
      const result = await replyAsStaff(db, {
        conversationId: request.params.id,
        staff: { staffId, name },
        text: request.body.message,
      });
      publishChatWrite(app, result);
      return reply.status(result.duplicate ? 200 : 201).send({
        success: true as const,
        duplicate: result.duplicate,
        conversation: result.conversation,
        message: result.message,
      });
    },
  );

  app.post(
    '/api/staff/chat/sessions/:id/close',
    {
      schema: {
        tags,
        summary: 'Close a conversation (resolved); the player is asked whether to clear it',
        params: conversationParamsSchema,
        body: staffChatCloseSchema.optional(),
        response: { 200: z.object({ success: z.literal(true), conversation: conversationSummarySchema }), ...errors },
      },
      preHandler: guestRelations,
    },
    async (request) => {
      const { conversation, statusChange } = await closeConversation(db, {
        conversationId: request.params.id,
        staffId: currentStaff(request).staffId,
        note: request.body?.note,
      });
      publishChatStatus(app, statusChange);
      return { success: true as const, conversation };
    },
  );
};
