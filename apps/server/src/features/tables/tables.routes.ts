import { tablesContract as contract } from '@club/shared/contracts/tables';
import { fromContract } from '../../plugins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveSessionsRoutes } from './live-sessions.routes';
import { seatRequestsRoutes } from './seat-requests.routes';
import { requireClubMember, viewerPlayerId } from './tables.policy';
import { getPot, getTableStatus, listTables, listTableSeats } from './tables.service';
import { tablesStaffRoutes } from './tables-staff.routes';
import { gamesRoutes } from './games.routes';

/** The lobby: tables, a table's status, seats and pot, for players with KYC passed and for staff. */
export const tablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(seatRequestsRoutes);
  await app.register(liveSessionsRoutes);
  await app.register(tablesStaffRoutes);
  await app.register(gamesRoutes);

  app.route({
    ...fromContract(contract.getTables),
    preHandler: requireClubMember,
    handler: async () => listTables(db),
  });

  app.route({
    ...fromContract(contract.getTableStatusByTableId),
    preHandler: requireClubMember,
    handler: async (request) => getTableStatus(db, request.params.tableId),
  });

  app.route({
    ...fromContract(contract.getTablesByTableIdSeats),
    preHandler: requireClubMember,
    handler: async (request) => listTableSeats(db, request.params.tableId, viewerPlayerId(request)),
  });

  app.route({
    ...fromContract(contract.getTablesByTableIdPot),
    preHandler: requireClubMember,
    handler: async (request) => getPot(db, request.params.tableId),
  });
};
