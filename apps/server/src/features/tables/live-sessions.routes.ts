import { errorResponses } from '../../plugins/errors';

import { ROOMS } from '@club/shared/events';
import {
  liveSessionSchema,
  sessionActionRequestSchema,
  sessionActionResponseSchema,
  TABLE_MESSAGES,
} from '@club/shared/tables';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnPlayer } from '../../plugins/auth';
import { playerIdParams } from '../accounts/players.routes';
import { getLiveSession, requestCashOut, type SessionAction, startCallTime } from './live-session.service';
import type { SeatRow, TableRow } from './tables.repo';
import { findPlayerName } from './tables.repo';
import { publishLiveSession, pushAfterCommit } from './tables.events';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['tables', 'live sessions'];

/** The spec has two paths per action (body or path playerId); both reach one handler (DESIGN.md 3). */
const actionOf = (request: FastifyRequest): SessionAction => {
  const params = request.params as { playerId?: number };
  const body = (request.body ?? {}) as { playerId?: number; sessionId?: number };
  return { playerId: Number(params.playerId ?? body.playerId), sessionId: body.sessionId, now: new Date() };
};

/** Staff hear of call-time and cash-out requests at once (staff room); the player's other tabs follow. */
async function tellStaff(
  app: FastifyInstance,
  event: 'call_time_started' | 'cash_out_request_submitted',
  result: { seat: SeatRow; table: TableRow },
  now: Date,
) {
  const { seat, table } = result;
  const name = await findPlayerName(app.database.db, seat.playerId);
  const payload = {
    playerId: seat.playerId,
    playerName: name ? `${name.firstName} ${name.lastName}` : `Player ${seat.playerId}`,
    seatId: seat.id,
    tableId: table.id,
    tableName: table.name,
    seatNumber: seat.seatNumber,
    at: now.toISOString(),
  };
  const rooms = event === 'cash_out_request_submitted' ? [ROOMS.staff, ROOMS.player(seat.playerId)] : [ROOMS.staff];
  app.publish(rooms, event, payload);
}

export const liveSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const own = requireOwnPlayer({ staffPermission: 'playersRead' });
  const ownOnly = requireOwnPlayer();

  app.get(
    '/api/live-sessions/:playerId',
    {
      schema: {
        tags,
        summary: 'The player’s live session: phase, timers and the table’s timing rules (computed; never writes)',
        params: playerIdParams,
        response: { 200: liveSessionSchema, ...errors },
      },
      preHandler: own,
    },
    async (request) => getLiveSession(db, request.params.playerId, new Date()),
  );

  const startCallTimeHandler = async (request: FastifyRequest) => {
    const action = actionOf(request);
    const result = await startCallTime(db, action);
    await pushAfterCommit(
      app,
      tellStaff(app, 'call_time_started', result, action.now),
      publishLiveSession(app, action.playerId, action.now),
    );
    return { success: true as const, message: TABLE_MESSAGES.callTimeStarted, liveSession: result.liveSession };
  };

  const requestCashOutHandler = async (request: FastifyRequest) => {
    const action = actionOf(request);
    const result = await requestCashOut(db, action);
    await pushAfterCommit(
      app,
      tellStaff(app, 'cash_out_request_submitted', result, action.now),
      publishLiveSession(app, action.playerId, action.now),
    );
    return { success: true as const, message: TABLE_MESSAGES.cashOutRequested, liveSession: result.liveSession };
  };

  const response = { 200: sessionActionResponseSchema, ...errors };
  const callTimeSummary = 'Start call time (only in CALL_TIME_AVAILABLE: after the minimum play)';
  const cashOutSummary = 'Ask to cash out (only inside the cash-out window after call time; once)';

  app.post(
    '/api/call-time/start',
    {
      schema: { tags, summary: callTimeSummary, body: sessionActionRequestSchema, response },
      preHandler: ownOnly,
    },
    startCallTimeHandler,
  );
  app.post(
    '/api/live-sessions/:playerId/call-time',
    { schema: { tags, summary: callTimeSummary, params: playerIdParams, response }, preHandler: ownOnly },
    startCallTimeHandler,
  );
  app.post(
    '/api/cash-out/request',
    {
      schema: { tags, summary: cashOutSummary, body: sessionActionRequestSchema, response },
      preHandler: ownOnly,
    },
    requestCashOutHandler,
  );
  app.post(
    '/api/live-sessions/:playerId/cash-out',
    { schema: { tags, summary: cashOutSummary, params: playerIdParams, response }, preHandler: ownOnly },
    requestCashOutHandler,
  );
};
