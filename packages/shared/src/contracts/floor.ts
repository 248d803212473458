import { z } from 'zod';
import { route } from '../contract';
import {
  acknowledgeSeatRequestSchema,
  floorSchema,
  floorTableSchema,
  moveSeatRequestSchema,
  releaseSeatRequestSchema,
  removeWaitlistEntryRequestSchema,
  waitlistEntryIdParams,
} from '../floor';
import { staffGameEntrySchema } from '../games';
import { linkGuestEntryRequestSchema } from '../guests';
import { seatIdParams } from '../tables';
import { staffSeatSchema } from '../tables-staff';

/** The staff console's floor (issue 15); every route: STAFF_PERMISSIONS.seating. */
export const floorContract = {
  getStaffFloor: route({
    method: 'GET',
    path: '/api/staff/floor',
    summary: 'Every table with its seats, wait-list and the players’ open requests (the floor map)',
    tags: ['staff', 'floor'],
    responses: { 200: floorSchema },
    errors: [401, 403],
  }),
  postStaffSeatsBySeatIdMove: route({
    method: 'POST',
    path: '/api/staff/seats/:seatId/move',
    summary: 'Move a seated player to another seat or table, keeping the session’s start and buy-in',
    description: '409 SEAT_TAKEN when the target seat is in use; 404 when the seat has ended or the table is unknown.',
    tags: ['staff', 'floor'],
    params: seatIdParams,
    body: moveSeatRequestSchema,
    responses: { 200: staffSeatSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffSeatsBySeatIdRelease: route({
    method: 'POST',
    path: '/api/staff/seats/:seatId/release',
    summary: 'End a seat without money (the player left; the cashier settles the cash-out later)',
    tags: ['staff', 'floor'],
    params: seatIdParams,
    body: releaseSeatRequestSchema,
    responses: { 200: staffSeatSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffSeatsBySeatIdAcknowledge: route({
    method: 'POST',
    path: '/api/staff/seats/:seatId/acknowledge',
    summary: 'Acknowledge a player’s call-time or cash-out request (the player is told)',
    tags: ['staff', 'floor'],
    params: seatIdParams,
    body: acknowledgeSeatRequestSchema,
    responses: { 200: floorTableSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  deleteStaffWaitlistByEntryId: route({
    method: 'DELETE',
    path: '/api/staff/waitlist/:entryId',
    summary: 'Take a player off a wait-list with a reason (the player is told)',
    tags: ['staff', 'floor'],
    params: waitlistEntryIdParams,
    body: removeWaitlistEntryRequestSchema,
    responses: { 200: z.object({ removed: z.literal(true) }) },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffWaitlistByEntryIdLink: route({
    method: 'POST',
    path: '/api/staff/waitlist/:entryId/link',
    summary:
      'A guest’s waiting entry becomes a player’s (decision 131): the guest made an account, and keeps the place on the list',
    description:
      '404 when the entry is not a guest’s waiting entry; 409 when the player is barred, not approved, playing at an active table, or already on the game’s list.',
    tags: ['staff', 'floor'],
    params: waitlistEntryIdParams,
    body: linkGuestEntryRequestSchema,
    responses: { 200: staffGameEntrySchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
