import { tableMovesContract } from '@club/shared/contracts/table-moves';
import type { ChangeRequest, ChangeRequestKind } from '@club/shared/table-moves';
import { TABLES_FALLBACK_POLL_MS } from '@club/shared/tables';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useFallbackRefetchInterval } from '../../lib/connection-status';

// The player's own table or seat change request (decision 142).
export const myChangeRequestKey = (playerId: number) => ['seat-change-request', playerId] as const;

export function useMyChangeRequest(playerId: number) {
  const refetchInterval = useFallbackRefetchInterval(TABLES_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: myChangeRequestKey(playerId),
    queryFn: async () => (await callApi(tableMovesContract.getSeatChangeRequest)).request,
    refetchInterval,
  });
}

/** A push or an answer: the request as it is now (null: none waiting). */
export function storeMyChangeRequest(queryClient: QueryClient, playerId: number, request: ChangeRequest | null) {
  queryClient.setQueryData(myChangeRequestKey(playerId), request);
}

export function useAskChange(playerId: number, seatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: ChangeRequestKind) =>
      callApi(tableMovesContract.postSeatsBySeatIdChangeRequest, { params: { seatId }, body: { kind } }),
    onSuccess: (request) => storeMyChangeRequest(queryClient, playerId, request),
  });
}

export function useCancelChange(playerId: number, seatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(tableMovesContract.deleteSeatsBySeatIdChangeRequest, { params: { seatId } }),
    onSuccess: () => storeMyChangeRequest(queryClient, playerId, null),
  });
}
