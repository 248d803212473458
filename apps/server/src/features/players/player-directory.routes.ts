import { playerDirectoryContract as contract } from '@club/shared/contracts/player-directory';
import { staffContract } from '@club/shared/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import { barPlayer, liftPlayerBar } from './player-bars.service';
import { addPlayerNote, getPlayerProfile, searchPlayerDirectory } from './player-directory.service';

/** The console's player directory and barring (issue 19; permissions in packages/shared/src/staff.ts). */
export const playerDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...fromContract(staffContract.getStaffPlayers),
    preHandler: requireStaff('playersRead'),
    handler: async (request) =>
      searchPlayerDirectory(db, {
        search: request.query.q || request.query.search,
        kycStatus: request.query.kycStatus,
        role: currentStaff(request).role,
      }),
  });

  app.route({
    ...fromContract(contract.getStaffPlayersByPlayerId),
    preHandler: requireStaff('playersRead'),
    handler: async (request) =>
      getPlayerProfile(db, { playerId: request.params.playerId, role: currentStaff(request).role }),
  });

  app.route({
    ...fromContract(contract.postStaffPlayersByPlayerIdBar),
    preHandler: requireStaff('playerBarring'),
    handler: async (request) => {
      const { player, signOutMessage } = await barPlayer(app.useCase, {
        playerId: request.params.playerId,
        body: request.body,
        actorId: currentStaff(request).staffId,
      });
      // After commit, on every instance: the player's open pages are told why and signed out.
      app.sockets.end({ playerId: player.id }, signOutMessage);
      return player;
    },
  });

  app.route({
    ...fromContract(contract.postStaffPlayersByPlayerIdBarLift),
    preHandler: requireStaff('playerBarring'),
    handler: async (request) =>
      liftPlayerBar(app.useCase, {
        playerId: request.params.playerId,
        note: request.body.note,
        actorId: currentStaff(request).staffId,
      }),
  });

  app.route({
    ...fromContract(contract.postStaffPlayersByPlayerIdNotes),
    preHandler: requireStaff('playersRead'),
    handler: async (request, reply) =>
      reply.status(201).send(
        await addPlayerNote(app.useCase, {
          playerId: request.params.playerId,
          body: request.body.body,
          actorId: currentStaff(request).staffId,
        }),
      ),
  });
};
