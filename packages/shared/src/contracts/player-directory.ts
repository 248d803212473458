import { playerIdParams } from '../accounts';
import { route } from '../contract';
import {
  addPlayerNoteBodySchema,
  barPlayerBodySchema,
  directoryPlayerSchema,
  liftBarBodySchema,
  playerNoteSchema,
  playerProfileSchema,
} from '../player-directory';

/** The console's player directory (issue 19); the search itself is GET /api/staff/players. */
export const playerDirectoryContract = {
  getStaffPlayersByPlayerId: route({
    method: 'GET',
    path: '/api/staff/players/:playerId',
    summary:
      "A player's profile: play, VIP points, chats, feedback and staff notes for every role; money for the cage and the audit log's readers; PAN and KYC documents for KYC reviewers",
    tags: ['staff', 'players'],
    params: playerIdParams,
    responses: { 200: playerProfileSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffPlayersByPlayerIdBar: route({
    method: 'POST',
    path: '/api/staff/players/:playerId/bar',
    summary:
      'Bar a player (super admin, admin) with a reason and an end, or none: their sessions and open pages end at once, sign-in and lists are refused',
    tags: ['staff', 'players'],
    params: playerIdParams,
    body: barPlayerBodySchema,
    responses: { 200: directoryPlayerSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffPlayersByPlayerIdBarLift: route({
    method: 'POST',
    path: '/api/staff/players/:playerId/bar/lift',
    summary: "Lift a player's bar (super admin, admin), audited",
    tags: ['staff', 'players'],
    params: playerIdParams,
    body: liftBarBodySchema,
    responses: { 200: directoryPlayerSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffPlayersByPlayerIdNotes: route({
    method: 'POST',
    path: '/api/staff/players/:playerId/notes',
    summary: 'Write a note about a player (every staff role), audited',
    tags: ['staff', 'players'],
    params: playerIdParams,
    body: addPlayerNoteBodySchema,
    responses: { 201: playerNoteSchema },
    errors: [400, 401, 403, 404],
  }),
};
