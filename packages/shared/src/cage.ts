import { z } from 'zod';
import { moneyText as money } from './common';
import { MAX_AMOUNT_PAISE, toPaise } from './money';
import { TRANSACTION_TYPES, WALLET_ACCOUNTS, walletOperationResultSchema } from './wallet';

// The cage (issue 17): cashier shifts with a blind count, four-eyes approval of large operations,
// reversals and the day's log. Money is decimal rupee text ("1500.00"), ids are numbers, times ISO.

/** A count of cash in the drawer: zero or more rupees, at most two decimals. */
const cashCount = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, {
      error: `${label} must be a number of rupees with at most two decimals`,
      abort: true,
    })
    .refine((v) => toPaise(v) <= MAX_AMOUNT_PAISE, `${label} is too large`);

const noteText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep the note under ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `Keep the ${label.toLowerCase()} under ${max} characters`);

/** A day in the club's time zone. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');

// Shifts --------------------------------------------------------------------------------------------

/** open → closed; a close whose variance is above the threshold waits for a super admin's sign-off. */
export const SHIFT_STATUSES = ['open', 'awaiting_sign_off', 'closed'] as const;

export const shiftIdParams = z.object({ shiftId: z.coerce.number().int().positive() });

export const openShiftBodySchema = z.object({ openingFloat: cashCount('The opening float') });

export const closeShiftBodySchema = z.object({
  countedCash: cashCount('The counted cash'),
  /** Required when the variance is above the club's threshold (400 otherwise). */
  note: noteText(500),
});

export const signOffShiftBodySchema = z.object({ note: noteText(500) });

/**
 * A shift. Drawer cash = opening float + cash in (cash_in rows) − cash out (cashier_withdrawal rows);
 * reversals count as the rows they write. `countedCash` and `variance` (counted − expected) are null
 * until the shift is closed. The count is blind: while a shift is open, `cashIn`, `cashOut` and
 * `expectedCash` are absent from every answer and push but a super admin's (docs/decisions/070-cage.md).
 */
export const shiftSchema = z.object({
  id: z.number(),
  staffId: z.number(),
  staffName: z.string(),
  status: z.enum(SHIFT_STATUSES),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  openingFloat: money,
  cashIn: money.optional(),
  cashOut: money.optional(),
  expectedCash: money.optional(),
  countedCash: money.nullable(),
  variance: money.nullable(),
  closeNote: z.string().nullable(),
  signedOffById: z.number().nullable(),
  signedOffByName: z.string().nullable(),
  signedOffAt: z.string().nullable(),
  signOffNote: z.string().nullable(),
});
export type Shift = z.infer<typeof shiftSchema>;
export const shiftListSchema = z.array(shiftSchema);

/** GET /api/staff/cage/shifts/current: the caller's open shift, or null. */
export const currentShiftSchema = z.object({ shift: shiftSchema.nullable() });
export type CurrentShift = z.infer<typeof currentShiftSchema>;

/** GET /api/staff/cage/shifts?from&to: shifts opened on those days (club time zone), newest first. */
export const shiftListQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  staffId: z.coerce.number().int().positive().optional(),
});

// The day's log (and a shift's operations) ------------------------------------------------------

/** One ledger row as the cage reads it. */
export const cageTransactionSchema = z.object({
  id: z.number(),
  playerId: z.number(),
  playerName: z.string(),
  playerCode: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  account: z.enum(WALLET_ACCOUNTS),
  /** Signed: positive adds to the account, negative takes from it. */
  amount: money,
  description: z.string().nullable(),
  staffId: z.number().nullable(),
  staffName: z.string().nullable(),
  shiftId: z.number().nullable(),
  seatId: z.number().nullable(),
  /** This row reverses that one (it carries the opposite type): the day's log shows it as a reversal. */
  reversesTransactionId: z.number().nullable(),
  /** The type of the row it reverses (a reversal of a cash in is a cashier_withdrawal row). */
  reversesType: z.enum(TRANSACTION_TYPES).nullable(),
  /** The row that reversed this one, if any. */
  reversedByTransactionId: z.number().nullable(),
  createdAt: z.string(),
});
export type CageTransaction = z.infer<typeof cageTransactionSchema>;

/**
 * Sums of the rows by type and account (credit_transfer has a row on each account). Reversals are their own
 * line under the type they reverse (issue 27, item 8): `count` and `amount` are the type's own rows,
 * `reversalCount` and `reversalAmount` the rows that reverse rows of this type (signed as booked, so the
 * opposite sign), and `net` the two together: a cash in of 5,000 reversed is cash in 5,000, reversed
 * −5,000, net 0.
 */
export const typeTotalSchema = z.object({
  type: z.enum(TRANSACTION_TYPES),
  account: z.enum(WALLET_ACCOUNTS),
  count: z.number(),
  amount: money,
  reversalCount: z.number(),
  reversalAmount: money,
  net: money,
});
export type TypeTotal = z.infer<typeof typeTotalSchema>;

/**
 * A shift's report: the shift (closed: with counted and variance), its operations and totals. The totals
 * by type add up to the expected cash, so like it they are absent while the shift is open, but for a
 * super admin.
 */
export const shiftReportSchema = z.object({
  shift: shiftSchema,
  operations: z.array(cageTransactionSchema),
  totals: z.array(typeTotalSchema).optional(),
});
export type ShiftReport = z.infer<typeof shiftReportSchema>;

export const CAGE_LOG_MAX_PAGE_SIZE = 200;

/** GET /api/staff/wallet/transactions and …/transactions.csv (the CSV ignores page and pageSize). */
export const cageLogQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  playerId: z.coerce.number().int().positive().optional(),
  staffId: z.coerce.number().int().positive().optional(),
  shiftId: z.coerce.number().int().positive().optional(),
  /** A ledger type (its own rows, reversals left out), or `reversal` (the rows that reverse others). */
  type: z.enum([...TRANSACTION_TYPES, 'reversal']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(CAGE_LOG_MAX_PAGE_SIZE).default(50),
});

/**
 * Newest first; `total` rows match the filter, `totals` sum all of them (not just the page), but for the
 * blind count: a viewer other than a super admin gets no totals of rows of a shift still open (they add up
 * to its expected cash, decision 070); `openShiftRowsNotTotalled` says how many rows that left out.
 */
export const cageLogSchema = z.object({
  rows: z.array(cageTransactionSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: z.array(typeTotalSchema),
  openShiftRowsNotTotalled: z.number(),
});
export type CageLogType = NonNullable<z.infer<typeof cageLogQuerySchema>['type']>;
export type CageLog = z.infer<typeof cageLogSchema>;

// Four-eyes: pending operations -------------------------------------------------------------------

/** The counter operations, by their path (POST /api/staff/wallet/{playerId}/{operation}). */
export const CAGE_OPERATIONS = ['cash-in', 'cash-out', 'credit-add', 'credit-clear', 'credit-transfer'] as const;
export type CageOperation = (typeof CAGE_OPERATIONS)[number];

export const PENDING_KINDS = ['operation', 'reversal'] as const;
export const PENDING_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * A money operation held for a second person: a counter operation above the large-operation threshold
 * (kind operation, approved by another staff member with the cashier permission), or a reversal a
 * cashier may not make alone (kind reversal, approved by a super admin). Never by the requester.
 */
export const pendingOperationSchema = z.object({
  id: z.number(),
  kind: z.enum(PENDING_KINDS),
  /** kind operation: which counter operation; null for a reversal. */
  operation: z.enum(CAGE_OPERATIONS).nullable(),
  /** kind reversal: the ledger row to reverse. */
  transactionId: z.number().nullable(),
  playerId: z.number(),
  playerName: z.string(),
  /** The amount that would move (for a reversal, the original row's amount without its sign). */
  amount: money,
  /** The operation's note, or the reversal's reason. */
  note: z.string().nullable(),
  status: z.enum(PENDING_STATUSES),
  requestedById: z.number(),
  requestedByName: z.string(),
  /** The requester's shift when asked; the money is recorded in it on approval. */
  shiftId: z.number().nullable(),
  decidedById: z.number().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** The ledger rows written on approval. */
  transactionIds: z.array(z.number()),
  createdAt: z.string(),
});
export type PendingOperation = z.infer<typeof pendingOperationSchema>;
export const pendingOperationListSchema = z.array(pendingOperationSchema);

/** 202 of a counter operation or a reversal that waits for approval. */
export const pendingAnswerSchema = z.object({ pending: pendingOperationSchema });
export type PendingAnswer = z.infer<typeof pendingAnswerSchema>;

export const pendingIdParams = z.object({ id: z.coerce.number().int().positive() });
export const pendingDecisionBodySchema = z.object({ note: noteText(500) });

/** POST …/approve: the pending record, decided, and the money it moved. */
export const pendingApprovalSchema = z.object({
  pending: pendingOperationSchema,
  result: walletOperationResultSchema,
});

// Reversals -----------------------------------------------------------------------------------------

export const transactionIdParams = z.object({ transactionId: z.coerce.number().int().positive() });
export const reverseBodySchema = z.object({ reason: requiredText('Reason', 500) });

// Socket events (added to serverEvents in events.ts); all to staffRoomsOf(event), the cashier permission -----------------

export const cageEvents = {
  /** A shift was opened, closed or signed off. */
  cage_shift_updated: z.object({ shift: shiftSchema }),
  /** A pending operation was asked for or decided. */
  cage_pending_updated: z.object({ pending: pendingOperationSchema }),
} satisfies Record<string, z.ZodType>;
