import { z } from 'zod';
import { amountSchema, rupeesInput } from './money';

// Business constants of dashboard.md section 9.
export const RECENT_TRANSACTIONS_LIMIT = 10;
export const ALL_TRANSACTIONS_LIMIT = 100;
export const BALANCE_TAB_TRANSACTIONS = 5;
/** The spec polls the balance every 5 s; here that is only the fallback while the socket is down (DESIGN.md 6). */
export const BALANCE_FALLBACK_POLL_MS = 15_000;
export const NOTE_MAX_LENGTH = 500;

export const TRANSACTION_TYPES = [
  'cash_in',
  'funds_added',
  'cash_out',
  'cashier_withdrawal',
  'table_buy_in',
  'table_cash_out',
  /**
   * Cash a player handed over at the table for a buy-in (decision 104): credited and taken at once by the
   * seat's table_buy_in row, so the wallet nets to nothing and the seat's buy-in is recorded as paid. The
   * cash is in the table's box, not the cashier's drawer: it is not drawer cash.
   */
  'table_cash_in',
  'add_credit',
  'clear_credit',
  'credit_transfer',
  /** A tournament entry's buy-in (decision 130): it goes to the prize pool. */
  'tournament_buy_in',
  /** A tournament entry's fee, on its own row: the house's, never the pool's (decision 130). */
  'tournament_fee',
  /** A refunded entry's buy-in or fee back to the cash balance, linked to the row it reverses. */
  'tournament_refund',
  /** A tournament prize paid to the cash balance (decision 133): a place's prize or a deal's share. */
  'tournament_prize',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Cash is the player's own money; credit is the club's money lent for play (docs/decisions/004). */
export const WALLET_ACCOUNTS = ['cash', 'credit'] as const;

const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** GET /api/balance/{playerId}: both spellings the spec reads, decimal strings of rupees. */
export const balanceSchema = z.object({
  playerId: z.number(),
  cashBalance: money,
  currentBalance: money,
  creditBalance: money,
  availableCredit: money,
  creditLimit: money,
  creditApproved: z.boolean(),
  creditEligible: z.boolean(),
  /** Cash plus credit when the player is credit eligible, else cash. */
  totalBalance: money,
  /** The wallet's last change (its version): the web keeps the newest of a read and the pushes. */
  asOf: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const transactionSchema = z.object({
  id: z.number(),
  player_id: z.number(),
  type: z.enum(TRANSACTION_TYPES),
  account: z.enum(WALLET_ACCOUNTS),
  /** Signed: positive adds to the account, negative takes from it. */
  amount: money,
  status: z.string(),
  created_at: z.string(),
  description: z.string().nullable(),
  staff_id: z.number().nullable(),
  staff_name: z.string().nullable(),
  /** This row reverses that one (issue 17: the opposite entry, linked), or null. */
  reverses: z.number().nullable(),
  /** The row that reversed this one, or null: a row is reversed at most once. */
  reversed_by: z.number().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionListSchema = z.array(transactionSchema);

export const transactionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ALL_TRANSACTIONS_LIMIT).default(RECENT_TRANSACTIONS_LIMIT),
});

const noteSchema = z
  .string()
  .trim()
  .max(NOTE_MAX_LENGTH, `Keep the note under ${NOTE_MAX_LENGTH} characters`)
  .nullish()
  .transform((value) => value || null);

// Credit requests -----------------------------------------------------------------------------

export const CREDIT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const creditRequestCreateSchema = z.object({
  playerId: z.coerce.number().int().positive(),
  requestedAmount: amountSchema,
  requestNote: noteSchema,
});
export type CreditRequestCreate = z.input<typeof creditRequestCreateSchema>;

export const creditRequestSchema = z.object({
  id: z.number(),
  playerId: z.number(),
  requestedAmount: money,
  requestNote: z.string().nullable(),
  status: z.enum(CREDIT_REQUEST_STATUSES),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditRequest = z.infer<typeof creditRequestSchema>;
export const creditRequestListSchema = z.array(creditRequestSchema);

/** The super admin's credit desk: a pending request with who asks and where their credit stands. */
export const staffCreditRequestSchema = creditRequestSchema.extend({
  playerName: z.string(),
  playerCode: z.string(),
  creditUsed: money,
  creditLimit: money,
});
export const staffCreditRequestListSchema = z.array(staffCreditRequestSchema);

/** Every player with credit in use, most first, and the club's total outstanding. */
export const creditOutstandingSchema = z.object({
  players: z.array(
    z.object({
      playerId: z.number(),
      playerName: z.string(),
      playerCode: z.string(),
      creditUsed: money,
      creditLimit: money,
    }),
  ),
  total: money,
});

// Staff (DESIGN.md section 8) -------------------------------------------------------------------

export const walletOperationBodySchema = z.object({ amount: amountSchema, note: noteSchema });

/** A limit may be zero (no credit); otherwise the same rules as any amount. */
export const creditLimitBodySchema = z.object({
  creditLimit: rupeesInput({
    allowZero: true,
    message: 'Credit limit must be a number with at most two decimals',
    tooLarge: 'Credit limit is too large',
  }),
});

export const creditDecisionBodySchema = z.object({ note: noteSchema });

/** Staff money calls must name the attempt, so a retry never moves money twice. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: 'Send an Idempotency-Key header (a unique id for this attempt)' })
    .trim()
    .min(8, 'The Idempotency-Key must be 8 to 200 characters')
    .max(200, 'The Idempotency-Key must be 8 to 200 characters')
    .regex(/^[\w.:-]+$/, 'The Idempotency-Key may hold letters, digits and . _ : - only'),
});

export const walletOperationResultSchema = z.object({
  transactions: transactionListSchema,
  balance: balanceSchema,
});
export type WalletOperationResult = z.infer<typeof walletOperationResultSchema>;

export const creditDecisionResultSchema = z.object({ request: creditRequestSchema, balance: balanceSchema });

// Socket events (added to serverEvents in events.ts) --------------------------------------------

export const walletEvents = {
  /** player:{id}: the balance after a change, with the ledger rows that made it. */
  balance_updated: z.object({ playerId: z.number(), balance: balanceSchema, transactions: transactionListSchema }),
  /** staff: the ledger rows of a change (spec channel cross-portal-sync). */
  wallet_transaction: z.object({ playerId: z.number(), transactions: transactionListSchema }),
  /** staff: a player's balance after a change. */
  player_balance_update: z.object({ playerId: z.number(), balance: balanceSchema }),
  /** player:{id}: a super admin approved the player's credit request. */
  credit_approved: z.object({ playerId: z.number(), request: creditRequestSchema, balance: balanceSchema }),
  /** player:{id} and staff:super_admin: a credit request was made or decided. */
  credit_request_updated: z.object({ playerId: z.number(), request: creditRequestSchema }),
} satisfies Record<string, z.ZodType>;

export const TRANSACTION_LABELS: Record<TransactionType, string> = {
  cash_in: 'Cash Deposit',
  funds_added: 'Funds Added',
  cash_out: 'Cash Out',
  cashier_withdrawal: 'Cashier Withdrawal',
  table_buy_in: 'Table Buy-in',
  table_cash_out: 'Table Cash-out',
  table_cash_in: 'Cash Paid at the Table',
  add_credit: 'Credit Added',
  clear_credit: 'Credit Cleared',
  credit_transfer: 'Credit Settlement',
  tournament_buy_in: 'Tournament Buy-in',
  tournament_fee: 'Tournament Fee',
  tournament_refund: 'Tournament Refund',
  tournament_prize: 'Tournament Prize',
};
