import { tournamentPrizesContract as contract } from '@club/shared/contracts/tournament-prizes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireOwnPlayer, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { figuresCsv, readPlayerResults, readTournamentFigures } from './figures.service';
import { readPendingPrizes } from './pending-prizes.service';
import { payTournamentPrizes } from './prize-payment.service';
import { readTournamentPrizes } from './prizes.service';

/** Prizes paid to wallets, the tournament's figures and a player's own results (issue 30, decision 133). */
export const prizesRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = requireStaff('tournamentPayouts');

  app.route({
    ...fromContract(contract.getStaffTournamentsByIdPrizes),
    preHandler: readers,
    handler: (request) => readTournamentPrizes(app.database.db, request.params.id),
  });

  app.route({
    ...fromContract(contract.postStaffTournamentsByIdPrizesPay),
    preHandler: requireStaff('tournamentPrizes'),
    handler: (request) => {
      const { staffId, name, role } = currentStaff(request);
      return payTournamentPrizes(app.useCase, {
        tournamentId: request.params.id,
        staff: { staffId, name, role },
        idempotencyKey: request.headers['idempotency-key'],
      });
    },
  });

  // The cage's "Waiting for approval" list: the roles that pay (and so approve) prizes (issue 38, item 8).
  app.route({
    ...fromContract(contract.getStaffTournamentsPrizesPending),
    preHandler: requireStaff('tournamentPrizes'),
    handler: () => readPendingPrizes(app.database.db),
  });

  app.route({
    ...fromContract(contract.getStaffTournamentsByIdFigures),
    preHandler: readers,
    handler: (request) => readTournamentFigures(app.database.db, request.params.id),
  });

  app.route({
    ...fromContract(contract.getStaffTournamentsByIdFiguresCsv),
    preHandler: readers,
    handler: async (request, reply) => {
      const { csv, filename } = figuresCsv(await readTournamentFigures(app.database.db, request.params.id));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  });

  app.route({
    ...fromContract(contract.getPlayerByPlayerIdTournamentResults),
    preHandler: requireOwnPlayer(),
    handler: (request) => readPlayerResults(app.database.db, request.params.playerId),
  });
};
