import { registerClockSocketEvents } from '../../features/tournaments/clock/clock-queries';
import { registerSocketHandler } from '../../lib/socket';
import { rereadPayouts, rereadPrizes, rereadStructure, storeStaffDeal } from './desk-queries';
import { registerSeatingSocketEvents } from './seating-queries';

/**
 * The Tournaments desk, live for the life of the console's socket: every tournament's clock (the shared
 * clock module's handler), and an open structure editor reads the structure again when its clock changes
 * (a new running row locks one more row; another console may have saved the structure), and an open
 * payouts screen reads its places again.
 */
export function registerTournamentDeskSocketEvents(): () => void {
  const stops = [
    registerClockSocketEvents(),
    registerSocketHandler('tournament_clock', ({ tournamentId }, queryClient) => {
      rereadStructure(queryClient, tournamentId);
      rereadPayouts(queryClient, tournamentId);
      // A bust moves the clock's players left: the prizes may have become payable (the cage's panel too).
      rereadPrizes(queryClient, tournamentId);
    }),
    registerSocketHandler('tournament_deal', (deal, queryClient) => {
      storeStaffDeal(queryClient, deal);
      rereadPrizes(queryClient, deal.tournamentId);
    }),
    registerSocketHandler('tournament_prizes_changed', ({ id }, queryClient) => rereadPrizes(queryClient, id)),
    registerSeatingSocketEvents(),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
