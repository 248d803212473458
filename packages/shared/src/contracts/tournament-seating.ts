import { route } from '../contract';
import {
  drawBodySchema,
  eliminationAnswerSchema,
  eliminationBodySchema,
  eliminationParamsSchema,
  handDoneAnswerSchema,
  handDoneBodySchema,
  moveBodySchema,
  seatingChangeSchema,
  tableParamsSchema,
  tablePatchBodySchema,
  tournamentSeatingSchema,
  undoEliminationBodySchema,
} from '../tournament-seating';
import { tournamentIdParams } from '../tournaments';

/** Seating a tournament (issue 29; DESIGN.md section 8c; decisions 120 and 132): the content roles. */
export const tournamentSeatingContract = {
  postStaffTournamentsByIdDraw: route({
    method: 'POST',
    path: '/api/staff/tournaments/:id/draw',
    summary: 'Draw seats for every active entry without one, over the tables opened (TDA 7, 8-A)',
    description:
      'The first draw spreads the players over the tables listed so that table sizes differ by at most one. Once tables run, new tables may be added and the unseated are drawn from the pool of open seats. The seed is stored, logged and answered. 409 INVALID_STATE when nobody is waiting for a seat or the seats do not fit.',
    tags: ['staff', 'tournaments'],
    params: tournamentIdParams,
    body: drawBodySchema,
    responses: { 200: seatingChangeSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  getStaffTournamentsByIdSeating: route({
    method: 'GET',
    path: '/api/staff/tournaments/:id/seating',
    summary: 'Tables, seats, players, button seats, counts, suggested moves, halted tables and the break to suggest',
    tags: ['staff', 'tournaments'],
    params: tournamentIdParams,
    responses: { 200: tournamentSeatingSchema },
    errors: [400, 401, 403, 404],
  }),
  patchStaffTournamentsByIdTablesByNumber: route({
    method: 'PATCH',
    path: '/api/staff/tournaments/:id/tables/:number',
    summary: 'Set the button seat, or break the table (its players redrawn over the open seats, TDA 10)',
    tags: ['staff', 'tournaments'],
    params: tableParamsSchema,
    body: tablePatchBodySchema,
    responses: { 200: seatingChangeSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffTournamentsByIdTablesByNumberHandDone: route({
    method: 'POST',
    path: '/api/staff/tournaments/:id/tables/:number/hand-done',
    summary:
      'Hand-for-hand (TDA RP-8): mark a table’s hand done (or undo a mistap); the last table takes the club’s time off',
    description:
      'While hand-for-hand is on, the floor taps each table when its hand is over. When every table playing (open, with players) is done, the club’s hand-for-hand seconds come off the level (a level that runs out moves to the next), the marks clear and the next hand starts, the clock staying paused. 409 INVALID_STATE while hand-for-hand is off, for a broken or empty table, or a tap that changes nothing.',
    tags: ['staff', 'tournaments'],
    params: tableParamsSchema,
    body: handDoneBodySchema,
    responses: { 200: handDoneAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffTournamentsByIdMoves: route({
    method: 'POST',
    path: '/api/staff/tournaments/:id/moves',
    summary: 'Move one player to an open seat, or apply every suggested balancing move (TDA 11)',
    tags: ['staff', 'tournaments'],
    params: tournamentIdParams,
    body: moveBodySchema,
    responses: { 200: seatingChangeSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffTournamentsByIdEliminations: route({
    method: 'POST',
    path: '/api/staff/tournaments/:id/eliminations',
    summary: 'Bust a player: the next place (shared by busts of one hand-for-hand hand); the seat frees',
    tags: ['staff', 'tournaments'],
    params: tournamentIdParams,
    body: eliminationBodySchema,
    responses: { 200: eliminationAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  deleteStaffTournamentsByIdEliminationsByPlayerId: route({
    method: 'DELETE',
    path: '/api/staff/tournaments/:id/eliminations/:playerId',
    summary: 'Undo a bust, with a reason: the entry is active again and draws a seat',
    tags: ['staff', 'tournaments'],
    params: eliminationParamsSchema,
    body: undoEliminationBodySchema,
    responses: { 200: seatingChangeSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
