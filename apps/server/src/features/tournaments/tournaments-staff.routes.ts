import { tournamentsContract as contract } from '@club/shared/contracts/tournaments';
import { fromContract } from '../../plugins/contract';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { notFound } from '../../app-error';
import { listAllTournaments, listTournamentEntries } from './tournaments.repo';
import { createTournament, deleteTournament, updateTournament } from './tournaments-staff.service';

/** Staff manage tournaments (super_admin, admin, manager); every change reaches the lobby at once. */
export const tournamentsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const guard = requireStaff('content');

  app.route({
    ...fromContract(contract.getStaffTournaments),
    // The cage sells entries too (decision 130): it reads the list, and changes nothing here.
    preHandler: requireStaff('tournamentsRead'),
    handler: async () => listAllTournaments(db),
  });

  app.route({
    ...fromContract(contract.getStaffTournamentsByIdEntries),
    // Who is entered: the cage reads it as well, to sell and refund entries (decision 130); its push
    // (tournament_entries_changed) goes to the same roles.
    preHandler: requireStaff('tournamentsRead'),
    handler: async (request) => {
      const entries = await listTournamentEntries(db, request.params.id);
      if (!entries) throw notFound('Tournament');
      return entries;
    },
  });

  app.route({
    ...fromContract(contract.postStaffTournaments),
    preHandler: guard,
    handler: async (request, reply) => {
      const tournament = await createTournament(app.useCase, currentStaff(request).staffId, request.body);
      return reply.status(201).send(tournament);
    },
  });

  app.route({
    ...fromContract(contract.patchStaffTournamentsById),
    preHandler: guard,
    handler: async (request) => {
      const { staffId, name } = currentStaff(request);
      const tournament = await updateTournament(app.useCase, { staffId, name }, request.params.id, request.body);
      return tournament;
    },
  });

  app.route({
    ...fromContract(contract.deleteStaffTournamentsById),
    preHandler: guard,
    handler: async (request) => {
      await deleteTournament(app.useCase, currentStaff(request).staffId, request.params.id);
      return { success: true as const, id: request.params.id };
    },
  });
};
