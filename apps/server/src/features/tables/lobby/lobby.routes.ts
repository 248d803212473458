import { tablesContract as contract } from '@club/shared/contracts/tables';
import { fromContract } from '../../../plugins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireClubMember, viewerPlayerId } from '../shared/tables.policy';
import { getPot, getTableStatus, listTables, listTableSeats } from './tables.service';

/** The lobby: tables, a table's status, seats and pot, for players with KYC passed and for staff. */
export const lobbyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

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
