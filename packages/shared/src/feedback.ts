import { z } from 'zod';

export const FEEDBACK_MAX_LENGTH = 2_000;
/** new until a guest-relations member opens it; responded once answered by chat or notification (issue 18). */
export const FEEDBACK_STATUSES = ['new', 'read', 'responded'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
/** Per player: enough for a change of mind, not for a flood. */
export const FEEDBACK_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

export const FEEDBACK_MESSAGES = {
  emptyMessage: 'Please enter a message',
  tooLong: `Keep feedback under ${FEEDBACK_MAX_LENGTH} characters`,
  sent: 'Feedback Sent',
  sentDescription: 'Thank you. The club team reads every message.',
  errorTitle: 'Error',
  failed: 'Failed to send feedback',
} as const;

/** POST /api/feedback: the spec's payload (playerId, message); the session decides the player. */
export const feedbackRequestSchema = z.object({
  playerId: z.coerce.number().int().positive().optional(),
  message: z.string().trim().min(1, FEEDBACK_MESSAGES.emptyMessage).max(FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES.tooLong),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackSchema = z.object({
  id: z.number(),
  playerId: z.number(),
  message: z.string(),
  createdAt: z.string(),
});
export const feedbackResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  feedback: feedbackSchema,
});

export const staffFeedbackSchema = feedbackSchema.extend({ playerName: z.string(), playerEmail: z.string() });
export const staffFeedbackListSchema = z.object({ feedback: z.array(staffFeedbackSchema) });
export const staffFeedbackQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** staff:{role} for guest relations: a player sent feedback. */
export const feedbackEvents = { feedback_received: staffFeedbackSchema };
