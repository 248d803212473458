import { playerIdParams } from '../accounts';
import { positiveId } from '../common';
import { route } from '../contract';
import {
  balanceSchema,
  creditDecisionBodySchema,
  creditDecisionResultSchema,
  creditLimitBodySchema,
  creditRequestCreateSchema,
  creditRequestListSchema,
  creditOutstandingSchema,
  creditRequestSchema,
  idempotencyHeadersSchema,
  staffCreditRequestListSchema,
  transactionListSchema,
  transactionsQuerySchema,
  walletOperationBodySchema,
  walletOperationResultSchema,
} from '../wallet';
import { z } from 'zod';
import { pendingAnswerSchema } from '../cage';

const requestIdParams = z.object({ id: positiveId });

/**
 * One cashier operation at the counter; the key makes a retried attempt a replay, not a second move.
 * Above the club's large-operation threshold it is held for a second person: 202 with the pending record.
 * A cashier without an open shift: 409 (contracts/cage.ts).
 */
const counterOperation = <const P extends `/api/staff/wallet/:playerId/${string}`>(path: P, summary: string) =>
  route({
    method: 'POST',
    path,
    summary,
    tags: ['staff', 'wallet'],
    params: playerIdParams,
    headers: idempotencyHeadersSchema,
    body: walletOperationBodySchema,
    responses: { 200: walletOperationResultSchema, 202: pendingAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  });

const creditDecision = <const P extends `/api/staff/credit-requests/:id/${string}`>(path: P, summary: string) =>
  route({
    method: 'POST',
    path,
    summary,
    tags: ['staff', 'wallet'],
    params: requestIdParams,
    body: creditDecisionBodySchema,
    responses: { 200: creditDecisionResultSchema },
    errors: [400, 401, 403, 404, 409],
  });

export const walletContract = {
  getBalanceByPlayerId: route({
    method: 'GET',
    path: '/api/balance/:playerId',
    summary: "The player's cash and credit balance",
    tags: ['wallet'],
    params: playerIdParams,
    responses: { 200: balanceSchema },
    errors: [400, 401, 403, 404],
  }),
  getPlayerByPlayerIdTransactions: route({
    method: 'GET',
    path: '/api/player/:playerId/transactions',
    summary: "The player's ledger, newest first (limit 10 by default, up to 100)",
    tags: ['wallet'],
    params: playerIdParams,
    query: transactionsQuerySchema,
    responses: { 200: transactionListSchema },
    errors: [400, 401, 403, 404],
  }),
  postCreditRequests: route({
    method: 'POST',
    path: '/api/credit-requests',
    summary: 'Ask the Super Admin for credit',
    tags: ['wallet'],
    body: creditRequestCreateSchema,
    responses: { 201: creditRequestSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  getCreditRequestsByPlayerId: route({
    method: 'GET',
    path: '/api/credit-requests/:playerId',
    summary: "The player's credit requests, newest first",
    tags: ['wallet'],
    params: playerIdParams,
    responses: { 200: creditRequestListSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffWalletByPlayerIdCashIn: counterOperation(
    '/api/staff/wallet/:playerId/cash-in',
    'Cash deposited at the counter (cash_in)',
  ),
  postStaffWalletByPlayerIdCashOut: counterOperation(
    '/api/staff/wallet/:playerId/cash-out',
    'Cash paid out at the counter (cashier_withdrawal); only cash, never credit',
  ),
  postStaffWalletByPlayerIdCreditAdd: counterOperation(
    '/api/staff/wallet/:playerId/credit-add',
    'Issue club credit for play, within the approved limit (add_credit)',
  ),
  postStaffWalletByPlayerIdCreditClear: counterOperation(
    '/api/staff/wallet/:playerId/credit-clear',
    'Credit settled at the counter (clear_credit)',
  ),
  postStaffWalletByPlayerIdCreditTransfer: counterOperation(
    '/api/staff/wallet/:playerId/credit-transfer',
    "Settle credit from the player's cash balance (credit_transfer)",
  ),
  getStaffCreditRequests: route({
    method: 'GET',
    path: '/api/staff/credit-requests',
    summary: 'Pending credit requests, oldest first, with where each player\u2019s credit stands (super admin)',
    tags: ['staff', 'wallet'],
    responses: { 200: staffCreditRequestListSchema },
    errors: [401, 403],
  }),
  getStaffCreditOutstanding: route({
    method: 'GET',
    path: '/api/staff/credit-outstanding',
    summary: 'Players with credit in use, most first, and the total outstanding (super admin)',
    tags: ['staff', 'wallet'],
    responses: { 200: creditOutstandingSchema },
    errors: [401, 403],
  }),
  putStaffWalletByPlayerIdCreditLimit: route({
    method: 'PUT',
    path: '/api/staff/wallet/:playerId/credit-limit',
    summary: "Set a player's credit limit (super admin); above zero approves credit",
    tags: ['staff', 'wallet'],
    params: playerIdParams,
    body: creditLimitBodySchema,
    responses: { 200: balanceSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffCreditRequestsByIdApprove: creditDecision(
    '/api/staff/credit-requests/:id/approve',
    'Approve a pending credit request (super admin)',
  ),
  postStaffCreditRequestsByIdReject: creditDecision(
    '/api/staff/credit-requests/:id/reject',
    'Reject a pending credit request (super admin)',
  ),
};
