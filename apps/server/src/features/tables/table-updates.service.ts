import type { StaffGame } from '@club/shared/games';
import type { UseCaseContext } from '../../use-case';
import { publishBoardChanged } from './board/board.events';
import { publishFloorChange } from './floor/floor.events';
import { readFloorAndGames } from './floor/floor-view.service';
import { publishPlayerLists } from './game-lists/game-lists.events';
import { findTablesSharingGames } from './game-lists/games.repo';
import { publishLiveSession, publishSessionRequest } from './live-sessions/live-session.events';
import { getLiveSession } from './live-sessions/live-session-view.service';
import { publishLobbyChange } from './lobby/lobby.events';
import { publishChangeRequest, publishFloorMoves } from './moves/table-moves.events';
import { readChangeRequestOfPlayer, readFloorMoves, readFloorMovesIfAny } from './moves/table-moves-view.service';
import { readSeatRequestsAndGameEntries } from './game-lists/player-lists.service';
import { toTable } from './shared/tables.mappers';
import { findPlayerName, type SeatRow, type TableRow, type TableWithCounts } from './shared/tables.repo';
import { findWaitingPlayerIdsOfGames } from './shared/waitlist.repo';

/*
 * Every change a player or the floor can see is pushed after its transaction commits (decision 020): the use
 * case calls one of these, which read what changed through the parts' read models and hand it to the events
 * files (they publish what they are given). Phase boundaries are not pushed: the client computes them from
 * the stored timestamps it received.
 */

/** These players' seat requests and game-list entries (decision 063), each to their own room. */
export async function pushSeatRequests(ctx: UseCaseContext, playerIds: Iterable<number | null>): Promise<void> {
  // A guest's entry (player null, decision 131) has no player's screen to update.
  const ids = [...new Set(playerIds)].filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  const asOf = new Date().toISOString();
  publishPlayerLists(ctx, await readSeatRequestsAndGameEntries(ctx.db, ids), asOf);
}

/**
 * Tables' wait-lists or seats changed, or games' lists (decision 063): the lobby sees the new counts of
 * every table of those games and the games' summaries, the floor roles their floor and game lists, and
 * every player still waiting for any of those games gets their seat requests and game entries again
 * (positions and estimates are derived, so any of them may have moved). Set-based: a handful of queries
 * whatever the length of the lists (issue 11, item 21).
 */
export async function pushWaitlistChange(
  ctx: UseCaseContext,
  tableIds: Array<number | null>,
  alsoPlayerIds: Array<number | null> = [],
  gameIds: number[] = [],
): Promise<void> {
  const games = await pushTablesAndGames(ctx, tableIds, gameIds);
  const waiting = await findWaitingPlayerIdsOfGames(
    ctx.db,
    games.map((game) => game.id),
  );
  await pushSeatRequests(ctx, [...new Set([...alsoPlayerIds, ...waiting])]);
}

/**
 * A player joined a list: the new entry ranks last (lists are in order of joining or requeueing, both
 * past), so no other player's position moves, and their estimates follow the clock, which the next change
 * sends. The floor, the boards and the lobby hear of it as of any change; of the players only the one who
 * joined (at ten times a busy night a join sent every player waiting for the game their list; issue 20).
 */
export async function pushJoin(
  ctx: UseCaseContext,
  tableIds: Array<number | null>,
  playerId: number | null,
  gameIds: number[] = [],
): Promise<void> {
  await pushTablesAndGames(ctx, tableIds, gameIds);
  await pushSeatRequests(ctx, [playerId]);
}

/** The floor of these tables and of the other tables of their games (null ids: an entry with no table). */
export async function pushFloorTables(ctx: UseCaseContext, tableIds: Array<number | null>): Promise<void> {
  await pushFloorAndGames(ctx, tableIds);
}

/** The floor, the boards and the lobby (gathered: decision 065) of these tables and games; the games read. */
async function pushTablesAndGames(ctx: UseCaseContext, tableIds: Array<number | null>, gameIds: number[]) {
  const { games, tables } = await pushFloorAndGames(ctx, tableIds, gameIds);
  publishLobbyChange(
    ctx,
    tables.map(toTable),
    games.map(({ entries: _entries, ...summary }) => summary),
  );
  return games;
}

/**
 * These tables' floor changed (seats, wait-lists, requests, the table itself): each goes to the floor roles
 * once, read after the change committed. `asOf` is taken before reading, so the console keeps the newest of
 * two pushes that raced. A game's list shows beside each of its tables (decision 063), so the other tables of
 * their games go too, with the games' lists; the games and their tables with counts are returned for the
 * caller to send the lobby.
 */
async function pushFloorAndGames(
  ctx: UseCaseContext,
  tableIds: Array<number | null>,
  gameIds: number[] = [],
): Promise<{ games: StaffGame[]; tables: TableWithCounts[] }> {
  const named = [...new Set(tableIds.filter((id): id is number => id !== null))];
  if (named.length === 0 && gameIds.length === 0) return { games: [], tables: [] };
  const asOf = new Date().toISOString();
  const sharing = await findTablesSharingGames(ctx.db, named, [...new Set(gameIds)]);
  // The boards hear of it before the floor is read: every change to seats, lists or tables comes through here.
  publishBoardChanged(ctx, sharing.tableIds, asOf);
  const { tables, games, withCounts } = await readFloorAndGames(ctx.db, sharing.tableIds, sharing.gameIds);
  publishFloorChange(ctx, { tables, games }, asOf);
  // The moves offered follow any seat change (decision 142); a club with no protected table and no request
  // waiting pays one statement for it.
  const moves = await readFloorMovesIfAny(ctx.db, new Date().toISOString());
  if (moves) publishFloorMoves(ctx, moves);
  return { games, tables: withCounts };
}

/** The floor's moves (decision 142): the offers and change requests, read again after any seat or list change. */
export async function pushFloorMoves(ctx: UseCaseContext): Promise<void> {
  const asOf = new Date().toISOString();
  publishFloorMoves(ctx, await readFloorMoves(ctx.db, asOf));
}

/** The player's own change request as it is now (none once served, cancelled or the seat ended). */
export async function pushChangeRequestOf(ctx: UseCaseContext, playerId: number | null): Promise<void> {
  if (playerId === null) return;
  publishChangeRequest(ctx, playerId, await readChangeRequestOfPlayer(ctx.db, playerId));
}

/** The player's live session as it is now (at `now`), to their own tabs. */
export async function pushLiveSession(ctx: UseCaseContext, playerId: number | null, now = new Date()): Promise<void> {
  // A guest's seat (decision 131) has no player's screen to follow it.
  if (playerId === null) return;
  publishLiveSession(ctx, playerId, await getLiveSession(ctx.db, playerId, now));
}

/** A call-time or cash-out request, with the player's name, to the staff (and a cash-out to the player's tabs). */
export async function pushSessionRequest(
  ctx: UseCaseContext,
  event: 'call_time_started' | 'cash_out_request_submitted',
  request: { seat: SeatRow; table: TableRow },
  now: Date,
): Promise<void> {
  const { seat } = request;
  const { playerId } = seat;
  // Call time and cash-out are asked from the player's app: a guest's seat has none (decision 131).
  if (playerId === null) return;
  const name = await findPlayerName(ctx.db, playerId);
  const playerName = name ? `${name.firstName} ${name.lastName}` : `Player ${playerId}`;
  publishSessionRequest(ctx, event, { ...request, seat: { ...seat, playerId }, playerName, at: now });
}
