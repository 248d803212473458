import { z } from 'zod';
import { balanceSchema } from './wallet';

/** What a player buys into a tournament (issue 29, decision 130). */
export const ENTRY_KINDS = ['entry', 'reentry', 'rebuy', 'addon'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const ENTRY_PAYMENTS = ['balance', 'cash'] as const;
export type EntryPayment = (typeof ENTRY_PAYMENTS)[number];
export const ENTRY_STATUSES = ['active', 'busted', 'refunded'] as const;

export const ENTRY_KIND_LABELS: Record<EntryKind, string> = {
  entry: 'Entry',
  reentry: 'Re-entry',
  rebuy: 'Rebuy',
  addon: 'Add-on',
};

const kind = z.enum(ENTRY_KINDS, { error: 'kind is one of entry, reentry, rebuy, addon' });

/** POST /api/tournaments/{id}/entries: the player pays from the cash balance. */
export const playerEntryBodySchema = z.object({ kind: kind.default('entry') });

/** POST /api/staff/tournaments/{id}/entries: the desk enters a player, from the balance or for cash. */
export const staffEntryBodySchema = z.object({
  playerId: z.coerce.number().int().positive(),
  kind: kind.default('entry'),
  payment: z.enum(ENTRY_PAYMENTS, { error: 'payment is balance or cash' }),
});

/** One entry as a receipt reads it (the cage's print layout): amounts in rupees. */
export const entryReceiptSchema = z.object({
  entryId: z.number(),
  tournamentId: z.number(),
  tournamentName: z.string(),
  playerId: z.number(),
  playerName: z.string(),
  playerCode: z.string(),
  kind: z.enum(ENTRY_KINDS),
  buyIn: z.string(),
  fee: z.string(),
  total: z.string(),
  payment: z.enum(ENTRY_PAYMENTS),
  chips: z.number().nullable(),
  status: z.enum(ENTRY_STATUSES),
  shiftId: z.number().nullable(),
  soldBy: z.string().nullable(),
  /** Ledger rows: the buy-in, the fee and (cash) the cash taken in; refunds' rows once refunded. */
  transactionIds: z.array(z.number()),
  /** The player's seat in the tournament while in, once drawn (issue 29, seating); null before and after. */
  table: z.number().nullable(),
  seat: z.number().nullable(),
  /** A refund above the cage's threshold was asked and waits for a super admin (four-eyes, decision 130). */
  refundRequested: z.boolean(),
  createdAt: z.string(),
});
export type EntryReceipt = z.infer<typeof entryReceiptSchema>;

export const entryAnswerSchema = z.object({ receipt: entryReceiptSchema, balance: balanceSchema });
export type EntryAnswer = z.infer<typeof entryAnswerSchema>;

export const PRIZE_DUE_STATUSES = ['due', 'pending', 'paid'] as const;
export type PrizeDueStatus = (typeof PRIZE_DUE_STATUSES)[number];

/** What the phone says of a finish's money (issue 38 item 5). */
export const PRIZE_DUE_TEXT: Record<PrizeDueStatus, string> = {
  due: 'to be paid at the cage',
  pending: 'being approved at the cage',
  paid: 'paid to your balance',
};

/** GET /api/tournaments/{id}/me: the player's own entries in one tournament. */
export const myTournamentEntrySchema = z.object({
  tournamentId: z.number(),
  /** none: never entered (or every entry refunded). */
  status: z.enum(['none', 'active', 'busted']),
  counts: z.object({ entry: z.number(), reentry: z.number(), rebuy: z.number(), addon: z.number() }),
  chipsIn: z.number(),
  paid: z.object({ buyIns: z.string(), fees: z.string() }),
  table: z.number().nullable(),
  seat: z.number().nullable(),
  /** The floor's last count of the player's stack while in, and when (null: not counted). */
  countedChips: z.number().nullable(),
  countedAt: z.string().nullable(),
  /** The player's finish once known: a bust's place, or 1st (or a deal's place) when play is over. */
  place: z.number().nullable(),
  /** What the player is due for the finish (the prize or the deal's share, bounties included), once known. */
  prize: z.string().nullable(),
  /** due: the cage has not paid it yet; pending: it waits for a super admin (four-eyes); paid: in the balance. */
  prizeStatus: z.enum(PRIZE_DUE_STATUSES).nullable(),
  /** A busted player's way back in from the phone (null: not busted): open, or why not. */
  reentry: z.object({ open: z.boolean(), reason: z.string().nullable() }).nullable(),
  receipts: z.array(entryReceiptSchema),
});
export type MyTournamentEntry = z.infer<typeof myTournamentEntrySchema>;

/** What not having enough cash says: the balance and the price, so the player knows what is missing. */
export const notEnoughCash = (balance: string, price: string) =>
  `Not enough cash: the balance is ₹${balance} and this costs ₹${price}`;

/** POST /api/staff/tournaments/{id}/entries/{entryId}/refund: why the desk gives the money back. */
export const refundBodySchema = z.object({
  reason: z.string().trim().min(1, 'Say why the entry is refunded').max(300, 'At most 300 characters'),
});
export const entryParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  entryId: z.coerce.number().int().positive(),
});

/** GET /api/staff/tournaments/{id}/players/{playerId}/entries: the desk reads one player's entries. */
export const playerEntriesParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  playerId: z.coerce.number().int().positive(),
});

/** A refund above the cage's reversal threshold waits for a super admin (four-eyes, decision 130). */
export const refundPendingSchema = z.object({
  pending: z.object({
    entryId: z.number(),
    amount: z.string(),
    requestedBy: z.number(),
    reason: z.string(),
  }),
});

/** DELETE /api/tournaments/{id}/entries: the player's entries refunded to the balance before the start. */
export const unregisterAnswerSchema = z.object({
  refunded: z.array(entryReceiptSchema),
  balance: balanceSchema,
});
