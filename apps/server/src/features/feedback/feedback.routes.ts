import { feedbackContract } from '@club/shared/contracts/feedback';
import { FEEDBACK_LIMIT, FEEDBACK_MESSAGES } from '@club/shared/feedback';
import { CHAT_SEND_LIMIT } from '@club/shared/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../app-error';
import { currentPlayer, currentStaff, requirePlayer, requireStaff } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import { rateLimit } from '../../plugins/rate-limit';
import { listFeedback, markFeedbackRead, respondToFeedback, submitFeedback } from './feedback.service';

/** Players send feedback; guest relations (super_admin, admin, gre) read it, open it (read) and answer it. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...fromContract(feedbackContract.postFeedback),
    preHandler: [
      requirePlayer(),
      rateLimit({
        name: 'feedback',
        ...FEEDBACK_LIMIT,
        key: (r) => String(currentPlayer(r).playerId),
        message: 'You have sent a lot of feedback just now. Please wait a few minutes.',
      }),
    ],
    handler: async (request, reply) => {
      const { playerId } = currentPlayer(request);
      if (request.body.playerId !== undefined && request.body.playerId !== playerId) {
        throw forbidden('You can only send feedback as yourself');
      }
      const saved = await submitFeedback(app.useCase, { playerId, message: request.body.message });
      return reply.status(201).send({ success: true as const, message: FEEDBACK_MESSAGES.sent, feedback: saved });
    },
  });

  app.route({
    ...fromContract(feedbackContract.getStaffFeedback),
    preHandler: requireStaff('guestRelations'),
    handler: async (request) => ({ feedback: await listFeedback(db, request.query.limit) }),
  });

  app.route({
    ...fromContract(feedbackContract.postStaffFeedbackByIdRead),
    preHandler: requireStaff('guestRelations'),
    handler: async (request) =>
      markFeedbackRead(app.useCase, { id: request.params.id, staffId: currentStaff(request).staffId }),
  });

  app.route({
    ...fromContract(feedbackContract.postStaffFeedbackByIdRespond),
    preHandler: [
      requireStaff('guestRelations'),
      rateLimit({ name: 'feedback-respond', ...CHAT_SEND_LIMIT, key: (r) => String(currentStaff(r).staffId) }),
    ],
    handler: async (request) => {
      const { staffId, name, role } = currentStaff(request);
      return respondToFeedback(app.useCase, {
        id: request.params.id,
        staff: { staffId, name, role },
        answer: request.body,
      });
    },
  });
};
