import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { LiveSession } from '@club/shared/live-session';
import type { Publisher } from '../../../use-case';
import type { SeatRow, TableRow } from '../shared/tables.repo';

/** The player's live session as it is now, to their own tabs. */
export function publishLiveSession(events: Publisher, playerId: number, session: LiveSession): void {
  events.publish(ROOMS.player(playerId), 'live_session_updated', session);
}

/** Staff hear of call-time and cash-out requests at once; the player's other tabs follow. */
export function publishSessionRequest(
  events: Publisher,
  event: 'call_time_started' | 'cash_out_request_submitted',
  request: { seat: SeatRow & { playerId: number }; table: TableRow; playerName: string; at: Date },
): void {
  const { seat, table } = request;
  const payload = {
    playerId: seat.playerId,
    playerName: request.playerName,
    seatId: seat.id,
    tableId: String(table.id),
    tableName: table.name,
    seatNumber: seat.seatNumber,
    at: request.at.toISOString(),
  };
  // Staff read live sessions with the playersRead permission (GET /api/live-sessions/{playerId}).
  const staffRooms = staffRoomsOf(event);
  const rooms = event === 'cash_out_request_submitted' ? [...staffRooms, ROOMS.player(seat.playerId)] : staffRooms;
  events.publish(rooms, event, payload);
}
