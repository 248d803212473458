import { tournamentPrizesContract } from '@club/shared/contracts/tournament-prizes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { registerSocketHandler } from '../../../lib/socket';

const resultsKey = (playerId: number) => ['tournament-results', playerId] as const;

/** The player's own tournament results (place, prize, date), newest first. */
export const useTournamentResults = (playerId: number) =>
  useQuery({
    queryKey: resultsKey(playerId),
    queryFn: () => callApi(tournamentPrizesContract.getPlayerByPlayerIdTournamentResults, { params: { playerId } }),
  });

/** A prize paid to the balance or a bust (the player's entry pushed): the results read again. */
export function registerResultsSocketEvents(): () => void {
  const stopBalance = registerSocketHandler('balance_updated', ({ playerId, transactions }, queryClient) => {
    if (transactions.some((t) => t.type === 'tournament_prize')) {
      void queryClient.invalidateQueries({ queryKey: resultsKey(playerId) });
    }
  });
  const stopEntry = registerSocketHandler('tournament_my_entry', (_mine, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: ['tournament-results'] });
  });
  return () => {
    stopBalance();
    stopEntry();
  };
}
