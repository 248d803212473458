import { fromPaise } from '@club/shared/money';
import type { PlayerSeat } from '@club/shared/live-session';
import type { PokerTable, TableSeats } from '@club/shared/tables';
import { notFound } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { toPlayerSeat, toTable, toTableSeatView } from '../shared/tables.mappers';
import {
  findOpenSeatsAtTable,
  findOpenSeatsOfPlayer,
  findOpenSeatsOfPlayers,
  findTable,
  findTables,
  findTableWithCounts,
} from '../shared/tables.repo';

export async function listTables(db: DbOrTx): Promise<PokerTable[]> {
  return (await findTables(db)).map(toTable);
}

export async function getTable(db: DbOrTx, tableId: number): Promise<PokerTable> {
  const row = await findTableWithCounts(db, tableId);
  if (!row) throw notFound('Table');
  return toTable(row);
}

export async function getTableStatus(db: DbOrTx, tableId: number) {
  const table = await findTable(db, tableId);
  if (!table) throw notFound('Table');
  return {
    tableId: String(table.id),
    status: table.status,
    gameStarted: table.gameStartedAt !== null,
    gameStartedAt: table.gameStartedAt?.toISOString() ?? null,
  };
}

/** The seats a player sees on the table view; `viewerPlayerId` marks their own (null for staff). */
export async function listTableSeats(db: DbOrTx, tableId: number, viewerPlayerId: number | null): Promise<TableSeats> {
  const table = await findTable(db, tableId);
  if (!table) throw notFound('Table');
  const rows = await findOpenSeatsAtTable(db, tableId);
  return rows.map((r) => toTableSeatView(r.seat, r, viewerPlayerId));
}

/**
 * The club's software does not deal hands, so it cannot know a live pot. What it knows honestly is the
 * chips in play: the buy-ins of the players seated now (docs/decisions/022).
 */
export async function getPot(db: DbOrTx, tableId: number) {
  const table = await findTable(db, tableId);
  if (!table) throw notFound('Table');
  const rows = await findOpenSeatsAtTable(db, tableId);
  const total = rows.reduce((sum, r) => sum + r.seat.buyInPaise, 0n);
  return {
    tableId: String(tableId),
    pot: fromPaise(total),
    kind: 'chips_in_play' as const,
    seatedPlayers: rows.length,
  };
}

/** The player's open seats: the spec's You Are Seated cards. */
export async function listPlayerSeats(db: DbOrTx, playerId: number): Promise<PlayerSeat[]> {
  return (await findOpenSeatsOfPlayer(db, playerId)).map(({ seat, table }) => toPlayerSeat(seat, table));
}

/** The players seated at a table now: they hear of its rule changes. */
export async function seatedPlayerIds(db: DbOrTx, tableId: number): Promise<number[]> {
  return (await findOpenSeatsAtTable(db, tableId)).flatMap((r) => (r.seat.playerId === null ? [] : [r.seat.playerId]));
}

/** Where each of these players sits now (one query, whatever their number): the kitchen delivers there. */
export async function currentSeatsOfPlayers(
  db: DbOrTx,
  playerIds: number[],
): Promise<Map<number, { tableId: string; tableName: string; seatNumber: number }>> {
  const rows = await findOpenSeatsOfPlayers(db, [...new Set(playerIds)]);
  return new Map(
    rows.flatMap((r) =>
      r.playerId === null
        ? []
        : [[r.playerId, { tableId: String(r.tableId), tableName: r.tableName, seatNumber: r.seatNumber }] as const],
    ),
  );
}
