import {
  balanceSchema,
  creditDecisionBodySchema,
  creditDecisionResultSchema,
  creditLimitBodySchema,
  idempotencyHeadersSchema,
  walletOperationBodySchema,
  walletOperationResultSchema,
} from '@club/shared/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { playerIdParams } from '../accounts/players.routes';
import { decideCreditRequest, setCreditLimit } from './credit.service';
import { publishBalanceChange, publishCreditDecision } from './wallet.events';
import { performWalletOperation, WALLET_OPERATIONS } from './wallet.service';

const SUMMARIES = {
  'cash-in': 'Cash deposited at the counter (cash_in)',
  'cash-out': 'Cash paid out at the counter (cashier_withdrawal); only cash, never credit',
  'credit-add': 'Issue club credit for play, within the approved limit (add_credit)',
  'credit-clear': 'Credit settled at the counter (clear_credit)',
  'credit-transfer': "Settle credit from the player's cash balance (credit_transfer)",
} as const;

const requestIdParams = z.object({ id: z.coerce.number().int().positive() });

export const walletStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const operation of WALLET_OPERATIONS) {
    app.post(
      `/api/staff/wallet/:playerId/${operation}`,
      {
        schema: {
          tags: ['staff', 'wallet'],
          summary: SUMMARIES[operation],
          params: playerIdParams,
          headers: idempotencyHeadersSchema,
          body: walletOperationBodySchema,
          response: { 200: walletOperationResultSchema },
        },
        preHandler: requireStaff('cashier'),
      },
      async (request) => {
        const staff = currentStaff(request);
        const { result, isReplay } = await performWalletOperation(app.database.db, {
          operation,
          playerId: request.params.playerId,
          amount: request.body.amount,
          note: request.body.note,
          staff: { staffId: staff.staffId, name: staff.name },
          idempotencyKey: request.headers['idempotency-key'],
        });
        if (!isReplay) publishBalanceChange(app, result.balance, result.transactions);
        return result;
      },
    );
  }

  app.put(
    '/api/staff/wallet/:playerId/credit-limit',
    {
      schema: {
        tags: ['staff', 'wallet'],
        summary: "Set a player's credit limit (super admin); above zero approves credit",
        params: playerIdParams,
        body: creditLimitBodySchema,
        response: { 200: balanceSchema },
      },
      preHandler: requireStaff('creditApproval'),
    },
    async (request) => {
      const balance = await setCreditLimit(app.database.db, {
        playerId: request.params.playerId,
        creditLimit: request.body.creditLimit,
        staffId: currentStaff(request).staffId,
      });
      publishBalanceChange(app, balance, []);
      return balance;
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/staff/credit-requests/:id/${decision}`,
      {
        schema: {
          tags: ['staff', 'wallet'],
          summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a pending credit request (super admin)`,
          params: requestIdParams,
          body: creditDecisionBodySchema,
          response: { 200: creditDecisionResultSchema },
        },
        preHandler: requireStaff('creditApproval'),
      },
      async (request) => {
        const result = await decideCreditRequest(app.database.db, {
          requestId: request.params.id,
          decision: decision === 'approve' ? 'approved' : 'rejected',
          note: request.body.note,
          staffId: currentStaff(request).staffId,
        });
        publishCreditDecision(app, result.request, result.balance);
        return result;
      },
    );
  }
};
