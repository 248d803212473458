import { registerSocketHandler } from '../../lib/socket';
import { storeBar, storeNote } from './players-queries';

/**
 * The directory's pushes, applied whatever screen is open: a bar set or lifted changes every list that
 * holds the player (the cage's search too, so its card's flag follows) and the profile; a note written
 * by anyone goes into the player's profile.
 */
export function registerPlayersSocketEvents(): () => void {
  const stops = [
    registerSocketHandler('player_bar_updated', ({ playerId, bar }, queryClient) =>
      storeBar(queryClient, playerId, bar),
    ),
    registerSocketHandler('player_note_added', (note, queryClient) => storeNote(queryClient, note)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
