import { stillThere } from '../../db/rows';
import type { UseCaseContext } from '../../use-case';
import { publishFloorTables } from './floor.events';
import { publishSeatRequests, publishWaitlistChange } from './tables.events';
import {
  DEFAULT_SEAT_TURNOVER_MINUTES,
  ETA_HISTORY_SESSIONS,
  MIN_WAIT_ESTIMATE_MINUTES,
  seatedElsewhereMessage,
  TABLE_MESSAGES,
  type TableStatus,
} from '@club/shared/tables';
import type { SeatRequest } from '@club/shared/waitlist';
import { estimateWaitMinutes } from '@club/shared/tables-phase';
import { BARRED_LIST_MESSAGE, isBarInForce } from '@club/shared/player-directory';
import { AppError, notFound } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import {
  findOpenSeatsOfPlayer,
  findRecentSessionMinutes,
  findTable,
  findTablesWithCounts,
  lockJoiningPlayer,
} from './tables.repo';
import { toWaitlistPage } from './paging.mappers';
import {
  findSeatedEntriesOfPlayers,
  findWaitingEntriesOfPlayers,
  insertWaitlistEntry,
  resolveWaitingEntry,
  updateWaitingEntry,
} from './waitlist.repo';

/** Each table's wait estimate as a function of a position, from two queries for all the tables. */
export async function loadEstimators(db: DbOrTx, tableIds: number[]) {
  const [tables, history] = await Promise.all([
    findTablesWithCounts(db, tableIds),
    findRecentSessionMinutes(db, tableIds, ETA_HISTORY_SESSIONS),
  ]);
  const byId = new Map(tables.map((table) => [table.id, table]));
  return (tableId: number, position: number): number | null => {
    const table = byId.get(tableId);
    if (!table) return null;
    return estimateWaitMinutes({
      position,
      freeSeats: Math.max(0, table.maxPlayers - table.currentPlayers),
      occupiedSeats: table.currentPlayers,
      recentSessionMinutes: history.get(tableId) ?? [],
      defaultTurnoverMinutes: DEFAULT_SEAT_TURNOVER_MINUTES,
      minimumMinutes: MIN_WAIT_ESTIMATE_MINUTES,
    });
  };
}

/**
 * The spec's seat requests of several players at once (waiting entries with their derived position,
 * then seats taken from the list): four queries whatever the number of players or tables, so pushing
 * a whole wait-list its new positions costs no more than one player's read.
 */
export async function listSeatRequestsOfPlayers(db: DbOrTx, playerIds: number[]): Promise<Map<number, SeatRequest[]>> {
  const ids = [...new Set(playerIds)];
  const [waiting, seated] = await Promise.all([
    findWaitingEntriesOfPlayers(db, ids),
    findSeatedEntriesOfPlayers(db, ids),
  ]);
  const estimate = await loadEstimators(db, [...new Set(waiting.map(({ table }) => table.id))]);
  const requests = new Map<number, SeatRequest[]>(ids.map((id) => [id, []]));
  for (const { entry, table, pagedTableName } of waiting) {
    requests.get(entry.playerId)?.push({
      ...seatRequestBase(entry.playerId, entry, table),
      seatNumber: entry.preferredSeat,
      status: 'waiting',
      position: entry.position,
      estimatedWaitMinutes: estimate(table.id, entry.position),
      sessionStartTime: null,
      page: toWaitlistPage(entry, pagedTableName),
      misses: entry.pageMisses,
    });
  }
  for (const { entry, table, seat } of seated) {
    requests.get(entry.playerId)?.push({
      ...seatRequestBase(entry.playerId, entry, table),
      seatNumber: seat.seatNumber,
      status: 'seated',
      position: null,
      estimatedWaitMinutes: null,
      sessionStartTime: seat.sessionStartAt.toISOString(),
      page: null,
      misses: entry.pageMisses,
    });
  }
  return requests;
}

/** One player's seat requests. */
export async function listSeatRequests(db: DbOrTx, playerId: number): Promise<SeatRequest[]> {
  return (await listSeatRequestsOfPlayers(db, [playerId])).get(playerId) ?? [];
}

/** What a seat request says of its entry and table, waiting or seated. */
function seatRequestBase(
  playerId: number,
  entry: { id: number; preferredSeat: number | null; notes: string | null; createdAt: Date },
  table: { id: number; name: string; gameType: string; status: TableStatus; gameStartedAt: Date | null },
) {
  return {
    id: entry.id,
    playerId,
    tableId: String(table.id),
    tableName: table.name,
    gameType: table.gameType,
    tableStatus: table.status,
    gameStarted: table.gameStartedAt !== null,
    preferredSeat: entry.preferredSeat,
    notes: entry.notes,
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * Puts the player on a table's wait-list. A player playing at an active table is refused with the spec's
 * message naming it; a second waiting entry for the same table is refused by the unique index
 * waitlist_one_waiting_per_table, so two quick taps cannot make two entries.
 */
export async function joinWaitlist(
  ctx: UseCaseContext,
  input: { playerId: number; tableId: number; preferredSeat: number | null; notes: string | null },
): Promise<SeatRequest> {
  const { db } = ctx;
  const table = await findTable(db, input.tableId);
  if (!table) throw notFound('Table');
  if (input.preferredSeat !== null && input.preferredSeat > table.maxPlayers) {
    throw new AppError('BAD_REQUEST', `Choose a seat from 1 to ${table.maxPlayers}`);
  }
  try {
    await db.transaction(async (tx) => {
      // The player's row lock orders this join against a seating of the same player (seating.service.ts
      // takes it first): without it a join could pass the check below while a seating at an active
      // table commits, leaving the seated player waiting at other tables.
      const joining = await lockJoiningPlayer(tx, input.playerId);
      if (!joining) throw notFound('Player');
      if (isBarInForce(joining)) throw new AppError('PLAYER_BARRED', BARRED_LIST_MESSAGE);
      const [open] = await findOpenSeatsOfPlayer(tx, input.playerId);
      if (open?.table.status === 'active') {
        throw new AppError('SEATED_ELSEWHERE', seatedElsewhereMessage(open.table.name));
      }
      if (open?.table.id === table.id) throw new AppError('CONFLICT', 'You are already seated at this table');
      await insertWaitlistEntry(tx, input);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'waitlist_one_waiting_per_table') {
      throw new AppError('ALREADY_ON_WAITLIST', TABLE_MESSAGES.alreadyOnWaitlistServer);
    }
    throw error;
  }
  ctx.afterCommit(() => publishWaitlistChange(ctx, [table.id], [input.playerId]));
  const requests = await listSeatRequests(db, input.playerId);
  return stillThere(
    requests.find((r) => r.tableId === String(table.id) && r.status === 'waiting'),
    'The wait-list entry',
  );
}

export async function leaveWaitlist(ctx: UseCaseContext, playerId: number, tableId: number): Promise<void> {
  const left = await resolveWaitingEntry(ctx.db, playerId, tableId, 'left');
  if (!left) throw new AppError('NOT_FOUND', TABLE_MESSAGES.notOnWaitlist);
  ctx.afterCommit(() => publishWaitlistChange(ctx, [tableId], [playerId]));
}

/**
 * The player changes the preferred seat or the notes of their own waiting entry (issue 14, item 26).
 * The place in the list is kept; the player's tabs and the floor see the change.
 */
export async function updateWaitlistEntry(
  ctx: UseCaseContext,
  input: { playerId: number; tableId: number; preferredSeat?: number | null; notes?: string | null },
): Promise<SeatRequest> {
  const table = await findTable(ctx.db, input.tableId);
  if (!table) throw new AppError('NOT_FOUND', TABLE_MESSAGES.notOnWaitlist);
  if (input.preferredSeat != null && input.preferredSeat > table.maxPlayers) {
    throw new AppError('BAD_REQUEST', `Choose a seat from 1 to ${table.maxPlayers}`);
  }
  const changes: { preferredSeat?: number | null; notes?: string | null } = {};
  if (input.preferredSeat !== undefined) changes.preferredSeat = input.preferredSeat;
  if (input.notes !== undefined) changes.notes = input.notes;
  const updated = await updateWaitingEntry(ctx.db, input.playerId, input.tableId, changes);
  if (!updated) throw new AppError('NOT_FOUND', TABLE_MESSAGES.notOnWaitlist);
  ctx.afterCommit(
    () => publishSeatRequests(ctx, [input.playerId]),
    () => publishFloorTables(ctx, [input.tableId]),
  );
  const requests = await listSeatRequests(ctx.db, input.playerId);
  return stillThere(
    requests.find((r) => r.id === updated.id),
    'The wait-list entry',
  );
}
