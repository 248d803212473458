import { registerSocketHandler } from '../../lib/socket';
import { removeTournament, storeTournament } from './tournaments-queries';

/** Lobby pushes (staff changes, seats taken by other players) applied to the cached list. */
export function registerTournamentSocketEvents(): () => void {
  const stopUpdated = registerSocketHandler('tournament_updated', (tournament, queryClient) =>
    storeTournament(queryClient, tournament),
  );
  const stopRemoved = registerSocketHandler('tournament_removed', ({ id }, queryClient) =>
    removeTournament(queryClient, id),
  );
  return () => {
    stopUpdated();
    stopRemoved();
  };
}
