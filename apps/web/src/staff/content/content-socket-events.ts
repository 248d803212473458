import { registerSocketHandler } from '../../lib/socket';
import { applyAvailableMenu, dropTournament, storeTournament } from './content-queries';

/** The menu's availability and the tournaments, live in the Content section for the life of the socket. */
export function registerContentSocketEvents(): () => void {
  const stops = [
    registerSocketHandler('menu-updated', ({ items }, queryClient) => applyAvailableMenu(queryClient, items)),
    registerSocketHandler('tournament_updated', (tournament, queryClient) => storeTournament(queryClient, tournament)),
    registerSocketHandler('tournament_removed', ({ id }, queryClient) => dropTournament(queryClient, id)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
