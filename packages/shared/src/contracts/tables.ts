import { idempotencyHeadersSchema, walletOperationResultSchema } from '../wallet';
import { tableBuyInRequestSchema, tableCashOutRequestSchema } from '../tables-staff';
import { z } from 'zod';
import { route } from '../contract';
import {
  tableIdParams,
  tableListSchema,
  tablePotSchema,
  tableSeatsSchema,
  tableStatusSchema,
  seatIdParams,
  tableSchema,
  playerTableParams,
} from '../tables';
import {
  assignSeatRequestSchema,
  correctSeatRequestSchema,
  createTableRequestSchema,
  staffSeatSchema,
  staffWaitlistSchema,
  updateTableRequestSchema,
} from '../tables-staff';
import { playerIdParams } from '../accounts';
import { floorTableSchema } from '../floor';
import { floorMovesSchema, mustMoveRequestSchema } from '../table-moves';
import { pendingCashOutListSchema, unpaidBuyInListSchema } from '../pending-cash-outs';
import {
  liveSessionSchema,
  playerSeatListSchema,
  sessionActionRequestSchema,
  sessionActionResponseSchema,
} from '../live-session';
import {
  joinWaitlistRequestSchema,
  leaveWaitlistResponseSchema,
  seatRequestListSchema,
  seatRequestSchema,
  updateSeatRequestSchema,
} from '../waitlist';

const callTimeSummary = 'Start call time (only in CALL_TIME_AVAILABLE: after the minimum play)';
const cashOutSummary = 'Ask to cash out (only inside the cash-out window after call time; once)';

const tableMoneyResultSchema = z.object({ seat: staffSeatSchema, wallet: walletOperationResultSchema.nullable() });

/** The cashier's two table-money calls differ only in their path, rule and body. */
const tableMoney = <const P extends `/api/staff/seats/:seatId/${string}`, B extends z.ZodType>(
  path: P,
  summary: string,
  body: B,
) =>
  route({
    method: 'POST',
    path,
    summary,
    tags: ['staff', 'tables'],
    params: seatIdParams,
    headers: idempotencyHeadersSchema,
    body,
    responses: { 200: tableMoneyResultSchema },
    errors: [400, 401, 403, 404, 409],
  });

export const tablesContract = {
  getTables: route({
    method: 'GET',
    path: '/api/tables',
    summary: 'Cash tables with status, stakes, blinds, buy-in range, players and wait-list count',
    tags: ['tables'],
    responses: { 200: tableListSchema },
    errors: [401, 403, 404],
  }),
  getTableStatusByTableId: route({
    method: 'GET',
    path: '/api/table-status/:tableId',
    summary: 'Whether the game at a table has started',
    tags: ['tables'],
    params: tableIdParams,
    responses: { 200: tableStatusSchema },
    errors: [401, 403, 404],
  }),
  getTablesByTableIdSeats: route({
    method: 'GET',
    path: '/api/tables/:tableId/seats',
    summary: 'Occupied seats: seat number, buy-in, and the player as others at the table see them',
    description:
      'Other players show a first name and last initial only (decision 022); the viewer’s own seat is marked isMine.',
    tags: ['tables'],
    params: tableIdParams,
    responses: { 200: tableSeatsSchema },
    errors: [401, 403, 404],
  }),
  getTablesByTableIdPot: route({
    method: 'GET',
    path: '/api/tables/:tableId/pot',
    summary: 'Chips in play: the sum of the seated players’ buy-ins (the software does not deal; decision 022)',
    tags: ['tables'],
    params: tableIdParams,
    responses: { 200: tablePotSchema },
    errors: [401, 403, 404],
  }),
  postStaffTables: route({
    method: 'POST',
    path: '/api/staff/tables',
    summary: 'Create a table (blinds, buy-ins, max players, status, timing rules in minutes)',
    tags: ['staff', 'tables'],
    body: createTableRequestSchema,
    responses: { 201: tableSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  patchStaffTablesByTableId: route({
    method: 'PATCH',
    path: '/api/staff/tables/:tableId',
    summary: 'Change a table: status, stakes, blinds, buy-ins, max players, timing rules (null: the defaults)',
    tags: ['staff', 'tables'],
    params: tableIdParams,
    body: updateTableRequestSchema,
    responses: { 200: tableSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  getStaffTablesByTableIdWaitlist: route({
    method: 'GET',
    path: '/api/staff/tables/:tableId/waitlist',
    summary: 'A table’s wait-list in order, for seating',
    tags: ['staff', 'tables'],
    params: tableIdParams,
    responses: { 200: staffWaitlistSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffTablesByTableIdSeat: route({
    method: 'POST',
    path: '/api/staff/tables/:tableId/seat',
    summary: 'Seat a wait-listed player (one transaction: off the list, seat and session opened)',
    description: '409 SEAT_TAKEN when the seat is in use, SEATED_ELSEWHERE when the player already has a seat.',
    tags: ['staff', 'tables'],
    params: tableIdParams,
    body: assignSeatRequestSchema,
    responses: { 201: staffSeatSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  patchStaffSeatsBySeatId: route({
    method: 'PATCH',
    path: '/api/staff/seats/:seatId',
    summary: 'Correct when the player really sat down (the seat was entered late)',
    tags: ['staff', 'tables'],
    params: seatIdParams,
    body: correctSeatRequestSchema,
    responses: { 200: z.object({ seatId: z.number(), sessionStartTime: z.string() }) },
    errors: [400, 401, 403, 404, 409],
  }),
  postSeatRequests: route({
    method: 'POST',
    path: '/api/seat-requests',
    summary: 'Join a table’s wait-list (optional preferred seat and notes)',
    description:
      'The spec’s payload (playerId, tableId, tableName, seatNumber, notes). The player is always the session’s; a playerId naming anyone else is 403. 409 ALREADY_ON_WAITLIST for a second entry at the same table, SEATED_ELSEWHERE while playing at an active table.',
    tags: ['tables'],
    body: joinWaitlistRequestSchema,
    responses: { 201: seatRequestSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  deleteSeatRequestsByPlayerIdByTableId: route({
    method: 'DELETE',
    path: '/api/seat-requests/:playerId/:tableId',
    summary: 'Leave a table’s wait-list',
    tags: ['tables'],
    params: playerTableParams,
    responses: { 200: leaveWaitlistResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  patchSeatRequestsByPlayerIdByTableId: route({
    method: 'PATCH',
    path: '/api/seat-requests/:playerId/:tableId',
    summary: 'Change the preferred seat or the notes of the player’s own waiting entry',
    description:
      'Only the player named in the path (403 for anyone else); 404 when they are not waiting at that table. The place in the list is kept.',
    tags: ['tables'],
    params: playerTableParams,
    body: updateSeatRequestSchema,
    responses: { 200: seatRequestSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  getSeatRequests: route({
    method: 'GET',
    path: '/api/seat-requests',
    summary: 'The signed-in player’s seat requests (waiting with position, or seated)',
    tags: ['tables'],
    responses: { 200: seatRequestListSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  getSeatRequestsByPlayerId: route({
    method: 'GET',
    path: '/api/seat-requests/:playerId',
    summary: 'A player’s seat requests (waiting with position, or seated)',
    tags: ['tables'],
    params: playerIdParams,
    responses: { 200: seatRequestListSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  getTableSeatsByPlayerId: route({
    method: 'GET',
    path: '/api/table-seats/:playerId',
    summary: 'The player’s open seats (the You Are Seated cards)',
    tags: ['tables'],
    params: playerIdParams,
    responses: { 200: playerSeatListSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  getLiveSessionsByPlayerId: route({
    method: 'GET',
    path: '/api/live-sessions/:playerId',
    summary: 'The player’s live session: phase, timers and the table’s timing rules (computed; never writes)',
    tags: ['tables', 'live sessions'],
    params: playerIdParams,
    responses: { 200: liveSessionSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postCallTimeStart: route({
    method: 'POST',
    path: '/api/call-time/start',
    summary: callTimeSummary,
    tags: ['tables', 'live sessions'],
    body: sessionActionRequestSchema,
    responses: { 200: sessionActionResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postLiveSessionsByPlayerIdCallTime: route({
    method: 'POST',
    path: '/api/live-sessions/:playerId/call-time',
    summary: callTimeSummary,
    tags: ['tables', 'live sessions'],
    params: playerIdParams,
    responses: { 200: sessionActionResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postCashOutRequest: route({
    method: 'POST',
    path: '/api/cash-out/request',
    summary: cashOutSummary,
    tags: ['tables', 'live sessions'],
    body: sessionActionRequestSchema,
    responses: { 200: sessionActionResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postLiveSessionsByPlayerIdCashOut: route({
    method: 'POST',
    path: '/api/live-sessions/:playerId/cash-out',
    summary: cashOutSummary,
    tags: ['tables', 'live sessions'],
    params: playerIdParams,
    responses: { 200: sessionActionResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffSeatsBySeatIdBuyIn: tableMoney(
    '/api/staff/seats/:seatId/buy-in',
    'Record a table buy-in at the cashier: from the player’s cash (table_buy_in) or cash paid at the table (table_cash_in then table_buy_in); decision 104',
    tableBuyInRequestSchema,
  ),
  postStaffSeatsBySeatIdCashOut: tableMoney(
    '/api/staff/seats/:seatId/cash-out',
    'End the seat and its session (or settle a seat the floor released); the amount (zero allowed) goes to the player’s cash (table_cash_out); a buy-in not all recorded as paid needs unpaidBuyInPaidWith (409 without), decision 104',
    tableCashOutRequestSchema,
  ),
  getStaffSeatsPendingCashOuts: route({
    method: 'GET',
    path: '/api/staff/seats/pending-cash-outs',
    summary: 'Seats the floor released that the cashier has not settled yet, oldest first',
    tags: ['staff', 'tables'],
    responses: { 200: pendingCashOutListSchema },
    errors: [401, 403],
  }),
  getStaffSeatsUnpaidBuyIns: route({
    method: 'GET',
    path: '/api/staff/seats/unpaid-buy-ins',
    summary: 'Open seats whose buy-in is not all recorded as paid, oldest seating first (decision 104)',
    tags: ['staff', 'tables'],
    responses: { 200: unpaidBuyInListSchema },
    errors: [401, 403],
  }),
  postStaffTablesByTableIdClose: route({
    method: 'POST',
    path: '/api/staff/tables/:tableId/close',
    summary: 'Close a table: inactive, its wait-list ended (the players are told); refused while a seat is open',
    description: '409 INVALID_STATE naming the seated players ("Move or release first: Seat 2 Asha Rao, …").',
    tags: ['staff', 'tables'],
    params: tableIdParams,
    responses: { 200: floorTableSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  putStaffTablesByTableIdMustMove: route({
    method: 'PUT',
    path: '/api/staff/tables/:tableId/must-move',
    summary: 'Protect a main table with must-move tables feeding it (none: no longer protected); decision 142',
    description:
      'The must-move tables play the main table’s game; a table feeds one main table and a main table feeds none. 400 with why; 404 for an unknown table; 409 when a table already feeds another main table. Audited (tables.must_move). Answers the floor’s moves as they are after the change.',
    tags: ['staff', 'tables'],
    params: tableIdParams,
    body: mustMoveRequestSchema,
    responses: { 200: floorMovesSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
