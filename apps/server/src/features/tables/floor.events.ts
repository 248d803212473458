import { ROOMS, staffRoomsFor } from '@club/shared/events';
import type { FloorTable } from '@club/shared/floor';
import type { DbOrTx } from '../../db/client';
import type { Publisher, UseCaseContext } from '../../use-case';
import { playersWithCreditInUse } from '../wallet/wallet.service';
import { toFloorTables } from './floor.mappers';
import { findFloorRows } from './floor.repo';

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
  ctx.publish(staffRoomsFor('seating'), 'floor_table_updated', { table, asOf });
}

/**
 * These tables' floor changed (seats, wait-lists, requests, the table itself): each goes to the floor
 * roles once, read after the change committed. `asOf` is taken before reading, so the console keeps
 * the newest of two pushes that raced.
 */
export async function publishFloorTables(ctx: UseCaseContext, tableIds: number[]): Promise<void> {
  if (tableIds.length === 0) return;
  const asOf = new Date().toISOString();
  // The room's TV boards read again (decision 062): every change to seats, lists or tables comes through here.
  ctx.publish(ROOMS.display, 'display_board_changed', { asOf, tableIds: tableIds.map(String) });
  for (const table of await readFloorTables(ctx.db, tableIds)) publishFloorTable(ctx, table, asOf);
}

/** The cage's list of released seats to settle changed (a release, or any table cash-out). */
export function publishReleasedSeatsChange(ctx: Publisher, seatId: number): void {
  ctx.publish(staffRoomsFor('cashier'), 'released_seats_changed', { seatId });
}
