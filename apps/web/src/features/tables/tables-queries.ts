import { sortByTableName } from '@club/shared/table-order';
import { tablesContract } from '@club/shared/contracts/tables';
import { type PokerTable, TABLES_FALLBACK_POLL_MS } from '@club/shared/tables';
import type { JoinWaitlistRequest, SeatRequest } from '@club/shared/waitlist';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { callApi } from '../../lib/api';

export const TABLES_KEY = ['tables'] as const;
export const tableSeatsKey = (tableId: string) => ['tables', tableId, 'seats'] as const;
export const tablePotKey = (tableId: string) => ['tables', tableId, 'pot'] as const;
export const seatRequestsKey = (playerId: number) => ['seat-requests', playerId] as const;
export const playerSeatsKey = (playerId: number) => ['table-seats', playerId] as const;

// Fresh data arrives by socket events; these intervals run only while the socket is down (DESIGN.md 6).
export function useTables() {
  const refetchInterval = useFallbackRefetchInterval(TABLES_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: TABLES_KEY,
    queryFn: () => callApi(tablesContract.getTables),
    refetchInterval,
  });
}

export function useSeatRequests(playerId: number | undefined) {
  const refetchInterval = useFallbackRefetchInterval(TABLES_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: seatRequestsKey(playerId ?? 0),
    queryFn: () => callApi(tablesContract.getSeatRequestsByPlayerId, { params: { playerId: playerId ?? 0 } }),
    enabled: playerId !== undefined,
    refetchInterval,
  });
}

export function usePlayerSeats(playerId: number | undefined) {
  const refetchInterval = useFallbackRefetchInterval(TABLES_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: playerSeatsKey(playerId ?? 0),
    queryFn: () => callApi(tablesContract.getTableSeatsByPlayerId, { params: { playerId: playerId ?? 0 } }),
    enabled: playerId !== undefined,
    refetchInterval,
  });
}

export function useTableSeats(tableId: string) {
  const refetchInterval = useFallbackRefetchInterval(TABLES_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: tableSeatsKey(tableId),
    queryFn: () => callApi(tablesContract.getTablesByTableIdSeats, { params: { tableId } }),
    refetchInterval,
  });
}

export function useTablePot(tableId: string) {
  const refetchInterval = useFallbackRefetchInterval(TABLES_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: tablePotKey(tableId),
    queryFn: () => callApi(tablesContract.getTablesByTableIdPot, { params: { tableId } }),
    refetchInterval,
  });
}

/** Puts one table into the cached lobby list (a new table is added in name order). */
export function storeTable(queryClient: QueryClient, table: PokerTable) {
  queryClient.setQueryData<PokerTable[]>(TABLES_KEY, (list) => {
    if (!list) return list;
    if (!list.some((t) => t.id === table.id)) return sortByTableName([...list, table]);
    return list.map((t) => (t.id === table.id ? table : t));
  });
}

export function useJoinWaitlist(playerId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { table: PokerTable; seatNumber?: number | null; notes?: string | null }) =>
      callApi(tablesContract.postSeatRequests, {
        // The spec's payload; the server trusts only the session's player.
        body: {
          playerId,
          tableId: input.table.id,
          tableName: input.table.name,
          seatNumber: input.seatNumber ?? null,
          notes: input.notes ?? null,
        } satisfies JoinWaitlistRequest,
      }),
    onSuccess: (created) => {
      if (playerId === undefined) return;
      queryClient.setQueryData<SeatRequest[]>(seatRequestsKey(playerId), (list) =>
        list ? [...list.filter((r) => r.id !== created.id), created] : [created],
      );
    },
  });
}

export function useLeaveWaitlist(playerId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tableId: string) =>
      callApi(tablesContract.deleteSeatRequestsByPlayerIdByTableId, { params: { playerId: playerId ?? 0, tableId } }),
    onSuccess: (_answer, tableId) => {
      if (playerId === undefined) return;
      queryClient.setQueryData<SeatRequest[]>(seatRequestsKey(playerId), (list) =>
        list?.filter((r) => !(r.tableId === tableId && r.status === 'waiting')),
      );
    },
  });
}

/** The player changes the preferred seat or notes of their waiting entry; the answer replaces it in the cache. */
export function useUpdateSeatRequest(playerId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { tableId: string; preferredSeat: number | null; notes: string | null }) =>
      callApi(tablesContract.patchSeatRequestsByPlayerIdByTableId, {
        params: { playerId: playerId ?? 0, tableId: input.tableId },
        body: { preferredSeat: input.preferredSeat, notes: input.notes },
      }),
    onSuccess: (updated) => {
      if (playerId === undefined) return;
      queryClient.setQueryData<SeatRequest[]>(seatRequestsKey(playerId), (list) =>
        list?.map((r) => (r.id === updated.id ? updated : r)),
      );
    },
  });
}
