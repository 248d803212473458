import { tablesContract as contract } from '@club/shared/contracts/tables';
import { fromContract } from '../../../plugins/contract';
import { TABLE_MESSAGES } from '@club/shared/tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../../app-error';
import { currentPlayer, requireOwnPlayer, requirePlayer } from '../../../plugins/auth';
import { listPlayerSeats } from '../lobby/tables.service';
import { listSeatRequests } from './player-lists.service';
import { joinWaitlist, leaveWaitlist, updateWaitlistEntry } from './waitlist.service';

// A path naming a player: that player, or staff (any role reads players at the desk: DESIGN.md 8).
const ownOrStaff = requireOwnPlayer({ staffPermission: 'playersRead' });

/** Wait-lists: join, leave, and the player's own requests and seats. */
export const seatRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...fromContract(contract.postSeatRequests),
    preHandler: requirePlayer(),
    handler: async (request, reply) => {
      const { playerId } = currentPlayer(request);
      if (request.body.playerId !== undefined && request.body.playerId !== playerId) {
        throw forbidden('You can only join a wait-list yourself');
      }
      const created = await joinWaitlist(app.useCase, {
        playerId,
        tableId: request.body.tableId,
        preferredSeat: request.body.seatNumber ?? null,
        notes: request.body.notes,
      });
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...fromContract(contract.deleteSeatRequestsByPlayerIdByTableId),
    preHandler: requireOwnPlayer(),
    handler: async (request) => {
      const { playerId, tableId } = request.params;
      await leaveWaitlist(app.useCase, playerId, tableId);
      return { success: true as const, message: TABLE_MESSAGES.left };
    },
  });

  app.route({
    ...fromContract(contract.patchSeatRequestsByPlayerIdByTableId),
    preHandler: requireOwnPlayer(),
    handler: async (request) => {
      const { playerId, tableId } = request.params;
      const { preferredSeat, notes } = request.body;
      return updateWaitlistEntry(app.useCase, { playerId, tableId, preferredSeat, notes });
    },
  });

  app.route({
    ...fromContract(contract.getSeatRequests),
    preHandler: requirePlayer(),
    handler: async (request) => listSeatRequests(db, currentPlayer(request).playerId),
  });

  app.route({
    ...fromContract(contract.getSeatRequestsByPlayerId),
    preHandler: ownOrStaff,
    handler: async (request) => listSeatRequests(db, request.params.playerId),
  });

  app.route({
    ...fromContract(contract.getTableSeatsByPlayerId),
    preHandler: ownOrStaff,
    handler: async (request) => listPlayerSeats(db, request.params.playerId),
  });
};
