import { errorResponses } from '../../plugins/errors';
import { errorBodySchema } from '@club/shared/errors';
import { ROOMS } from '@club/shared/events';
import {
  interestResponseSchema,
  type PlayerTournament,
  registerTournamentRequestSchema,
  registerTournamentResponseSchema,
  TOURNAMENT_MESSAGES,
  tournamentIdParams,
  tournamentListSchema,
} from '@club/shared/tournaments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../app-error';
import { currentPlayer, requirePlayer } from '../../plugins/auth';
import { listTournamentsForPlayer } from './tournaments.repo';
import { registerForTournament, registerInterest } from './tournaments.service';

const errors = errorResponses(401, 403, 404, 409);

/** The lobby hears the public part; the player's own flags stay in the player's answer. */
const publicPart = ({ is_registered: _r, is_interested: _i, ...tournament }: PlayerTournament) => tournament;

export const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/tournaments',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Tournaments, with whether this player is registered or interested',
        response: { 200: tournamentListSchema, 401: errorBodySchema },
      },
      preHandler: requirePlayer(),
    },
    async (request) => listTournamentsForPlayer(db, currentPlayer(request).playerId),
  );

  app.post(
    '/api/tournaments/register',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Register the signed-in player (once; only upcoming tournaments with a free seat)',
        description:
          'The spec payload (playerId, tournamentId, playerName, email). The player is always the session’s; a playerId naming anyone else is refused with 403. 409 ALREADY_REGISTERED, TOURNAMENT_FULL or INVALID_STATE (not upcoming).',
        body: registerTournamentRequestSchema,
        response: { 200: registerTournamentResponseSchema, ...errors },
      },
      preHandler: requirePlayer(),
    },
    async (request) => {
      const { playerId } = currentPlayer(request);
      if (request.body.playerId !== undefined && request.body.playerId !== playerId) {
        throw forbidden('You can only register yourself');
      }
      const tournament = await registerForTournament(db, { playerId, tournamentId: request.body.tournamentId });
      app.publish(ROOMS.lobby, 'tournament_updated', publicPart(tournament));
      return { success: true as const, message: TOURNAMENT_MESSAGES.registrationSuccessful, tournament };
    },
  );

  // The spec leaves the Interested call's path open (dashboard.md section 7); docs/decisions/011.
  app.post(
    '/api/tournaments/:id/interest',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Mark the signed-in player as interested in an upcoming tournament (idempotent)',
        params: tournamentIdParams,
        response: { 200: interestResponseSchema, ...errors },
      },
      preHandler: requirePlayer(),
    },
    async (request) => {
      const tournament = await registerInterest(db, {
        playerId: currentPlayer(request).playerId,
        tournamentId: request.params.id,
      });
      return { success: true as const, message: TOURNAMENT_MESSAGES.interestRegistered, tournament };
    },
  );
};
