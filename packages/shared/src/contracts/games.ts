import { route } from '../contract';
import {
  createGameRequestSchema,
  gameIdParams,
  gameListSchema,
  gameEntrySchema,
  joinGameListRequestSchema,
  leaveGameListResponseSchema,
  openGameTableRequestSchema,
  staffGameEntrySchema,
  staffGameListSchema,
  staffGameSchema,
  updateGameRequestSchema,
} from '../games';
import { staffListEntryRequestSchema } from '../guests';
import { tableSchema } from '../tables';

/** Game lists and interest lists (issue 16, decision 063). */
export const gamesContract = {
  getGames: route({
    method: 'GET',
    path: '/api/games',
    summary:
      'Every active game with its tables, open seats, waiting count, the wait estimate as a range, and the player’s own entry and position',
    tags: ['games'],
    responses: { 200: gameListSchema },
    errors: [401, 403],
  }),
  postGamesByGameIdWaitlist: route({
    method: 'POST',
    path: '/api/games/:gameId/waitlist',
    summary: 'Join a game’s list (optional preferred table, preferred seat, notes)',
    description:
      '409 ALREADY_ON_WAITLIST when already waiting for the game, SEATED_ELSEWHERE when seated at an active table; 400 when the preferred table is not the game’s.',
    tags: ['games'],
    params: gameIdParams,
    body: joinGameListRequestSchema,
    responses: { 201: gameEntrySchema },
    errors: [400, 401, 403, 404, 409],
  }),
  deleteGamesByGameIdWaitlist: route({
    method: 'DELETE',
    path: '/api/games/:gameId/waitlist',
    summary: 'Leave a game’s list',
    tags: ['games'],
    params: gameIdParams,
    responses: { 200: leaveGameListResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  getStaffGames: route({
    method: 'GET',
    path: '/api/staff/games',
    summary: 'Every active game with its list as the floor sees it (names, positions, preferences)',
    tags: ['staff', 'games'],
    responses: { 200: staffGameListSchema },
    errors: [401, 403],
  }),
  postStaffGames: route({
    method: 'POST',
    path: '/api/staff/games',
    summary: 'Create a game (with no table it is an interest list players can join)',
    tags: ['staff', 'games'],
    body: createGameRequestSchema,
    responses: { 201: staffGameSchema },
    errors: [400, 401, 403, 409],
  }),
  postStaffGamesByGameIdWaitlist: route({
    method: 'POST',
    path: '/api/staff/games/:gameId/waitlist',
    summary:
      'The floor puts a player (`playerId`) or a guest (`guest`: name and mobile number, no account) on a game’s list, with an optional preferred table, seat, notes, and remote for a phone-in',
    description:
      'The same position rules as a player’s own join. 409 ALREADY_ON_WAITLIST when the player or the guest’s number already waits for the game; 409 INVALID_STATE for a barred or unapproved player; 409 SEATED_ELSEWHERE when the player is playing at an active table. Answers the entry as the floor sees it.',
    tags: ['staff', 'games'],
    params: gameIdParams,
    body: staffListEntryRequestSchema,
    responses: { 201: staffGameEntrySchema },
    errors: [400, 401, 403, 404, 409],
  }),
  patchStaffGamesByGameId: route({
    method: 'PATCH',
    path: '/api/staff/games/:gameId',
    summary: 'Change a game (name, stakes, blinds, buy-ins) or retire it (its list ends)',
    tags: ['staff', 'games'],
    params: gameIdParams,
    body: updateGameRequestSchema,
    responses: { 200: staffGameSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffGamesByGameIdTables: route({
    method: 'POST',
    path: '/api/staff/games/:gameId/tables',
    summary: 'Open a table for a game in one step: created with the game’s blinds and buy-ins, and active',
    tags: ['staff', 'games'],
    params: gameIdParams,
    body: openGameTableRequestSchema,
    responses: { 201: tableSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
