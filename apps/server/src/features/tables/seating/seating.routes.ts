import { floorContract } from '@club/shared/contracts/floor';
import { tablesContract as contract } from '@club/shared/contracts/tables';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { floorStaff } from '../shared/tables.policy';
import { moveSeat, releaseSeat } from './seat-moves.service';
import { assignSeat, seatGuest } from './seating.service';
import { cashOutSeat, listPendingCashOuts, listUnpaidBuyIns, recordTableBuyIn } from './table-money.service';

/** The floor (super admin, admin, manager) seats, moves and releases players; the cashier moves table money. */
export const seatingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...fromContract(contract.postStaffTablesByTableIdSeat),
    preHandler: requireStaff('seating'),
    handler: async (request, reply) => {
      const staff = currentStaff(request);
      const now = new Date();
      const { playerId, guestId, seatNumber, buyIn } = request.body;
      if (guestId !== undefined) {
        // A guest (decision 131): the club's setting says whether they need a player account first.
        const seat = await seatGuest(app.useCase, {
          guestId,
          seatNumber,
          buyIn,
          tableId: request.params.tableId,
          staffId: staff.staffId,
          now,
        });
        return reply.status(201).send(seat);
      }
      const { staffSeat } = await assignSeat(app.useCase, {
        playerId: playerId ?? 0,
        seatNumber,
        buyIn,
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

  app.route({
    ...fromContract(contract.getStaffSeatsUnpaidBuyIns),
    preHandler: requireStaff('cashier'),
    handler: async () => listUnpaidBuyIns(db),
  });

  // The cashier's two table-money calls (decision 023; how a buy-in was paid: decision 104).
  const cashierCall = (
    request: FastifyRequest & { params: { seatId: number }; headers: { 'idempotency-key': string } },
  ) => {
    const staff = currentStaff(request);
    return {
      seatId: request.params.seatId,
      staff: { staffId: staff.staffId, name: staff.name },
      idempotencyKey: request.headers['idempotency-key'],
      now: new Date(),
    };
  };

  app.route({
    ...fromContract(contract.postStaffSeatsBySeatIdBuyIn),
    preHandler: requireStaff('cashier'),
    handler: async (request) => {
      const { result } = await recordTableBuyIn(app.useCase, {
        ...cashierCall(request),
        amount: request.body.amount,
        note: request.body.note ?? null,
        paidWith: request.body.paidWith,
      });
      return result;
    },
  });

  app.route({
    ...fromContract(contract.postStaffSeatsBySeatIdCashOut),
    preHandler: requireStaff('cashier'),
    handler: async (request) => {
      const { result } = await cashOutSeat(app.useCase, {
        ...cashierCall(request),
        amount: request.body.amount,
        note: request.body.note ?? null,
        unpaidBuyInPaidWith: request.body.unpaidBuyInPaidWith ?? null,
      });
      return result;
    },
  });
};
