import { registerSocketHandler } from '../../lib/socket';
import { registerDealSocketEvents } from './deal/deal-queries';
import { removeTournament, storeTournament } from './tournaments-queries';

/** Lobby pushes (staff changes, seats taken by other players) applied to the cached list, and the player's deals. */
export function registerTournamentSocketEvents(): () => void {
  const stopUpdated = registerSocketHandler('tournament_updated', (tournament, queryClient) =>
    storeTournament(queryClient, tournament),
  );
  const stopRemoved = registerSocketHandler('tournament_removed', ({ id }, queryClient) =>
    removeTournament(queryClient, id),
  );
  const stopDeal = registerDealSocketEvents();
  return () => {
    stopUpdated();
    stopRemoved();
    stopDeal();
  };
}
