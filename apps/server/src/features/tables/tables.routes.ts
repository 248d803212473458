import { errorResponses } from '../../plugins/errors';

import {
  tableIdParams,
  tableListSchema,
  tablePotSchema,
  tableSeatsSchema,
  tableStatusSchema,
} from '@club/shared/tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveSessionsRoutes } from './live-sessions.routes';
import { seatRequestsRoutes } from './seat-requests.routes';
import { requireClubMember, viewerPlayerId } from './tables.policy';
import { getPot, getTableStatus, listTables, listTableSeats } from './tables.service';
import { tablesStaffRoutes } from './tables-staff.routes';

const errors = errorResponses(401, 403, 404);
const tags = ['tables'];

/** The lobby: tables, a table's status, seats and pot, for players with KYC passed and for staff. */
export const tablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(seatRequestsRoutes);
  await app.register(liveSessionsRoutes);
  await app.register(tablesStaffRoutes);

  app.get(
    '/api/tables',
    {
      schema: {
        tags,
        summary: 'Cash tables with status, stakes, blinds, buy-in range, players and wait-list count',
        response: { 200: tableListSchema, ...errors },
      },
      preHandler: requireClubMember,
    },
    async () => listTables(db),
  );

  app.get(
    '/api/table-status/:tableId',
    {
      schema: {
        tags,
        summary: 'Whether the game at a table has started',
        params: tableIdParams,
        response: { 200: tableStatusSchema, ...errors },
      },
      preHandler: requireClubMember,
    },
    async (request) => getTableStatus(db, request.params.tableId),
  );

  app.get(
    '/api/tables/:tableId/seats',
    {
      schema: {
        tags,
        summary: 'Occupied seats: seat number, buy-in, and the player as others at the table see them',
        description:
          'Other players show a first name and last initial only (decision 022); the viewer’s own seat is marked isMine.',
        params: tableIdParams,
        response: { 200: tableSeatsSchema, ...errors },
      },
      preHandler: requireClubMember,
    },
    async (request) => listTableSeats(db, request.params.tableId, viewerPlayerId(request)),
  );

  app.get(
    '/api/tables/:tableId/pot',
    {
      schema: {
        tags,
        summary: 'Chips in play: the sum of the seated players’ buy-ins (the software does not deal; decision 022)',
        params: tableIdParams,
        response: { 200: tablePotSchema, ...errors },
      },
      preHandler: requireClubMember,
    },
    async (request) => getPot(db, request.params.tableId),
  );
};
