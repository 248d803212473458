import { errorResponses } from '../../plugins/errors';

import { ROOMS } from '@club/shared/events';
import {
  assignSeatRequestSchema,
  correctSeatRequestSchema,
  createTableRequestSchema,
  seatIdParams,
  staffSeatSchema,
  staffWaitlistSchema,
  tableBuyInRequestSchema,
  tableCashOutRequestSchema,
  tableIdParams,
  tableSchema,
  updateTableRequestSchema,
} from '@club/shared/tables';
import { idempotencyHeadersSchema, walletOperationResultSchema } from '@club/shared/wallet';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { publishBalanceChange } from '../wallet/wallet.events';
import { assignSeat } from './seating.service';
import { cashOutSeat, recordTableBuyIn, type TableMoneyResult } from './table-money.service';
import { publishLiveSession, publishWaitlistChange, pushAfterCommit } from './tables.events';
import { timingRulesOf } from './tables.mappers';
import { getTable, listStaffWaitlist, seatedPlayerIds } from './tables.service';
import { correctSessionStart, createTable, updateTable } from './tables-staff.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['staff', 'tables'];
const moneyResultSchema = z.object({ seat: staffSeatSchema, wallet: walletOperationResultSchema.nullable() });

/** After a cashier's money call: the player's balance and live session, the lobby's counts. */
async function publishMoneyResult(app: FastifyInstance, result: TableMoneyResult, isReplay: boolean) {
  if (isReplay) return;
  const { playerId, tableId } = result.seat;
  if (result.wallet) publishBalanceChange(app, result.wallet.balance, result.wallet.transactions);
  await pushAfterCommit(app, publishLiveSession(app, playerId), publishWaitlistChange(app, tableId, [playerId]));
}

/** The floor (super admin, admin, manager) runs tables and seats players; the cashier moves table money. */
export const tablesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/staff/tables',
    {
      schema: {
        tags,
        summary: 'Create a table (blinds, buy-ins, max players, status, timing rules in minutes)',
        body: createTableRequestSchema,
        response: { 201: tableSchema, ...errors },
      },
      preHandler: requireStaff('tables'),
    },
    async (request, reply) => {
      const created = await createTable(db, currentStaff(request).staffId, request.body, new Date());
      const table = await getTable(db, created.id);
      app.publish(ROOMS.lobby, 'table_updated', table);
      return reply.status(201).send(table);
    },
  );

  app.patch(
    '/api/staff/tables/:tableId',
    {
      schema: {
        tags,
        summary: 'Change a table: status, stakes, blinds, buy-ins, max players, timing rules (null: the defaults)',
        params: tableIdParams,
        body: updateTableRequestSchema,
        response: { 200: tableSchema, ...errors },
      },
      preHandler: requireStaff('tables'),
    },
    async (request) => {
      const { tableId } = request.params;
      const { table: row, hasRulesChanged } = await updateTable(
        db,
        currentStaff(request).staffId,
        tableId,
        request.body,
        new Date(),
      );
      const table = await getTable(db, tableId);
      app.publish(ROOMS.lobby, 'table_updated', table);
      if (hasRulesChanged) {
        const timingRules = timingRulesOf(row);
        app.publish(ROOMS.lobby, 'timing_rules_updated', { tableId, tableName: row.name, timingRules });
        const seated = await seatedPlayerIds(db, tableId);
        await pushAfterCommit(app, ...seated.map((playerId) => publishLiveSession(app, playerId)));
      }
      return table;
    },
  );

  app.get(
    '/api/staff/tables/:tableId/waitlist',
    {
      schema: {
        tags,
        summary: 'A table’s wait-list in order, for seating',
        params: tableIdParams,
        response: { 200: staffWaitlistSchema, ...errors },
      },
      preHandler: requireStaff('seating'),
    },
    async (request) => listStaffWaitlist(db, request.params.tableId),
  );

  app.post(
    '/api/staff/tables/:tableId/seat',
    {
      schema: {
        tags,
        summary: 'Seat a wait-listed player (one transaction: off the list, seat and session opened)',
        description: '409 SEAT_TAKEN when the seat is in use, SEATED_ELSEWHERE when the player already has a seat.',
        params: tableIdParams,
        body: assignSeatRequestSchema,
        response: { 201: staffSeatSchema, ...errors },
      },
      preHandler: requireStaff('seating'),
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const now = new Date();
      const { seat, table, assignedBy, leftTableIds, staffSeat } = await assignSeat(db, {
        ...request.body,
        tableId: request.params.tableId,
        staffId: staff.staffId,
        now,
      });
      app.publish(ROOMS.player(seat.playerId), 'seat_assigned', {
        playerId: seat.playerId,
        seatId: seat.id,
        tableId: table.id,
        tableName: table.name,
        gameType: table.gameType,
        seatNumber: seat.seatNumber,
        buyIn: staffSeat.buyIn,
        sessionStartTime: staffSeat.sessionStartTime,
        assignedBy,
      });
      await pushAfterCommit(
        app,
        publishLiveSession(app, seat.playerId, now),
        publishWaitlistChange(app, table.id, [seat.playerId]),
        ...leftTableIds.map((otherTableId) => publishWaitlistChange(app, otherTableId)),
      );
      return reply.status(201).send(staffSeat);
    },
  );

  app.patch(
    '/api/staff/seats/:seatId',
    {
      schema: {
        tags,
        summary: 'Correct when the player really sat down (the seat was entered late)',
        params: seatIdParams,
        body: correctSeatRequestSchema,
        response: { 200: z.object({ seatId: z.number(), sessionStartTime: z.string() }), ...errors },
      },
      preHandler: requireStaff('seating'),
    },
    async (request) => {
      const seat = await correctSessionStart(
        db,
        currentStaff(request).staffId,
        request.params.seatId,
        new Date(request.body.sessionStartTime),
        new Date(),
      );
      await pushAfterCommit(app, publishLiveSession(app, seat.playerId));
      return { seatId: seat.id, sessionStartTime: seat.sessionStartAt.toISOString() };
    },
  );

  // The cashier's two table-money calls differ only in their path, rule and service.
  const tableMoneyRoute = (
    url: string,
    summary: string,
    body: typeof tableBuyInRequestSchema | typeof tableCashOutRequestSchema,
    move: typeof recordTableBuyIn | typeof cashOutSeat,
  ) =>
    app.post(
      url,
      {
        schema: {
          tags,
          summary,
          params: seatIdParams,
          headers: idempotencyHeadersSchema,
          body,
          response: { 200: moneyResultSchema, ...errors },
        },
        preHandler: requireStaff('cashier'),
      },
      async (request) => {
        const staff = currentStaff(request);
        const { result, isReplay } = await move(db, {
          seatId: request.params.seatId,
          amount: request.body.amount,
          note: request.body.note ?? null,
          staff: { staffId: staff.staffId, name: staff.name },
          idempotencyKey: request.headers['idempotency-key'],
          now: new Date(),
        });
        await publishMoneyResult(app, result, isReplay);
        return result;
      },
    );
  tableMoneyRoute(
    '/api/staff/seats/:seatId/buy-in',
    'Record a table buy-in at the cashier (ledger table_buy_in from the player’s cash)',
    tableBuyInRequestSchema,
    recordTableBuyIn,
  );
  tableMoneyRoute(
    '/api/staff/seats/:seatId/cash-out',
    'End the seat and its session; the amount (zero allowed) goes to the player’s cash (table_cash_out)',
    tableCashOutRequestSchema,
    cashOutSeat,
  );
};
