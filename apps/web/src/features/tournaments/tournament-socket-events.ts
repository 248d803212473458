import { registerSocketHandler } from '../../lib/socket';
import { removeTournament, storeMyEntry, storeTournament } from './tournaments-queries';

/** Lobby pushes (staff changes, seats taken by other players) and the player's own entry, applied to the cache. */
export function registerTournamentSocketEvents(): () => void {
  const stopUpdated = registerSocketHandler('tournament_updated', (tournament, queryClient) =>
    storeTournament(queryClient, tournament),
  );
  const stopRemoved = registerSocketHandler('tournament_removed', ({ id }, queryClient) =>
    removeTournament(queryClient, id),
  );
  // The player's own entry (entered at the desk or from another tab, refunded): player:{id} only.
  const stopMine = registerSocketHandler('tournament_my_entry', (mine, queryClient) => storeMyEntry(queryClient, mine));
  return () => {
    stopUpdated();
    stopRemoved();
    stopMine();
  };
}
