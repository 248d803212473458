import {
  interestResponseSchema,
  type PlayerTournament,
  registerTournamentResponseSchema,
  TOURNAMENTS_FALLBACK_POLL_MS,
  type Tournament,
  tournamentListSchema,
} from '@club/shared/tournaments';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../app/socket-provider';
import { apiRequest } from '../../lib/api';
import { useCurrentUser } from '../accounts/current-user-query';

export const TOURNAMENTS_KEY = ['tournaments'] as const;

export function useTournaments() {
  const refetchInterval = useFallbackRefetchInterval(TOURNAMENTS_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: TOURNAMENTS_KEY,
    queryFn: () => apiRequest('/api/tournaments', { schema: tournamentListSchema }),
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
      apiRequest('/api/tournaments/register', {
        method: 'POST',
        // The spec's payload; the server trusts only the session, so these fields are informative.
        body: {
          tournamentId,
          playerId: player?.id,
          playerName: player ? `${player.firstName} ${player.lastName}` : undefined,
          email: player?.email,
        },
        schema: registerTournamentResponseSchema,
      }),
    onSuccess: ({ tournament }) => storeTournament(queryClient, tournament),
  });
}

export function useRegisterInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tournamentId: number) =>
      apiRequest(`/api/tournaments/${tournamentId}/interest`, { method: 'POST', schema: interestResponseSchema }),
    onSuccess: ({ tournament }) => storeTournament(queryClient, tournament),
  });
}
