import { route } from '../contract';
import { currentDealSchema, dealProposalSchema, staffDealSchema, tournamentDealSchema } from '../tournament-deals';
import { tournamentIdParams } from '../tournaments';

/** Deals at the final tables (issue 30, DESIGN.md section 8c): proposed by the director, accepted on the phones. */
export const tournamentDealsContract = {
  postStaffTournamentsByIdDeal: route({
    method: 'POST',
    path: '/api/staff/tournaments/:id/deal',
    summary: 'Propose a deal among the remaining players: icm, chip_chop or even, from every remaining player’s chips',
    description:
      'The remaining places’ prizes (from the payout table) shared exactly; the shares sum to them. 400 when the stacks do not name every remaining player and only them, fewer than two have chips, ICM for more than 10, or the amount left to play for exceeds first minus second prize. 409 when the tournament is not running or a deal is already confirmed. A proposal waiting for answers is withdrawn by a new one. Audited; pushed to each player in it and the tournament consoles.',
    tags: ['staff', 'tournaments'],
    params: tournamentIdParams,
    body: dealProposalSchema,
    responses: { 200: tournamentDealSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  getStaffTournamentsByIdDeal: route({
    method: 'GET',
    path: '/api/staff/tournaments/:id/deal',
    summary:
      'The tournament’s newest deal with each player’s figure and answer (null before any), and the players still in',
    tags: ['staff', 'tournaments'],
    params: tournamentIdParams,
    responses: { 200: staffDealSchema },
    errors: [400, 401, 403],
  }),
  postStaffTournamentsByIdDealConfirm: route({
    method: 'POST',
    path: '/api/staff/tournaments/:id/deal/confirm',
    summary: 'Confirm the deal every player in it has accepted: its amounts become the remaining places’ prizes',
    description:
      '409 naming the players who have not accepted yet, or when there is no deal waiting. Audited with every acceptance.',
    tags: ['staff', 'tournaments'],
    params: tournamentIdParams,
    responses: { 200: tournamentDealSchema },
    errors: [400, 401, 403, 409],
  }),
  getTournamentsByIdDeal: route({
    method: 'GET',
    path: '/api/tournaments/:id/deal',
    summary: 'The deal the signed-in player is in, with every figure (null when the player is in none)',
    tags: ['tournaments'],
    params: tournamentIdParams,
    responses: { 200: currentDealSchema },
    errors: [400, 401],
  }),
  postTournamentsByIdDealAccept: route({
    method: 'POST',
    path: '/api/tournaments/:id/deal/accept',
    summary: 'The signed-in player accepts their figure in the deal waiting for answers',
    description: '403 for a player not in the deal; 409 when no deal waits for answers or the player has answered.',
    tags: ['tournaments'],
    params: tournamentIdParams,
    responses: { 200: tournamentDealSchema },
    errors: [400, 401, 403, 409],
  }),
  postTournamentsByIdDealDecline: route({
    method: 'POST',
    path: '/api/tournaments/:id/deal/decline',
    summary: 'The signed-in player refuses the deal: it is off for everyone',
    tags: ['tournaments'],
    params: tournamentIdParams,
    responses: { 200: tournamentDealSchema },
    errors: [400, 401, 403, 409],
  }),
};
