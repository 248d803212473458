import { TABLE_STATUSES } from '@club/shared/tables';
import { PAGE_DELIVERY_CHANNELS, PAGE_DELIVERY_STATES, PAGE_RESPONSES } from '@club/shared/paging';
import { SEAT_REQUEST_STATUSES } from '@club/shared/waitlist';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, inList, paise, tstz } from './columns';
import { players } from './players';
import { staff } from './staff';

/**
 * A guest the floor put on a list by name and mobile number, with no account (issue 31, decision 131): never a
 * player. One record per number (a second visit finds it again); `last_listed_at` is the evening it was last on a
 * list, and the record (with its entries and seats) is removed the club's guestRetentionDays after that.
 */
export const guests = pgTable(
  'guests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Digits only, as players' numbers are kept. */
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    lastListedAt: tstz('last_listed_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => staff.id),
  },
  (t) => [uniqueIndex('guests_phone_unique').on(t.phone), index('guests_last_listed_idx').on(t.lastListedAt)],
);

/** A wait-list entry is waiting or seated while the player sees it, and left once it has ended. */
const WAITLIST_ENTRY_STATUSES = [...SEAT_REQUEST_STATUSES, 'left'] as const;

/** A game's list is open while it is active; a retired game takes no new tables or entries (decision 063). */
export const GAME_STATUSES = ['active', 'retired'] as const;

/**
 * A game the room runs ("NLH 25/50"): tables belong to one, and players wait on its list, not on a table's
 * (decision 063). A game with no active table is an interest list.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    gameType: text('game_type').notNull(),
    stakes: text('stakes').notNull(),
    smallBlindPaise: paise('small_blind_paise').notNull(),
    bigBlindPaise: paise('big_blind_paise').notNull(),
    minBuyInPaise: paise('min_buy_in_paise').notNull(),
    maxBuyInPaise: paise('max_buy_in_paise').notNull(),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('games_status', sql`${t.status} IN ('active', 'retired')`),
    check('games_blinds', sql`${t.smallBlindPaise} > 0 AND ${t.bigBlindPaise} >= ${t.smallBlindPaise}`),
    check('games_buy_in', sql`${t.minBuyInPaise} > 0 AND ${t.maxBuyInPaise} >= ${t.minBuyInPaise}`),
    // A table created without a game joins the active game of its type and stakes: one at a time.
    uniqueIndex('games_one_active_per_kind').on(t.gameType, t.stakes).where(sql`status = 'active'`),
  ],
);

export const pokerTables = pgTable(
  'poker_tables',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    gameType: text('game_type').notNull(),
    stakes: text('stakes').notNull(),
    smallBlindPaise: paise('small_blind_paise').notNull(),
    bigBlindPaise: paise('big_blind_paise').notNull(),
    minBuyInPaise: paise('min_buy_in_paise').notNull(),
    maxBuyInPaise: paise('max_buy_in_paise').notNull(),
    maxPlayers: integer('max_players').notNull().default(9),
    status: text('status', { enum: TABLE_STATUSES }).notNull().default('active'),
    gameStartedAt: tstz('game_started_at'),
    // Timing rules in minutes; null means the specification's defaults.
    minPlayMinutes: integer('min_play_minutes'),
    callTimeMinutes: integer('call_time_minutes'),
    cashOutWindowMinutes: integer('cash_out_window_minutes'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('poker_tables_status', sql`${t.status} IN ('active', 'inactive')`),
    check('poker_tables_max_players', sql`${t.maxPlayers} BETWEEN 2 AND 10`),
    check('poker_tables_blinds', sql`${t.smallBlindPaise} > 0 AND ${t.bigBlindPaise} >= ${t.smallBlindPaise}`),
    check('poker_tables_buy_in', sql`${t.minBuyInPaise} > 0 AND ${t.maxBuyInPaise} >= ${t.minBuyInPaise}`),
    index('poker_tables_game_idx').on(t.gameId),
    check(
      'poker_tables_timing',
      sql`coalesce(${t.minPlayMinutes}, 1) > 0 AND coalesce(${t.callTimeMinutes}, 1) > 0 AND coalesce(${t.cashOutWindowMinutes}, 1) > 0`,
    ),
  ],
);

/**
 * Position is the order among a game's waiting entries (decision 063) of coalesce(requeued_at, created_at): derived,
 * never stored. A hold that ran out sets requeued_at, which moves the entry to the bottom (decision 061).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    /** The player waiting, or null for a guest (issue 31): exactly one of player_id and guest_id is set. */
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    /** The game whose list the entry is on; its position is ranked among the game's waiting entries. */
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The preferred table (the table once seated); null: any table of the game (decision 063). */
    tableId: integer('table_id').references(() => pokerTables.id, { onDelete: 'cascade' }),
    preferredSeat: integer('preferred_seat'),
    notes: text('notes'),
    status: text('status', { enum: WAITLIST_ENTRY_STATUSES }).notNull().default('waiting'),
    createdAt: createdAt(),
    resolvedAt: tstz('resolved_at'),
    // Paging with a hold (decision 061): the current page, null when the entry is not paged.
    pagedAt: tstz('paged_at'),
    pageExpiresAt: tstz('page_expires_at'),
    pagedTableId: integer('paged_table_id').references(() => pokerTables.id, { onDelete: 'set null' }),
    pagedSeat: integer('paged_seat'),
    pagedBy: integer('paged_by').references(() => staff.id),
    /** The player's answer to the current page: on_my_way, more_time (once), leave. */
    pageResponse: text('page_response', { enum: PAGE_RESPONSES }),
    pageRespondedAt: tstz('page_responded_at'),
    pageExtended: boolean('page_extended').notNull().default(false),
    /** Holds that ran out; MISSES_BEFORE_REMOVAL of them end the entry. */
    pageMisses: integer('page_misses').notNull().default(0),
    /** Set when a hold runs out: the entry orders by it instead of created_at (the bottom of the list). */
    requeuedAt: tstz('requeued_at'),
    // Remote joins and check-in (issue 16): an entry made away from the club is remote until the player
    // is checked in (by staff, or by the room's rotating code); one not checked in by the club's expiry leaves.
    remote: boolean('remote').notNull().default(false),
    checkedInAt: tstz('checked_in_at'),
    /** The staff member who tapped 'arrived'; null when the player scanned the room's code. */
    checkedInBy: integer('checked_in_by').references(() => staff.id),
    // The floor's last reorder of the entry (issue 16): position follows requeued_at, these say why and who.
    reorderReason: text('reorder_reason'),
    reorderedAt: tstz('reordered_at'),
    reorderedBy: integer('reordered_by').references(() => staff.id),
  },
  (t) => [
    check('waitlist_entries_status', sql`${t.status} IN ('waiting', 'seated', 'left')`),
    check(
      'waitlist_entries_page_response',
      sql`${t.pageResponse} IS NULL OR ${t.pageResponse} IN ('on_my_way', 'more_time', 'leave')`,
    ),
    // The paging timer finds the holds that ran out through this (decision 061).
    index('waitlist_page_expiry_idx')
      .on(t.pageExpiresAt)
      .where(sql`status = 'waiting' AND page_expires_at IS NOT NULL`),
    // The expiry pass finds remote entries not checked in through this.
    index('waitlist_remote_idx').on(t.createdAt).where(sql`status = 'waiting' AND remote AND checked_in_at IS NULL`),
    uniqueIndex('waitlist_one_waiting_per_game').on(t.playerId, t.gameId).where(sql`status = 'waiting'`),
    uniqueIndex('waitlist_one_waiting_guest_per_game').on(t.guestId, t.gameId).where(sql`status = 'waiting'`),
    check('waitlist_entries_player_or_guest', sql`(${t.playerId} IS NULL) <> (${t.guestId} IS NULL)`),
    index('waitlist_guest_idx').on(t.guestId),
    index('waitlist_table_idx').on(t.tableId, t.createdAt),
    index('waitlist_game_idx').on(t.gameId, t.status),
  ],
);

/**
 * How one page of an entry went out and whether it was seen (issue 31, decision 141): one row per entry, page
 * (its paged_at) and channel. The SMS row is claimed (inserted) before the gateway is called, so a page is
 * never texted twice; it keeps the text (the outbox without SMS_URL), the gateway's answer and the tries.
 */
export const pageDeliveries = pgTable(
  'page_deliveries',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    /** The page this row is about: the entry's paged_at when it was paged. */
    pagedAt: tstz('paged_at').notNull(),
    channel: text('channel', { enum: PAGE_DELIVERY_CHANNELS }).notNull(),
    state: text('state', { enum: PAGE_DELIVERY_STATES }).notNull(),
    /** The number texted (digits), for an SMS. */
    toPhone: text('to_phone'),
    /** The text sent (it carries the answer link, valid for this page only). */
    body: text('body'),
    /** The provider's id of the message (Twilio's MessageSid). */
    providerId: text('provider_id'),
    attempts: integer('attempts').notNull().default(0),
    /** Why it failed, in the gateway's words. */
    reason: text('reason'),
    createdAt: createdAt(),
    /** When the state was reached. */
    stateAt: tstz('state_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('page_deliveries_one_per_channel').on(t.entryId, t.pagedAt, t.channel),
    uniqueIndex('page_deliveries_provider_idx').on(t.providerId),
    check('page_deliveries_channel', sql.raw(`channel in (${inList(PAGE_DELIVERY_CHANNELS)})`)),
    check('page_deliveries_state', sql.raw(`state in (${inList(PAGE_DELIVERY_STATES)})`)),
  ],
);

/** A seat is also the player's live session at that table: it starts at seating and ends at cash-out. */
export const seats = pgTable(
  'seats',
  {
    id: serial('id').primaryKey(),
    tableId: integer('table_id')
      .notNull()
      .references(() => pokerTables.id),
    /** The seated player, or null for a guest seated without an account (decision 131): exactly one is set. */
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    /** A guest's buy-in, paid in cash at the table outside the system (decision 131): noted, never a ledger row. */
    buyInCash: boolean('buy_in_cash').notNull().default(false),
    seatNumber: integer('seat_number').notNull(),
    buyInPaise: paise('buy_in_paise').notNull(),
    /**
     * What was paid for the seat (decision 104): the sum of its table_buy_in ledger rows, kept here under the
     * seat's lock by every row that pays it, so every read of a seat says paid or unpaid without a sum.
     */
    buyInPaidPaise: paise('buy_in_paid_paise').notNull().default(sql`0`),
    sessionStartAt: tstz('session_start_at').notNull().defaultNow(),
    callTimeStartedAt: tstz('call_time_started_at'),
    cashOutRequestedAt: tstz('cash_out_requested_at'),
    // The floor saw the request (issue 15): cleared when the player makes a new one.
    callTimeAcknowledgedAt: tstz('call_time_acknowledged_at'),
    callTimeAcknowledgedBy: integer('call_time_acknowledged_by').references(() => staff.id),
    cashOutAcknowledgedAt: tstz('cash_out_acknowledged_at'),
    cashOutAcknowledgedBy: integer('cash_out_acknowledged_by').references(() => staff.id),
    endedAt: tstz('ended_at'),
    cashOutPaise: paise('cash_out_paise'),
    assignedBy: integer('assigned_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('seats_seat_number', sql`${t.seatNumber} BETWEEN 1 AND 10`),
    check('seats_buy_in', sql`${t.buyInPaise} >= 0`),
    check('seats_buy_in_paid', sql`${t.buyInPaidPaise} >= 0`),
    // These two make a double seating impossible, even under concurrent requests.
    uniqueIndex('seats_one_player_per_seat').on(t.tableId, t.seatNumber).where(sql`ended_at IS NULL`),
    uniqueIndex('seats_one_open_seat_per_player').on(t.playerId).where(sql`ended_at IS NULL`),
    uniqueIndex('seats_one_open_seat_per_guest').on(t.guestId).where(sql`ended_at IS NULL`),
    check('seats_player_or_guest', sql`(${t.playerId} IS NULL) <> (${t.guestId} IS NULL)`),
    check('seats_cash_buy_in_of_guest', sql`NOT ${t.buyInCash} OR ${t.guestId} IS NOT NULL`),
    index('seats_guest_idx').on(t.guestId),
    index('seats_table_idx').on(t.tableId, t.endedAt),
    // All of a player's seats, ended ones included (VIP hours, history).
    index('seats_player_idx').on(t.playerId, t.sessionStartAt),
  ],
);
