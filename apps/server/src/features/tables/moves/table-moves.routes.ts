import { tableMovesContract as contract } from '@club/shared/contracts/table-moves';
import { tablesContract } from '@club/shared/contracts/tables';
import { CHANGE_REQUEST_LIMIT } from '@club/shared/table-moves';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer, requirePlayer, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { rateLimit } from '../../../plugins/rate-limit';
import { floorStaff } from '../shared/tables.policy';
import { findChangeRequestSeat } from './table-moves.repo';
import { cancelChange, confirmMove, myChangeRequest, requestChange, setMustMoveTables } from './table-moves.service';
import { readFloorMoves } from './table-moves-view.service';

/** Must-moves and change requests (decision 142): the floor roles (`seating`) and the seated player. */
export const tableMovesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const playerLimit = rateLimit({
    name: 'seat-change-request',
    ...CHANGE_REQUEST_LIMIT,
    key: (request) => String(currentPlayer(request).playerId),
  });

  app.route({
    ...fromContract(tablesContract.putStaffTablesByTableIdMustMove),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      setMustMoveTables(app.useCase, {
        mainTableId: request.params.tableId,
        tableIds: request.body.mustMoveTableIds,
        staff: floorStaff(request),
      }),
  });

  app.route({
    ...fromContract(contract.getStaffTableMoves),
    preHandler: requireStaff('seating'),
    handler: async () => readFloorMoves(db),
  });

  app.route({
    ...fromContract(contract.postStaffTableMovesConfirm),
    preHandler: requireStaff('seating'),
    handler: async (request) => confirmMove(app.useCase, { ...request.body, staff: floorStaff(request) }),
  });

  app.route({
    ...fromContract(contract.postStaffSeatsBySeatIdChangeRequest),
    preHandler: requireStaff('seating'),
    handler: async (request, reply) => {
      const made = await requestChange(app.useCase, {
        seatId: request.params.seatId,
        kind: request.body.kind,
        by: { staff: floorStaff(request) },
        now: new Date(),
      });
      return reply.status(201).send(made);
    },
  });

  app.route({
    ...fromContract(contract.deleteStaffChangeRequestsByRequestId),
    preHandler: requireStaff('seating'),
    handler: async (request) => {
      const seatId = await findChangeRequestSeat(db, request.params.requestId);
      return cancelChange(app.useCase, { seatId: seatId ?? 0, by: { staff: floorStaff(request) }, now: new Date() });
    },
  });

  app.route({
    ...fromContract(contract.getSeatChangeRequest),
    preHandler: requirePlayer(),
    handler: async (request) => myChangeRequest(app.useCase, currentPlayer(request).playerId),
  });

  app.route({
    ...fromContract(contract.postSeatsBySeatIdChangeRequest),
    preHandler: [requirePlayer(), playerLimit],
    handler: async (request, reply) => {
      const made = await requestChange(app.useCase, {
        seatId: request.params.seatId,
        kind: request.body.kind,
        by: { playerId: currentPlayer(request).playerId },
        now: new Date(),
      });
      return reply.status(201).send(made);
    },
  });

  app.route({
    ...fromContract(contract.deleteSeatsBySeatIdChangeRequest),
    preHandler: [requirePlayer(), playerLimit],
    handler: async (request) =>
      cancelChange(app.useCase, {
        seatId: request.params.seatId,
        by: { playerId: currentPlayer(request).playerId },
        now: new Date(),
      }),
  });
};
