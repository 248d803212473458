import { route } from '../contract';
import { payoutTableSchema, payoutTableViewSchema, tournamentPayoutsSchema } from '../tournament-payouts';
import { tournamentIdParams } from '../tournaments';

/** The club's payout table and a tournament's payouts (issue 30, DESIGN.md section 8c). */
export const tournamentPayoutsContract = {
  getStaffTournamentsPayoutTable: route({
    method: 'GET',
    path: '/api/staff/tournaments/payout-table',
    summary: 'The club’s payout table: per range of entries, each paid place’s share in percent, and the rounding unit',
    tags: ['staff', 'tournaments'],
    responses: { 200: payoutTableViewSchema },
    errors: [401, 403],
  }),
  putStaffTournamentsPayoutTable: route({
    method: 'PUT',
    path: '/api/staff/tournaments/payout-table',
    summary: 'Replace the club’s payout table (super admin, admin)',
    description:
      '400 with the rule broken: ranges follow each other from 2 entries without gaps, the last open-ended; shares are positive, never increase with the place, add up to 100 %, and no more places than the range’s fewest entries; the rounding unit is whole rupees (₹1 to ₹10,000). Audited; every tournament not over is pushed with its new paid places.',
    tags: ['staff', 'tournaments'],
    body: payoutTableSchema,
    responses: { 200: payoutTableViewSchema },
    errors: [400, 401, 403],
  }),
  getStaffTournamentsByIdPayouts: route({
    method: 'GET',
    path: '/api/staff/tournaments/:id/payouts',
    summary: 'A tournament’s prize pool and the amount of each paid place, from the club’s payout table',
    description:
      'Amounts are rounded down to the club’s unit, the remainder to first place; they never increase with the place and sum to the pool exactly.',
    tags: ['staff', 'tournaments'],
    params: tournamentIdParams,
    responses: { 200: tournamentPayoutsSchema },
    errors: [400, 401, 403, 404],
  }),
};
