import { walletContract as contract } from '@club/shared/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnPlayer } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import { listCreditRequests, submitCreditRequest } from './credit.service';
import { getBalance, listTransactions } from './wallet.service';
import { walletStaffRoutes } from './wallet-staff.routes';

// A player's own money: served to that player, or to staff who work the cashier counter (DESIGN.md 3, 8).
const ownOrCashier = requireOwnPlayer({ staffPermission: 'cashier' });

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(walletStaffRoutes);

  app.route({
    ...fromContract(contract.getBalanceByPlayerId),
    preHandler: ownOrCashier,
    handler: async (request) => getBalance(app.database.db, request.params.playerId),
  });

  app.route({
    ...fromContract(contract.getPlayerByPlayerIdTransactions),
    preHandler: ownOrCashier,
    handler: async (request) => listTransactions(app.database.db, request.params.playerId, request.query.limit),
  });

  app.route({
    ...fromContract(contract.postCreditRequests),
    preHandler: requireOwnPlayer(),
    handler: async (request, reply) => {
      return reply.status(201).send(await submitCreditRequest(app.useCase, request.body));
    },
  });

  app.route({
    ...fromContract(contract.getCreditRequestsByPlayerId),
    // The cage's player card lists them too (issue 17): every role that reads the player's balance.
    preHandler: requireOwnPlayer({ staffPermission: 'cashier' }),
    handler: async (request) => listCreditRequests(app.database.db, request.params.playerId),
  });
};
