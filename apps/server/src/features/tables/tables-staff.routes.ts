import { tablesContract as contract } from '@club/shared/contracts/tables';
import { fromContract } from '../../plugins/contract';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { closeTable } from './floor.service';
import { assignSeat } from './seating.service';
import { cashOutSeat, listPendingCashOuts, recordTableBuyIn } from './table-money.service';
import { listStaffWaitlist } from './tables.service';
import { correctSessionStart, createTable, updateTable } from './tables-staff.service';

/** The floor (super admin, admin, manager) runs tables and seats players; the cashier moves table money. */
export const tablesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...fromContract(contract.postStaffTables),
    preHandler: requireStaff('tables'),
    handler: async (request, reply) => {
      const table = await createTable(app.useCase, currentStaff(request).staffId, request.body, new Date());
      return reply.status(201).send(table);
    },
  });

  app.route({
    ...fromContract(contract.patchStaffTablesByTableId),
    preHandler: requireStaff('tables'),
    handler: async (request) => {
      return updateTable(app.useCase, currentStaff(request).staffId, request.params.tableId, request.body, new Date());
    },
  });

  app.route({
    ...fromContract(contract.postStaffTablesByTableIdClose),
    preHandler: requireStaff('tables'),
    handler: async (request) => {
      const { staffId, name, role } = currentStaff(request);
      return closeTable(app.useCase, { tableId: request.params.tableId, staff: { staffId, name, role } });
    },
  });

  app.route({
    ...fromContract(contract.getStaffTablesByTableIdWaitlist),
    preHandler: requireStaff('seating'),
    handler: async (request) => listStaffWaitlist(db, request.params.tableId),
  });

  app.route({
    ...fromContract(contract.postStaffTablesByTableIdSeat),
    preHandler: requireStaff('seating'),
    handler: async (request, reply) => {
      const staff = currentStaff(request);
      const now = new Date();
      const { staffSeat } = await assignSeat(app.useCase, {
        ...request.body,
        tableId: request.params.tableId,
        staffId: staff.staffId,
        now,
      });
      return reply.status(201).send(staffSeat);
    },
  });

  app.route({
    ...fromContract(contract.patchStaffSeatsBySeatId),
    preHandler: requireStaff('seating'),
    handler: async (request) => {
      const seat = await correctSessionStart(
        app.useCase,
        currentStaff(request).staffId,
        request.params.seatId,
        new Date(request.body.sessionStartTime),
        new Date(),
      );
      return { seatId: seat.id, sessionStartTime: seat.sessionStartAt.toISOString() };
    },
  });

  app.route({
    ...fromContract(contract.getStaffSeatsPendingCashOuts),
    preHandler: requireStaff('cashier'),
    handler: async () => listPendingCashOuts(db),
  });

  // The cashier's two table-money calls differ only in their path, rule and service.
  for (const [definition, move] of [
    [contract.postStaffSeatsBySeatIdBuyIn, recordTableBuyIn],
    [contract.postStaffSeatsBySeatIdCashOut, cashOutSeat],
  ] as const) {
    app.route({
      ...fromContract(definition),
      preHandler: requireStaff('cashier'),
      handler: async (request) => {
        const staff = currentStaff(request);
        const { result } = await move(app.useCase, {
          seatId: request.params.seatId,
          amount: request.body.amount,
          note: request.body.note ?? null,
          staff: { staffId: staff.staffId, name: staff.name },
          idempotencyKey: request.headers['idempotency-key'],
          now: new Date(),
        });
        return result;
      },
    });
  }
};
