import { registerSocketHandler } from '../../lib/socket';
import { CAGE_KEYS, refreshCage } from './cage-queries';
import { rereadCageTournamentEntries } from './tournament-entry-refunds';

/**
 * The cage's pushes: a shift or a four-eyes request changed, a seat was released or settled, a seat's
 * buy-in was taken or paid (the unpaid buy-ins), a tournament's prizes were held or paid, or any
 * player's money moved (the ledger rows and the balance). The cage re-reads what they touch, whatever screen is open.
 */
export function registerCageSocketEvents(): () => void {
  const stops = [
    registerSocketHandler('cage_shift_updated', (_event, queryClient) => refreshCage(queryClient, -1)),
    registerSocketHandler('cage_pending_updated', (_event, queryClient) => refreshCage(queryClient, -1)),
    registerSocketHandler('player_balance_update', ({ playerId }, queryClient) => refreshCage(queryClient, playerId)),
    registerSocketHandler('released_seats_changed', (_event, queryClient) =>
      queryClient.invalidateQueries({ queryKey: CAGE_KEYS.releasedSeats }),
    ),
    registerSocketHandler('unpaid_buy_ins_changed', (_event, queryClient) =>
      queryClient.invalidateQueries({ queryKey: CAGE_KEYS.unpaidBuyIns }),
    ),
    registerSocketHandler('credit_request_updated', ({ playerId }, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: CAGE_KEYS.creditRequests });
      void queryClient.invalidateQueries({ queryKey: CAGE_KEYS.playerCreditRequests(playerId) });
    }),
    registerSocketHandler('vip_redemption_updated', (_event, queryClient) =>
      queryClient.invalidateQueries({ queryKey: CAGE_KEYS.vipRedemptions }),
    ),
    registerSocketHandler('tournament_entries_changed', ({ id }, queryClient) =>
      rereadCageTournamentEntries(queryClient, id),
    ),
    // A prize held for four-eyes, or paid: the cage's "Waiting for approval" list (issue 38, item 8).
    registerSocketHandler('tournament_prizes_changed', (_event, queryClient) =>
      queryClient.invalidateQueries({ queryKey: CAGE_KEYS.pendingPrizes }),
    ),
    registerSocketHandler('wallet_transaction', ({ playerId }, queryClient) => refreshCage(queryClient, playerId)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
