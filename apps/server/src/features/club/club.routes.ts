import { clubContract } from '@club/shared/contracts/club';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromContract } from '../../plugins/contract';
import { getClubSettings } from './club.service';

export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...fromContract(clubContract.getClubSettings), handler: async () => getClubSettings(app.database.db) });
};
