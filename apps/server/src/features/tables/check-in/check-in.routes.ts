import {
  CHECK_IN_MESSAGES,
  CHECK_IN_TRIES,
  CHECK_IN_TRIES_WINDOW_MINUTES,
  CHECK_IN_WRONG_CODES_PER_ADDRESS,
} from '@club/shared/check-in';
import { checkInContract as contract } from '@club/shared/contracts/check-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer, currentStaff, requirePlayer, requireStaff } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/contract';
import { AppError } from '../../../app-error';
import { enforce, failureLimit } from '../../../plugins/rate-limit';
import { checkInByStaff, checkInWithCode, readCheckInCode, reorderEntry } from './check-in.service';

const wrongCodesPerAddress = failureLimit({
  name: 'check-in-wrong-ip',
  max: CHECK_IN_WRONG_CODES_PER_ADDRESS,
  windowMs: CHECK_IN_TRIES_WINDOW_MINUTES * 60_000,
  message: CHECK_IN_MESSAGES.tooManyFromNetwork,
});

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
      // Six digits must not be guessable by trying: per address, wrong codes count (whoever's accounts try
      // them); per player, every try, right or wrong.
      await wrongCodesPerAddress.refuseIfOver(app, request.ip);
      await enforce(
        request,
        `check-in:${playerId}`,
        CHECK_IN_TRIES,
        CHECK_IN_TRIES_WINDOW_MINUTES * 60_000,
        CHECK_IN_MESSAGES.tooManyTries,
      );
      try {
        return await checkInWithCode(app.useCase, { playerId, code: request.body.code, now: new Date() });
      } catch (error) {
        if (error instanceof AppError && error.message === CHECK_IN_MESSAGES.wrongCode) {
          await wrongCodesPerAddress.countFailure(app, request.ip);
        }
        throw error;
      }
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
