import { tournamentsContract as contract } from '@club/shared/contracts/tournaments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer, currentStaff, requirePlayer, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { rateLimit } from '../../../plugins/rate-limit';
import { enterTournament, getMyEntry } from './entries.service';
import { refundEntryAtDesk, unregisterFromTournament } from './refunds.service';

/** A phone's entries: generous for a real player, a wall for a script tapping the button. */
const PLAYER_ENTRY_LIMIT = { max: 20, windowMs: 60_000 };

export const entriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(contract.postTournamentsByIdEntries),
    preHandler: [
      requirePlayer(),
      rateLimit({ name: 'tournament-entry', ...PLAYER_ENTRY_LIMIT, key: (r) => String(currentPlayer(r).playerId) }),
    ],
    handler: async (request) => {
      const { answer } = await enterTournament(app.useCase, {
        tournamentId: request.params.id,
        playerId: currentPlayer(request).playerId,
        kind: request.body.kind,
        payment: 'balance',
        staff: null,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return answer;
    },
  });

  app.route({
    ...fromContract(contract.getTournamentsByIdMe),
    preHandler: requirePlayer(),
    handler: async (request) => getMyEntry(app.database.db, request.params.id, currentPlayer(request).playerId),
  });

  app.route({
    ...fromContract(contract.getStaffTournamentsByIdPlayersByPlayerIdEntries),
    preHandler: requireStaff('cashier'),
    handler: async (request) => getMyEntry(app.database.db, request.params.id, request.params.playerId),
  });

  app.route({
    ...fromContract(contract.postStaffTournamentsByIdEntries),
    preHandler: requireStaff('cashier'),
    handler: async (request) => {
      const { staffId, name, role } = currentStaff(request);
      const { answer } = await enterTournament(app.useCase, {
        tournamentId: request.params.id,
        playerId: request.body.playerId,
        kind: request.body.kind,
        payment: request.body.payment,
        staff: { staffId, name, role },
        idempotencyKey: request.headers['idempotency-key'],
      });
      return answer;
    },
  });

  app.route({
    ...fromContract(contract.deleteTournamentsByIdEntries),
    preHandler: requirePlayer(),
    handler: async (request) =>
      unregisterFromTournament(app.useCase, {
        tournamentId: request.params.id,
        playerId: currentPlayer(request).playerId,
      }),
  });

  app.route({
    ...fromContract(contract.postStaffTournamentsByIdEntriesByEntryIdRefund),
    preHandler: requireStaff('cashier'),
    handler: async (request, reply) => {
      const { staffId, name, role } = currentStaff(request);
      const outcome = await refundEntryAtDesk(app.useCase, {
        tournamentId: request.params.id,
        entryId: request.params.entryId,
        reason: request.body.reason,
        staff: { staffId, name, role },
        idempotencyKey: request.headers['idempotency-key'],
      });
      // Above the reversal threshold: held for a super admin, nothing moved yet.
      return 'pending' in outcome ? reply.status(202).send({ pending: outcome.pending }) : outcome.answer;
    },
  });
};
