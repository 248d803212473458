import { RP9_FINAL_TABLE_SIZES } from './constants';
import { drawSeats, type TableSpec } from './draw';
import type { Seed } from './seeded-random';
import { refuse, runningTables, type SeatingOutcome, type SeatingState, type SeatMove } from './seating-state';

/**
 * The final table (TDA recommended procedure 9; decision 120): 9- and 8-handed events combine two tables of
 * five into a 9-handed final table, 7- and 6-handed events two tables of four into a 7-handed one; other
 * sizes form it when the players fit one table of their size. It forms by a full redraw (TDA 7).
 */
export interface FinalTableOptions {
  /** The event's players per table; by default the most seats of any table the tournament opened. */
  handed?: number;
  /** The most players a table may take after a break (for `shouldBreak`). */
  maxPerTable?: number;
}

export const finalTableSize = (handed: number) => RP9_FINAL_TABLE_SIZES[handed] ?? handed;

const handedOf = (state: SeatingState, options: FinalTableOptions) =>
  options.handed ?? Math.max(0, ...state.tables.map((table) => table.seats));

/** The final table's size when it is due now (two or more tables run and the players left fit it), else null. */
export function finalTableDue(state: SeatingState, options: FinalTableOptions = {}): number | null {
  const tables = runningTables(state);
  const players = tables.reduce((sum, table) => sum + table.occupants.length, 0);
  const size = finalTableSize(handedOf(state, options));
  return tables.length >= 2 && players <= size ? size : null;
}

/**
 * Every player left redrawn at random over the final table's seats (the table the floor names: an existing
 * table or a new one); every other table is broken. The button is drawn anew there, so it is not set.
 */
export function drawFinalTable(
  state: SeatingState,
  finalTable: TableSpec,
  seed: Seed,
): SeatingOutcome<{ seed: Seed; state: SeatingState; moves: SeatMove[] }> {
  const seated = runningTables(state).flatMap((table) =>
    table.occupants.map((o) => ({ playerId: o.playerId, from: { table: table.number, seat: o.seat } })),
  );
  if (seated.length === 0) return refuse('invalid_count', 'No player is left to seat at the final table');
  const draw = drawSeats(
    seated.map((s) => s.playerId),
    [finalTable],
    seed,
  );
  if (!draw.ok) return draw;
  const drawn = draw.state.tables[0];
  if (!drawn) return refuse('no_tables', 'The final table is missing');
  const others = state.tables
    .filter((table) => table.number !== finalTable.number)
    .map((table) => ({ ...table, occupants: [], broken: true }));
  const fromOf = new Map(seated.map(({ playerId, from }) => [playerId, from]));
  const moves = draw.seatings.flatMap(({ playerId, table, seat }) => {
    const from = fromOf.get(playerId);
    return from ? [{ playerId, from, to: { table, seat } }] : [];
  });
  return { ok: true, seed, state: { tables: [...others, drawn].sort((a, b) => a.number - b.number) }, moves };
}
