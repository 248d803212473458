import { tournamentPayoutsContract as contract } from '@club/shared/contracts/tournament-payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { readPayoutTableView, readTournamentPayouts, setPayoutTable } from './payouts.service';

/** The payout table (super admin and admin edit it) and a tournament's payouts (issue 30). */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = requireStaff('tournamentPayouts');

  app.route({
    ...fromContract(contract.getStaffTournamentsPayoutTable),
    preHandler: readers,
    handler: () => readPayoutTableView(app.database.db),
  });

  app.route({
    ...fromContract(contract.putStaffTournamentsPayoutTable),
    preHandler: requireStaff('payoutTable'),
    handler: (request) => setPayoutTable(app.useCase, { staffId: currentStaff(request).staffId, table: request.body }),
  });

  app.route({
    ...fromContract(contract.getStaffTournamentsByIdPayouts),
    preHandler: readers,
    handler: (request) => readTournamentPayouts(app.database.db, request.params.id),
  });
};
