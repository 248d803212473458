import { registerSocketHandler } from '../../lib/socket';
import { applyAvailableMenu, dropTournament, rereadTournamentEntries, storeTournament } from './content-queries';
import { rereadAds, rereadOffers } from './promo-queries';

/** The menu's availability, the tournaments, the offers and the ads, live in the Content section for the life of the socket. */
export function registerContentSocketEvents(): () => void {
  const stops = [
    registerSocketHandler('menu-updated', ({ items }, queryClient) => applyAvailableMenu(queryClient, items)),
    registerSocketHandler('tournament_updated', (tournament, queryClient) => storeTournament(queryClient, tournament)),
    registerSocketHandler('tournament_entries_changed', ({ id }, queryClient) =>
      rereadTournamentEntries(queryClient, id),
    ),
    registerSocketHandler('tournament_removed', ({ id }, queryClient) => dropTournament(queryClient, id)),
    registerSocketHandler('offers_updated', (_offer, queryClient) => rereadOffers(queryClient)),
    registerSocketHandler('ads-updated', (_ads, queryClient) => rereadAds(queryClient)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
