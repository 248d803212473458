import { floorContract } from '@club/shared/contracts/floor';
import { tablesContract as contract } from '@club/shared/contracts/tables';
import { TABLE_MESSAGES } from '@club/shared/tables';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireOwnPlayer, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { floorStaff } from '../shared/tables.policy';
import { requestCashOut, type SessionAction, startCallTime } from './live-session.service';
import { acknowledgeRequest, correctSessionStart } from './live-session-staff.service';
import { getLiveSession } from './live-session-view.service';

/** The spec has two paths per action (body or path playerId); both reach one handler (DESIGN.md 3). */
const actionOf = (request: FastifyRequest): SessionAction => {
  const params = request.params as { playerId?: number };
  const body = (request.body ?? {}) as { playerId?: number; sessionId?: number };
  return { playerId: Number(params.playerId ?? body.playerId), sessionId: body.sessionId, now: new Date() };
};

export const liveSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const own = requireOwnPlayer({ staffPermission: 'playersRead' });
  const ownOnly = requireOwnPlayer();

  app.route({
    ...fromContract(contract.getLiveSessionsByPlayerId),
    preHandler: own,
    handler: async (request) => getLiveSession(db, request.params.playerId, new Date()),
  });

  const startCallTimeHandler = async (request: FastifyRequest) => {
    const action = actionOf(request);
    const result = await startCallTime(app.useCase, action);
    return { success: true as const, message: TABLE_MESSAGES.callTimeStarted, liveSession: result.liveSession };
  };

  const requestCashOutHandler = async (request: FastifyRequest) => {
    const action = actionOf(request);
    const result = await requestCashOut(app.useCase, action);
    return { success: true as const, message: TABLE_MESSAGES.cashOutRequested, liveSession: result.liveSession };
  };

  app.route({
    ...fromContract(contract.postCallTimeStart),
    preHandler: ownOnly,
    handler: startCallTimeHandler,
  });
  app.route({
    ...fromContract(contract.postLiveSessionsByPlayerIdCallTime),
    preHandler: ownOnly,
    handler: startCallTimeHandler,
  });
  app.route({
    ...fromContract(contract.postCashOutRequest),
    preHandler: ownOnly,
    handler: requestCashOutHandler,
  });
  app.route({
    ...fromContract(contract.postLiveSessionsByPlayerIdCashOut),
    preHandler: ownOnly,
    handler: requestCashOutHandler,
  });

  app.route({
    ...fromContract(floorContract.postStaffSeatsBySeatIdAcknowledge),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      acknowledgeRequest(app.useCase, {
        seatId: request.params.seatId,
        kind: request.body.kind,
        staff: floorStaff(request),
        now: new Date(),
      }),
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
};
