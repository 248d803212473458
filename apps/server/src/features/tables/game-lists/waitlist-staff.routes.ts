import { floorContract } from '@club/shared/contracts/floor';
import { tablesContract } from '@club/shared/contracts/tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { floorStaff } from '../shared/tables.policy';
import { linkGuestEntry, listStaffWaitlist, removeWaitlistEntry } from './waitlist.service';

/** The floor reads a table's wait-list by name and takes a player off a list with a reason. */
export const waitlistStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(tablesContract.getStaffTablesByTableIdWaitlist),
    preHandler: requireStaff('seating'),
    handler: async (request) => listStaffWaitlist(app.database.db, request.params.tableId),
  });

  app.route({
    ...fromContract(floorContract.postStaffWaitlistByEntryIdLink),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      linkGuestEntry(app.useCase, {
        entryId: request.params.entryId,
        playerId: request.body.playerId,
        staff: floorStaff(request),
      }),
  });

  app.route({
    ...fromContract(floorContract.deleteStaffWaitlistByEntryId),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      removeWaitlistEntry(app.useCase, {
        entryId: request.params.entryId,
        reason: request.body.reason,
        staff: floorStaff(request),
      }),
  });
};
