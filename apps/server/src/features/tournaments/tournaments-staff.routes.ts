import { errorResponses } from '../../plugins/errors';

import { ROOMS } from '@club/shared/events';
import {
  createTournamentRequestSchema,
  deletedResponseSchema,
  tournamentIdParams,
  tournamentSchema,
  updateTournamentRequestSchema,
} from '@club/shared/tournaments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { listAllTournaments } from './tournaments.repo';
import { createTournament, deleteTournament, updateTournament } from './tournaments-staff.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['staff', 'tournaments'];

/** Staff manage tournaments (super_admin, admin, manager); every change reaches the lobby at once. */
export const tournamentsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const guard = requireStaff('content');

  app.get(
    '/api/staff/tournaments',
    {
      schema: {
        tags,
        summary: 'Every tournament, any status',
        response: { 200: z.array(tournamentSchema), ...errors },
      },
      preHandler: guard,
    },
    async () => listAllTournaments(db),
  );

  app.post(
    '/api/staff/tournaments',
    {
      schema: {
        tags,
        summary: 'Create an upcoming tournament',
        body: createTournamentRequestSchema,
        response: { 201: tournamentSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const tournament = await createTournament(db, currentStaff(request).staffId, request.body);
      app.publish(ROOMS.lobby, 'tournament_updated', tournament);
      return reply.status(201).send(tournament);
    },
  );

  app.patch(
    '/api/staff/tournaments/:id',
    {
      schema: {
        tags,
        summary: 'Change a tournament or its status (upcoming → running → finished; upcoming or running → cancelled)',
        params: tournamentIdParams,
        body: updateTournamentRequestSchema,
        response: { 200: tournamentSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const tournament = await updateTournament(db, currentStaff(request).staffId, request.params.id, request.body);
      app.publish(ROOMS.lobby, 'tournament_updated', tournament);
      return tournament;
    },
  );

  app.delete(
    '/api/staff/tournaments/:id',
    {
      schema: {
        tags,
        summary: 'Remove a tournament with its registrations',
        params: tournamentIdParams,
        response: { 200: deletedResponseSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      await deleteTournament(db, currentStaff(request).staffId, request.params.id);
      app.publish(ROOMS.lobby, 'tournament_removed', { id: request.params.id });
      return { success: true as const, id: request.params.id };
    },
  );
};
