import { staffContract as contract } from '@club/shared/contracts/staff';
import { fromContract } from '../../plugins/contract';
import type { KYC_STATUSES } from '@club/shared/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth';
import { findPlayersForStaff } from './accounts.repo';

export const staffPlayersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(contract.getStaffPlayers),
    preHandler: requireStaff('playersRead'),
    handler: async (request) => {
      const rows = await findPlayersForStaff(app.database.db, request.query);
      return rows.map((p) => ({
        id: p.id,
        playerCode: p.playerCode,
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        nickname: p.nickname,
        phone: p.phone,
        kycStatus: p.kycStatus as (typeof KYC_STATUSES)[number],
        emailVerified: p.emailVerified,
        createdAt: p.createdAt.toISOString(),
      }));
    },
  });
};
