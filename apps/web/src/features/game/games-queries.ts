import { gamesContract } from '@club/shared/contracts/games';
import type { Game, GameEntry, GameSummary, JoinGameListRequest } from '@club/shared/games';
import { TABLES_FALLBACK_POLL_MS } from '@club/shared/tables';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useFallbackRefetchInterval } from '../../lib/connection-status';

// Game lists (issue 16, decision 063): every active game with the player's own entry on its list.
export const GAMES_KEY = ['games'] as const;

export function useGames() {
  const refetchInterval = useFallbackRefetchInterval(TABLES_FALLBACK_POLL_MS);
  return useQuery({ queryKey: GAMES_KEY, queryFn: () => callApi(gamesContract.getGames), refetchInterval });
}

const byName = (a: Game, b: Game) => a.name.localeCompare(b.name) || a.id - b.id;

/** A game's public part (lobby push): replaced, added in name order, or dropped once retired; the entry is kept. */
export function storeGameSummary(queryClient: QueryClient, summary: GameSummary) {
  queryClient.setQueryData<Game[]>(GAMES_KEY, (list) => {
    if (!list) return list;
    const rest = list.filter((game) => game.id !== summary.id);
    if (summary.status !== 'active') return rest;
    const myEntry = list.find((game) => game.id === summary.id)?.myEntry ?? null;
    return [...rest, { ...summary, myEntry }].sort(byName);
  });
}

/** The player's entries (their own push): each game's entry is the pushed one, or none. */
export function storeGameEntries(queryClient: QueryClient, entries: GameEntry[]) {
  queryClient.setQueryData<Game[]>(GAMES_KEY, (list) =>
    list?.map((game) => ({ ...game, myEntry: entries.find((entry) => entry.gameId === game.id) ?? null })),
  );
}

export function useJoinGameList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { gameId: number; body: JoinGameListRequest }) =>
      callApi(gamesContract.postGamesByGameIdWaitlist, { params: { gameId: input.gameId }, body: input.body }),
    onSuccess: (entry) => {
      queryClient.setQueryData<Game[]>(GAMES_KEY, (list) =>
        list?.map((game) => (game.id === entry.gameId ? { ...game, myEntry: entry } : game)),
      );
    },
  });
}

export function useLeaveGameList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: number) => callApi(gamesContract.deleteGamesByGameIdWaitlist, { params: { gameId } }),
    onSuccess: (_answer, gameId) => {
      queryClient.setQueryData<Game[]>(GAMES_KEY, (list) =>
        list?.map((game) => (game.id === gameId ? { ...game, myEntry: null } : game)),
      );
    },
  });
}
