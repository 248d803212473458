import {
  balanceSchema,
  creditRequestCreateSchema,
  creditRequestListSchema,
  creditRequestSchema,
  transactionListSchema,
  transactionsQuerySchema,
} from '@club/shared/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnPlayer } from '../../plugins/auth';
import { playerIdParams } from '../accounts/players.routes';
import { listCreditRequests, submitCreditRequest } from './credit.service';
import { publishCreditRequest } from './wallet.events';
import { getBalance, listTransactions } from './wallet.service';
import { walletStaffRoutes } from './wallet-staff.routes';

// A player's own money: served to that player, or to staff who work the cashier counter (DESIGN.md 3, 8).
const ownOrCashier = requireOwnPlayer({ staffPermission: 'cashier' });

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(walletStaffRoutes);

  app.get(
    '/api/balance/:playerId',
    {
      schema: {
        tags: ['wallet'],
        summary: "The player's cash and credit balance",
        params: playerIdParams,
        response: { 200: balanceSchema },
      },
      preHandler: ownOrCashier,
    },
    async (request) => getBalance(app.database.db, request.params.playerId),
  );

  app.get(
    '/api/player/:playerId/transactions',
    {
      schema: {
        tags: ['wallet'],
        summary: "The player's ledger, newest first (limit 10 by default, up to 100)",
        params: playerIdParams,
        querystring: transactionsQuerySchema,
        response: { 200: transactionListSchema },
      },
      preHandler: ownOrCashier,
    },
    async (request) => listTransactions(app.database.db, request.params.playerId, request.query.limit),
  );

  app.post(
    '/api/credit-requests',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Ask the Super Admin for credit',
        body: creditRequestCreateSchema,
        response: { 201: creditRequestSchema },
      },
      preHandler: requireOwnPlayer(),
    },
    async (request, reply) => {
      const created = await submitCreditRequest(app.database.db, request.body);
      publishCreditRequest(app, created);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/credit-requests/:playerId',
    {
      schema: {
        tags: ['wallet'],
        summary: "The player's credit requests, newest first",
        params: playerIdParams,
        response: { 200: creditRequestListSchema },
      },
      preHandler: requireOwnPlayer({ staffPermission: 'creditApproval' }),
    },
    async (request) => listCreditRequests(app.database.db, request.params.playerId),
  );
};
