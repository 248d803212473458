import { MESSAGE_TYPES, PRIORITIES, TARGET_KINDS } from '@club/shared/notifications';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { players } from './players';
import { staff } from './staff';
import { pokerTables } from './tables';

export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    messageType: text('message_type', { enum: MESSAGE_TYPES }).notNull().default('general'),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('normal'),
    mediaUrl: text('media_url'),
    targetKind: text('target_kind', { enum: TARGET_KINDS }).notNull(),
    targetPlayerId: integer('target_player_id').references(() => players.id, { onDelete: 'cascade' }),
    // At one table (target_kind table_seated or table_waiting; decision 101).
    targetTableId: integer('target_table_id').references(() => pokerTables.id, { onDelete: 'set null' }),
    sentBy: integer('sent_by').references(() => staff.id),
    // Written from the console's composer (its history lists these), not a notice a use case sends.
    composed: boolean('composed').notNull().default(false),
    // Players whose sockets were connected in the rooms it was pushed to, at send time; null: not counted.
    deliveredCount: integer('delivered_count'),
    // Guests the audience also named (on a list or at a cash seat, no account: decision 131), skipped at send time.
    guestsSkipped: integer('guests_skipped').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'push_notifications_type',
      sql`${t.messageType} IN ('login', 'seat_waiting', 'tournament', 'payment', 'general', 'urgent')`,
    ),
    check('push_notifications_priority', sql`${t.priority} IN ('low', 'normal', 'high', 'urgent')`),
    check(
      'push_notifications_target',
      sql`${t.targetKind} IN ('player', 'all', 'verified', 'seated', 'waiting', 'table_seated', 'table_waiting')`,
    ),
    index('push_notifications_composed_idx').on(t.createdAt).where(sql`composed`),
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
