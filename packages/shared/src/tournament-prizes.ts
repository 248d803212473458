import { z } from 'zod';
import { moneyText as money } from './common';
import { balanceSchema } from './wallet';

// Prizes paid to wallets and the tournament's figures (issue 30, decision 133).

/** "1st", "2nd", "11th", "23rd": a paid place as the room says it. */
export function ordinal(place: number): string {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `${place}${suffix}`;
}

export const PRIZE_STATUSES = ['paid', 'pending'] as const;
/** A place's prize, or the bounties a player won in a knockout (decision 134). */
export const PRIZE_KINDS = ['prize', 'bounty'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** One player's prize: their place's amount (shared places split, a confirmed deal's amount instead). */
export const tournamentPrizeSchema = z.object({
  /** A place's prize, or the bounties the player won (a knockout, decision 134). */
  kind: z.enum(PRIZE_KINDS),
  playerId: z.number(),
  name: z.string(),
  playerCode: z.string(),
  place: z.number(),
  /** How many players share this place (busts in the same hand-for-hand hand); 1 when alone. */
  sharedBy: z.number(),
  /** True when the amount is the player's share of a confirmed deal (plus what was left to play for). */
  fromDeal: z.boolean(),
  /** How many bounties a 'bounty' row pays (null for a prize). */
  bounties: z.number().nullable(),
  amount: money,
  /** unpaid: not yet; pending: above the cage's threshold, waiting for a second staff member; paid. */
  status: z.enum(['unpaid', 'pending', 'paid']),
  requestedBy: z.string().nullable(),
  transactionId: z.number().nullable(),
  paidAt: z.string().nullable(),
});
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

/** GET /api/staff/tournaments/{id}/prizes */
export const tournamentPrizesSchema = z.object({
  tournamentId: z.number(),
  tournamentName: z.string(),
  /** True once every paid place has its player: the prizes may be paid. */
  ready: z.boolean(),
  /** Paid places whose player is still playing (empty once ready). */
  placesStillPlaying: z.array(z.number()),
  prizes: z.array(tournamentPrizeSchema),
  total: money,
  paid: money,
  pending: money,
  /** Of the total, the bounties (0 without them). */
  bounties: money,
  /** Busts with a bounty but no eliminator named: their bounties cannot be paid (the floor names one first). */
  unnamedBounties: z.number(),
  /** The cage's four-eyes threshold: a prize above it waits for a second staff member. */
  threshold: money,
});
export type TournamentPrizes = z.infer<typeof tournamentPrizesSchema>;

/** A prize receipt, printed at the cage. */
export const prizeReceiptSchema = z.object({
  transactionId: z.number(),
  kind: z.enum(PRIZE_KINDS),
  tournamentName: z.string(),
  playerId: z.number(),
  player: z.string(),
  place: z.number(),
  bounties: z.number().nullable(),
  amount: money,
  balance: balanceSchema,
  cashier: z.string(),
  at: z.string(),
});
export type PrizeReceipt = z.infer<typeof prizeReceiptSchema>;

/** POST /api/staff/tournaments/{id}/prizes/pay: what this call paid (receipts) and every prize now. */
export const payPrizesAnswerSchema = z.object({
  receipts: z.array(prizeReceiptSchema),
  prizes: tournamentPrizesSchema,
});
export type PayPrizesAnswer = z.infer<typeof payPrizesAnswerSchema>;

export const PRIZE_MESSAGES = {
  nothingToPay: 'There are no prizes to pay: the prize pool is empty',
  paidNoUndo: 'The prizes of this tournament have been paid (or wait for approval): a bust cannot be undone now',
  noCancelAfterPrizes: 'The prizes of this tournament have been paid (or wait for approval): it cannot be cancelled',
  cancelled: 'This tournament was cancelled: its entries were refunded and there are no prizes',
  eliminatorNeeded: 'This tournament pays a bounty on every entry: say who eliminated the player',
  bountiesWhenOver: 'The tournament is not over yet: the bounties are paid once a winner is known',
  unnamedBounties:
    'A bust with a bounty has no eliminator named, so its bounty has nobody to go to: undo that bust and record it again with who eliminated the player',
  lateRegistrationOpen:
    'Late registration is still open: another entry would change the places and the pool, so the prizes are paid once it closes (at the end of its level, or when the desk closes registration)',
  paymentDoesNotAddUp: 'The payment does not add up, so nothing was paid',
  playersStillIn:
    'Players are still in: bust them until one is left, or confirm a deal that ends the tournament, before finishing it',
  noEntriesAfterPrizes:
    'The prizes of this tournament have been paid (or wait for approval): it takes no more entries, rebuys or add-ons',
  noEntriesAfterDeal:
    'The players left have confirmed a deal on this pool: the tournament takes no more entries, rebuys or add-ons',
  moneyFrozen:
    'The prizes of this tournament have been paid (or wait for approval): its buy-in and added money cannot change now',
} as const;

/** 'You finished 3rd: ₹12,500 added to your balance' */
export const prizeMessage = (place: string, amount: string) => `You finished ${place}: ${amount} added to your balance`;

/** '3 bounties' */
export const bountiesText = (count: number) => `${count} ${count === 1 ? 'bounty' : 'bounties'}`;

/** 'You won 3 bounties: ₹3,000 added to your balance' */
export const bountyMessage = (count: number, amount: string) =>
  `You won ${bountiesText(count)}: ${amount} added to your balance`;

/** What a prize's ledger row and receipt say: 'Tournament prize: Sunday 10K, 3rd place' or '…: Sunday 10K, 3 bounties'. */
export const prizeOperationText = (prize: {
  kind: PrizeKind;
  tournamentName: string;
  place: number;
  bounties: number | null;
}) =>
  prize.kind === 'bounty'
    ? `Tournament bounties: ${prize.tournamentName}, ${bountiesText(prize.bounties ?? 0)}`
    : `Tournament prize: ${prize.tournamentName}, ${ordinal(prize.place)} place`;

/** GET /api/player/{playerId}/tournament-results: the player's own finishes, newest first. */
export const tournamentResultSchema = z.object({
  tournamentId: z.number(),
  tournamentName: z.string(),
  date: z.string(),
  place: z.number().nullable(),
  prize: money.nullable(),
  status: z.enum(['unpaid', 'pending', 'paid']).nullable(),
  /** A knockout's bounties won (null: none). */
  bounties: money.nullable(),
});
export const tournamentResultsSchema = z.array(tournamentResultSchema);
export type TournamentResult = z.infer<typeof tournamentResultSchema>;

/** GET /api/staff/tournaments/{id}/figures (and ?format=csv) */
export const tournamentFiguresSchema = z.object({
  tournamentId: z.number(),
  tournamentName: z.string(),
  status: z.string(),
  entriesByKind: z.object({ entry: z.number(), reentry: z.number(), rebuy: z.number(), addon: z.number() }),
  refundedEntries: z.number(),
  buyIns: money,
  fees: money,
  addedMoney: money,
  prizePool: money,
  prizesPaid: money,
  prizesPending: money,
  /** A knockout's bounties (decision 134): in the buy-ins not refunded, paid, and waiting for approval. */
  bounties: money,
  bountiesPaid: money,
  bountiesPending: money,
  places: z.array(
    z.object({
      place: z.number(),
      name: z.string(),
      playerCode: z.string(),
      prize: money.nullable(),
      bounties: money.nullable(),
    }),
  ),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationMinutes: z.number().nullable(),
  /** Every ledger row of the tournament (buy-ins, fees, refunds, prizes), summed: money out of wallets is negative. */
  ledgerRows: money,
  /** ledgerRows + the house's fees − the added money: zero when every rupee is where it should be (prizes and bounties paid). */
  ledgerCheck: money,
  balanced: z.boolean(),
});
export type TournamentFigures = z.infer<typeof tournamentFiguresSchema>;

/**
 * A prize or a player's bounties held for four-eyes (decisions 133 and 134), as the cage's "Waiting for
 * approval" list shows it beside its own held operations (issue 38, item 8).
 */
export const pendingPrizeSchema = z.object({
  id: z.number(),
  tournamentId: z.number(),
  tournamentName: z.string(),
  kind: z.enum(PRIZE_KINDS),
  playerId: z.number(),
  playerName: z.string(),
  playerCode: z.string(),
  place: z.number(),
  bounties: z.number().nullable(),
  amount: money,
  /** Who asked: they never approve it; a super admin who did not ask does (by paying the tournament's prizes). */
  requestedById: z.number().nullable(),
  requestedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type PendingPrize = z.infer<typeof pendingPrizeSchema>;

/** GET /api/staff/tournaments/prizes/pending: every prize and bounty waiting for approval, oldest first. */
export const pendingPrizesSchema = z.array(pendingPrizeSchema);
