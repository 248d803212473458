import { errorResponses } from '../../plugins/errors';

import {
  FEEDBACK_LIMIT,
  FEEDBACK_MESSAGES,
  feedbackRequestSchema,
  feedbackResponseSchema,
  staffFeedbackListSchema,
  staffFeedbackQuerySchema,
} from '@club/shared/feedback';
import { ROOMS } from '@club/shared/events';
import { STAFF_PERMISSIONS } from '@club/shared/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../app-error';
import { currentPlayer, requirePlayer, requireStaff } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { findStaffFeedback, listFeedback, submitFeedback } from './feedback.service';

const errors = errorResponses(400, 401, 403, 429);
const GUEST_RELATIONS_ROOMS = STAFF_PERMISSIONS.guestRelations.map((role) => ROOMS.staffRole(role));

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
      const forStaff = await findStaffFeedback(db, saved.id);
      // Guest relations see it at once, after the insert has committed.
      if (forStaff) app.publish(GUEST_RELATIONS_ROOMS, 'feedback_received', forStaff);
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
