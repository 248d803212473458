import {
  redeemRequestSchema,
  redeemResponseSchema,
  redemptionDecisionSchema,
  redemptionParamsSchema,
  staffRedemptionSchema,
} from '../vip';
import { z } from 'zod';
import { route } from '../contract';
import { playerIdParams } from '../accounts';
import { staffRedemptionListSchema, staffRedemptionsQuerySchema, vipCalculationAnswerSchema } from '../vip';

/** One handler for the spec's two redeem paths (docs/decisions/031). */
const redeem = <const P extends '/api/vip-club/redeem' | '/api/vip-points/redeem'>(path: P) =>
  route({
    method: 'POST',
    path,
    summary: 'Ask for a reward (a pending request until staff decide)',
    description:
      'One handler for /api/vip-club/redeem (rewardType, pointsCost) and /api/vip-points/redeem (redemptionType, pointsRequired). The cost comes from the club’s catalogue; the client’s is ignored. 409 INSUFFICIENT_POINTS or REDEMPTION_PENDING.',
    tags: ['vip'],
    body: redeemRequestSchema,
    responses: { 201: redeemResponseSchema },
    errors: [400, 401, 403, 404, 409, 429],
  });

const redemptionDecision = <const P extends `/api/staff/vip/redemptions/:id/${'approve' | 'reject'}`>(
  path: P,
  summary: string,
) =>
  route({
    method: 'POST',
    path,
    summary,
    tags: ['staff', 'vip'],
    params: redemptionParamsSchema,
    body: redemptionDecisionSchema.optional(),
    responses: { 200: staffRedemptionSchema },
    errors: [400, 401, 403, 404, 409, 429],
  });

export const vipContract = {
  getVipPointsCalculate: route({
    method: 'GET',
    path: '/api/vip-points/calculate',
    summary: "The signed-in player's VIP points with the breakdown, spent and available",
    tags: ['vip'],
    query: z.object({ playerId: z.coerce.number().int().positive().optional() }),
    responses: { 200: vipCalculationAnswerSchema },
    errors: [400, 401, 403, 404, 409, 429],
  }),
  getVipPointsCalculateByPlayerId: route({
    method: 'GET',
    path: '/api/vip-points/calculate/:playerId',
    summary: "The same, per player as the specification's client asks (the player's own only)",
    tags: ['vip'],
    params: playerIdParams,
    responses: { 200: vipCalculationAnswerSchema },
    errors: [400, 401, 403, 404, 409, 429],
  }),
  getStaffVipRedemptions: route({
    method: 'GET',
    path: '/api/staff/vip/redemptions',
    summary: 'Redemption requests (status=pending by default)',
    tags: ['staff', 'vip'],
    query: staffRedemptionsQuerySchema,
    responses: { 200: staffRedemptionListSchema },
    errors: [400, 401, 403, 404, 409, 429],
  }),
  postVipClubRedeem: redeem('/api/vip-club/redeem'),
  postVipPointsRedeem: redeem('/api/vip-points/redeem'),
  postStaffVipRedemptionsByIdApprove: redemptionDecision(
    '/api/staff/vip/redemptions/:id/approve',
    'Approve: the points are spent',
  ),
  postStaffVipRedemptionsByIdReject: redemptionDecision(
    '/api/staff/vip/redemptions/:id/reject',
    'Reject: the points return',
  ),
};
