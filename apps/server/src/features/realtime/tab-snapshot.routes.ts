import { realtimeContract as contract } from '@club/shared/contracts/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer, requirePlayer } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import { readTabSnapshot } from './tab-snapshot.service';

/** What a player's tab reads after its socket (re)connects, in one request (decision 107). */
export const tabSnapshotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(contract.getSync),
    preHandler: requirePlayer(),
    handler: async (request) => readTabSnapshot(app.database.db, currentPlayer(request).playerId),
  });
};
