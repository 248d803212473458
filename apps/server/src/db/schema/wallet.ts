import { CREDIT_REQUEST_STATUSES, TRANSACTION_TYPES, WALLET_ACCOUNTS } from '@club/shared/wallet';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, paise, tstz } from './columns';
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
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'transactions_type',
      sql`${t.type} IN ('cash_in', 'funds_added', 'cash_out', 'cashier_withdrawal', 'table_buy_in', 'table_cash_out', 'add_credit', 'clear_credit', 'credit_transfer')`,
    ),
    check('transactions_account', sql`${t.account} IN ('cash', 'credit')`),
    check('transactions_amount_not_zero', sql`${t.amountPaise} <> 0`),
    // Credit cannot be withdrawn, by construction (docs/decisions/004): each type moves money one way only,
    // and the credit account takes only credit rows. A credit_transfer debits cash and credit alike (the
    // player settles credit from cash); no row can ever move credit into the cash account.
    check(
      'transactions_direction',
      sql`(${t.type} IN ('cash_in', 'funds_added', 'table_cash_out', 'add_credit') AND ${t.amountPaise} > 0) OR (${t.type} IN ('cash_out', 'cashier_withdrawal', 'table_buy_in', 'clear_credit', 'credit_transfer') AND ${t.amountPaise} < 0)`,
    ),
    check(
      'transactions_account_by_type',
      sql`${t.type} = 'credit_transfer' OR (${t.account} = 'credit') = (${t.type} IN ('add_credit', 'clear_credit'))`,
    ),
    index('transactions_player_idx').on(t.playerId, t.createdAt),
    // A seat's buy-ins are read under the wallet and seat locks on every table buy-in and cash-out.
    index('transactions_seat_idx').on(t.seatId),
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
