import { tableMovesContract } from '@club/shared/contracts/table-moves';
import { tablesContract } from '@club/shared/contracts/tables';
import type { FloorMoves } from '@club/shared/table-moves';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { registerSocketHandler } from '../../lib/socket';
import { handleStaffAuthError } from '../staff-session';

// The floor's must-moves and change requests (decision 142): offers, requests, protected tables.
export const FLOOR_MOVES_KEY = ['staff', 'table-moves'] as const;
const MOVES_FALLBACK_POLL_MS = 15_000;

export function useFloorMoves() {
  const queryClient = useQueryClient();
  const refetchInterval = useFallbackRefetchInterval(MOVES_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: FLOOR_MOVES_KEY,
    queryFn: async () => {
      try {
        return await callApi(tableMovesContract.getStaffTableMoves);
      } catch (error) {
        handleStaffAuthError(queryClient, error);
        throw error;
      }
    },
    refetchInterval,
  });
}

/** Applies a read of the moves unless the cache holds a newer one (the server stamps each read). */
export function storeFloorMoves(queryClient: QueryClient, moves: FloorMoves) {
  queryClient.setQueryData<FloorMoves>(FLOOR_MOVES_KEY, (held) =>
    held && Date.parse(held.asOf) > Date.parse(moves.asOf) ? held : moves,
  );
}

/** floor_moves_updated, applied for the life of the console's socket (any staff screen). */
export function registerMovesSocketEvents(): () => void {
  return registerSocketHandler('floor_moves_updated', (moves, queryClient) => storeFloorMoves(queryClient, moves));
}

function useMovesMutation<I, O>(run: (input: I) => Promise<O>, store?: (client: QueryClient, answer: O) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => store?.(queryClient, answer),
    onError: (error) => handleStaffAuthError(queryClient, error),
  });
}

export const useConfirmMove = () =>
  useMovesMutation((input: { seatId: number; tableId: number; seatNumber: number }) =>
    callApi(tableMovesContract.postStaffTableMovesConfirm, { body: input }),
  );

export const useSetMustMove = () =>
  useMovesMutation(
    (input: { mainTableId: string; mustMoveTableIds: number[] }) =>
      callApi(tablesContract.putStaffTablesByTableIdMustMove, {
        params: { tableId: input.mainTableId },
        body: { mustMoveTableIds: input.mustMoveTableIds },
      }),
    storeFloorMoves,
  );

export const useCancelChangeRequest = () =>
  useMovesMutation((requestId: number) =>
    callApi(tableMovesContract.deleteStaffChangeRequestsByRequestId, { params: { requestId } }),
  );

export const useAddChangeRequest = () =>
  useMovesMutation((input: { seatId: number; kind: 'table' | 'seat' }) =>
    callApi(tableMovesContract.postStaffSeatsBySeatIdChangeRequest, {
      params: { seatId: input.seatId },
      body: { kind: input.kind },
    }),
  );
