import { registerSocketHandler } from '../../lib/socket';
import { storeGameEntries, storeGameSummary } from './games-queries';

/** How game-list events change the cache, whatever screen is open (decision 063; no polling while connected). */
export function registerGamesSocketEvents(playerId: number): () => void {
  // Two fan-outs can cross on the way: entries read earlier never replace later ones.
  let entriesAsOf = Number.NEGATIVE_INFINITY;
  const stops = [
    registerSocketHandler('game_updated', (summary, queryClient) => storeGameSummary(queryClient, summary)),
    registerSocketHandler('lobby_updated', ({ games }, queryClient) => {
      for (const summary of games) storeGameSummary(queryClient, summary);
    }),
    registerSocketHandler('game_entries_updated', (event, queryClient) => {
      if (event.playerId !== playerId || Date.parse(event.asOf) < entriesAsOf) return;
      entriesAsOf = Date.parse(event.asOf);
      storeGameEntries(queryClient, event.entries);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
