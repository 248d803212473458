import { playerSchema, updateProfileRequestSchema } from '@club/shared/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwnPlayer } from '../../plugins/auth';
import { updateProfile } from './accounts.service';
import { accountFormErrorHandler } from './form-errors';

export const playerIdParams = z.object({ playerId: z.coerce.number().int().positive() });

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(accountFormErrorHandler);
  // Own profile only; the KYC wizard's first step saves it too, so onboarding sessions may.
  app.put(
    '/api/players/:playerId',
    {
      schema: {
        tags: ['accounts'],
        summary: "Update the player's own details",
        params: playerIdParams,
        body: updateProfileRequestSchema,
        response: { 200: playerSchema },
      },
      preHandler: requireOwnPlayer({ allowOnboarding: true }),
    },
    async (request) => updateProfile(app.database.db, request.params.playerId, request.body),
  );
};
