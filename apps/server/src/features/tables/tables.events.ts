import { ROOMS, staffRoomsFor } from '@club/shared/events';
import type { UseCaseContext } from '../../use-case';
import { publishFloorTables } from './floor.events';
import { getLiveSession } from './live-session.service';
import { toTable } from './tables.mappers';
import { findPlayerName, findTablesWithCounts, type SeatRow, type TableRow } from './tables.repo';
import { listSeatRequestsOfPlayers } from './waitlist.service';
import { findWaitingPlayerIds } from './waitlist.repo';

/**
 * Every change a player can see is pushed after its transaction commits (decision 020). Phase
 * boundaries are not pushed: the client computes them from the stored timestamps it received.
 */

/** These players' seat requests, each to their own room. */
export async function publishSeatRequests(ctx: UseCaseContext, playerIds: Iterable<number>): Promise<void> {
  const asOf = new Date().toISOString();
  const requests = await listSeatRequestsOfPlayers(ctx.db, [...playerIds]);
  for (const [playerId, seatRequests] of requests) {
    ctx.publish(ROOMS.player(playerId), 'seat_requests_updated', { playerId, seatRequests, asOf });
  }
}

/**
 * Tables' wait-lists or seats changed: the lobby sees their new counts, the floor roles their floor, and
 * every player still waiting at any of them gets their list again (positions and estimates are derived,
 * so any of them may have moved). Set-based: a handful of queries whatever the length of the lists
 * (issue 11, item 21).
 */
export async function publishWaitlistChange(
  ctx: UseCaseContext,
  tableIds: number[],
  alsoPlayerIds: number[] = [],
): Promise<void> {
  const ids = [...new Set(tableIds)];
  const [tables, waiting] = await Promise.all([
    findTablesWithCounts(ctx.db, ids),
    findWaitingPlayerIds(ctx.db, ids),
    publishFloorTables(ctx, ids),
  ]);
  for (const table of tables) ctx.publish(ROOMS.lobby, 'table_updated', toTable(table));
  await publishSeatRequests(ctx, [...alsoPlayerIds, ...waiting]);
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
  const staffRooms = staffRoomsFor('playersRead');
  const rooms = event === 'cash_out_request_submitted' ? [...staffRooms, ROOMS.player(seat.playerId)] : staffRooms;
  ctx.publish(rooms, event, payload);
}
