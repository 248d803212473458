import { walletContract as contract } from '@club/shared/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import {
  decideCreditRequest,
  listCreditOutstanding,
  listPendingCreditRequests,
  setCreditLimit,
} from './credit.service';
import { performWalletOperation } from './cage-operations.service';
import type { WalletOperation } from './wallet.service';

const COUNTER_ROUTES = [
  ['cash-in', contract.postStaffWalletByPlayerIdCashIn],
  ['cash-out', contract.postStaffWalletByPlayerIdCashOut],
  ['credit-add', contract.postStaffWalletByPlayerIdCreditAdd],
  ['credit-clear', contract.postStaffWalletByPlayerIdCreditClear],
  ['credit-transfer', contract.postStaffWalletByPlayerIdCreditTransfer],
] as const satisfies readonly (readonly [WalletOperation, unknown])[];

export const walletStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [operation, definition] of COUNTER_ROUTES) {
    app.route({
      ...fromContract(definition),
      preHandler: requireStaff('cashier'),
      handler: async (request, reply) => {
        const { staffId, name, role } = currentStaff(request);
        const { result } = await performWalletOperation(app.useCase, {
          operation,
          playerId: request.params.playerId,
          amount: request.body.amount,
          note: request.body.note,
          staff: { staffId, name, role },
          idempotencyKey: request.headers['idempotency-key'],
        });
        // Above the large-operation threshold: held for a second person, nothing moved yet.
        return 'pending' in result ? reply.status(202).send(result) : result;
      },
    });
  }

  app.route({
    ...fromContract(contract.getStaffCreditRequests),
    preHandler: requireStaff('creditApproval'),
    handler: async () => listPendingCreditRequests(app.database.db),
  });

  app.route({
    ...fromContract(contract.getStaffCreditOutstanding),
    preHandler: requireStaff('creditApproval'),
    handler: async () => listCreditOutstanding(app.database.db),
  });

  app.route({
    ...fromContract(contract.putStaffWalletByPlayerIdCreditLimit),
    preHandler: requireStaff('creditApproval'),
    handler: async (request) => {
      return setCreditLimit(app.useCase, {
        playerId: request.params.playerId,
        creditLimit: request.body.creditLimit,
        staffId: currentStaff(request).staffId,
      });
    },
  });

  for (const [decision, definition] of [
    ['approved', contract.postStaffCreditRequestsByIdApprove],
    ['rejected', contract.postStaffCreditRequestsByIdReject],
  ] as const) {
    app.route({
      ...fromContract(definition),
      preHandler: requireStaff('creditApproval'),
      handler: async (request) => {
        return decideCreditRequest(app.useCase, {
          requestId: request.params.id,
          decision,
          note: request.body.note,
          staffId: currentStaff(request).staffId,
        });
      },
    });
  }
};
