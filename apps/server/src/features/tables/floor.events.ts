import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { FloorTable } from '@club/shared/floor';
import type { DbOrTx } from '../../db/client';
import type { Publisher, UseCaseContext } from '../../use-case';
import { playersWithCreditInUse } from '../wallet/wallet.service';
import { toFloorTables } from './floor.mappers';
import { findFloorRows } from './floor.repo';
import type { StaffGame } from '@club/shared/games';
import { findTablesSharingGames } from './games.repo';
import { readStaffGamesAndTables } from './games.service';
import type { TableWithCounts } from './tables.repo';

/**
 * The floor of these tables (null: every table), in four queries whatever their number: the floor's three,
 * then the wallet feature's answer to which waiting players have credit in use.
 */
export async function readFloorTables(db: DbOrTx, tableIds: number[] | null): Promise<FloorTable[]> {
  const rows = await findFloorRows(db, tableIds);
  const creditInUse = await playersWithCreditInUse(
    db,
    rows.waiting.map((row) => row.entry.playerId),
  );
  return toFloorTables(rows, creditInUse);
}

/** One table's floor to the floor roles (the same roles that read GET /api/staff/floor). */
function publishFloorTable(ctx: Publisher, table: FloorTable, asOf: string): void {
  ctx.publish(staffRoomsOf('floor_table_updated'), 'floor_table_updated', { table, asOf });
}

/**
 * These tables' floor changed (seats, wait-lists, requests, the table itself): each goes to the floor
 * roles once, read after the change committed. `asOf` is taken before reading, so the console keeps
 * the newest of two pushes that raced. A game's list shows beside each of its tables (decision 063), so
 * the other tables of their games go too, with the games' lists (`floor_game_updated`); the games'
 * public summaries are returned for the caller to send the lobby.
 */
export async function publishFloorAndGames(
  ctx: UseCaseContext,
  tableIds: Array<number | null>,
  gameIds: number[] = [],
): Promise<{ games: StaffGame[]; tables: TableWithCounts[] }> {
  const named = [...new Set(tableIds.filter((id): id is number => id !== null))];
  if (named.length === 0 && gameIds.length === 0) return { games: [], tables: [] };
  const asOf = new Date().toISOString();
  const sharing = await findTablesSharingGames(ctx.db, named, [...new Set(gameIds)]);
  // The room's TV boards read again (decision 062): every change to seats, lists or tables comes through here.
  ctx.publish(ROOMS.display, 'display_board_changed', { asOf, tableIds: sharing.tableIds.map(String) });
  const [tables, { games, tables: withCounts }] = await Promise.all([
    sharing.tableIds.length > 0 ? readFloorTables(ctx.db, sharing.tableIds) : Promise.resolve([]),
    readStaffGamesAndTables(ctx.db, sharing.gameIds, true),
  ]);
  for (const table of tables) publishFloorTable(ctx, table, asOf);
  for (const game of games) ctx.publish(staffRoomsOf('floor_game_updated'), 'floor_game_updated', { game, asOf });
  return { games, tables: withCounts };
}

/** The floor of these tables and of the other tables of their games (null ids: an entry with no table). */
export async function publishFloorTables(ctx: UseCaseContext, tableIds: Array<number | null>): Promise<void> {
  await publishFloorAndGames(ctx, tableIds);
}

/** The cage's list of released seats to settle changed (a release, or any table cash-out). */
export function publishReleasedSeatsChange(ctx: Publisher, seatId: number): void {
  ctx.publish(staffRoomsOf('released_seats_changed'), 'released_seats_changed', { seatId });
}
