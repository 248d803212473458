import { vipContract as contract } from '@club/shared/contracts/vip';
import { fromContract } from '../../plugins/contract';

import { VIP_MESSAGES, VIP_REDEEM_LIMIT, withCalculation } from '@club/shared/vip';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../app-error';
import { currentPlayer, currentStaff, requireOwnPlayer, requirePlayer, requireStaff } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { findPlayerName } from './vip.repo';
import { calculateVipPoints, decideRedemption, listStaffRedemptions, redeemReward } from './vip.service';

const ownPlayer = (sessionPlayerId: number, named: number | undefined) => {
  if (named !== undefined && named !== sessionPlayerId) throw forbidden('You can only see your own VIP points');
};

/** VIP points from the player's real play (docs/decisions/031), redemption, and the staff decision. */
export const vipRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...fromContract(contract.getVipPointsCalculate),
    preHandler: requirePlayer(),
    handler: async (request) => {
      const { playerId } = currentPlayer(request);
      ownPlayer(playerId, request.query.playerId);
      return withCalculation(await calculateVipPoints(db, playerId));
    },
  });

  app.route({
    ...fromContract(contract.getVipPointsCalculateByPlayerId),
    preHandler: requireOwnPlayer(),
    handler: async (request) => withCalculation(await calculateVipPoints(db, request.params.playerId)),
  });

  for (const definition of [contract.postVipClubRedeem, contract.postVipPointsRedeem]) {
    app.route({
      ...fromContract(definition),
      preHandler: [
        requirePlayer(),
        rateLimit({ name: 'vip-redeem', ...VIP_REDEEM_LIMIT, key: (r) => String(currentPlayer(r).playerId) }),
      ],
      handler: async (request, reply) => {
        const { playerId } = currentPlayer(request);
        ownPlayer(playerId, request.body.playerId);
        const result = await redeemReward(app.useCase, { playerId, rewardType: request.body.rewardType });
        return reply.status(201).send({
          success: true as const,
          message: VIP_MESSAGES.redeemed,
          remainingPoints: result.points.availablePoints,
          ...result,
        });
      },
    });
  }

  const redemptionStaff = requireStaff('vipRedemptions');

  app.route({
    ...fromContract(contract.getStaffVipRedemptions),
    preHandler: redemptionStaff,
    handler: async (request) => ({ redemptions: await listStaffRedemptions(db, request.query.status) }),
  });

  for (const [decision, definition] of [
    ['approved', contract.postStaffVipRedemptionsByIdApprove],
    ['rejected', contract.postStaffVipRedemptionsByIdReject],
  ] as const) {
    app.route({
      ...fromContract(definition),
      preHandler: redemptionStaff,
      handler: async (request) => {
        const result = await decideRedemption(app.useCase, {
          redemptionId: request.params.id,
          staffId: currentStaff(request).staffId,
          decision,
          note: request.body?.note || null,
        });
        return { ...result.redemption, playerName: await findPlayerName(db, result.redemption.playerId) };
      },
    });
  }
};
