import { z } from 'zod';
import { route } from '../contract';
import {
  payPrizesAnswerSchema,
  pendingPrizesSchema,
  tournamentFiguresSchema,
  tournamentPrizesSchema,
  tournamentResultsSchema,
} from '../tournament-prizes';
import { tournamentIdParams } from '../tournaments';
import { idempotencyHeadersSchema } from '../wallet';

/** Prizes paid to wallets, the tournament's figures and a player's results (issue 30, decision 133). */
export const tournamentPrizesContract = {
  getStaffTournamentsByIdPrizes: route({
    method: 'GET',
    path: '/api/staff/tournaments/:id/prizes',
    summary: 'Each paid place’s player and prize (shared places split, a confirmed deal’s amounts), and what is paid',
    tags: ['staff', 'tournaments'],
    params: tournamentIdParams,
    responses: { 200: tournamentPrizesSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffTournamentsByIdPrizesPay: route({
    method: 'POST',
    path: '/api/staff/tournaments/:id/prizes/pay',
    summary: 'Pay every prize to its player’s wallet, once (cashier, super admin)',
    description:
      'Under an Idempotency-Key: a retry answers the first result; a second call with another key pays only what is still unpaid. 409 INVALID_STATE while a paid place is still playing (the message names the places). A prize above the cage’s reversal threshold is recorded as pending by the first call and paid when a super admin who did not ask calls again. Each prize is a tournament_prize ledger row, audited, with a receipt and a notification to the player.',
    tags: ['staff', 'tournaments'],
    params: tournamentIdParams,
    headers: idempotencyHeadersSchema,
    responses: { 200: payPrizesAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  getStaffTournamentsPrizesPending: route({
    method: 'GET',
    path: '/api/staff/tournaments/prizes/pending',
    summary: 'Every tournament prize and bounty waiting for a second person, oldest first (cashier, super admin)',
    description:
      'The cage’s "Waiting for approval" list (issue 38, item 8). A super admin who did not ask approves them by paying the tournament’s prizes (POST …/prizes/pay); `tournament_prizes_changed` says when the list changes.',
    tags: ['staff', 'tournaments'],
    responses: { 200: pendingPrizesSchema },
    errors: [401, 403],
  }),
  getStaffTournamentsByIdFigures: route({
    method: 'GET',
    path: '/api/staff/tournaments/:id/figures',
    summary:
      'The tournament’s figures: entries by kind, buy-ins, fees, added money, pool, prizes, places, duration, the ledger check',
    tags: ['staff', 'tournaments'],
    params: tournamentIdParams,
    responses: { 200: tournamentFiguresSchema },
    errors: [400, 401, 403, 404],
  }),
  getStaffTournamentsByIdFiguresCsv: route({
    method: 'GET',
    path: '/api/staff/tournaments/:id/figures.csv',
    summary: 'The tournament’s figures as CSV (text/csv): one figure per row, then the places',
    tags: ['staff', 'tournaments'],
    params: tournamentIdParams,
    responses: { 200: null },
    errors: [],
  }),
  getPlayerByPlayerIdTournamentResults: route({
    method: 'GET',
    path: '/api/player/:playerId/tournament-results',
    summary: 'The player’s own tournament results: place, prize and date, newest first',
    tags: ['tournaments'],
    params: z.object({ playerId: z.coerce.number().int().positive() }),
    responses: { 200: tournamentResultsSchema },
    errors: [400, 401, 403],
  }),
};
