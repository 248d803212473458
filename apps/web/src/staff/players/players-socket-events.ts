import { registerSocketHandler } from '../../lib/socket';
import { KYC_QUEUE_KEY } from '../kyc/kyc-queries';
import { storeBar, storeNote } from './players-queries';

/**
 * The directory's pushes, applied whatever screen is open: a bar set or lifted changes every list that
 * holds the player (the cage's search too) and the profile, and the KYC desk's queue reads again; a note written
 * by anyone goes into the player's profile.
 */
export function registerPlayersSocketEvents(): () => void {
  const stops = [
    registerSocketHandler('player_bar_updated', ({ playerId, bar }, queryClient) => {
      storeBar(queryClient, playerId, bar);
      // The KYC desk's queue carries the flag too: it reads again (the floor gets its tables pushed).
      void queryClient.invalidateQueries({ queryKey: KYC_QUEUE_KEY });
    }),
    registerSocketHandler('player_note_added', (note, queryClient) => storeNote(queryClient, note)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
