import { displayContract as contract } from '@club/shared/contracts/display';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken } from '../../auth/sessions.service';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import { openDisplayKey } from '../../plugins/display-key-limit';
import { rateLimit } from '../../plugins/rate-limit';
import {
  chooseDisplayScreen,
  createDisplayKey,
  listDisplayKeys,
  readDisplayBoard,
  readDisplayScreen,
  revokeDisplayKey,
} from './displays.service';

/** What a revoked board is told as its socket closes. */
const REVOKED_REASON = 'This display key was revoked.';

/**
 * The room's TV board (issue 16, decision 062): the floor roles (STAFF_PERMISSIONS.seating) manage display
 * keys; a key opens GET /api/display/board and nothing else (no guard here or anywhere reads it).
 */
export const displaysRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...fromContract(contract.getStaffDisplays),
    preHandler: requireStaff('seating'),
    handler: async () => listDisplayKeys(db),
  });

  app.route({
    ...fromContract(contract.postStaffDisplays),
    preHandler: requireStaff('seating'),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await createDisplayKey(db, { name: request.body.name, staffId: currentStaff(request).staffId })),
  });

  app.route({
    ...fromContract(contract.postStaffDisplaysByDisplayIdRevoke),
    preHandler: requireStaff('seating'),
    handler: async (request) => {
      const revoked = await revokeDisplayKey(db, {
        id: request.params.displayId,
        staffId: currentStaff(request).staffId,
      });
      // After commit, on every instance: a board using the key stops at once and says why.
      app.sockets.end({ displayKeyId: revoked.id }, REVOKED_REASON);
      return revoked;
    },
  });

  app.route({
    ...fromContract(contract.postStaffDisplaysByDisplayIdScreen),
    preHandler: requireStaff('seating'),
    handler: (request) =>
      chooseDisplayScreen(app.useCase, {
        id: request.params.displayId,
        staffId: currentStaff(request).staffId,
        choice: request.body,
      }),
  });

  // A TV reads its screen on every (re)connection and when the console changes it: rarely.
  app.route({
    ...fromContract(contract.getDisplayScreen),
    preHandler: rateLimit({
      name: 'display-screen',
      max: 60,
      windowMs: 60_000,
      key: (request) =>
        `${request.ip}:${hashToken(String((request.query as { key?: unknown }).key ?? '')).slice(0, 16)}`,
      message: 'The display is reading too often. It will try again in a moment.',
    }),
    handler: async (request) => readDisplayScreen(db, await openDisplayKey(app, request.ip, request.query.key)),
  });

  // A board reads at most about once a second (it coalesces bursts of changes) and on every reconnect:
  // 180 a minute per address and key leaves room for that and stops a runaway loop.
  app.route({
    ...fromContract(contract.getDisplayBoard),
    preHandler: rateLimit({
      name: 'display-board',
      max: 180,
      windowMs: 60_000,
      key: (request) =>
        `${request.ip}:${hashToken(String((request.query as { key?: unknown }).key ?? '')).slice(0, 16)}`,
      message: 'The board is reading too often. It will try again in a moment.',
    }),
    handler: async (request) =>
      readDisplayBoard(db, await openDisplayKey(app, request.ip, request.query.key), app.config.publicUrl),
  });
};
