import { foodContract } from '@club/shared/contracts/food';
import { tournamentsContract } from '@club/shared/contracts/tournaments';
import type { MenuItem } from '@club/shared/food';
import type { Tournament } from '@club/shared/tournaments';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useConsoleQuery } from '../console-query';
import { handleStaffAuthError } from '../staff-session';

// Every content query key starts with 'staff' (dropped when the session ends) then 'content'.
export const CONTENT_KEYS = {
  menu: ['staff', 'content', 'menu'] as const,
  tournaments: ['staff', 'content', 'tournaments'] as const,
  tournamentEntries: (id: number) => ['staff', 'content', 'tournament-entries', id] as const,
};

/** The whole menu, sold-out items included. */
export const useStaffMenu = () =>
  useConsoleQuery(CONTENT_KEYS.menu, () => callApi(foodContract.getStaffFoodBeverageItems));

/** Every tournament, any status. */
export const useStaffTournaments = () =>
  useConsoleQuery(CONTENT_KEYS.tournaments, () => callApi(tournamentsContract.getStaffTournaments));

/** One tournament's registered and interested players. */
export const useTournamentEntries = (id: number) =>
  useConsoleQuery(CONTENT_KEYS.tournamentEntries(id), () =>
    callApi(tournamentsContract.getStaffTournamentsByIdEntries, { params: { id } }),
  );

/** A player registered or showed interest: an open Players dialog reads the lists again. */
export function rereadTournamentEntries(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: CONTENT_KEYS.tournamentEntries(id) });
}

/**
 * menu-updated carries the available items only: those replace what the console holds, a held item that
 * is missing became unavailable (sold out, or removed: then the menu is read again to know which).
 */
export function applyAvailableMenu(queryClient: QueryClient, available: MenuItem[]) {
  const held = queryClient.getQueryData<MenuItem[]>(CONTENT_KEYS.menu);
  if (!held) return;
  const byId = new Map(available.map((item) => [item.id, item]));
  const vanished = held.some((item) => item.is_available && !byId.has(item.id));
  const next = held.map((item) => byId.get(item.id) ?? { ...item, is_available: false });
  for (const item of available) if (!held.some((h) => h.id === item.id)) next.push(item);
  queryClient.setQueryData<MenuItem[]>(CONTENT_KEYS.menu, next);
  if (vanished) void queryClient.invalidateQueries({ queryKey: CONTENT_KEYS.menu });
}

export function storeMenuItem(queryClient: QueryClient, item: MenuItem) {
  queryClient.setQueryData<MenuItem[]>(CONTENT_KEYS.menu, (items) =>
    items?.some((i) => i.id === item.id) ? items.map((i) => (i.id === item.id ? item : i)) : items && [...items, item],
  );
}

/** A push or an answer: the tournament as the server holds it now (registration count included). */
export function storeTournament(queryClient: QueryClient, tournament: Tournament) {
  queryClient.setQueryData<Tournament[]>(CONTENT_KEYS.tournaments, (list) => {
    if (!list) return list;
    return list.some((t) => t.id === tournament.id)
      ? list.map((t) => (t.id === tournament.id ? tournament : t))
      : [...list, tournament];
  });
}

export function dropTournament(queryClient: QueryClient, id: number) {
  queryClient.setQueryData<Tournament[]>(CONTENT_KEYS.tournaments, (list) => list?.filter((t) => t.id !== id));
}

/** A content action: a 401 ends the session; the answer goes to the cache at once. */
export function useContentMutation<I, O>(
  run: (input: I) => Promise<O>,
  store: (client: QueryClient, answer: O) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onError: (error) => handleStaffAuthError(queryClient, error),
    onSuccess: (answer) => store(queryClient, answer),
  });
}
