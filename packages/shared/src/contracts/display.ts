import { route } from '../contract';
import {
  createDisplayKeySchema,
  createdDisplayKeySchema,
  displayBoardQuerySchema,
  displayBoardSchema,
  displayIdParams,
  displayKeyListSchema,
  displayKeySchema,
  displayScreenBodySchema,
  displayScreenSchema,
} from '../display';

/** The room's TV board and the keys that pair a screen with it (issue 16, decision 062). */
export const displayContract = {
  getStaffDisplays: route({
    method: 'GET',
    path: '/api/staff/displays',
    summary: 'The display keys, revoked ones included, newest first, with when each board was last seen',
    tags: ['staff', 'displays'],
    responses: { 200: displayKeyListSchema },
    errors: [401, 403],
  }),
  postStaffDisplays: route({
    method: 'POST',
    path: '/api/staff/displays',
    summary: 'Create a display key: the key is in this answer only (the server keeps its hash)',
    tags: ['staff', 'displays'],
    body: createDisplayKeySchema,
    responses: { 201: createdDisplayKeySchema },
    errors: [400, 401, 403],
  }),
  postStaffDisplaysByDisplayIdRevoke: route({
    method: 'POST',
    path: '/api/staff/displays/:displayId/revoke',
    summary: 'Revoke a display key: a board using it stops at once (its socket is closed)',
    description: '409 INVALID_STATE when the key is already revoked.',
    tags: ['staff', 'displays'],
    params: displayIdParams,
    responses: { 200: displayKeySchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffDisplaysByDisplayIdScreen: route({
    method: 'POST',
    path: '/api/staff/displays/:displayId/screen',
    summary: 'Choose what a display key’s screen shows: the wait-list board or one tournament’s clock',
    description:
      'Body `{ screen: "board" }` or `{ screen: "tournament_clock", tournamentId }`. The key’s open TVs switch at once (`display_screen_changed` to that key only). 404 for an unknown key or tournament; 409 INVALID_STATE for a revoked key or a finished or cancelled tournament.',
    tags: ['staff', 'displays'],
    params: displayIdParams,
    body: displayScreenBodySchema,
    responses: { 200: displayKeySchema },
    errors: [400, 401, 403, 404, 409],
  }),
  getDisplayScreen: route({
    method: 'GET',
    path: '/api/display/screen',
    summary: 'What a display key’s TV shows now: the board, or a tournament’s clock (and which)',
    description:
      'Opened by a display key in the query (`key`), like the board. 401 UNAUTHENTICATED when the key is missing, unknown or revoked (`details.reason`).',
    tags: ['displays'],
    query: displayBoardQuerySchema,
    responses: { 200: displayScreenSchema },
    errors: [401, 429],
  }),
  getDisplayBoard: route({
    method: 'GET',
    path: '/api/display/board',
    summary: 'The room’s TV board: tables, open seats and wait-lists with names as the club chose to show them',
    description:
      'Opened by a display key in the query (`key`), which reads nothing else. 401 UNAUTHENTICATED when the key is missing, unknown or revoked (`details.reason`).',
    tags: ['displays'],
    query: displayBoardQuerySchema,
    responses: { 200: displayBoardSchema },
    errors: [401, 429],
  }),
};
