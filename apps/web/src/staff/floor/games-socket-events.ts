import { registerSocketHandler } from '../../lib/socket';
import { storeStaffGame } from './games-queries';

/** The floor's game lists pushed (floor_game_updated), applied for the life of the console's socket. */
export function registerStaffGamesSocketEvents(): () => void {
  return registerSocketHandler('floor_game_updated', ({ game, asOf }, queryClient) =>
    storeStaffGame(queryClient, game, asOf),
  );
}
