import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { Balance, CreditRequest, Transaction } from '@club/shared/wallet';
import type { Publisher } from '../../use-case';

/** After a money change commits: the player sees the new balance, staff see the ledger rows and balance. */
export function publishBalanceChange(events: Publisher, balance: Balance, transactions: Transaction[]): void {
  const { playerId } = balance;
  events.publish(ROOMS.player(playerId), 'balance_updated', { playerId, balance, transactions });
  // Staff who may read a player's balance and ledger over HTTP (the cashier permission), no one else.
  if (transactions.length > 0) {
    events.publish(staffRoomsOf('wallet_transaction'), 'wallet_transaction', { playerId, transactions });
  }
  events.publish(staffRoomsOf('player_balance_update'), 'player_balance_update', { playerId, balance });
}

/**
 * A credit request was made or decided: the player, and the staff who read a player's requests over
 * HTTP (the cage's player card, the super admin's credit desk: the cashier permission).
 */
export function publishCreditRequest(events: Publisher, request: CreditRequest): void {
  const payload = { playerId: request.playerId, request };
  events.publish(
    [ROOMS.player(request.playerId), ...staffRoomsOf('credit_request_updated')],
    'credit_request_updated',
    payload,
  );
}

export function publishCreditDecision(events: Publisher, request: CreditRequest, balance: Balance): void {
  publishCreditRequest(events, request);
  if (request.status !== 'approved') return;
  events.publish(ROOMS.player(request.playerId), 'credit_approved', { playerId: request.playerId, request, balance });
  publishBalanceChange(events, balance, []);
}
