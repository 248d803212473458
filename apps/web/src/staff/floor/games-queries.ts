import { floorContract } from '@club/shared/contracts/floor';
import { gamesContract } from '@club/shared/contracts/games';
import type { CreateGameRequest, StaffGame } from '@club/shared/games';
import type { StaffListEntryRequest } from '@club/shared/guests';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { handleStaffAuthError } from '../staff-session';

// The floor's game lists and interest lists (issue 16, decision 063).
export const STAFF_GAMES_KEY = ['staff', 'games'] as const;
const GAMES_FALLBACK_POLL_MS = 15_000;

export interface StaffGamesCache {
  games: StaffGame[];
  asOf: Record<number, string>;
}

export function useStaffGames() {
  const queryClient = useQueryClient();
  const refetchInterval = useFallbackRefetchInterval(GAMES_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: STAFF_GAMES_KEY,
    queryFn: async (): Promise<StaffGamesCache> => {
      const asOf = new Date().toISOString();
      try {
        const games = await callApi(gamesContract.getStaffGames);
        return { games, asOf: Object.fromEntries(games.map((game) => [game.id, asOf])) };
      } catch (error) {
        handleStaffAuthError(queryClient, error);
        throw error;
      }
    },
    refetchInterval,
  });
}

const byName = (a: StaffGame, b: StaffGame) => a.name.localeCompare(b.name) || a.id - b.id;

/** One game's list as pushed: replaced, added, or dropped once retired, unless the cache holds a newer read. */
export function storeStaffGame(queryClient: QueryClient, game: StaffGame, asOf: string) {
  queryClient.setQueryData<StaffGamesCache>(STAFF_GAMES_KEY, (cache) => {
    if (!cache) return cache;
    const held = cache.asOf[game.id];
    if (held && Date.parse(held) > Date.parse(asOf)) return cache;
    const rest = cache.games.filter((g) => g.id !== game.id);
    const games = game.status === 'active' ? [...rest, game].sort(byName) : rest;
    return { games, asOf: { ...cache.asOf, [game.id]: asOf } };
  });
}

function useStaffMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onError: (error) => void handleStaffAuthError(queryClient, error) });
}

/** "Open a table": a table of the game, with its blinds and buy-ins, active at once. */
export function useOpenGameTable() {
  return useStaffMutation((input: { gameId: number; name: string; maxPlayers: number }) =>
    callApi(gamesContract.postStaffGamesByGameIdTables, {
      params: { gameId: input.gameId },
      body: { name: input.name, maxPlayers: input.maxPlayers },
    }),
  );
}

/** "Add to list" (issue 31): a player or a guest on a game's list; the list itself arrives by push. */
export function useAddToList() {
  return useStaffMutation((input: { gameId: number; body: StaffListEntryRequest }) =>
    callApi(gamesContract.postStaffGamesByGameIdWaitlist, { params: { gameId: input.gameId }, body: input.body }),
  );
}

/** "Link account": a guest's entry becomes the player's (decision 131); the list arrives by push. */
export function useLinkGuestEntry() {
  return useStaffMutation((input: { entryId: number; playerId: number }) =>
    callApi(floorContract.postStaffWaitlistByEntryIdLink, {
      params: { entryId: input.entryId },
      body: { playerId: input.playerId },
    }),
  );
}

export function useCreateGame() {
  return useStaffMutation((body: CreateGameRequest) => callApi(gamesContract.postStaffGames, { body }));
}
