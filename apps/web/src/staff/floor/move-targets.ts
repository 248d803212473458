import { compareTableNames } from '@club/shared/table-order';
import type { FloorTable } from '@club/shared/floor';
import { openSeatNumbers } from './seat-clock';

/** A table a seated player may be moved to, as the Move dialog offers it. */
export interface MoveTarget {
  table: FloorTable;
  /** The player's own table: a seat change, said as such. */
  isSeatChange: boolean;
  openSeats: number[];
}

/**
 * Where Move offers to take a seated player (issue 27 item 4): the other running tables first (those with an
 * open seat before full ones, then by name), then a seat change at the player's own table. Inactive tables
 * are not offered: no game runs there to move to.
 */
export function moveTargets(from: FloorTable, tables: readonly FloorTable[]): MoveTarget[] {
  const others = tables
    .filter((table) => table.id !== from.id && table.status === 'active')
    .map((table) => ({ table, isSeatChange: false, openSeats: openSeatNumbers(table) }))
    .sort(
      (a, b) =>
        Number(b.openSeats.length > 0) - Number(a.openSeats.length > 0) ||
        compareTableNames(a.table.name, b.table.name),
    );
  return [...others, { table: from, isSeatChange: true, openSeats: openSeatNumbers(from) }];
}

/** The option's text: another table with its game and seats taken, or the seat change at the player's own. */
export const moveTargetLabel = ({ table, isSeatChange }: MoveTarget) =>
  isSeatChange
    ? `Change seat at ${table.name} (same table)`
    : `${table.name} · ${table.gameType} ${table.stakes} (${table.seats.length}/${table.maxPlayers})`;
