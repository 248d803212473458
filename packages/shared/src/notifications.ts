import { z } from 'zod';
import { linkSchema } from './media';
import { STAFF_ROLES } from './staff';

export const MESSAGE_TYPES = ['login', 'seat_waiting', 'tournament', 'payment', 'general', 'urgent'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const AUDIENCES = ['all', 'verified', 'seated', 'waiting'] as const;
export type Audience = (typeof AUDIENCES)[number];
/**
 * At one table: the players seated there now, or those waiting for it now (decision 101): its game's list, the
 * entries that prefer that table or any table of the game (decision 063).
 */
export const TABLE_AUDIENCES = ['seated', 'waiting'] as const;
export type TableAudience = (typeof TABLE_AUDIENCES)[number];
/** What a sent notification was addressed to, as stored (push_notifications.target_kind). */
export const TARGET_KINDS = ['player', ...AUDIENCES, 'table_seated', 'table_waiting'] as const;
/** How many sent notifications the composer's history lists, newest first. */
export const SENT_HISTORY_LIMIT = 100;

// Business constants of accounts-kyc.md and dashboard.md section 9.
export const HISTORY_WINDOW_HOURS = 24;
export const BUBBLE_WINDOW_MINUTES = 10;
export const AUTO_DISMISS_MS: Record<Priority, number> = { low: 6_000, normal: 10_000, high: 15_000, urgent: 25_000 };
export const BUBBLE_FADE_MS = 300;
export const BUBBLE_OFFSET_PX = 10;
export const SOUND_VOLUME = 0.3;
export const SOUND_PRIORITIES: readonly Priority[] = ['high', 'urgent'];
export const SOUND_URL = '/notification-sound.mp3';
export const BADGE_CAP = 99;
export const HISTORY_LIST_HEIGHT_PX = 600;
/** The spec polls every 5 s and 30 s; here that is only the fallback while the socket is down. */
export const NOTIFICATIONS_FALLBACK_POLL_MS = 30_000;
export const DISMISS_ACTION = 'dismissed_to_history';

/** A push notification as the player reads it, with every spelling the two specifications use. */
export const pushNotificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  message_type: z.enum(MESSAGE_TYPES),
  messageType: z.enum(MESSAGE_TYPES),
  /** dashboard.md calls the message type targetAudience. */
  targetAudience: z.enum(MESSAGE_TYPES),
  priority: z.enum(PRIORITIES),
  media_url: z.string().nullable(),
  mediaUrl: z.string().nullable(),
  created_at: z.string(),
  createdAt: z.string(),
  sentAt: z.string(),
  sender_name: z.string().nullable(),
  sent_by_name: z.string().nullable(),
  sender_role: z.enum(STAFF_ROLES).nullable(),
  sent_by_role: z.enum(STAFF_ROLES).nullable(),
  /** The same sender in camelCase, as the specification's history reads it (issue 13 item 8). */
  senderName: z.string().nullable(),
  sentByName: z.string().nullable(),
  senderRole: z.enum(STAFF_ROLES).nullable(),
  sentByRole: z.enum(STAFF_ROLES).nullable(),
  delivery_status: z.enum(['delivered', 'read']),
  deliveryStatus: z.enum(['delivered', 'read']),
  read: z.boolean(),
  read_at: z.string().nullable(),
  /** Dismissed from the bubbles into the history (it never bubbles again). */
  dismissed: z.boolean(),
});
export type PushNotification = z.infer<typeof pushNotificationSchema>;
export const pushNotificationListSchema = z.array(pushNotificationSchema);

/**
 * The image of a notification: an http(s) address or a path on this site, so the club's own uploads
 * (`/api/media/{id}`, what the media route answers) work as they do for offers and the menu (issue 14).
 */
const imageLink = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => linkSchema.safeParse(value).success,
    "The image must be an http(s) address or one of the club's images (/api/media/…)",
  );

const TARGET_MESSAGE =
  "Send it to one player (playerId), an audience (all, verified, seated, waiting) or one table's players (tableId with seated or waiting)";

export const sendNotificationBodySchema = z.object({
  title: z.string().trim().min(1, 'Give the notification a title').max(120, 'Keep the title under 120 characters'),
  message: z.string().trim().min(1, 'Write a message').max(2000, 'Keep the message under 2000 characters'),
  messageType: z.enum(MESSAGE_TYPES).default('general'),
  priority: z.enum(PRIORITIES).default('normal'),
  mediaUrl: z
    .union([imageLink, z.literal('')])
    .nullish()
    .transform((value) => value || null),
  target: z.union(
    [
      z.object({ playerId: z.number().int().positive() }).strict(),
      z.object({ audience: z.enum(AUDIENCES) }).strict(),
      z.object({ tableId: z.number().int().positive(), audience: z.enum(TABLE_AUDIENCES) }).strict(),
    ],
    { error: TARGET_MESSAGE },
  ),
});

const targetSchema = z.union([
  z.object({ playerId: z.number() }),
  z.object({ tableId: z.number(), audience: z.enum(TABLE_AUDIENCES) }),
  z.object({ audience: z.enum(AUDIENCES) }),
]);

export const sendNotificationResultSchema = z.object({
  id: z.number(),
  recipientCount: z.number(),
  /** Players with a connected phone or browser in the rooms it was pushed to, at send time (null: unknown). */
  deliveredCount: z.number().nullable(),
  /** Guests the audience also named (on a list or at a cash seat, no account: decision 131): no app, not sent. */
  guestsSkipped: z.number(),
  target: targetSchema,
});

/** '1 guest skipped', '3 guests skipped': the composer's answer and its history say it alike. */
export const guestsSkippedText = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'} skipped`;

/** A notification sent from the console's composer, as its history lists it (decision 101). */
export const sentNotificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  messageType: z.enum(MESSAGE_TYPES),
  priority: z.enum(PRIORITIES),
  mediaUrl: z.string().nullable(),
  target: z.object({
    kind: z.enum(TARGET_KINDS),
    playerId: z.number().nullable(),
    playerName: z.string().nullable(),
    tableId: z.number().nullable(),
    tableName: z.string().nullable(),
  }),
  sentAt: z.string(),
  sentBy: z.object({ id: z.number(), name: z.string(), role: z.enum(STAFF_ROLES) }).nullable(),
  /** Players it was addressed to (the audience resolved at send time). */
  recipientCount: z.number(),
  /** Of those, players whose phone or browser was connected and got the push (null: could not be counted). */
  deliveredCount: z.number().nullable(),
  /** Guests the audience also named (no account, no app: decision 131), skipped. */
  guestsSkipped: z.number(),
  /** Of those, players who have read it. */
  readCount: z.number(),
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;
export const sentNotificationListSchema = z.array(sentNotificationSchema);

export const notificationHistoryBodySchema = z.object({
  notificationId: z.coerce.number().int().positive(),
  playerId: z.coerce.number().int().positive(),
  action: z.literal(DISMISS_ACTION),
});

/** Dismiss several of the player's own bubbles to the history at once (the collapsed ones of a bulk send). */
const MAX_BATCH_NOTIFICATIONS = 500;
export const dismissManyBodySchema = z.object({
  notificationIds: z.array(z.number().int().positive()).min(1).max(MAX_BATCH_NOTIFICATIONS),
});
/** The ids a batch change reached (those the player had and had not changed yet). */
export const notificationIdsSchema = z.object({ ids: z.array(z.number()) });

export const notificationEvents = {
  /** player:{id}: a notification addressed to the player, sent just now. */
  notification: pushNotificationSchema,
  /** player:{id}: the player read or dismissed a notification (other tabs follow). */
  notification_state: z.object({ id: z.number(), read: z.boolean(), dismissed: z.boolean() }),
  /** player:{id}: several changed at once (Mark all as read, a collapsed bulk dismissed): other tabs follow. */
  notification_states: z.object({ ids: z.array(z.number()), change: z.enum(['read', 'dismissed']) }),
  /** staff rooms of the pushNotifications permission: a notification sent from the composer, with its counts. */
  staff_notification_sent: sentNotificationSchema,
  /** staff rooms of the pushNotifications permission: players read composed notifications; their read counts now. */
  staff_notification_reads: z.object({ counts: z.array(z.object({ id: z.number(), readCount: z.number() })) }),
} satisfies Record<string, z.ZodType>;
