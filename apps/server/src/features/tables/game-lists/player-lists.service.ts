import type { GameEntry } from '@club/shared/games';
import type { TableStatus } from '@club/shared/tables';
import type { SeatRequest } from '@club/shared/waitlist';
import type { DbOrTx } from '../../../db/client';
import { arrivalAndReorder } from '../shared/waitlist.mappers';
import { loadGameEstimators, type WaitEstimate } from './estimates.service';
import { findGameEntriesOfPlayers } from './games.repo';
import { toWaitlistPage } from '../shared/waitlist.mappers';
import { findSeatedEntriesOfPlayers, findWaitingEntriesOfPlayers } from '../shared/waitlist.repo';

// What players see of their own lists: the spec's seat requests and their game-list entries (decision 063).

/**
 * These players' seat requests and, with `withGameEntries`, their game-list rows, sharing one estimate read:
 * six queries whatever the number of players, games or tables, so pushing a whole wait-list its new positions
 * costs no more than one player's read.
 */
async function readLists(db: DbOrTx, ids: number[], withGameEntries: boolean) {
  const [waiting, seated, gameRows] = await Promise.all([
    findWaitingEntriesOfPlayers(db, ids),
    findSeatedEntriesOfPlayers(db, ids),
    withGameEntries ? findGameEntriesOfPlayers(db, ids) : Promise.resolve([]),
  ]);
  const { estimate } = await loadGameEstimators(db, [
    ...waiting.map(({ entry }) => entry.gameId),
    ...gameRows.map(({ entry }) => entry.gameId),
  ]);
  return { requests: toSeatRequests(ids, waiting, seated, estimate), gameRows, estimate };
}

/** These players' seat requests and game-list entries, each map keyed by every player asked for. */
export async function readSeatRequestsAndGameEntries(db: DbOrTx, playerIds: number[]) {
  const ids = [...new Set(playerIds)];
  const { requests, gameRows, estimate } = await readLists(db, ids, true);
  return { requests, entries: toGameEntries(ids, gameRows, estimate) };
}

/** One player's seat requests (four queries). */
export async function listSeatRequests(db: DbOrTx, playerId: number): Promise<SeatRequest[]> {
  return (await readLists(db, [playerId], false)).requests.get(playerId) ?? [];
}

function toSeatRequests(
  ids: number[],
  waiting: Awaited<ReturnType<typeof findWaitingEntriesOfPlayers>>,
  seated: Awaited<ReturnType<typeof findSeatedEntriesOfPlayers>>,
  estimate: WaitEstimate,
) {
  const requests = new Map<number, SeatRequest[]>(ids.map((id) => [id, []]));
  for (const { entry, table, pagedTableName } of waiting) {
    if (entry.playerId === null) continue;
    requests.get(entry.playerId)?.push({
      ...seatRequestBase(entry.playerId, entry, table),
      seatNumber: entry.preferredSeat,
      status: 'waiting',
      position: entry.position,
      estimatedWaitMinutes: estimate(entry.gameId, entry.position)?.minutes ?? null,
      sessionStartTime: null,
      page: toWaitlistPage(entry, pagedTableName),
      misses: entry.pageMisses,
      ...arrivalAndReorder(entry),
    });
  }
  for (const { entry, table, seat } of seated) {
    if (entry.playerId === null) continue;
    requests.get(entry.playerId)?.push({
      ...seatRequestBase(entry.playerId, entry, table),
      seatNumber: seat.seatNumber,
      status: 'seated',
      position: null,
      estimatedWaitMinutes: null,
      sessionStartTime: seat.sessionStartAt.toISOString(),
      page: null,
      misses: entry.pageMisses,
      ...arrivalAndReorder(entry),
    });
  }
  return requests;
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

/** These players' entries on game lists, with positions and estimates (three queries for any number). */
export async function gameEntriesOfPlayers(db: DbOrTx, playerIds: number[]): Promise<Map<number, GameEntry[]>> {
  const ids = [...new Set(playerIds)];
  const rows = await findGameEntriesOfPlayers(db, ids);
  const { estimate } = await loadGameEstimators(
    db,
    rows.map((row) => row.entry.gameId),
  );
  return toGameEntries(ids, rows, estimate);
}

/** Game-list rows as the players' entries. */
function toGameEntries(
  ids: number[],
  rows: Awaited<ReturnType<typeof findGameEntriesOfPlayers>>,
  estimate: WaitEstimate,
): Map<number, GameEntry[]> {
  const entries = new Map<number, GameEntry[]>(ids.map((id) => [id, []]));
  for (const { entry, preferredTableName, pagedTableName } of rows) {
    if (entry.playerId === null) continue;
    entries.get(entry.playerId)?.push({
      entryId: entry.id,
      gameId: entry.gameId,
      position: entry.position,
      preferredTableId: entry.tableId === null ? null : String(entry.tableId),
      preferredTableName,
      preferredSeat: entry.preferredSeat,
      notes: entry.notes,
      joinedAt: entry.createdAt.toISOString(),
      estimate: estimate(entry.gameId, entry.position),
      page: toWaitlistPage(entry, pagedTableName),
      misses: entry.pageMisses,
    });
  }
  return entries;
}
