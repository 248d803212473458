import { errorResponses } from '../../plugins/errors';

import {
  FEEDBACK_LIMIT,
  FEEDBACK_MESSAGES,
  feedbackRequestSchema,
  feedbackResponseSchema,
  staffFeedbackListSchema,
  staffFeedbackQuerySchema,
} from '@club/shared/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../app-error';
import { currentPlayer, requirePlayer, requireStaff } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { listFeedback, submitFeedback } from './feedback.service';

const errors = errorResponses(400, 401, 403, 429);

/** Players send feedback; guest relations (super_admin, admin, gre) read it. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback to the club',
        description:
          "The spec's payload (playerId, message). The session decides the player; a playerId naming someone else is refused.",
        body: feedbackRequestSchema,
        response: { 201: feedbackResponseSchema, ...errors },
      },
      preHandler: [
        requirePlayer(),
        rateLimit({
          name: 'feedback',
          ...FEEDBACK_LIMIT,
          key: (r) => String(currentPlayer(r).playerId),
          message: 'You have sent a lot of feedback just now. Please wait a few minutes.',
        }),
      ],
    },
    async (request, reply) => {
      const { playerId } = currentPlayer(request);
      if (request.body.playerId !== undefined && request.body.playerId !== playerId) {
        throw forbidden('You can only send feedback as yourself');
      }
      const saved = await submitFeedback(db, { playerId, message: request.body.message });
      return reply.status(201).send({ success: true as const, message: FEEDBACK_MESSAGES.sent, feedback: saved });
    },
  );

  app.get(
    '/api/staff/feedback',
    {
      schema: {
        tags: ['staff', 'feedback'],
        summary: "Players' feedback, newest first",
        querystring: staffFeedbackQuerySchema,
        response: { 200: staffFeedbackListSchema, ...errors },
      },
      preHandler: requireStaff('guestRelations'),
    },
    async (request) => ({ feedback: await listFeedback(db, request.query.limit) }),
  );
};
