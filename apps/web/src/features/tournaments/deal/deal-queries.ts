import { tournamentDealsContract } from '@club/shared/contracts/tournament-deals';
import type { TournamentDeal } from '@club/shared/tournament-deals';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { registerSocketHandler } from '../../../lib/socket';
import { noteDeal } from './deal-offer';

export const dealKey = (tournamentId: number) => ['tournaments', tournamentId, 'deal'] as const;

/** The deal this player is in at this tournament (none: null), kept by the `tournament_deal` push. */
export const usePlayerDeal = (tournamentId: number) =>
  useQuery({
    queryKey: dealKey(tournamentId),
    queryFn: () => callApi(tournamentDealsContract.getTournamentsByIdDeal, { params: { id: tournamentId } }),
  });

/** A newer deal replaces the one held (a proposal withdraws the one before it). */
export function storePlayerDeal(queryClient: QueryClient, deal: TournamentDeal) {
  queryClient.setQueryData<{ deal: TournamentDeal | null }>(dealKey(deal.tournamentId), (held) =>
    held?.deal && held.deal.id > deal.id ? held : { deal },
  );
}

export function useAnswerDeal(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') =>
      callApi(
        answer === 'accept'
          ? tournamentDealsContract.postTournamentsByIdDealAccept
          : tournamentDealsContract.postTournamentsByIdDealDecline,
        { params: { id: tournamentId } },
      ),
    onSuccess: (deal) => storePlayerDeal(queryClient, deal),
  });
}

/** Pushed to the player's own room: a deal proposed, answered by another player, or decided. */
export const registerDealSocketEvents = () =>
  registerSocketHandler('tournament_deal', (deal, queryClient) => {
    storePlayerDeal(queryClient, deal);
    noteDeal(deal);
  });
