import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { FloorTable } from '@club/shared/floor';
import type { StaffGame } from '@club/shared/games';
import type { Publisher } from '../../../use-case';
import type { SeatRow, TableRow } from '../shared/tables.repo';

/**
 * These tables' floor and these games' lists, read after a change committed, to the floor roles (the same
 * roles that read GET /api/staff/floor): each table once, then each game. `asOf` was taken before reading, so
 * the console keeps the newest of two pushes that raced.
 */
export function publishFloorChange(
  events: Publisher,
  change: { tables: FloorTable[]; games: StaffGame[] },
  asOf: string,
): void {
  for (const table of change.tables) {
    events.publish(staffRoomsOf('floor_table_updated'), 'floor_table_updated', { table, asOf });
  }
  for (const game of change.games) {
    events.publish(staffRoomsOf('floor_game_updated'), 'floor_game_updated', { game, asOf });
  }
}

/** A table became active: each player seated there hears it (the spec's table-activation event). */
export function publishTableActivated(events: Publisher, table: TableRow, seated: SeatRow[]): void {
  for (const seat of seated) {
    if (seat.playerId === null) continue;
    events.publish(ROOMS.player(seat.playerId), 'table-activation', {
      playerId: seat.playerId,
      tableId: String(table.id),
      tableName: table.name,
      seatNumber: seat.seatNumber,
    });
  }
}
