import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { UseCaseContext } from '../../use-case';
import {
  type NotificationSender,
  type SendNotificationInput,
  sendNotification,
} from '../notifications/notifications.service';
import { publishFloorAndGames } from './floor.events';
import { getLiveSession } from './live-session.service';
import { toTable } from './tables.mappers';
import { findPlayerName, type SeatRow, type TableRow } from './tables.repo';
import { readListsOfPlayers } from './waitlist.service';
import { findWaitingPlayerIdsOfGames } from './waitlist.repo';
import { toGameEntries } from './games.service';
import { sendToLobbySoon } from './lobby-batch';

/**
 * Every change a player can see is pushed after its transaction commits (decision 020). Phase
 * boundaries are not pushed: the client computes them from the stored timestamps it received.
 */

/** These players' seat requests and game-list entries (decision 063), each to their own room. */
export async function publishSeatRequests(ctx: UseCaseContext, playerIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(playerIds)];
  if (ids.length === 0) return;
  const asOf = new Date().toISOString();
  const { requests, gameRows, estimate } = await readListsOfPlayers(ctx.db, ids, true);
  for (const [playerId, seatRequests] of requests) {
    ctx.publish(ROOMS.player(playerId), 'seat_requests_updated', { playerId, seatRequests, asOf });
  }
  for (const [playerId, entries] of toGameEntries(ids, gameRows, estimate)) {
    ctx.publish(ROOMS.player(playerId), 'game_entries_updated', { playerId, entries, asOf });
  }
}

/**
 * Tables' wait-lists or seats changed, or games' lists (decision 063): the lobby sees the new counts of
 * every table of those games and the games' summaries, the floor roles their floor and game lists, and
 * every player still waiting for any of those games gets their seat requests and game entries again
 * (positions and estimates are derived, so any of them may have moved). Set-based: a handful of queries
 * whatever the length of the lists (issue 11, item 21).
 */
export async function publishWaitlistChange(
  ctx: UseCaseContext,
  tableIds: Array<number | null>,
  alsoPlayerIds: number[] = [],
  gameIds: number[] = [],
): Promise<void> {
  const games = await publishTablesAndGames(ctx, tableIds, gameIds);
  const waiting = await findWaitingPlayerIdsOfGames(
    ctx.db,
    games.map((game) => game.id),
  );
  await publishSeatRequests(ctx, [...new Set([...alsoPlayerIds, ...waiting])]);
}

/**
 * A player joined a list: the new entry ranks last (lists are in order of joining or requeueing, both
 * past), so no other player's position moves, and their estimates follow the clock, which the next change
 * sends. The floor, the boards and the lobby hear of it as of any change; of the players only the one who
 * joined (at ten times a busy night a join sent every player waiting for the game their list; issue 20).
 */
export async function publishJoin(
  ctx: UseCaseContext,
  tableIds: Array<number | null>,
  playerId: number,
  gameIds: number[] = [],
): Promise<void> {
  await publishTablesAndGames(ctx, tableIds, gameIds);
  await publishSeatRequests(ctx, [playerId]);
}

/** The floor, the boards and the lobby (gathered: decision 065) of these tables and games; the games read. */
async function publishTablesAndGames(ctx: UseCaseContext, tableIds: Array<number | null>, gameIds: number[]) {
  const { games, tables } = await publishFloorAndGames(ctx, tableIds, gameIds);
  sendToLobbySoon(
    ctx.publish,
    tables.map(toTable),
    games.map(({ entries: _entries, ...summary }) => summary),
  );
  return games;
}

export async function publishLiveSession(ctx: UseCaseContext, playerId: number, now = new Date()): Promise<void> {
  ctx.publish(ROOMS.player(playerId), 'live_session_updated', await getLiveSession(ctx.db, playerId, now));
}

/** Staff hear of call-time and cash-out requests at once; the player's other tabs follow. */
export async function publishSessionRequest(
  ctx: UseCaseContext,
  event: 'call_time_started' | 'cash_out_request_submitted',
  result: { seat: SeatRow; table: TableRow },
  now: Date,
): Promise<void> {
  const { seat, table } = result;
  const name = await findPlayerName(ctx.db, seat.playerId);
  const payload = {
    playerId: seat.playerId,
    playerName: name ? `${name.firstName} ${name.lastName}` : `Player ${seat.playerId}`,
    seatId: seat.id,
    tableId: String(table.id),
    tableName: table.name,
    seatNumber: seat.seatNumber,
    at: now.toISOString(),
  };
  // Staff read live sessions with the playersRead permission (GET /api/live-sessions/{playerId}).
  const staffRooms = staffRoomsOf(event);
  const rooms = event === 'cash_out_request_submitted' ? [...staffRooms, ROOMS.player(seat.playerId)] : staffRooms;
  ctx.publish(rooms, event, payload);
}

/**
 * Tells one player about their wait-list entry (a "Wait-list" notification of type seat_waiting), from the
 * staff member who acted or the club for a system action; run it after commit.
 */
export async function notifyWaitlistPlayer(
  ctx: UseCaseContext,
  playerId: number,
  message: string,
  sender: NotificationSender,
  priority: SendNotificationInput['priority'] = 'normal',
): Promise<void> {
  await sendNotification(
    ctx,
    { title: 'Wait-list', message, messageType: 'seat_waiting', priority, mediaUrl: null, target: { playerId } },
    sender,
  );
}
