import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { KYC_STATUSES } from '@club/shared/accounts';
import { createdAt, inList, tstz } from './columns';
import { staff } from './staff';

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    // Derived from the id, so two simultaneous sign-ups can never share a code.
    playerCode: text('player_code')
      .notNull()
      .generatedAlwaysAs(sql`'POKEPLAYER-' || CASE WHEN id < 10000 THEN lpad(id::text, 4, '0') ELSE id::text END`),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nickname: text('nickname').notNull(),
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    kycStatus: text('kyc_status', { enum: KYC_STATUSES }).notNull().default('pending'),
    kycNote: text('kyc_note'),
    kycSubmittedAt: tstz('kyc_submitted_at'),
    kycDecidedAt: tstz('kyc_decided_at'),
    emailVerified: boolean('email_verified').notNull().default(false),
    emailVerifiedAt: tstz('email_verified_at'),
    panCardNumber: text('pan_card_number').unique(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    lastLoginAt: tstz('last_login_at'),
    /**
     * Barring (issue 19): set by a super admin or admin, cleared when lifted (the audit log keeps the history).
     * A bar is in force while barred_at is set and barred_until is null or still ahead.
     */
    barredAt: tstz('barred_at'),
    barredUntil: tstz('barred_until'),
    barReason: text('bar_reason'),
    barredBy: integer('barred_by').references(() => staff.id),
    /** Four-eyes KYC (docs/decisions/095): approval 1 of 2, until a different reviewer confirms or a decision clears it. */
    kycFirstApprovedBy: integer('kyc_first_approved_by').references(() => staff.id),
    kycFirstApprovedAt: tstz('kyc_first_approved_at'),
    /** The player asked for pages by text message as well (issue 31, decision 141), on their profile. */
    pageBySms: boolean('page_by_sms').notNull().default(false),
  },
  (t) => [
    check('players_bar_reason_when_barred', sql`(${t.barredAt} IS NULL) = (${t.barReason} IS NULL)`),
    check('players_kyc_status_known', sql.raw(`kyc_status in (${inList(KYC_STATUSES)})`)),
    // Nicknames are unique whatever their case: 'Ace' and 'ace' would confuse staff at the desk.
    uniqueIndex('players_nickname_lower_key').on(sql`lower(${t.nickname})`),
    // The KYC queue: players by status, oldest submission first.
    index('players_kyc_status_idx').on(t.kycStatus, t.kycSubmittedAt),
    check(
      'players_kyc_first_approval_complete',
      sql`(${t.kycFirstApprovedBy} IS NULL) = (${t.kycFirstApprovedAt} IS NULL)`,
    ),
    // The KYC desk's duplicate flags (docs/decisions/095) look accounts up by these normalised forms.
    index('players_pan_normalized_idx').on(sql`upper(btrim(${t.panCardNumber}))`),
    index('players_phone_digits_idx').on(sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`),
    index('players_email_normalized_idx').on(sql`lower(btrim(${t.email}))`),
  ],
);

/** Sign-in and sign-out events (the spec's log-activity call). */
export const playerActivity = pgTable('player_activity', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').references(() => players.id),
  action: text('action').notNull(),
  email: text('email'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});

/** What staff write about a player (issue 19): append-only, each note audited. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('player_notes_player_idx').on(t.playerId, t.createdAt)],
);
