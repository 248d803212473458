import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { players } from './players';
import { staff } from './staff';

/** Only the SHA-256 of a session token is stored; revocation is a row update every instance sees. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'sessions_subject',
      sql`(${t.kind} = 'player' AND ${t.playerId} IS NOT NULL AND ${t.staffId} IS NULL AND ${t.scope} IN ('onboarding', 'full'))
       OR (${t.kind} = 'staff' AND ${t.staffId} IS NOT NULL AND ${t.playerId} IS NULL AND ${t.scope} = 'staff')`,
    ),
    index('sessions_player_idx').on(t.playerId),
    index('sessions_staff_idx').on(t.staffId),
  ],
);

/** Single-use e-mail tokens (verification, password reset), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_tokens_purpose', sql`${t.purpose} IN ('verify_email', 'password_reset')`),
    index('email_tokens_player_idx').on(t.playerId, t.purpose),
  ],
);

/** Every e-mail the club sends; without SMTP_URL this table is the mailbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text_body').notNull(),
  html: text('html_body').notNull(),
  createdAt: createdAt(),
  sentAt: tstz('sent_at'),
  error: text('error'),
});

/**
 * Keys the server signs with, made once and shared by every instance through the database (the
 * sign-in device cookie's: issue 27, item 15). One who can read this table can forge only what the
 * key signs; it never stands in for a password.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
