import { route } from '../contract';
import {
  checkInCodeSchema,
  checkInRequestSchema,
  checkInResultSchema,
  moveToEndRequestSchema,
  reorderRequestSchema,
  reorderResultSchema,
} from '../check-in';
import { waitlistEntryIdParams } from '../floor';

/** Remote joins, check-in on arrival and the floor's reorder (issue 16, decision 064). */
export const checkInContract = {
  getStaffCheckInCode: route({
    method: 'GET',
    path: '/api/staff/check-in-code',
    summary: 'The room’s current check-in code and its QR address, for the desk (seating roles)',
    description: 'The code changes at changesAt (every 3 minutes); read it again then.',
    tags: ['staff', 'floor'],
    responses: { 200: checkInCodeSchema },
    errors: [401, 403],
  }),
  postStaffWaitlistByEntryIdCheckIn: route({
    method: 'POST',
    path: '/api/staff/waitlist/:entryId/check-in',
    summary: 'The player has arrived: their remote entries count as in the room (seating roles)',
    description: '404 when the entry is unknown or no longer waiting; 409 when it is already checked in.',
    tags: ['staff', 'floor'],
    params: waitlistEntryIdParams,
    responses: { 200: checkInResultSchema },
    errors: [401, 403, 404, 409],
  }),
  postWaitlistCheckIn: route({
    method: 'POST',
    path: '/api/waitlist/check-in',
    summary: 'The player checks in with the room’s current code (the QR code on the TV board and at the desk)',
    description:
      'The code changes every 3 minutes; the current and the previous one are accepted. 400 for a wrong or old code; 429 after 10 tries in 15 minutes.',
    tags: ['tables'],
    body: checkInRequestSchema,
    responses: { 200: checkInResultSchema },
    errors: [400, 401, 403, 429],
  }),
  postStaffWaitlistByEntryIdMoveToEnd: route({
    method: 'POST',
    path: '/api/staff/waitlist/:entryId/move-to-end',
    summary: 'Move a waiting entry to the end of its list, with an optional reason (the player is told)',
    tags: ['staff', 'floor'],
    params: waitlistEntryIdParams,
    body: moveToEndRequestSchema,
    responses: { 200: reorderResultSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffWaitlistByEntryIdReorder: route({
    method: 'POST',
    path: '/api/staff/waitlist/:entryId/reorder',
    summary: 'Move a waiting entry to another position in its list, with a reason (the player is told)',
    description: '400 when the position is beyond the list or the reason is missing or too short or long.',
    tags: ['staff', 'floor'],
    params: waitlistEntryIdParams,
    body: reorderRequestSchema,
    responses: { 200: reorderResultSchema },
    errors: [400, 401, 403, 404],
  }),
};
