import { tournamentDealsContract as contract } from '@club/shared/contracts/tournament-deals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer, currentStaff, requirePlayer, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import {
  answerTournamentDeal,
  confirmTournamentDeal,
  proposeTournamentDeal,
  readDeal,
  readDealForPlayer,
} from './deals.service';

/** Deals (issue 30): the tournament roles propose and confirm; each player in the deal answers from the phone. */
export const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const director = requireStaff('content');
  const db = app.database.db;

  app.route({
    ...fromContract(contract.postStaffTournamentsByIdDeal),
    preHandler: director,
    handler: (request) =>
      proposeTournamentDeal(app.useCase, {
        staffId: currentStaff(request).staffId,
        tournamentId: request.params.id,
        proposal: request.body,
      }),
  });

  app.route({
    ...fromContract(contract.getStaffTournamentsByIdDeal),
    preHandler: director,
    handler: (request) => readDeal(db, request.params.id),
  });

  app.route({
    ...fromContract(contract.postStaffTournamentsByIdDealConfirm),
    preHandler: director,
    handler: (request) =>
      confirmTournamentDeal(app.useCase, { staffId: currentStaff(request).staffId, tournamentId: request.params.id }),
  });

  app.route({
    ...fromContract(contract.getTournamentsByIdDeal),
    preHandler: requirePlayer(),
    handler: (request) => readDealForPlayer(db, request.params.id, currentPlayer(request).playerId),
  });

  // Accept and decline: the same checks, one answer each (answerTournamentDeal).
  for (const [definition, answer] of [
    [contract.postTournamentsByIdDealAccept, 'accept'],
    [contract.postTournamentsByIdDealDecline, 'decline'],
  ] as const) {
    app.route({
      ...fromContract(definition),
      preHandler: requirePlayer(),
      handler: (request) =>
        answerTournamentDeal(app.useCase, {
          playerId: currentPlayer(request).playerId,
          tournamentId: request.params.id,
          answer,
        }),
    });
  }
};
