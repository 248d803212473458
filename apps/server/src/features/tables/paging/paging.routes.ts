import { pagingContract as contract } from '@club/shared/contracts/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer, currentStaff, requirePlayer, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { recordPageSeen } from './page-link.service';
import { pageEntry, respondToPage } from './paging.service';

/** Paging with a hold (issue 16): the floor pages (STAFF_PERMISSIONS.seating), the entry's own player answers. */
export const pagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(contract.postStaffWaitlistByEntryIdPage),
    preHandler: requireStaff('seating'),
    handler: async (request) => {
      const { staffId, name, role } = currentStaff(request);
      return pageEntry(app.useCase, {
        entryId: request.params.entryId,
        tableId: request.body.tableId,
        seatNumber: request.body.seatNumber ?? null,
        reason: request.body.reason,
        staff: { staffId, name, role },
        now: new Date(),
        linkBase: app.config.publicUrl,
      });
    },
  });

  app.route({
    ...fromContract(contract.postWaitlistByEntryIdRespond),
    preHandler: requirePlayer(),
    handler: async (request) =>
      respondToPage(app.useCase, {
        entryId: request.params.entryId,
        playerId: currentPlayer(request).playerId,
        response: request.body.response,
        now: new Date(),
      }),
  });

  app.route({
    ...fromContract(contract.postWaitlistByEntryIdPageSeen),
    preHandler: requirePlayer(),
    handler: async (request) => ({
      recorded: await recordPageSeen(app.useCase, {
        entryId: request.params.entryId,
        playerId: currentPlayer(request).playerId,
        pagedAt: new Date(request.body.pagedAt),
        now: new Date(),
      }),
    }),
  });
};
