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

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  read: 'Read',
  responded: 'Responded',
};

export const staffFeedbackSchema = feedbackSchema.extend({
  playerName: z.string(),
  playerEmail: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  readAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  respondedBy: z.string().nullable(),
  /** How it was answered (null until responded). */
  responseVia: z.enum(['chat', 'notification']).nullable(),
});
export type StaffFeedback = z.infer<typeof staffFeedbackSchema>;
export const staffFeedbackListSchema = z.object({ feedback: z.array(staffFeedbackSchema) });
export const staffFeedbackQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const feedbackIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * POST /api/staff/feedback/{id}/respond: a chat message (opens or continues the player's conversation)
 * or a notification to the player; either marks the feedback responded.
 */
export const respondToFeedbackSchema = z.discriminatedUnion('via', [
  z.object({
    via: z.literal('chat'),
    message: z.string().trim().min(1, 'Please write the answer').max(1_000, 'Keep a message under 1000 characters'),
  }),
  z.object({
    via: z.literal('notification'),
    title: z.string().trim().min(1, 'Give the notification a title').max(120, 'Keep the title under 120 characters'),
    message: z.string().trim().min(1, 'Please write the answer').max(2_000, 'Keep the message under 2000 characters'),
  }),
]);
export type RespondToFeedback = z.input<typeof respondToFeedbackSchema>;
export const respondToFeedbackResultSchema = z.object({
  feedback: staffFeedbackSchema,
  /** The conversation the answer went to (chat), or the notification sent (notification). */
  conversationId: z.number().nullable(),
  notificationId: z.number().nullable(),
});

/** staff:{role} for guest relations: a player sent feedback; a feedback was read or answered. */
export const feedbackEvents = { feedback_received: staffFeedbackSchema, feedback_updated: staffFeedbackSchema };
