import { accountsContract as contract } from '@club/shared/contracts/accounts';
import { fromContract } from '../../plugins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnPlayer } from '../../plugins/auth';
import { updateProfile } from './accounts.service';
import { accountFormErrorHandler } from './form-errors';

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(accountFormErrorHandler);
  // Own profile only; the KYC wizard's first step saves it too, so onboarding sessions may.
  app.route({
    ...fromContract(contract.putPlayersByPlayerId),
    preHandler: requireOwnPlayer({ allowOnboarding: true }),
    handler: async (request) => updateProfile(app.database.db, request.params.playerId, request.body),
  });
};
