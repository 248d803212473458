import { checkInContract } from '@club/shared/contracts/check-in';
import { floorContract } from '@club/shared/contracts/floor';
import { pagingContract } from '@club/shared/contracts/paging';
import { tablesContract } from '@club/shared/contracts/tables';
import type { FloorTable } from '@club/shared/floor';
import { sortByTableName } from '@club/shared/table-order';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../lib/api';
import { useFallbackRefetchInterval, useSocketStatus } from '../../lib/connection-status';
import { handleStaffAuthError } from '../staff-session';

export const FLOOR_KEY = ['staff', 'floor'] as const;
/** Only while the socket is down (DESIGN.md section 6): pushes keep the floor current otherwise. */
const FLOOR_FALLBACK_POLL_MS = 15_000;

/** The floor as cached: each table with the server time it was read at (pushes older than it are dropped). */
export interface FloorCache {
  tables: FloorTable[];
  asOf: Record<string, string>;
}

export function useFloor() {
  const queryClient = useQueryClient();
  const refetchInterval = useFallbackRefetchInterval(FLOOR_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: FLOOR_KEY,
    queryFn: async (): Promise<FloorCache> => {
      try {
        const floor = await callApi(floorContract.getStaffFloor);
        return { tables: floor.tables, asOf: Object.fromEntries(floor.tables.map((t) => [t.id, floor.asOf])) };
      } catch (error) {
        handleStaffAuthError(queryClient, error);
        throw error;
      }
    },
    refetchInterval,
  });
}

/** Applies one table's floor, unless the cache already holds a newer read of it. */
export function storeFloorTable(queryClient: QueryClient, table: FloorTable, asOf: string) {
  queryClient.setQueryData<FloorCache>(FLOOR_KEY, (floor) => {
    if (!floor) return floor;
    const held = floor.asOf[table.id];
    if (held && Date.parse(held) > Date.parse(asOf)) return floor;
    const exists = floor.tables.some((t) => t.id === table.id);
    const tables = exists
      ? floor.tables.map((t) => (t.id === table.id ? table : t))
      : sortByTableName([...floor.tables, table]);
    return { tables, asOf: { ...floor.asOf, [table.id]: asOf } };
  });
}

/**
 * Applies the table an action answered with (it carries no server time): replaced under the version the console
 * holds, never stamped with the browser's clock. A browser clock ahead of the server's would make every push of
 * that table look older, and be dropped, for as long as the clock is ahead (issue 27 item 2: a request pushed
 * meanwhile never showed, or one shown was replaced by the stale answer). The action's own push follows.
 */
export function storeAnsweredTable(queryClient: QueryClient, table: FloorTable) {
  const held = queryClient.getQueryData<FloorCache>(FLOOR_KEY)?.asOf[table.id];
  if (held) storeFloorTable(queryClient, table, held);
}

/** Every floor action: on success the answer's table (when it has one) is stored; pushes do the rest. */
function useFloorMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onError: (error) => handleStaffAuthError(queryClient, error),
  });
}

export const useSeatPlayer = () =>
  useFloorMutation(
    (input: { tableId: string; playerId?: number; guestId?: number; seatNumber: number; buyIn: string }) =>
      callApi(tablesContract.postStaffTablesByTableIdSeat, {
        params: { tableId: input.tableId },
        body: {
          playerId: input.playerId,
          guestId: input.guestId,
          seatNumber: input.seatNumber,
          buyIn: input.buyIn,
        },
      }),
  );

export const useMoveSeat = () =>
  useFloorMutation((input: { seatId: number; tableId: string; seatNumber: number; note?: string }) =>
    callApi(floorContract.postStaffSeatsBySeatIdMove, {
      params: { seatId: input.seatId },
      body: { tableId: input.tableId, seatNumber: input.seatNumber, note: input.note || null },
    }),
  );

export const useReleaseSeat = () =>
  useFloorMutation((input: { seatId: number; note: string }) =>
    callApi(floorContract.postStaffSeatsBySeatIdRelease, {
      params: { seatId: input.seatId },
      body: { note: input.note },
    }),
  );

export const useAcknowledgeRequest = () =>
  useFloorMutation((input: { seatId: number; kind: 'call_time' | 'cash_out' }) =>
    callApi(floorContract.postStaffSeatsBySeatIdAcknowledge, {
      params: { seatId: input.seatId },
      body: { kind: input.kind },
    }),
  );

export const useRemoveWaitlistEntry = () =>
  useFloorMutation((input: { entryId: number; reason: string }) =>
    callApi(floorContract.deleteStaffWaitlistByEntryId, {
      params: { entryId: input.entryId },
      body: { reason: input.reason },
    }),
  );

/** Pages a waiting player at the entry's own table: the hold and the player's answer come back by push. */
export const usePageEntry = () =>
  useFloorMutation((input: { entryId: number; tableId?: number; reason?: string }) =>
    callApi(pagingContract.postStaffWaitlistByEntryIdPage, {
      params: { entryId: input.entryId },
      // The table the entry shows beside: a game-list entry may prefer none (decision 063). A reason when the
      // entry is not the next to page (issue 27 item 5).
      body: {
        ...(input.tableId === undefined ? {} : { tableId: input.tableId }),
        ...(input.reason ? { reason: input.reason } : {}),
      },
    }),
  );

/** 'Arrived': the player's remote entries count as in the room (decision 064); the floor hears it by push. */
export const useCheckInEntry = () =>
  useFloorMutation((input: { entryId: number }) =>
    callApi(checkInContract.postStaffWaitlistByEntryIdCheckIn, { params: { entryId: input.entryId } }),
  );

/** Moves an entry to a position of its list with a reason, or to the end (reason optional). */
export const useReorderEntry = () =>
  useFloorMutation((input: { entryId: number; position: number | 'end'; reason: string }) =>
    input.position === 'end'
      ? callApi(checkInContract.postStaffWaitlistByEntryIdMoveToEnd, {
          params: { entryId: input.entryId },
          body: input.reason ? { reason: input.reason } : {},
        })
      : callApi(checkInContract.postStaffWaitlistByEntryIdReorder, {
          params: { entryId: input.entryId },
          body: { position: input.position, reason: input.reason },
        }),
  );

export const CHECK_IN_CODE_KEY = ['staff', 'check-in-code'] as const;

/**
 * The room's current check-in code for the desk. The server sends the new one when it changes
 * (check_in_code_changed); only while the socket is down does the desk read it again at changesAt.
 */
export function useCheckInCode() {
  const queryClient = useQueryClient();
  const { isConnected } = useSocketStatus();
  const code = useQuery({
    queryKey: CHECK_IN_CODE_KEY,
    queryFn: async () => {
      try {
        return await callApi(checkInContract.getStaffCheckInCode);
      } catch (error) {
        handleStaffAuthError(queryClient, error);
        throw error;
      }
    },
    refetchOnWindowFocus: true,
  });
  const changesAt = code.data?.changesAt;
  useEffect(() => {
    if (!changesAt || isConnected) return;
    const wait = Math.max(0, Date.parse(changesAt) - Date.now()) + 500;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: CHECK_IN_CODE_KEY }), wait);
    return () => clearTimeout(timer);
  }, [changesAt, queryClient, isConnected]);
  return code;
}
