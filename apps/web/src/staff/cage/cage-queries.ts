import { cageContract } from '@club/shared/contracts/cage';
import { staffContract } from '@club/shared/contracts/staff';
import { tablesContract } from '@club/shared/contracts/tables';
import { tournamentPrizesContract } from '@club/shared/contracts/tournament-prizes';
import { tournamentsContract } from '@club/shared/contracts/tournaments';
import { walletContract } from '@club/shared/contracts/wallet';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { handleStaffAuthError } from '../staff-session';

// Every cage query key starts with 'staff' (dropped when the session ends) then 'cage'.
export const CAGE_KEYS = {
  shift: ['staff', 'cage', 'shift'] as const,
  pending: ['staff', 'cage', 'pending'] as const,
  pendingPrizes: ['staff', 'cage', 'pending-prizes'] as const,
  releasedSeats: ['staff', 'cage', 'released-seats'] as const,
  unpaidBuyIns: ['staff', 'cage', 'unpaid-buy-ins'] as const,
  awaitingSignOff: ['staff', 'cage', 'awaiting-sign-off'] as const,
  creditRequests: ['staff', 'cage', 'credit-requests'] as const,
  creditOutstanding: ['staff', 'cage', 'credit-outstanding'] as const,
  vipRedemptions: ['staff', 'cage', 'vip-redemptions'] as const,
  search: (text: string) => ['staff', 'cage', 'search', text] as const,
  balance: (playerId: number) => ['staff', 'cage', 'player', playerId, 'balance'] as const,
  transactions: (playerId: number) => ['staff', 'cage', 'player', playerId, 'transactions'] as const,
  seats: (playerId: number) => ['staff', 'cage', 'player', playerId, 'seats'] as const,
  player: (playerId: number) => ['staff', 'cage', 'player', playerId] as const,
  playerCreditRequests: (playerId: number) => ['staff', 'cage', 'player', playerId, 'credit-requests'] as const,
  log: (filter: object) => ['staff', 'cage', 'log', filter] as const,
  shiftReport: (shiftId: number) => ['staff', 'cage', 'shift-report', shiftId] as const,
};

/** Only while the socket is down: pushes keep the cage current otherwise. */
const CAGE_FALLBACK_POLL_MS = 15_000;

/** A console read: a 401 takes the console back to sign-in. */
export function useStaffQuery<T>(key: readonly unknown[], read: () => Promise<T>, enabled = true) {
  const queryClient = useQueryClient();
  const refetchInterval = useFallbackRefetchInterval(CAGE_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: key,
    enabled,
    refetchInterval,
    queryFn: async () => {
      try {
        return await read();
      } catch (error) {
        handleStaffAuthError(queryClient, error);
        throw error;
      }
    },
  });
}

export const useCurrentShift = () =>
  useStaffQuery(CAGE_KEYS.shift, async () => (await callApi(cageContract.getStaffCageShiftsCurrent)).shift);

export const usePendingOperations = () =>
  useStaffQuery(CAGE_KEYS.pending, () => callApi(cageContract.getStaffCagePending));

/** Tournament prizes and bounties held for four-eyes (issue 38, item 8); live through `tournament_prizes_changed`. */
export const usePendingPrizes = () =>
  useStaffQuery(CAGE_KEYS.pendingPrizes, () => callApi(tournamentPrizesContract.getStaffTournamentsPrizesPending));

export const useReleasedSeats = () =>
  useStaffQuery(CAGE_KEYS.releasedSeats, () => callApi(tablesContract.getStaffSeatsPendingCashOuts));

export const useUnpaidBuyIns = () =>
  useStaffQuery(CAGE_KEYS.unpaidBuyIns, () => callApi(tablesContract.getStaffSeatsUnpaidBuyIns));

export const useShiftsAwaitingSignOff = (enabled: boolean) =>
  useStaffQuery(
    CAGE_KEYS.awaitingSignOff,
    async () =>
      (await callApi(cageContract.getStaffCageShifts, { query: {} })).filter((s) => s.status === 'awaiting_sign_off'),
    enabled,
  );

export const usePlayerSearch = (text: string) =>
  useStaffQuery(
    CAGE_KEYS.search(text),
    () => callApi(staffContract.getStaffPlayers, { query: { search: text } }),
    text.length >= 2,
  );

export const usePlayerCreditRequests = (playerId: number) =>
  useStaffQuery(CAGE_KEYS.playerCreditRequests(playerId), () =>
    callApi(walletContract.getCreditRequestsByPlayerId, { params: { playerId } }),
  );

export const usePlayerBalance = (playerId: number) =>
  useStaffQuery(CAGE_KEYS.balance(playerId), () =>
    callApi(walletContract.getBalanceByPlayerId, { params: { playerId } }),
  );

export const usePlayerTransactions = (playerId: number) =>
  useStaffQuery(CAGE_KEYS.transactions(playerId), () =>
    callApi(cageContract.getStaffWalletTransactions, { query: { playerId, pageSize: 10 } }),
  );

export const usePlayerSeats = (playerId: number) =>
  useStaffQuery(CAGE_KEYS.seats(playerId), () =>
    callApi(tablesContract.getTableSeatsByPlayerId, { params: { playerId } }),
  );

/** After any money change: the cage's lists and that player's card read again (pushes also do this). */
export function refreshCage(queryClient: QueryClient, playerId?: number) {
  void queryClient.invalidateQueries({
    queryKey: ['staff', 'cage'],
    exact: false,
    predicate: (q) => {
      const [, , kind, id] = q.queryKey as unknown[];
      return kind !== 'player' || playerId === undefined || id === playerId;
    },
  });
}

/** A cage action: a 401 ends the session; on success the cage reads again. */
export function useCageMutation<I, O>(run: (input: I) => Promise<O>, playerIdOf?: (input: I) => number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onError: (error) => handleStaffAuthError(queryClient, error),
    onSuccess: (_answer, input) => refreshCage(queryClient, playerIdOf?.(input)),
  });
}

/** The tournaments the cage sells entries to and pays prizes of (one read for both panels). */
export const useCageTournaments = () =>
  useStaffQuery(['staff', 'cage', 'tournaments'], () => callApi(tournamentsContract.getStaffTournaments));
