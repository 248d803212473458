import { tournamentSeatingContract as contract } from '@club/shared/contracts/tournament-seating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { recordChipCounts } from './chip-counts.service';
import { eliminate, undoElimination } from './eliminations.service';
import { markHandDone } from './hand-for-hand.service';
import { changeTable, drawUnseated, getSeating, moveSeats } from './seating.service';

/** Seating a tournament (issue 29, decision 132): the roles that run tournaments (the clock's `content`). */
export const tournamentSeatingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(contract.postStaffTournamentsByIdDraw),
    preHandler: requireStaff('content'),
    handler: (request) =>
      drawUnseated(app.useCase, {
        tournamentId: request.params.id,
        staffId: currentStaff(request).staffId,
        tables: request.body.tables,
        finalTable: request.body.finalTable,
      }),
  });

  app.route({
    ...fromContract(contract.getStaffTournamentsByIdSeating),
    preHandler: requireStaff('content'),
    handler: (request) => getSeating(app.database.db, request.params.id),
  });

  app.route({
    ...fromContract(contract.patchStaffTournamentsByIdTablesByNumber),
    preHandler: requireStaff('content'),
    handler: (request) =>
      changeTable(app.useCase, {
        tournamentId: request.params.id,
        staffId: currentStaff(request).staffId,
        number: request.params.number,
        ...request.body,
      }),
  });

  app.route({
    ...fromContract(contract.postStaffTournamentsByIdTablesByNumberHandDone),
    preHandler: requireStaff('content'),
    handler: (request) =>
      markHandDone(app.useCase, {
        tournamentId: request.params.id,
        staffId: currentStaff(request).staffId,
        number: request.params.number,
        done: request.body.done,
      }),
  });

  app.route({
    ...fromContract(contract.putStaffTournamentsByIdChipCounts),
    preHandler: requireStaff('content'),
    handler: (request) =>
      recordChipCounts(app.useCase, {
        tournamentId: request.params.id,
        staffId: currentStaff(request).staffId,
        counts: request.body.counts,
      }),
  });

  app.route({
    ...fromContract(contract.postStaffTournamentsByIdMoves),
    preHandler: requireStaff('content'),
    handler: (request) =>
      moveSeats(app.useCase, {
        tournamentId: request.params.id,
        staffId: currentStaff(request).staffId,
        body: request.body,
      }),
  });
  app.route({
    ...fromContract(contract.postStaffTournamentsByIdEliminations),
    preHandler: requireStaff('content'),
    handler: (request) =>
      eliminate(app.useCase, {
        tournamentId: request.params.id,
        staffId: currentStaff(request).staffId,
        ...request.body,
      }),
  });

  app.route({
    ...fromContract(contract.deleteStaffTournamentsByIdEliminationsByPlayerId),
    preHandler: requireStaff('content'),
    handler: (request) =>
      undoElimination(app.useCase, {
        tournamentId: request.params.id,
        staffId: currentStaff(request).staffId,
        playerId: request.params.playerId,
        reason: request.body.reason,
      }),
  });
};
