import { z } from 'zod';
import { route } from '../contract';
import { floorTableSchema, waitlistEntryIdParams } from '../floor';
import { pageEntryRequestSchema, pageSeenRequestSchema, respondToPageRequestSchema } from '../paging';
import { seatRequestListSchema } from '../waitlist';

/** Paging with a hold (issue 16, decision 061). */
export const pagingContract = {
  postStaffWaitlistByEntryIdPage: route({
    method: 'POST',
    path: '/api/staff/waitlist/:entryId/page',
    summary: 'Page a waiting player: their phone shows the call and the seat is held for the hold minutes',
    description:
      'The table defaults to the entry’s own. Paging anyone but the table’s next to page (the first in the room not paged, else the first remote one) needs a reason (3-200 characters), audited: 400 without one, naming who is next. 409 INVALID_STATE when the entry is no longer waiting or its page has not run out; 409 SEAT_TAKEN when the seat named is in use.',
    tags: ['staff', 'floor'],
    params: waitlistEntryIdParams,
    body: pageEntryRequestSchema,
    responses: { 200: floorTableSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postWaitlistByEntryIdRespond: route({
    method: 'POST',
    path: '/api/waitlist/:entryId/respond',
    summary: 'The paged player answers: on my way, more time (once) or leave the list',
    description: '404 for an entry that is not the player’s own; 409 when there is no page to answer or it ran out.',
    tags: ['tables'],
    params: waitlistEntryIdParams,
    body: respondToPageRequestSchema,
    responses: { 200: seatRequestListSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  postWaitlistByEntryIdPageSeen: route({
    method: 'POST',
    path: '/api/waitlist/:entryId/page/seen',
    summary: 'The phone showed the call of this page: the floor sees "in app: seen"',
    description:
      'Recorded once per page (its pagedAt): `recorded` is false for a repeat or a page that is no longer the current one. 404 for an entry that is not the player’s own.',
    tags: ['tables'],
    params: waitlistEntryIdParams,
    body: pageSeenRequestSchema,
    responses: { 200: z.object({ recorded: z.boolean() }) },
    errors: [400, 401, 403, 404],
  }),
};
