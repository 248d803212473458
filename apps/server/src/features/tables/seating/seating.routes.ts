import { floorContract } from '@club/shared/contracts/floor';
import { tablesContract as contract } from '@club/shared/contracts/tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { floorStaff } from '../shared/tables.policy';
import { moveSeat, releaseSeat } from './seat-moves.service';
import { assignSeat } from './seating.service';
import { cashOutSeat, listPendingCashOuts, recordTableBuyIn } from './table-money.service';

/** The floor (super admin, admin, manager) seats, moves and releases players; the cashier moves table money. */
export const seatingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

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
    ...fromContract(floorContract.postStaffSeatsBySeatIdMove),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      moveSeat(app.useCase, {
        seatId: request.params.seatId,
        tableId: request.body.tableId,
        seatNumber: request.body.seatNumber,
        note: request.body.note ?? null,
        staff: floorStaff(request),
        now: new Date(),
      }),
  });

  app.route({
    ...fromContract(floorContract.postStaffSeatsBySeatIdRelease),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      releaseSeat(app.useCase, {
        seatId: request.params.seatId,
        note: request.body.note,
        staff: floorStaff(request),
        now: new Date(),
      }),
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
