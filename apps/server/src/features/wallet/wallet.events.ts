import { ROOMS } from '@club/shared/events';
import type { Balance, CreditRequest, Transaction } from '@club/shared/wallet';
import type { FastifyInstance } from 'fastify';

/** After a money change commits: the player sees the new balance, staff see the ledger rows and balance. */
export function publishBalanceChange(app: FastifyInstance, balance: Balance, transactions: Transaction[]): void {
  const { playerId } = balance;
  app.publish(ROOMS.player(playerId), 'balance_updated', { playerId, balance, transactions });
  if (transactions.length > 0) app.publish(ROOMS.staff, 'wallet_transaction', { playerId, transactions });
  app.publish(ROOMS.staff, 'player_balance_update', { playerId, balance });
}

/** A credit request was made or decided: the player and the super admins who decide requests. */
export function publishCreditRequest(app: FastifyInstance, request: CreditRequest): void {
  const payload = { playerId: request.playerId, request };
  app.publish([ROOMS.player(request.playerId), ROOMS.staffRole('super_admin')], 'credit_request_updated', payload);
}

export function publishCreditDecision(app: FastifyInstance, request: CreditRequest, balance: Balance): void {
  publishCreditRequest(app, request);
  if (request.status !== 'approved') return;
  app.publish(ROOMS.player(request.playerId), 'credit_approved', { playerId: request.playerId, request, balance });
  publishBalanceChange(app, balance, []);
}
