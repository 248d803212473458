import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { players } from './players';

/**
 * A device's Web Push subscription (issue 31, decision 140): one row per endpoint (the push service's URL is
 * the device), kept for the player signed in on it; the server drops a row the push service answers 404 or
 * 410 to. The keys are the browser's (p256dh and auth, base64url): they encrypt what is sent, nothing more.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    /** The last push the service accepted (201). */
    lastSentAt: tstz('last_sent_at'),
  },
  (t) => [index('push_subscriptions_player_idx').on(t.playerId)],
);
