import { clubContract } from '@club/shared/contracts/club';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import { getClubSettings, getStaffClubSettings, updateStaffClubSettings } from './club.service';

export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...fromContract(clubContract.getClubSettings), handler: async () => getClubSettings(app.database.db) });

  app.route({
    ...fromContract(clubContract.getStaffClubSettings),
    preHandler: requireStaff(),
    handler: async () => getStaffClubSettings(app.database.db),
  });

  app.route({
    ...fromContract(clubContract.patchStaffClubSettings),
    preHandler: requireStaff('clubSettings'),
    handler: async (request) =>
      updateStaffClubSettings(app.useCase, { staffId: currentStaff(request).staffId, change: request.body }),
  });
};
