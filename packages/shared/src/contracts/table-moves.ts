import { route } from '../contract';
import {
  changeRequestIdParams,
  changeRequestInputSchema,
  changeRequestSchema,
  confirmMoveRequestSchema,
  floorMovesSchema,
  myChangeRequestSchema,
} from '../table-moves';
import { seatIdParams } from '../tables';
import { staffSeatSchema } from '../tables-staff';

/** Must-moves and table or seat changes (issue 31, decision 142). Staff routes: STAFF_PERMISSIONS.seating. */
export const tableMovesContract = {
  getStaffTableMoves: route({
    method: 'GET',
    path: '/api/staff/table-moves',
    summary:
      'The moves offered now (must-moves first, then change requests in the order asked), the waiting requests, the protected tables and the must-move mode',
    tags: ['staff', 'floor'],
    responses: { 200: floorMovesSchema },
    errors: [401, 403],
  }),
  postStaffTableMovesConfirm: route({
    method: 'POST',
    path: '/api/staff/table-moves/confirm',
    summary: 'Make an offered move in one tap, keeping the player’s session; the phone is told where to go',
    description:
      '409 INVALID_STATE when the move is no longer offered (made already, the seat taken or the player gone).',
    tags: ['staff', 'floor'],
    body: confirmMoveRequestSchema,
    responses: { 200: staffSeatSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffSeatsBySeatIdChangeRequest: route({
    method: 'POST',
    path: '/api/staff/seats/:seatId/change-request',
    summary: 'Add a table change or seat change request for a seated player (audited)',
    description: '404 when the seat has ended; 409 when the seat has a request waiting.',
    tags: ['staff', 'floor'],
    params: seatIdParams,
    body: changeRequestInputSchema,
    responses: { 201: changeRequestSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  deleteStaffChangeRequestsByRequestId: route({
    method: 'DELETE',
    path: '/api/staff/change-requests/:requestId',
    summary: 'Cancel a waiting table or seat change request (audited)',
    tags: ['staff', 'floor'],
    params: changeRequestIdParams,
    responses: { 200: myChangeRequestSchema },
    errors: [400, 401, 403, 404],
  }),
  getSeatChangeRequest: route({
    method: 'GET',
    path: '/api/seat-change-request',
    summary: 'The signed-in player’s waiting table or seat change request, if any',
    tags: ['tables'],
    responses: { 200: myChangeRequestSchema },
    errors: [401, 403],
  }),
  postSeatsBySeatIdChangeRequest: route({
    method: 'POST',
    path: '/api/seats/:seatId/change-request',
    summary: 'Ask for another table of the game ("table") or another seat at the table ("seat"); own open seat only',
    description: '404 when the seat is not the player’s open seat; 409 when a request is already waiting.',
    tags: ['tables'],
    params: seatIdParams,
    body: changeRequestInputSchema,
    responses: { 201: changeRequestSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  deleteSeatsBySeatIdChangeRequest: route({
    method: 'DELETE',
    path: '/api/seats/:seatId/change-request',
    summary: 'Cancel the player’s own waiting change request',
    tags: ['tables'],
    params: seatIdParams,
    responses: { 200: myChangeRequestSchema },
    errors: [401, 403, 404],
  }),
};
