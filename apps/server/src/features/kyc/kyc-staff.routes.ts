import { ROOMS } from '@club/shared/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KYC_STATUSES } from '@club/shared/accounts';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { playerIdParams } from '../accounts/players.routes';
import { decidePlayerKyc } from './kyc-review.service';

const decisionBody = z.object({
  status: z.enum(['approved', 'rejected', 'incomplete']),
  note: z
    .string()
    .trim()
    .max(1000)
    .optional()
    .transform((v) => v || null),
});

export const kycStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/kyc/players/:playerId',
    {
      schema: {
        tags: ['staff', 'kyc'],
        summary: "Decide a player's KYC (approved, rejected, incomplete)",
        params: playerIdParams,
        body: decisionBody,
        response: { 200: z.object({ playerId: z.number(), kycStatus: z.enum(KYC_STATUSES), note: z.string().nullable() }) },
      },
      preHandler: requireStaff('kycReview'),
    },
    async (request) => {
      const result = await decidePlayerKyc(app.database.db, {
        playerId: request.params.playerId,
        status: request.body.status,
        note: request.body.note,
        staffId: currentStaff(request).staffId,
      });
      const scope = result.kycStatus === 'approved' ? 'full' : 'onboarding';
      const room = ROOMS.player(result.playerId);
      // The player's open sockets gain the lobby rooms with their session's promotion.
      if (scope === 'full') app.io.in(room).socketsJoin([ROOMS.lobby, ROOMS.foodBeverage]);
      app.publish(room, 'kyc_status_updated', { playerId: result.playerId, kycStatus: result.kycStatus, note: result.note, scope });
      return { playerId: result.playerId, kycStatus: result.kycStatus, note: result.note };
    },
  );
};
