import { MESSAGE_TYPES, PRIORITIES } from '@club/shared/notifications';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { players } from './players';
import { staff } from './staff';

export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    messageType: text('message_type', { enum: MESSAGE_TYPES }).notNull().default('general'),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('normal'),
    mediaUrl: text('media_url'),
    targetKind: text('target_kind').notNull(),
    targetPlayerId: integer('target_player_id').references(() => players.id, { onDelete: 'cascade' }),
    sentBy: integer('sent_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'push_notifications_type',
      sql`${t.messageType} IN ('login', 'seat_waiting', 'tournament', 'payment', 'general', 'urgent')`,
    ),
    check('push_notifications_priority', sql`${t.priority} IN ('low', 'normal', 'high', 'urgent')`),
    check('push_notifications_target', sql`${t.targetKind} IN ('player', 'all', 'verified', 'seated', 'waiting')`),
  ],
);

/** The audience is resolved when a notification is sent; each recipient keeps their own read and dismiss state. */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => pushNotifications.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    readAt: tstz('read_at'),
    dismissedAt: tstz('dismissed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.playerId] }),
    index('notification_recipients_player_idx').on(t.playerId),
  ],
);
