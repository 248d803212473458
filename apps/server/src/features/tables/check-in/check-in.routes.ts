import { CHECK_IN_MESSAGES, CHECK_IN_TRIES, CHECK_IN_TRIES_WINDOW_MINUTES } from '@club/shared/check-in';
import { checkInContract as contract } from '@club/shared/contracts/check-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer, currentStaff, requirePlayer, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { enforce } from '../../../plugins/rate-limit';
import { checkInByStaff, checkInWithCode, readCheckInCode, reorderEntry } from './check-in.service';

/** Remote joins, check-in and the floor's reorder (issue 16, decision 064): the floor roles, and the player's code. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const floorStaff = (request: Parameters<typeof currentStaff>[0]) => {
    const { staffId, name, role } = currentStaff(request);
    return { staffId, name, role };
  };

  app.route({
    ...fromContract(contract.getStaffCheckInCode),
    preHandler: requireStaff('seating'),
    handler: async () => readCheckInCode(app.database.db, app.config.publicUrl, new Date()),
  });

  app.route({
    ...fromContract(contract.postStaffWaitlistByEntryIdCheckIn),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      checkInByStaff(app.useCase, { entryId: request.params.entryId, staff: floorStaff(request), now: new Date() }),
  });

  app.route({
    ...fromContract(contract.postWaitlistCheckIn),
    preHandler: requirePlayer(),
    handler: async (request) => {
      const { playerId } = currentPlayer(request);
      // Every try counts, right or wrong: six digits must not be guessable by trying.
      await enforce(
        request,
        `check-in:${playerId}`,
        CHECK_IN_TRIES,
        CHECK_IN_TRIES_WINDOW_MINUTES * 60_000,
        CHECK_IN_MESSAGES.tooManyTries,
      );
      return checkInWithCode(app.useCase, { playerId, code: request.body.code, now: new Date() });
    },
  });

  app.route({
    ...fromContract(contract.postStaffWaitlistByEntryIdMoveToEnd),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      reorderEntry(app.useCase, {
        entryId: request.params.entryId,
        position: 'end',
        reason: request.body.reason ?? null,
        staff: floorStaff(request),
        now: new Date(),
      }),
  });

  app.route({
    ...fromContract(contract.postStaffWaitlistByEntryIdReorder),
    preHandler: requireStaff('seating'),
    handler: async (request) =>
      reorderEntry(app.useCase, {
        entryId: request.params.entryId,
        position: request.body.position,
        reason: request.body.reason,
        staff: floorStaff(request),
        now: new Date(),
      }),
  });
};
