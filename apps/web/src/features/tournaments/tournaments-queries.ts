import { tournamentsContract } from '@club/shared/contracts/tournaments';
import { type PlayerTournament, TOURNAMENTS_FALLBACK_POLL_MS, type Tournament } from '@club/shared/tournaments';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { callApi } from '../../lib/api';
import { useCurrentUser } from '../accounts/current-user-query';

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

export function useRegisterForTournament() {
  const queryClient = useQueryClient();
  const player = useCurrentUser().data?.player;
  return useMutation({
    mutationFn: (tournamentId: number) =>
      callApi(tournamentsContract.postTournamentsRegister, {
        // The spec's payload; the server trusts only the session, so these fields are informative.
        body: {
          tournamentId,
          playerId: player?.id,
          playerName: player ? `${player.firstName} ${player.lastName}` : undefined,
          email: player?.email,
        },
      }),
    onSuccess: ({ tournament }) => storeTournament(queryClient, tournament),
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
