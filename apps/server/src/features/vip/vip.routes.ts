import { errorResponses } from '../../plugins/errors';

import {
  redeemRequestSchema,
  redeemResponseSchema,
  redemptionDecisionSchema,
  redemptionParamsSchema,
  staffRedemptionListSchema,
  staffRedemptionsQuerySchema,
  staffRedemptionSchema,
  VIP_MESSAGES,
  VIP_REDEEM_LIMIT,
  vipPointsSchema,
} from '@club/shared/vip';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../app-error';
import { currentPlayer, currentStaff, requirePlayer, requireStaff } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { publishRedemption } from './vip.events';
import { findPlayerName } from './vip.repo';
import { calculateVipPoints, decideRedemption, listStaffRedemptions, redeemReward } from './vip.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

const ownPlayer = (sessionPlayerId: number, named: number | undefined) => {
  if (named !== undefined && named !== sessionPlayerId) throw forbidden('You can only see your own VIP points');
};

/** VIP points from the player's real play (docs/decisions/031), redemption, and the staff decision. */
export const vipRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/vip-points/calculate',
    {
      schema: {
        tags: ['vip'],
        summary: "The signed-in player's VIP points with the breakdown, spent and available",
        querystring: z.object({ playerId: z.coerce.number().int().positive().optional() }),
        response: { 200: vipPointsSchema, ...errors },
      },
      preHandler: requirePlayer(),
    },
    async (request) => {
      const { playerId } = currentPlayer(request);
      ownPlayer(playerId, request.query.playerId);
      return calculateVipPoints(db, playerId);
    },
  );

  const redeemOptions = {
    schema: {
      tags: ['vip'],
      summary: 'Ask for a reward (a pending request until staff decide)',
      description:
        'One handler for /api/vip-club/redeem (rewardType, pointsCost) and /api/vip-points/redeem (redemptionType, pointsRequired). The cost comes from the club’s catalogue; the client’s is ignored. 409 INSUFFICIENT_POINTS or REDEMPTION_PENDING.',
      body: redeemRequestSchema,
      response: { 201: redeemResponseSchema, ...errors },
    },
    preHandler: [
      requirePlayer(),
      rateLimit({ name: 'vip-redeem', ...VIP_REDEEM_LIMIT, key: (r) => String(currentPlayer(r).playerId) }),
    ],
  };
  for (const url of ['/api/vip-club/redeem', '/api/vip-points/redeem']) {
    app.post(url, redeemOptions, async (request, reply) => {
      const { playerId } = currentPlayer(request);
      ownPlayer(playerId, request.body.playerId);
      const result = await redeemReward(db, { playerId, rewardType: request.body.rewardType });
      await publishRedemption(app, result);
      return reply.status(201).send({
        success: true as const,
        message: VIP_MESSAGES.redeemed,
        remainingPoints: result.points.availablePoints,
        ...result,
      });
    });
  }

  const staffTags = ['staff', 'vip'];
  const redemptionStaff = requireStaff('vipRedemptions');

  app.get(
    '/api/staff/vip/redemptions',
    {
      schema: {
        tags: staffTags,
        summary: 'Redemption requests (status=pending by default)',
        querystring: staffRedemptionsQuerySchema,
        response: { 200: staffRedemptionListSchema, ...errors },
      },
      preHandler: redemptionStaff,
    },
    async (request) => ({ redemptions: await listStaffRedemptions(db, request.query.status) }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/staff/vip/redemptions/:id/${decision}`,
      {
        schema: {
          tags: staffTags,
          summary: decision === 'approve' ? 'Approve: the points are spent' : 'Reject: the points return',
          params: redemptionParamsSchema,
          body: redemptionDecisionSchema.optional(),
          response: { 200: staffRedemptionSchema, ...errors },
        },
        preHandler: redemptionStaff,
      },
      async (request) => {
        const result = await decideRedemption(db, {
          redemptionId: request.params.id,
          staffId: currentStaff(request).staffId,
          decision: decision === 'approve' ? 'approved' : 'rejected',
          note: request.body?.note || null,
        });
        await publishRedemption(app, result);
        return { ...result.redemption, playerName: await findPlayerName(db, result.redemption.playerId) };
      },
    );
  }
};
