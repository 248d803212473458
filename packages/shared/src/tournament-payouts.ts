import { z } from 'zod';
import { moneyText as money } from './common';
import { rupeesInput } from './money';

// The club's payout table and a tournament's payouts (issue 30, decision 123). A table is a list of ranges
// of entries, each with the share of the pool every paid place takes, in percent (two decimals at most),
// best place first. The server checks the whole table (ranges follow each other from 2 entries, shares
// never increase with the place and add up to 100 %) and answers 400 with the rule broken.

/** At most this many places paid in one range: the console's editor is a table a director reads. */
export const MAX_PAID_PLACES = 50;
/** At most this many ranges of entries. */
export const MAX_PAYOUT_RANGES = 30;

const percentSchema = z
  .number({ error: 'A place’s share is a number of percent' })
  .gt(0, 'A place’s share is more than 0 %')
  .max(100, 'A place’s share is at most 100 %')
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    'A place’s share has at most two decimals',
  );

export const payoutRangeSchema = z.object({
  minEntries: z.number().int('Entries are a whole number').min(2, 'A range starts at 2 entries or more'),
  /** Null on the last range: from minEntries up. */
  maxEntries: z.number().int('Entries are a whole number').min(2).max(100_000).nullable(),
  /** Each paid place's share of the pool in percent, first place first. */
  percents: z.array(percentSchema).min(1, 'Pay at least one place').max(MAX_PAID_PLACES),
});

/** PUT /api/staff/tournaments/payout-table */
export const payoutTableSchema = z.object({
  ranges: z
    .array(payoutRangeSchema)
    .min(1, 'A payout table needs at least one range of entries')
    .max(MAX_PAYOUT_RANGES),
  /** Amounts are rounded down to this many rupees, the remainder to first place (₹1 to ₹10,000). */
  roundingUnit: rupeesInput({
    digits: 5,
    maxPaise: 1_000_000n,
    message: 'The rounding unit is a whole number of rupees',
    tooLarge: 'The rounding unit is at most ₹10,000',
  }).refine((value) => /^\d+(\.0{1,2})?$/.test(value), 'The rounding unit is a whole number of rupees'),
});
export type PayoutTableInput = z.infer<typeof payoutTableSchema>;

export const payoutTableViewSchema = z.object({
  ranges: z.array(payoutRangeSchema),
  roundingUnit: money,
  /** True until the club saves its own table: the defaults of decision 123. */
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type PayoutTableView = z.infer<typeof payoutTableViewSchema>;

export const paidPlaceSchema = z.object({ place: z.number(), amount: money });
export type PaidPlace = z.infer<typeof paidPlaceSchema>;

/** GET /api/staff/tournaments/{id}/payouts */
export const tournamentPayoutsSchema = z.object({
  tournamentId: z.number(),
  prizePool: money,
  entries: z.number(),
  playersLeft: z.number(),
  roundingUnit: money,
  /** Each paid place's prize, first place first; they sum to the pool exactly. */
  places: z.array(paidPlaceSchema),
  /** Players who must still bust before the rest are in the money (0: in the money). */
  moreToTheMoney: z.number(),
  /** The range of the payout table the entries fall in (null: fewer than 2 entries, all to first). */
  range: z.object({ minEntries: z.number(), maxEntries: z.number().nullable() }).nullable(),
});
export type TournamentPayouts = z.infer<typeof tournamentPayoutsSchema>;

/** "3 more to the money", "In the money", or nothing before anyone is in. */
export function moneyBubbleText(payouts: { places: readonly unknown[]; moreToTheMoney: number; playersLeft: number }) {
  if (payouts.places.length === 0 || payouts.playersLeft === 0) return null;
  if (payouts.moreToTheMoney === 0) return 'In the money';
  return `${payouts.moreToTheMoney} more to the money`;
}
