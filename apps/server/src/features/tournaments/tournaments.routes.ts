import { tournamentsContract as contract } from '@club/shared/contracts/tournaments';
import { fromContract } from '../../plugins/contract';
import { TOURNAMENT_MESSAGES } from '@club/shared/tournaments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../app-error';
import { currentPlayer, requirePlayer } from '../../plugins/auth';
import { listTournamentsForPlayer } from './tournaments.repo';
import { registerForTournament, registerInterest } from './tournaments.service';

/** The lobby hears the public part; the player's own flags stay in the player's answer. */

export const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...fromContract(contract.getTournaments),
    preHandler: requirePlayer(),
    handler: async (request) => listTournamentsForPlayer(db, currentPlayer(request).playerId),
  });

  app.route({
    ...fromContract(contract.postTournamentsRegister),
    preHandler: requirePlayer(),
    handler: async (request) => {
      const { playerId } = currentPlayer(request);
      if (request.body.playerId !== undefined && request.body.playerId !== playerId) {
        throw forbidden('You can only register yourself');
      }
      const tournament = await registerForTournament(app.useCase, {
        playerId,
        tournamentId: request.body.tournamentId,
      });
      return { success: true as const, message: TOURNAMENT_MESSAGES.registrationSuccessful, tournament };
    },
  });

  // The spec leaves the Interested call's path open (dashboard.md section 7); docs/decisions/011.
  app.route({
    ...fromContract(contract.postTournamentsByIdInterest),
    preHandler: requirePlayer(),
    handler: async (request) => {
      const tournament = await registerInterest(app.useCase, {
        playerId: currentPlayer(request).playerId,
        tournamentId: request.params.id,
      });
      return { success: true as const, message: TOURNAMENT_MESSAGES.interestRegistered, tournament };
    },
  });
};
