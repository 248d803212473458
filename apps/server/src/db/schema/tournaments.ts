import { TOURNAMENT_STATUSES } from '@club/shared/tournaments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, paise, tstz } from './columns';
import { players } from './players';
import { staff } from './staff';
import { cageShifts, transactions } from './wallet';

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    gameType: text('game_type').notNull(),
    tournamentType: text('tournament_type').notNull(),
    buyInPaise: paise('buy_in_paise').notNull(),
    /**
     * The added money (decision 130): the pool is this plus the entries' buy-ins, computed, never typed.
     * The column keeps its first name; the API's `prize_pool` of a new tournament fills it.
     */
    addedMoneyPaise: paise('prize_pool_paise').notNull().default(sql`0`),
    maxPlayers: integer('max_players').notNull(),
    startTime: tstz('start_time').notNull(),
    status: text('status', { enum: TOURNAMENT_STATUSES }).notNull().default('upcoming'),
    /** Staff close registration (decision 011): players cannot register while it is false. */
    registrationOpen: boolean('registration_open').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('tournaments_status', sql`${t.status} IN ('upcoming', 'running', 'finished', 'cancelled')`),
    check('tournaments_max_players', sql`${t.maxPlayers} > 0`),
    check('tournaments_money', sql`${t.buyInPaise} >= 0 AND ${t.addedMoneyPaise} >= 0`),
  ],
);

export const tournamentRegistrations = pgTable(
  'tournament_registrations',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.playerId] })],
);

export const TOURNAMENT_ENTRY_KINDS = ['entry', 'reentry', 'rebuy', 'addon'] as const;
export const TOURNAMENT_ENTRY_STATUSES = ['active', 'busted', 'refunded'] as const;
export const TOURNAMENT_ENTRY_PAYMENTS = ['balance', 'cash'] as const;

/**
 * A bought entry, re-entry, rebuy or add-on (issue 29, decision 130). Its money is in the ledger: the
 * buy-in and the fee are two rows (null when zero), and cash handed over at the desk first a cash_in row of
 * the cashier's shift. A refund writes reversal rows linked to them and marks the entry refunded. The
 * partial unique indexes hold the rules a race could break: one live entry (entry or re-entry) per player,
 * one add-on per player.
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TOURNAMENT_ENTRY_KINDS }).notNull(),
    buyInPaise: paise('buy_in_paise').notNull(),
    feePaise: paise('fee_paise').notNull(),
    /** The part of the buy-in that is the entry's bounty (decision 134): paid to who eliminates it, not pooled. */
    bountyPaise: paise('bounty_paise').notNull().default(sql`0`),
    chips: integer('chips'),
    payment: text('payment', { enum: TOURNAMENT_ENTRY_PAYMENTS }).notNull(),
    shiftId: integer('shift_id').references(() => cageShifts.id),
    status: text('status', { enum: TOURNAMENT_ENTRY_STATUSES }).notNull().default('active'),
    cashInTransactionId: bigint('cash_in_transaction_id', { mode: 'number' }).references(() => transactions.id),
    buyInTransactionId: bigint('buy_in_transaction_id', { mode: 'number' }).references(() => transactions.id),
    feeTransactionId: bigint('fee_transaction_id', { mode: 'number' }).references(() => transactions.id),
    /** The staff member who sold it at the desk; null when the player entered from the phone. */
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: createdAt(),
    endedAt: tstz('ended_at'),
    /** Four-eyes (decision 130): a refund above the cage's reversal threshold, asked by one staff member… */
    refundRequestedBy: integer('refund_requested_by').references(() => staff.id),
    refundReason: text('refund_reason'),
    /** …and made by another (a super admin), or by the one who refunded below the threshold. */
    refundedBy: integer('refunded_by').references(() => staff.id),
    /** The floor's last chip count of the player (on the live entry only), and when: rebuys and the floor read it. */
    countedChips: integer('counted_chips'),
    countedAt: tstz('counted_at'),
  },
  (t) => [
    check('tournament_entries_counted_chips', sql`${t.countedChips} IS NULL OR ${t.countedChips} >= 0`),
    check('tournament_entries_kind', sql.raw(`kind in (${inList(TOURNAMENT_ENTRY_KINDS)})`)),
    check('tournament_entries_status', sql.raw(`status in (${inList(TOURNAMENT_ENTRY_STATUSES)})`)),
    check('tournament_entries_payment', sql.raw(`payment in (${inList(TOURNAMENT_ENTRY_PAYMENTS)})`)),
    check(
      'tournament_entries_money',
      sql`${t.buyInPaise} >= 0 AND ${t.feePaise} >= 0 AND ${t.bountyPaise} BETWEEN 0 AND ${t.buyInPaise}`,
    ),
    check('tournament_entries_cash_in_shift', sql`${t.payment} <> 'cash' OR ${t.shiftId} IS NOT NULL`),
    check('tournament_entries_ended', sql`(${t.status} = 'active') = (${t.endedAt} IS NULL)`),
    uniqueIndex('tournament_entries_one_live')
      .on(t.tournamentId, t.playerId)
      .where(sql`kind in ('entry', 'reentry') and status = 'active'`),
    uniqueIndex('tournament_entries_one_addon')
      .on(t.tournamentId, t.playerId)
      .where(sql`kind = 'addon' and status <> 'refunded'`),
    // The counts and the pool read a tournament's entries on every entry and every clock push.
    index('tournament_entries_tournament_idx').on(t.tournamentId, t.status),
    index('tournament_entries_player_idx').on(t.playerId),
  ],
);

export const tournamentInterests = pgTable(
  'tournament_interests',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.playerId] })],
);

/** A structure's row as stored: chips and minutes only (no money), in the API's shape (decision 110). */
export type StoredStructureItem =
  | { kind: 'level'; smallBlind: number; bigBlind: number; ante: number; anteKind: string; minutes: number }
  | { kind: 'break'; minutes: number; colorUp: string | null };

/** The columns a structure has, in a tournament and in a template; prices in paise as every amount. */
const structureColumns = () => ({
  startingStack: integer('starting_stack').notNull(),
  levels: jsonb('levels').$type<StoredStructureItem[]>().notNull(),
  lateRegistrationLevels: integer('late_registration_levels').notNull().default(0),
  maxReentries: integer('max_reentries').notNull().default(0),
  reentryUntilLevel: integer('reentry_until_level'),
  rebuyPricePaise: paise('rebuy_price_paise'),
  rebuyChips: integer('rebuy_chips'),
  rebuyUntilLevel: integer('rebuy_until_level'),
  /** A rebuy only while the floor's last count is at or below the starting stack (issue 29). */
  rebuyAtOrBelowStack: boolean('rebuy_at_or_below_stack').notNull().default(false),
  addOnPricePaise: paise('add_on_price_paise'),
  addOnChips: integer('add_on_chips'),
  addOnAtLevel: integer('add_on_at_level'),
  feePaise: paise('fee_paise').notNull().default(sql`0`),
  /** A knockout's bounty on every entry and re-entry (decision 134): out of the buy-in, not in the pool. */
  bountyPaise: paise('bounty_paise').notNull().default(sql`0`),
});

type StructureColumns = ReturnType<typeof structureColumns>;
const structureChecks = (
  name: string,
  t: { [K in keyof StructureColumns]: { name: string } } & Record<string, unknown>,
) => [
  check(`${name}_stack`, sql`${t.startingStack} > 0`),
  check(
    `${name}_money`,
    sql`${t.feePaise} >= 0 AND ${t.bountyPaise} >= 0 AND coalesce(${t.rebuyPricePaise}, 1) > 0 AND coalesce(${t.addOnPricePaise}, 1) > 0`,
  ),
];

/** One structure per tournament (issue 28): replaced whole by PUT, only after the running row once started. */
export const tournamentStructures = pgTable(
  'tournament_structures',
  {
    tournamentId: integer('tournament_id')
      .primaryKey()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    ...structureColumns(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => structureChecks('tournament_structures', t),
);

/** The club's named structures, copied into tournaments. */
export const tournamentStructureTemplates = pgTable(
  'tournament_structure_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ...structureColumns(),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tournament_structure_templates_name').on(sql`lower(${t.name})`),
    ...structureChecks('tournament_structure_templates', t),
  ],
);

const CLOCK_STATUSES = ['not_started', 'running', 'paused'] as const;

/**
 * A tournament's clock (decision 110): running with the current row's end, or paused with the time left;
 * never a ticking count. `version` grows with every change: the timer's update names the version it read,
 * so of two instances exactly one moves the clock.
 */
export const tournamentClocks = pgTable(
  'tournament_clocks',
  {
    tournamentId: integer('tournament_id')
      .primaryKey()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CLOCK_STATUSES }).notNull().default('not_started'),
    levelIndex: integer('level_index').notNull().default(0),
    levelEndsAt: tstz('level_ends_at'),
    remainingMs: integer('remaining_ms'),
    handForHand: boolean('hand_for_hand').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('tournament_clocks_status', sql`${t.status} IN ('not_started', 'running', 'paused')`),
    check(
      'tournament_clocks_stored_time',
      sql`(${t.status} <> 'running' OR ${t.levelEndsAt} IS NOT NULL) AND (${t.status} <> 'paused' OR ${t.remainingMs} >= 0)`,
    ),
    check('tournament_clocks_level', sql`${t.levelIndex} >= 0`),
    index('tournament_clocks_due_idx').on(t.levelEndsAt).where(sql`${t.status} = 'running'`),
  ],
);

/**
 * The tables the floor opened for a tournament (issue 29, decision 132): seats 2 to 10, the button seat the
 * floor last set, broken once broken. `seed` is the seed of the draw that opened the table.
 */
export const tournamentTables = pgTable(
  'tournament_tables',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    seats: integer('seats').notNull(),
    buttonSeat: integer('button_seat'),
    broken: boolean('broken').notNull().default(false),
    /** Hand-for-hand (TDA RP-8): the floor tapped "hand done" for this hand; cleared when every table has. */
    handDone: boolean('hand_done').notNull().default(false),
    seed: text('seed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tournament_tables_number').on(t.tournamentId, t.number),
    check('tournament_tables_number_positive', sql`${t.number} >= 1`),
    check('tournament_tables_seats', sql`${t.seats} BETWEEN 2 AND 10`),
    check('tournament_tables_button', sql`${t.buttonSeat} IS NULL OR ${t.buttonSeat} BETWEEN 1 AND ${t.seats}`),
  ],
);

/**
 * Who sits where (decision 132): one row per seated live entry. A bust or a refund frees the seat (the row
 * goes); the unique indexes keep one player per seat and one seat per entry.
 */
export const tournamentSeats = pgTable(
  'tournament_seats',
  {
    entryId: integer('entry_id')
      .primaryKey()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tableNumber: integer('table_number').notNull(),
    seat: integer('seat').notNull(),
    seatedAt: tstz('seated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournament_seats_seat').on(t.tournamentId, t.tableNumber, t.seat),
    uniqueIndex('tournament_seats_player').on(t.tournamentId, t.playerId),
    check('tournament_seats_seat_positive', sql`${t.seat} >= 1`),
  ],
);

export const TOURNAMENT_DRAW_KINDS = ['draw', 'late', 'break', 'final'] as const;

/** Every draw's seed, logged with what it seated (decision 120: the same seed replays the same seats). */
export const tournamentSeatDraws = pgTable(
  'tournament_seat_draws',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TOURNAMENT_DRAW_KINDS }).notNull(),
    seed: text('seed').notNull(),
    /** The broken table, for a break. */
    tableNumber: integer('table_number'),
    seatings: jsonb('seatings').$type<{ playerId: number; table: number; seat: number }[]>().notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('tournament_seat_draws_kind', sql.raw(`kind in (${inList(TOURNAMENT_DRAW_KINDS)})`)),
    index('tournament_seat_draws_tournament_idx').on(t.tournamentId),
  ],
);

/**
 * A bust (issue 29, "Eliminations"; decision 132): the entry's place, who busted the player, and the hand
 * group (busts of one hand-for-hand hand share the best of their places). Undone rows stay, with the reason.
 */
export const tournamentEliminations = pgTable(
  'tournament_eliminations',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    eliminatorId: integer('eliminator_id').references(() => players.id, { onDelete: 'set null' }),
    place: integer('place').notNull(),
    /** Players left, the bust included, when the first bust of the hand was called. */
    playersLeft: integer('players_left').notNull(),
    /** The id of the first bust of the same hand (its own id for the first). */
    handGroup: integer('hand_group'),
    tableNumber: integer('table_number'),
    seat: integer('seat'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    undoneAt: tstz('undone_at'),
    undoneBy: integer('undone_by').references(() => staff.id, { onDelete: 'set null' }),
    undoReason: text('undo_reason'),
  },
  (t) => [
    check('tournament_eliminations_place', sql`${t.place} >= 1`),
    check('tournament_eliminations_undo', sql`(${t.undoneAt} IS NULL) = (${t.undoReason} IS NULL)`),
    uniqueIndex('tournament_eliminations_live').on(t.entryId).where(sql`undone_at is null`),
    index('tournament_eliminations_tournament_idx').on(t.tournamentId),
  ],
);
