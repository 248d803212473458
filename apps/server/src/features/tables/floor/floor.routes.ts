import { floorContract } from '@club/shared/contracts/floor';
import { tablesContract } from '@club/shared/contracts/tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { floorStaff } from '../shared/tables.policy';
import { getFloor } from './floor-view.service';
import { closeTable, createTable, updateTable } from './table-admin.service';

/** The staff console's floor (issue 15) and the tables it runs: the floor roles only. */
export const floorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(floorContract.getStaffFloor),
    preHandler: requireStaff('seating'),
    handler: async () => getFloor(app.database.db),
  });

  app.route({
    ...fromContract(tablesContract.postStaffTables),
    preHandler: requireStaff('tables'),
    handler: async (request, reply) => {
      const table = await createTable(app.useCase, currentStaff(request).staffId, request.body, new Date());
      return reply.status(201).send(table);
    },
  });

  app.route({
    ...fromContract(tablesContract.patchStaffTablesByTableId),
    preHandler: requireStaff('tables'),
    handler: async (request) => {
      return updateTable(app.useCase, currentStaff(request).staffId, request.params.tableId, request.body, new Date());
    },
  });

  app.route({
    ...fromContract(tablesContract.postStaffTablesByTableIdClose),
    preHandler: requireStaff('tables'),
    handler: async (request) =>
      closeTable(app.useCase, { tableId: request.params.tableId, staff: floorStaff(request) }),
  });
};
