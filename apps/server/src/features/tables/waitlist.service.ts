import { stillThere } from '../../db/rows';
import type { UseCaseContext } from '../../use-case';
import { publishFloorTables } from './floor.events';
import { publishJoin, publishSeatRequests, publishWaitlistChange } from './tables.events';
import { seatedElsewhereMessage, TABLE_MESSAGES, type TableStatus } from '@club/shared/tables';
import type { SeatRequest } from '@club/shared/waitlist';
import { estimateGameWait, GAME_MESSAGES, TURNOVER_WINDOW_MINUTES, type WaitRange } from '@club/shared/games';
import { BARRED_LIST_MESSAGE, isBarInForce } from '@club/shared/player-directory';
import { AppError, notFound } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import {
  findOpenSeatsOfPlayer,
  findTable,
  findTablesOfGames,
  lockJoiningPlayer,
  type TableWithCounts,
} from './tables.repo';
import { findGameDepartures, findGameEntriesOfPlayers, findTableWithGameStatus } from './games.repo';
import { arrivalAndReorder } from './check-in.mappers';
import { markRemoteUnlessInRoom } from './check-in.repo';
import { toWaitlistPage } from './paging.mappers';
import {
  findSeatedEntriesOfPlayers,
  findWaitingEntriesOfPlayers,
  insertWaitlistEntry,
  resolveWaitingEntry,
  updateWaitingEntry,
} from './waitlist.repo';

/** What the estimate reads of a game's running tables. */
export function runningOf(tables: TableWithCounts[]) {
  const running = tables.filter((table) => table.status === 'active');
  const started = running.map((table) => table.gameStartedAt?.getTime() ?? Date.now());
  return {
    running,
    tablesRunning: running.length,
    seatedPlayers: running.reduce((sum, table) => sum + table.currentPlayers, 0),
    openSeats: running.reduce((sum, table) => sum + Math.max(0, table.maxPlayers - table.currentPlayers), 0),
    firstStartedAt: started.length > 0 ? Math.min(...started) : null,
  };
}

/**
 * Each game's wait estimate as a function of a position (decision 063), from two queries for all the
 * games: their tables with counts, and the seats ended at them over the turnover window. Every screen that
 * shows a wait takes it from here, so the game tab, the table view and the board agree.
 */
export async function loadGameEstimators(db: DbOrTx, gameIds: number[], now = new Date()) {
  const ids = [...new Set(gameIds)];
  const since = new Date(now.getTime() - TURNOVER_WINDOW_MINUTES * 60_000);
  const [tables, departures] = await Promise.all([findTablesOfGames(db, ids), findGameDepartures(db, ids, since)]);
  const tablesOf = new Map<number, TableWithCounts[]>(ids.map((id) => [id, []]));
  for (const table of tables) tablesOf.get(table.gameId)?.push(table);
  const inputs = new Map(
    ids.map((id) => {
      const running = runningOf(tablesOf.get(id) ?? []);
      const observed =
        running.firstStartedAt === null
          ? 0
          : Math.min(TURNOVER_WINDOW_MINUTES, Math.max(0, (now.getTime() - running.firstStartedAt) / 60_000));
      return [id, { ...running, departures: departures.get(id) ?? 0, observedMinutes: observed }];
    }),
  );
  const estimate = (gameId: number, position: number): WaitRange | null => {
    const input = inputs.get(gameId);
    return input ? estimateGameWait({ ...input, position }) : null;
  };
  return { estimate, tablesOf, inputs };
}

/**
 * The spec's seat requests of several players at once (waiting entries with their derived position,
 * then seats taken from the list): four queries whatever the number of players or tables, so pushing
 * a whole wait-list its new positions costs no more than one player's read.
 */
export async function listSeatRequestsOfPlayers(db: DbOrTx, playerIds: number[]): Promise<Map<number, SeatRequest[]>> {
  return (await readListsOfPlayers(db, playerIds, false)).requests;
}

/**
 * These players' seat requests and, with `withGameEntries`, their game-list rows (decision 063), sharing one
 * estimate read: six queries whatever the number of players, games or tables.
 */
export async function readListsOfPlayers(db: DbOrTx, playerIds: number[], withGameEntries: boolean) {
  const ids = [...new Set(playerIds)];
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

function toSeatRequests(
  ids: number[],
  waiting: Awaited<ReturnType<typeof findWaitingEntriesOfPlayers>>,
  seated: Awaited<ReturnType<typeof findSeatedEntriesOfPlayers>>,
  estimate: (gameId: number, position: number) => WaitRange | null,
) {
  const requests = new Map<number, SeatRequest[]>(ids.map((id) => [id, []]));
  for (const { entry, table, pagedTableName } of waiting) {
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
 * Puts the player on a game's list (decision 063), optionally preferring one of its tables. A player playing
 * at an active table is refused with the spec's message naming it; a second waiting entry for the same game
 * is refused by the unique index waitlist_one_waiting_per_game, so two quick taps (or two tables of one game
 * at once) cannot make two entries. The row lock on the player orders the join against a seating.
 */
export async function enterGameList(
  db: DbOrTx,
  input: {
    playerId: number;
    gameId: number;
    tableId: number | null;
    preferredSeat: number | null;
    notes: string | null;
  },
) {
  try {
    return await db.transaction(async (tx) => {
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
      if (input.tableId !== null && open?.table.id === input.tableId) {
        throw new AppError('CONFLICT', 'You are already seated at this table');
      }
      const entry = await insertWaitlistEntry(tx, input);
      // Remote unless the player is in the room (decision 064): a remote entry must be checked in in time.
      await markRemoteUnlessInRoom(tx, entry.id, input.playerId, new Date());
      return entry;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'waitlist_one_waiting_per_game') {
      throw new AppError('ALREADY_ON_WAITLIST', TABLE_MESSAGES.alreadyOnWaitlistServer);
    }
    throw error;
  }
}

/**
 * The join committed, but its entry is no longer waiting when read back: a seating of the same player
 * committed in between (it takes a player seated at an active table off every list). The player is
 * told where they sit, as a join after that seating would be; anything else is a plain conflict.
 */
export async function entryEndedAfterJoin(db: DbOrTx, playerId: number): Promise<AppError> {
  const [open] = await findOpenSeatsOfPlayer(db, playerId);
  if (open?.table.status === 'active') return new AppError('SEATED_ELSEWHERE', seatedElsewhereMessage(open.table.name));
  return new AppError('CONFLICT', TABLE_MESSAGES.entryEndedAfterJoin);
}

/**
 * The spec's join of a table's wait-list: the table's game's list with that table preferred (decision 063).
 * Already waiting for the game (at any of its tables) is the spec's 409 'Already on waitlist'.
 */
export async function joinWaitlist(
  ctx: UseCaseContext,
  input: { playerId: number; tableId: number; preferredSeat: number | null; notes: string | null },
): Promise<SeatRequest> {
  const { db } = ctx;
  const found = await findTableWithGameStatus(db, input.tableId);
  if (!found) throw notFound('Table');
  const { table, gameStatus } = found;
  if (input.preferredSeat !== null && input.preferredSeat > table.maxPlayers) {
    throw new AppError('BAD_REQUEST', `Choose a seat from 1 to ${table.maxPlayers}`);
  }
  if (gameStatus !== 'active') throw new AppError('INVALID_STATE', GAME_MESSAGES.retired);
  await enterGameList(db, { ...input, gameId: table.gameId });
  ctx.afterCommit(() => publishJoin(ctx, [table.id], input.playerId));
  const requests = await listSeatRequests(db, input.playerId);
  const entry = requests.find((r) => r.tableId === String(table.id) && r.status === 'waiting');
  if (!entry) throw await entryEndedAfterJoin(db, input.playerId);
  return entry;
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
