import { route } from '../contract';
import {
  feedbackRequestSchema,
  feedbackResponseSchema,
  staffFeedbackListSchema,
  staffFeedbackQuerySchema,
  feedbackIdParamsSchema,
  respondToFeedbackSchema,
  respondToFeedbackResultSchema,
  staffFeedbackSchema,
} from '../feedback';

export const feedbackContract = {
  postFeedback: route({
    method: 'POST',
    path: '/api/feedback',
    summary: 'Send feedback to the club',
    description:
      "The spec's payload (playerId, message). The session decides the player; a playerId naming someone else is refused.",
    tags: ['feedback'],
    body: feedbackRequestSchema,
    responses: { 201: feedbackResponseSchema },
    errors: [400, 401, 403, 429],
  }),
  getStaffFeedback: route({
    method: 'GET',
    path: '/api/staff/feedback',
    summary: "Players' feedback, newest first, with its status (new, read, responded)",
    tags: ['staff', 'feedback'],
    query: staffFeedbackQuerySchema,
    responses: { 200: staffFeedbackListSchema },
    errors: [400, 401, 403, 429],
  }),
  postStaffFeedbackByIdRead: route({
    method: 'POST',
    path: '/api/staff/feedback/:id/read',
    summary: 'Opening a feedback marks it read (new → read; read or responded stay as they are), audited',
    tags: ['staff', 'feedback'],
    params: feedbackIdParamsSchema,
    responses: { 200: staffFeedbackSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffFeedbackByIdRespond: route({
    method: 'POST',
    path: '/api/staff/feedback/:id/respond',
    summary:
      "Answer a feedback by a chat message (opens or continues the player's conversation) or a notification; marks it responded",
    tags: ['staff', 'feedback'],
    params: feedbackIdParamsSchema,
    body: respondToFeedbackSchema,
    responses: { 200: respondToFeedbackResultSchema },
    errors: [400, 401, 403, 404, 429],
  }),
};
