import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { ChangeRequest, FloorMoves } from '@club/shared/table-moves';
import type { Publisher } from '../../../use-case';

/** The floor roles (STAFF_PERMISSIONS.seating) hear the offers and requests as they are after a change. */
export function publishFloorMoves(events: Publisher, moves: FloorMoves): void {
  events.publish(staffRoomsOf('floor_moves_updated'), 'floor_moves_updated', moves);
}

/** The player's own change request (or null: served, cancelled, or the seat ended), to their room only. */
export function publishChangeRequest(events: Publisher, playerId: number, request: ChangeRequest | null): void {
  events.publish(ROOMS.player(playerId), 'seat_change_request_updated', { playerId, request });
}
