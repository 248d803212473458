import { z } from 'zod';

// dashboard.md section 9: VIP points = (buy-in × 0.1) + (hours played × 3) + (visit frequency days × 5).
// Buy-in is in rupees, summed over every table buy-in; each part is rounded down to whole points
// (docs/decisions/031).
export const BUY_IN_POINTS_PER_RUPEE = 0.1;
export const POINTS_PER_HOUR_PLAYED = 3;
export const POINTS_PER_VISIT_DAY = 5;
/** A seat left open by mistake must not earn for days: one session counts at most this long. */
export const MAX_COUNTED_SESSION_HOURS = 24;
/** Visit days are calendar days at the club, in India. */
export const CLUB_TIME_ZONE = 'Asia/Kolkata';
/** The calculation is pushed on every change; the spec's 30 s poll is only the fallback while disconnected. */
export const VIP_FALLBACK_POLL_MS = 30_000;
export const VIP_REDEEM_LIMIT = { max: 10, windowMs: 60_000 } as const;

export const VIP_REWARD_TYPES = ['tournament_ticket', 'buy_in_discount', 'premium_product'] as const;
export type VipRewardType = (typeof VIP_REWARD_TYPES)[number];

/** The club's catalogue: the cost is always read from here, never from the client's pointsCost. */
export const VIP_REWARDS: Record<VipRewardType, { name: string; pointsCost: number; description: string }> = {
  tournament_ticket: {
    name: 'Tournament Ticket',
    pointsCost: 500,
    description: 'A free entry to one of the club’s tournaments.',
  },
  buy_in_discount: { name: 'Buy-in Discount', pointsCost: 300, description: '10% off your next table buy-in.' },
  premium_product: { name: 'Premium Product', pointsCost: 1000, description: 'A premium club gift from the desk.' },
};

export const VIP_MESSAGES = {
  redeemed: 'Redemption Successful!',
  redeemedDescription: 'Your request is with the club. Points are deducted when staff approve it.',
  failed: 'Redemption Failed',
  insufficient: 'You do not have enough VIP points for this reward',
  pending: 'You already have a redemption waiting for approval',
  approved: 'Redemption Approved',
  rejected: 'Redemption Rejected',
} as const;

export const REDEMPTION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const redemptionSchema = z.object({
  id: z.number(),
  playerId: z.number(),
  rewardType: z.enum(VIP_REWARD_TYPES),
  rewardName: z.string(),
  pointsCost: z.number(),
  status: z.enum(REDEMPTION_STATUSES),
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

const money = z.string().regex(/^\d+\.\d{2}$/);

/** GET /api/vip-points/calculate: the spec's breakdown, plus what was spent and what is left. */
export const vipPointsSchema = z.object({
  playerId: z.number(),
  totalVipPoints: z.number(),
  buyInPoints: z.number(),
  totalBuyIn: money,
  buyInCount: z.number(),
  /** Rupees per buy-in (re-buys are buy-ins of their own). */
  avgBuyIn: money,
  hoursPlayedPoints: z.number(),
  totalHoursPlayed: z.number(),
  frequencyPoints: z.number(),
  /** Distinct days (India time) on which a session started. */
  visitFrequency: z.number(),
  /** Approved redemptions. */
  pointsSpent: z.number(),
  /** The pending request's cost: held back until staff decide. */
  pointsPending: z.number(),
  /** totalVipPoints − spent − pending, never below zero. */
  availablePoints: z.number(),
  pendingRedemption: redemptionSchema.nullable(),
  redemptions: z.array(redemptionSchema),
  calculatedAt: z.string(),
});
export type VipPoints = z.infer<typeof vipPointsSchema>;

/**
 * GET /api/vip-points/calculate(/{playerId}): the points, and the breakdown again under `calculation`,
 * where the specification's client reads it (dashboard.md section 7: "calculation").
 */
export const vipCalculationAnswerSchema = vipPointsSchema.extend({
  calculation: vipPointsSchema.pick({
    totalVipPoints: true,
    buyInPoints: true,
    avgBuyIn: true,
    hoursPlayedPoints: true,
    totalHoursPlayed: true,
    frequencyPoints: true,
    visitFrequency: true,
  }),
});
export type VipCalculationAnswer = z.infer<typeof vipCalculationAnswerSchema>;

export function withCalculation(points: VipPoints): VipCalculationAnswer {
  const {
    totalVipPoints,
    buyInPoints,
    avgBuyIn,
    hoursPlayedPoints,
    totalHoursPlayed,
    frequencyPoints,
    visitFrequency,
  } = points;
  return {
    ...points,
    calculation: {
      totalVipPoints,
      buyInPoints,
      avgBuyIn,
      hoursPlayedPoints,
      totalHoursPlayed,
      frequencyPoints,
      visitFrequency,
    },
  };
}

const REWARD_BY_NAME = new Map(VIP_REWARD_TYPES.map((type) => [VIP_REWARDS[type].name.toLowerCase(), type]));

/** A reward named by its type (tournament_ticket) or by its name as the older client sent it (Tournament Ticket). */
const rewardTypeSchema = z
  .string()
  .trim()
  .transform((value) => REWARD_BY_NAME.get(value.toLowerCase()) ?? value.toLowerCase().replace(/[\s-]+/g, '_'))
  .pipe(z.enum(VIP_REWARD_TYPES, { error: 'Unknown reward' }));

/**
 * POST /api/vip-club/redeem (rewardType, pointsCost) and /api/vip-points/redeem (redemptionType,
 * pointsRequired): one handler. The costs the client sends are ignored; the catalogue decides.
 */
export const redeemRequestSchema = z
  .object({
    playerId: z.coerce.number().int().positive().optional(),
    rewardType: rewardTypeSchema.optional(),
    redemptionType: rewardTypeSchema.optional(),
    pointsCost: z.unknown().optional(),
    pointsRequired: z.unknown().optional(),
  })
  .transform(({ playerId, rewardType, redemptionType }, ctx) => {
    const reward = rewardType ?? redemptionType;
    if (reward) return { playerId, rewardType: reward };
    ctx.issues.push({ code: 'custom', message: 'Choose a reward', path: ['rewardType'], input: undefined });
    return z.NEVER;
  });
export type RedeemRequest = z.input<typeof redeemRequestSchema>;

export const redeemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  remainingPoints: z.number(),
  redemption: redemptionSchema,
  points: vipPointsSchema,
});

export const redemptionParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const redemptionDecisionSchema = z.object({ note: z.string().trim().max(500).optional() });
export const staffRedemptionsQuerySchema = z.object({
  status: z.enum(['all', ...REDEMPTION_STATUSES]).default('pending'),
});
export const staffRedemptionSchema = redemptionSchema.extend({ playerName: z.string() });
export const staffRedemptionListSchema = z.object({ redemptions: z.array(staffRedemptionSchema) });

export const vipEvents = {
  /** player:{id}: the player's points or redemptions changed (redeemed, approved, rejected). */
  vip_points_updated: vipPointsSchema,
  /** guest-relations and cashier staff rooms: a redemption was requested or decided. */
  vip_redemption_updated: staffRedemptionSchema,
} satisfies Record<string, z.ZodType>;
