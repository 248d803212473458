import { tournamentsContract } from '@club/shared/contracts/tournaments';
import { type PlayerTournament, TOURNAMENTS_FALLBACK_POLL_MS, type Tournament } from '@club/shared/tournaments';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { callApi } from '../../lib/api';
import type { EntryKind, MyTournamentEntry } from '@club/shared/tournament-entries';

const TOURNAMENTS_KEY = ['tournaments'] as const;

export function useTournaments() {
  const refetchInterval = useFallbackRefetchInterval(TOURNAMENTS_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: TOURNAMENTS_KEY,
    queryFn: () => callApi(tournamentsContract.getTournaments),
    refetchInterval,
  });
}

/** Puts one tournament into the cached list; the lobby's copy carries no player flags, so ours are kept. */
export function storeTournament(queryClient: QueryClient, tournament: Tournament | PlayerTournament) {
  queryClient.setQueryData<PlayerTournament[]>(TOURNAMENTS_KEY, (list) => {
    if (!list) return list;
    const index = list.findIndex((entry) => entry.id === tournament.id);
    if (index === -1) {
      const added = { is_registered: false, is_interested: false, ...tournament };
      return [...list, added].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
    }
    return list.map((entry) => (entry.id === tournament.id ? { ...entry, ...tournament } : entry));
  });
}

export function removeTournament(queryClient: QueryClient, id: number) {
  queryClient.setQueryData<PlayerTournament[]>(TOURNAMENTS_KEY, (list) => list?.filter((entry) => entry.id !== id));
}

/** The player's own entry in one tournament (GET /api/tournaments/{id}/me); pushed by tournament_my_entry. */
export const myEntryKey = (id: number) => ['tournament-me', id] as const;

export function useMyEntry(id: number) {
  return useQuery({
    queryKey: myEntryKey(id),
    queryFn: () => callApi(tournamentsContract.getTournamentsByIdMe, { params: { id } }),
  });
}

/** The player's own entry from a push: the card says registered, the page shows the entry. */
export function storeMyEntry(queryClient: QueryClient, mine: MyTournamentEntry) {
  queryClient.setQueryData(myEntryKey(mine.tournamentId), mine);
  queryClient.setQueryData<PlayerTournament[]>(TOURNAMENTS_KEY, (list) =>
    list?.map((entry) =>
      entry.id === mine.tournamentId ? { ...entry, is_registered: mine.status === 'active' } : entry,
    ),
  );
}

/**
 * An entry paid from the cash balance (decision 130). The caller keeps one Idempotency-Key per attempt:
 * a double tap or a retry after a lost answer enters once and charges once.
 */
export function useEnterTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { tournamentId: number; kind: EntryKind; idempotencyKey: string }) =>
      callApi(tournamentsContract.postTournamentsByIdEntries, {
        params: { id: input.tournamentId },
        headers: { 'idempotency-key': input.idempotencyKey },
        body: { kind: input.kind },
      }),
    onSuccess: (_answer, input) => {
      queryClient.setQueryData<PlayerTournament[]>(TOURNAMENTS_KEY, (list) =>
        list?.map((entry) => (entry.id === input.tournamentId ? { ...entry, is_registered: true } : entry)),
      );
      void queryClient.invalidateQueries({ queryKey: myEntryKey(input.tournamentId) });
    },
  });
}

/** Unregister before the start: every entry refunded to the cash balance by linked reversal rows (decision 130). */
export function useUnregister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tournamentId: number) =>
      callApi(tournamentsContract.deleteTournamentsByIdEntries, { params: { id: tournamentId } }),
    onSuccess: (_answer, tournamentId) => {
      queryClient.setQueryData<PlayerTournament[]>(TOURNAMENTS_KEY, (list) =>
        list?.map((entry) => (entry.id === tournamentId ? { ...entry, is_registered: false } : entry)),
      );
      void queryClient.invalidateQueries({ queryKey: myEntryKey(tournamentId) });
    },
  });
}

export function useRegisterInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tournamentId: number) =>
      callApi(tournamentsContract.postTournamentsByIdInterest, { params: { id: tournamentId } }),
    onSuccess: ({ tournament }) => storeTournament(queryClient, tournament),
  });
}

export const tournamentStructureKey = (id: number) => ['tournament-structure', id] as const;

/**
 * A tournament's levels and breaks (the public read). A structure changes rarely and only from the next
 * level on, so it is read once; the page reads it again when a pushed clock no longer matches it.
 */
export function useTournamentStructure(id: number) {
  return useQuery({
    queryKey: tournamentStructureKey(id),
    queryFn: () => callApi(tournamentsContract.getTournamentsByIdStructure, { params: { id } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
