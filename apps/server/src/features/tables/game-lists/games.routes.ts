import { gamesContract as contract } from '@club/shared/contracts/games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromContract } from '../../../plugins/contract';
import { currentPlayer, currentStaff, requirePlayer, requireStaff } from '../../../plugins/auth';
import { listGames, readStaffGames } from './game-views.service';
import { addToGameList, createGame, joinGameList, leaveGameList, openGameTable, updateGame } from './games.service';
import { requireClubMember, viewerPlayerId } from '../shared/tables.policy';

/** Game lists and interest lists (issue 16, decision 063): players join a game's list; the floor runs games. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...fromContract(contract.getGames),
    preHandler: requireClubMember,
    handler: async (request) => listGames(db, viewerPlayerId(request)),
  });

  app.route({
    ...fromContract(contract.postGamesByGameIdWaitlist),
    preHandler: requirePlayer(),
    handler: async (request, reply) => {
      const entry = await joinGameList(app.useCase, {
        playerId: currentPlayer(request).playerId,
        gameId: request.params.gameId,
        preferredTableId: request.body.preferredTableId ?? null,
        preferredSeat: request.body.preferredSeat ?? null,
        notes: request.body.notes,
      });
      return reply.status(201).send(entry);
    },
  });

  app.route({
    ...fromContract(contract.deleteGamesByGameIdWaitlist),
    preHandler: requirePlayer(),
    handler: async (request) => {
      await leaveGameList(app.useCase, currentPlayer(request).playerId, request.params.gameId);
      return { success: true as const, message: 'Left the list' };
    },
  });

  app.route({
    ...fromContract(contract.getStaffGames),
    preHandler: requireStaff('seating'),
    handler: async () => readStaffGames(db, null),
  });

  app.route({
    ...fromContract(contract.postStaffGames),
    preHandler: requireStaff('seating'),
    handler: async (request, reply) =>
      reply.status(201).send(await createGame(app.useCase, currentStaff(request).staffId, request.body)),
  });

  app.route({
    ...fromContract(contract.postStaffGamesByGameIdWaitlist),
    preHandler: requireStaff('seating'),
    handler: async (request, reply) => {
      const { playerId, guest } = request.body;
      const entry = await addToGameList(app.useCase, {
        gameId: request.params.gameId,
        staffId: currentStaff(request).staffId,
        // The schema has made sure exactly one of the two is there.
        who: guest ? { guest } : { playerId: playerId ?? 0 },
        preferredTableId: request.body.preferredTableId ?? null,
        preferredSeat: request.body.preferredSeat ?? null,
        notes: request.body.notes,
        remote: request.body.remote ?? false,
        now: new Date(),
      });
      return reply.status(201).send(entry);
    },
  });

  app.route({
    ...fromContract(contract.patchStaffGamesByGameId),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      updateGame(app.useCase, currentStaff(request).staffId, request.params.gameId, request.body),
  });

  app.route({
    ...fromContract(contract.postStaffGamesByGameIdTables),
    preHandler: requireStaff('seating'),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await openGameTable(
            app.useCase,
            currentStaff(request).staffId,
            request.params.gameId,
            request.body,
            new Date(),
          ),
        ),
  });
};
