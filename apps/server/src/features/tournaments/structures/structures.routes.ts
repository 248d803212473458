import { tournamentsContract as contract } from '@club/shared/contracts/tournaments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import {
  copyTemplateIntoTournament,
  listTemplates,
  readStructureView,
  saveTemplate,
  setStructure,
} from './structures.service';

/** Structures and their templates: the tournament roles (super_admin, admin, manager), issue 28; the public read. */
export const structuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff('content');

  app.route({
    ...fromContract(contract.getStaffTournamentsByIdStructure),
    preHandler: guard,
    handler: (request) => readStructureView(app.database.db, request.params.id),
  });

  // The same structure for anyone (the phone's tournament page); the answer's schema keeps the public fields.
  app.route({
    ...fromContract(contract.getTournamentsByIdStructure),
    handler: (request) => readStructureView(app.database.db, request.params.id),
  });

  app.route({
    ...fromContract(contract.putStaffTournamentsByIdStructure),
    preHandler: guard,
    handler: (request) =>
      setStructure(app.useCase, {
        staffId: currentStaff(request).staffId,
        tournamentId: request.params.id,
        structure: request.body,
      }),
  });

  app.route({
    ...fromContract(contract.postStaffTournamentsByIdStructureFromTemplate),
    preHandler: guard,
    handler: (request) =>
      copyTemplateIntoTournament(app.useCase, {
        staffId: currentStaff(request).staffId,
        tournamentId: request.params.id,
        templateId: request.body.templateId,
      }),
  });

  app.route({
    ...fromContract(contract.getStaffTournamentTemplates),
    preHandler: guard,
    handler: (request) => listTemplates(app.database.db, request.query.entries),
  });

  app.route({
    ...fromContract(contract.postStaffTournamentTemplates),
    preHandler: guard,
    handler: async (request, reply) => {
      const template = await saveTemplate(app.database.db, {
        staffId: currentStaff(request).staffId,
        name: request.body.name,
        structure: request.body.structure,
      });
      return reply.status(201).send(template);
    },
  });
};
