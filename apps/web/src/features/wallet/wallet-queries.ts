import { walletContract } from '@club/shared/contracts/wallet';
import { BALANCE_FALLBACK_POLL_MS, type CreditRequestCreate } from '@club/shared/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { callApi } from '../../lib/api';

export const WALLET_KEY = ['wallet'] as const;
export const balanceKey = (playerId: number) => [...WALLET_KEY, 'balance', playerId] as const;
const transactionsKey = (playerId: number, limit: number) => [...WALLET_KEY, 'transactions', playerId, limit] as const;
export const creditRequestsKey = (playerId: number) => [...WALLET_KEY, 'credit-requests', playerId] as const;

const isValidPlayerId = (playerId: number | undefined): playerId is number =>
  typeof playerId === 'number' && Number.isInteger(playerId) && playerId > 0;

/** The balance; pushed by balance_updated, polled only while the socket is down. */
export function useBalance(playerId: number | undefined) {
  const refetchInterval = useFallbackRefetchInterval(BALANCE_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: balanceKey(playerId ?? 0),
    queryFn: () => callApi(walletContract.getBalanceByPlayerId, { params: { playerId: playerId ?? 0 } }),
    enabled: isValidPlayerId(playerId),
    refetchInterval,
  });
}

/** The newest `limit` ledger rows; balance_updated prepends new rows to every cached list. */
export function useTransactions(playerId: number | undefined, limit: number) {
  const refetchInterval = useFallbackRefetchInterval(BALANCE_FALLBACK_POLL_MS * 2);
  return useQuery({
    queryKey: transactionsKey(playerId ?? 0, limit),
    queryFn: () =>
      callApi(walletContract.getPlayerByPlayerIdTransactions, {
        params: { playerId: playerId ?? 0 },
        query: { limit },
      }),
    enabled: isValidPlayerId(playerId),
    refetchInterval,
  });
}

export function useCreditRequests(playerId: number | undefined) {
  return useQuery({
    queryKey: creditRequestsKey(playerId ?? 0),
    queryFn: () => callApi(walletContract.getCreditRequestsByPlayerId, { params: { playerId: playerId ?? 0 } }),
    enabled: isValidPlayerId(playerId),
  });
}

export function useSubmitCreditRequest(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreditRequestCreate, 'playerId'>) =>
      callApi(walletContract.postCreditRequests, { body: { ...body, playerId } }),
    onSuccess: (created) => {
      queryClient.setQueryData(creditRequestsKey(playerId), (list: unknown) => [
        created,
        ...((list as (typeof created)[] | undefined) ?? []).filter((r) => r.id !== created.id),
      ]);
    },
  });
}

export { isValidPlayerId };
