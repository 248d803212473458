import { z } from 'zod';
import { moneyText as money } from './common';
import { rupeesInput } from './money';

// A deal among a tournament's remaining players (issue 30, decision 123): the director proposes it with
// every remaining player's chips, each player sees their figure on the phone and accepts (or declines),
// and once all have accepted the director confirms it: its amounts replace the remaining places' prizes.

export const DEAL_METHODS = ['icm', 'chip_chop', 'even'] as const;
export type DealMethodName = (typeof DEAL_METHODS)[number];
export const DEAL_METHOD_LABELS: Record<DealMethodName, string> = {
  icm: 'ICM',
  chip_chop: 'Chip chop',
  even: 'Even split',
};

export const DEAL_STATUSES = ['proposed', 'confirmed', 'declined', 'withdrawn'] as const;

export const DEAL_MESSAGES = {
  notRunning: 'A deal is made while the tournament is running',
  stacksMustMatch: 'Give the chips of every remaining player, and only theirs',
  noOpenDeal: 'There is no deal waiting for answers',
  notInDeal: 'You are not in this deal',
  alreadyConfirmed: 'The deal is already confirmed: its amounts are the prizes now',
  alreadyAnswered: 'You have already answered this deal',
  playersChanged:
    'The players left are not the ones in this deal any more (a bust, an entry or an undone bust since): propose the deal again',
} as const;

/** The offer as it reaches a player off the tournament's page (issue 38 item 9): the app's notice and Web Push. */
export const dealOfferTitle = (tournamentName: string) => `Deal proposed · ${tournamentName}`;
export const dealOfferText = (share: string) =>
  `Your share would be ${share}. Open the tournament to accept or decline.`;

/** POST /api/staff/tournaments/{id}/deal */
export const dealProposalSchema = z.object({
  method: z.enum(DEAL_METHODS, { error: 'The method is icm, chip_chop or even' }),
  stacks: z
    .array(
      z.object({
        playerId: z.number().int().positive(),
        chips: z
          .number({ error: 'Chips are a whole number' })
          .int('Chips are a whole number')
          .min(0, 'Chips cannot be negative')
          .max(1_000_000_000_000, 'That is more chips than any tournament has'),
      }),
    )
    .min(2, 'A deal needs at least two remaining players')
    .max(50),
  /** Left on top for the winner, outside the deal (₹; 0 or absent: everything is dealt). */
  amountLeftToPlayFor: rupeesInput({ allowZero: true }).optional(),
});
export type DealProposal = z.infer<typeof dealProposalSchema>;

export const dealShareSchema = z.object({
  playerId: z.number(),
  name: z.string(),
  chips: z.number(),
  amount: money,
  acceptedAt: z.string().nullable(),
});

export const tournamentDealSchema = z.object({
  id: z.number(),
  tournamentId: z.number(),
  method: z.enum(DEAL_METHODS),
  status: z.enum(DEAL_STATUSES),
  /** The prizes of the remaining places that the deal shares, and what stays on top for the winner. */
  dealt: money,
  amountLeftToPlayFor: money,
  shares: z.array(dealShareSchema),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TournamentDeal = z.infer<typeof tournamentDealSchema>;

/** GET /api/tournaments/{id}/deal: the latest deal the player is in, or none. */
export const currentDealSchema = z.object({ deal: tournamentDealSchema.nullable() });

/** GET /api/staff/tournaments/{id}/deal: the latest deal, and the players still in, whose chips a proposal gives. */
export const staffDealSchema = z.object({
  deal: tournamentDealSchema.nullable(),
  remaining: z.array(
    z.object({
      playerId: z.number(),
      name: z.string(),
      /** The floor's last count of the player's stack (null: never counted): the deal form starts from it. */
      countedChips: z.number().nullable(),
    }),
  ),
});
export type StaffDeal = z.infer<typeof staffDealSchema>;
