import { errorResponses } from '../../plugins/errors';

import {
  joinWaitlistRequestSchema,
  leaveWaitlistResponseSchema,
  playerSeatListSchema,
  playerTableParams,
  seatRequestListSchema,
  seatRequestSchema,
  TABLE_MESSAGES,
} from '@club/shared/tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../app-error';
import { currentPlayer, requireOwnPlayer, requirePlayer } from '../../plugins/auth';
import { playerIdParams } from '../accounts/players.routes';
import { publishWaitlistChange, pushAfterCommit } from './tables.events';
import { listPlayerSeats } from './tables.service';
import { joinWaitlist, leaveWaitlist, listSeatRequests } from './waitlist.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['tables'];
// A path naming a player: that player, or staff (any role reads players at the desk: DESIGN.md 8).
const ownOrStaff = requireOwnPlayer({ staffPermission: 'playersRead' });

/** Wait-lists: join, leave, and the player's own requests and seats. */
export const seatRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/seat-requests',
    {
      schema: {
        tags,
        summary: 'Join a table’s wait-list (optional preferred seat and notes)',
        description:
          'The spec’s payload (playerId, tableId, tableName, seatNumber, notes). The player is always the session’s; a playerId naming anyone else is 403. 409 ALREADY_ON_WAITLIST for a second entry at the same table, SEATED_ELSEWHERE while playing at an active table.',
        body: joinWaitlistRequestSchema,
        response: { 201: seatRequestSchema, ...errors },
      },
      preHandler: requirePlayer(),
    },
    async (request, reply) => {
      const { playerId } = currentPlayer(request);
      if (request.body.playerId !== undefined && request.body.playerId !== playerId) {
        throw forbidden('You can only join a wait-list yourself');
      }
      const created = await joinWaitlist(db, {
        playerId,
        tableId: request.body.tableId,
        preferredSeat: request.body.seatNumber ?? null,
        notes: request.body.notes,
      });
      await pushAfterCommit(app, publishWaitlistChange(app, created.tableId, [playerId]));
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/seat-requests/:playerId/:tableId',
    {
      schema: {
        tags,
        summary: 'Leave a table’s wait-list',
        params: playerTableParams,
        response: { 200: leaveWaitlistResponseSchema, ...errors },
      },
      preHandler: requireOwnPlayer(),
    },
    async (request) => {
      const { playerId, tableId } = request.params;
      await leaveWaitlist(db, playerId, tableId);
      await pushAfterCommit(app, publishWaitlistChange(app, tableId, [playerId]));
      return { success: true as const, message: TABLE_MESSAGES.left };
    },
  );

  app.get(
    '/api/seat-requests',
    {
      schema: {
        tags,
        summary: 'The signed-in player’s seat requests (waiting with position, or seated)',
        response: { 200: seatRequestListSchema, ...errors },
      },
      preHandler: requirePlayer(),
    },
    async (request) => listSeatRequests(db, currentPlayer(request).playerId),
  );

  app.get(
    '/api/seat-requests/:playerId',
    {
      schema: {
        tags,
        summary: 'A player’s seat requests (waiting with position, or seated)',
        params: playerIdParams,
        response: { 200: seatRequestListSchema, ...errors },
      },
      preHandler: ownOrStaff,
    },
    async (request) => listSeatRequests(db, request.params.playerId),
  );

  app.get(
    '/api/table-seats/:playerId',
    {
      schema: {
        tags,
        summary: 'The player’s open seats (the You Are Seated cards)',
        params: playerIdParams,
        response: { 200: playerSeatListSchema, ...errors },
      },
      preHandler: ownOrStaff,
    },
    async (request) => listPlayerSeats(db, request.params.playerId),
  );
};
