import { tournamentsContract as contract } from '@club/shared/contracts/tournaments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { readTournamentClock } from './clock-view.service';
import { runClockAction } from './clock.service';

/** The clock: run by the tournament roles, read by anyone (the TV, signed-out phones), issue 28. */
export const clockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(contract.postStaffTournamentsByIdClock),
    preHandler: requireStaff('content'),
    handler: (request) =>
      runClockAction(app.useCase, {
        staffId: currentStaff(request).staffId,
        tournamentId: request.params.id,
        action: request.body,
      }),
  });

  app.route({
    ...fromContract(contract.getTournamentsByIdClock),
    handler: (request) => readTournamentClock(app.database.db, request.params.id, new Date()),
  });
};
