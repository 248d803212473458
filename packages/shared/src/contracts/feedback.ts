import { route } from '../contract';
import {
  feedbackRequestSchema,
  feedbackResponseSchema,
  staffFeedbackListSchema,
  staffFeedbackQuerySchema,
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
    summary: "Players' feedback, newest first",
    tags: ['staff', 'feedback'],
    query: staffFeedbackQuerySchema,
    responses: { 200: staffFeedbackListSchema },
    errors: [400, 401, 403, 429],
  }),
};
