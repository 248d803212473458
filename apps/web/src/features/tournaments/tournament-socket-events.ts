import { registerSocketHandler } from '../../lib/socket';
import { registerDealSocketEvents } from './deal/deal-queries';
import { registerResultsSocketEvents } from './results/results-queries';
import { removeTournament, storeMyEntry, storeTournament } from './tournaments-queries';

/** Lobby pushes (staff changes, seats taken by other players), the player's own entry and deals, applied to the cache. */
export function registerTournamentSocketEvents(): () => void {
  const stopUpdated = registerSocketHandler('tournament_updated', (tournament, queryClient) =>
    storeTournament(queryClient, tournament),
  );
  const stopRemoved = registerSocketHandler('tournament_removed', ({ id }, queryClient) =>
    removeTournament(queryClient, id),
  );
  // The player's own entry (entered at the desk or from another tab, refunded): player:{id} only.
  const stopMine = registerSocketHandler('tournament_my_entry', (mine, queryClient) => storeMyEntry(queryClient, mine));
  const stopDeal = registerDealSocketEvents();
  const stopResults = registerResultsSocketEvents();
  return () => {
    stopUpdated();
    stopRemoved();
    stopMine();
    stopDeal();
    stopResults();
  };
}
