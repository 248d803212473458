import type { Floor, FloorTable } from '@club/shared/floor';
import { notFound } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { playersWithCreditInUse } from '../../wallet/wallet.service';
import { toFloorTables } from './floor.mappers';
import { findFloorRows } from './floor.repo';
import { readStaffGamesAndTables } from '../game-lists/game-views.service';

/**
 * The floor of these tables (null: every table), in four queries whatever their number: the floor's three,
 * then the wallet feature's answer to which waiting players have credit in use.
 */
export async function readFloorTables(db: DbOrTx, tableIds: number[] | null): Promise<FloorTable[]> {
  const rows = await findFloorRows(db, tableIds);
  const creditInUse = await playersWithCreditInUse(
    db,
    rows.waiting.flatMap((row) => (row.entry.playerId === null ? [] : [row.entry.playerId])),
  );
  return toFloorTables(rows, creditInUse);
}

/** GET /api/staff/floor: every table with its seats and wait-list; `asOf` is taken before reading. */
export async function getFloor(db: DbOrTx): Promise<Floor> {
  const asOf = new Date().toISOString();
  return { tables: await readFloorTables(db, null), asOf };
}

/** One table's floor: the answer of a floor action on it. */
export async function readFloorTable(db: DbOrTx, tableId: number): Promise<FloorTable> {
  const [table] = await readFloorTables(db, [tableId]);
  if (!table) throw notFound('Table');
  return table;
}

/**
 * What the floor shows of these tables and games after a change, read at once: the tables' floor, and the
 * games' lists with every table of them with counts (for the lobby).
 */
export async function readFloorAndGames(db: DbOrTx, tableIds: number[], gameIds: number[]) {
  const [tables, { games, tables: withCounts }] = await Promise.all([
    tableIds.length > 0 ? readFloorTables(db, tableIds) : Promise.resolve([]),
    readStaffGamesAndTables(db, gameIds, true),
  ]);
  return { tables, games, withCounts };
}
