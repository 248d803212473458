import { CREDIT_REQUEST_STATUSES, TRANSACTION_TYPES, WALLET_ACCOUNTS } from '@club/shared/wallet';
import { CAGE_OPERATIONS, PENDING_KINDS, PENDING_STATUSES, SHIFT_STATUSES } from '@club/shared/cage';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, paise, tstz } from './columns';
import { players } from './players';
import { staff } from './staff';

/**
 * One row per player. Every change locks this row, appends a ledger row and updates it in one transaction,
 * so the ledger's sum per account always equals the balance here (DESIGN.md section 5).
 */
export const wallets = pgTable(
  'wallets',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    cashPaise: paise('cash_paise').notNull().default(sql`0`),
    creditPaise: paise('credit_paise').notNull().default(sql`0`),
    creditLimitPaise: paise('credit_limit_paise').notNull().default(sql`0`),
    creditApproved: boolean('credit_approved').notNull().default(false),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('wallets_cash_not_negative', sql`${t.cashPaise} >= 0`),
    check('wallets_credit_not_negative', sql`${t.creditPaise} >= 0`),
    check('wallets_credit_within_limit', sql`${t.creditPaise} <= ${t.creditLimitPaise}`),
  ],
);

/** Append-only ledger. amount is signed paise on one account (cash or credit). */
export const transactions = pgTable(
  'transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    account: text('account', { enum: WALLET_ACCOUNTS }).notNull(),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status').notNull().default('completed'),
    description: text('description'),
    staffId: integer('staff_id').references(() => staff.id),
    seatId: integer('seat_id'),
    /** The cashier's shift the row was made in (issue 17); null for rows made outside the cage or by a super admin without one. */
    shiftId: integer('shift_id').references(() => cageShifts.id),
    /** This row reverses that one (with the opposite type); unique, so a row is reversed at most once. */
    reversesTransactionId: bigint('reverses_transaction_id', { mode: 'number' })
      .unique('transactions_reversed_once')
      .references((): AnyPgColumn => transactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'transactions_type',
      sql`${t.type} IN ('cash_in', 'funds_added', 'cash_out', 'cashier_withdrawal', 'table_buy_in', 'table_cash_out', 'table_cash_in', 'add_credit', 'clear_credit', 'credit_transfer', 'tournament_buy_in', 'tournament_fee', 'tournament_refund', 'tournament_prize')`,
    ),
    check('transactions_account', sql`${t.account} IN ('cash', 'credit')`),
    check('transactions_amount_not_zero', sql`${t.amountPaise} <> 0`),
    // Credit cannot be withdrawn, by construction (docs/decisions/004): each type moves money one way only,
    // and the credit account takes only credit rows. A credit_transfer debits cash and credit alike (the
    // player settles credit from cash); no row can ever move credit into the cash account.
    check(
      'transactions_direction',
      sql`(${t.type} IN ('cash_in', 'funds_added', 'table_cash_out', 'table_cash_in', 'add_credit', 'tournament_refund', 'tournament_prize') AND ${t.amountPaise} > 0) OR (${t.type} IN ('cash_out', 'cashier_withdrawal', 'table_buy_in', 'clear_credit', 'credit_transfer', 'tournament_buy_in', 'tournament_fee') AND ${t.amountPaise} < 0)`,
    ),
    check(
      'transactions_account_by_type',
      sql`${t.type} = 'credit_transfer' OR (${t.account} = 'credit') = (${t.type} IN ('add_credit', 'clear_credit'))`,
    ),
    index('transactions_player_idx').on(t.playerId, t.createdAt),
    // A seat's buy-ins are read under the wallet and seat locks on every table buy-in and cash-out.
    index('transactions_seat_idx').on(t.seatId),
    // The day's log reads by date across players; a shift's report by shift.
    index('transactions_created_idx').on(t.createdAt),
    index('transactions_shift_idx').on(t.shiftId),
  ],
);

/**
 * A cashier's shift (issue 17): opened with a counted float, closed with a blind count. At most one open
 * shift per staff member. Closing stores what was expected and counted; a variance above the club's
 * threshold leaves it awaiting a super admin's sign-off. A shift that is not open never changes again,
 * except for that sign-off.
 */
export const cageShifts = pgTable(
  'cage_shifts',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    status: text('status', { enum: SHIFT_STATUSES }).notNull().default('open'),
    openingFloatPaise: paise('opening_float_paise').notNull(),
    openedAt: tstz('opened_at').notNull().defaultNow(),
    closedAt: tstz('closed_at'),
    expectedCashPaise: paise('expected_cash_paise'),
    countedCashPaise: paise('counted_cash_paise'),
    closeNote: text('close_note'),
    signedOffBy: integer('signed_off_by').references(() => staff.id),
    signedOffAt: tstz('signed_off_at'),
    signOffNote: text('sign_off_note'),
  },
  (t) => [
    check('cage_shifts_status', sql.raw(`status in (${inList(SHIFT_STATUSES)})`)),
    check('cage_shifts_float_not_negative', sql`${t.openingFloatPaise} >= 0`),
    check(
      'cage_shifts_closed_counted',
      sql`(${t.status} = 'open') = (${t.closedAt} IS NULL AND ${t.countedCashPaise} IS NULL AND ${t.expectedCashPaise} IS NULL)`,
    ),
    uniqueIndex('cage_shifts_one_open').on(t.staffId).where(sql`status = 'open'`),
    index('cage_shifts_opened_idx').on(t.openedAt),
  ],
);

/**
 * Four-eyes (issue 17): a money operation held until a second staff member approves it. kind operation:
 * a counter operation above the large-operation threshold; kind reversal: a reversal of a ledger row.
 * Decided once (pending → approved or rejected, under a row lock); approval writes the ledger rows.
 */
export const cagePendingOperations = pgTable(
  'cage_pending_operations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: PENDING_KINDS }).notNull(),
    operation: text('operation', { enum: CAGE_OPERATIONS }),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    amountPaise: paise('amount_paise').notNull(),
    note: text('note'),
    status: text('status', { enum: PENDING_STATUSES }).notNull().default('pending'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staff.id),
    shiftId: integer('shift_id').references(() => cageShifts.id),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: tstz('decided_at'),
    decisionNote: text('decision_note'),
    transactionIds: jsonb('transaction_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    check('cage_pending_kind', sql.raw(`kind in (${inList(PENDING_KINDS)})`)),
    check('cage_pending_status', sql.raw(`status in (${inList(PENDING_STATUSES)})`)),
    check('cage_pending_amount', sql`${t.amountPaise} > 0`),
    check(
      'cage_pending_target',
      sql`(${t.kind} = 'operation' AND ${t.operation} IS NOT NULL AND ${t.transactionId} IS NULL) OR (${t.kind} = 'reversal' AND ${t.operation} IS NULL AND ${t.transactionId} IS NOT NULL)`,
    ),
    check('cage_pending_decided', sql`(${t.status} = 'pending') = (${t.decidedBy} IS NULL)`),
    // One open request to reverse a row at a time.
    uniqueIndex('cage_pending_one_reversal').on(t.transactionId).where(sql`status = 'pending'`),
    index('cage_pending_status_idx').on(t.status, t.createdAt),
  ],
);

/** A staff money call's Idempotency-Key: a retry answers the stored first result and moves nothing. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.key] })],
);

/**
 * A player's money call's Idempotency-Key (decision 130): the staff table's twin, keyed by the player, so a
 * double-tapped or retried entry from the phone enters once and charges once.
 */
export const playerIdempotencyKeys = pgTable(
  'player_idempotency_keys',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.key] })],
);

export const creditRequests = pgTable(
  'credit_requests',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    requestedAmountPaise: paise('requested_amount_paise').notNull(),
    requestNote: text('request_note'),
    status: text('status', { enum: CREDIT_REQUEST_STATUSES }).notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => staff.id),
    decisionNote: text('decision_note'),
    decidedAt: tstz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('credit_requests_amount', sql`${t.requestedAmountPaise} > 0`),
    check('credit_requests_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    index('credit_requests_player_idx').on(t.playerId),
  ],
);
