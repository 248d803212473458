import { DEFAULT_BALANCE_SETTINGS, HALT_WHEN_SHORT_BY } from './constants';
import { nextBigBlindSeat, worstSeat } from './positions';
import { applyMove, runningTables, type SeatingState, type SeatingTable, type SeatMove } from './seating-state';

/**
 * Balancing tables (TDA 11; issue 29; decision 120). A table is short by the players it lacks against the
 * fullest table (never counting seats it does not have). While a table is short by more than the threshold,
 * the player who would be big blind next at the fullest table moves to the worst position at the shortest.
 */
export interface BalanceSettings {
  /** The most players a table may be short while more than `fewTables` tables run. */
  manyTablesThreshold: number;
  /** The most players a table may be short once `fewTables` or fewer run. */
  fewTablesThreshold: number;
  fewTables: number;
}

export interface BalancePlan {
  threshold: number;
  /** The moves, in order, that bring every table within the threshold (each assumes the ones before it). */
  moves: SeatMove[];
  /** Tables that halt now (TDA 11-D): 3 or more players short of the fullest. */
  halted: number[];
  /** Tables whose button the floor must set before the next move can be named. */
  buttonNeeded: number[];
}

/** The stage's threshold; never below 1, as a difference of one player is unavoidable (and 0 would loop). */
export function balanceThreshold(tablesRunning: number, settings: BalanceSettings = DEFAULT_BALANCE_SETTINGS) {
  const threshold = tablesRunning > settings.fewTables ? settings.manyTablesThreshold : settings.fewTablesThreshold;
  return Math.max(1, threshold);
}

const fullestCount = (tables: readonly SeatingTable[]) => Math.max(0, ...tables.map((t) => t.occupants.length));

/** How many players a table lacks against the fullest table, as far as its seats go. */
const shortBy = (table: SeatingTable, fullest: number) => Math.min(fullest, table.seats) - table.occupants.length;

/** TDA 11-D: the tables 3 or more players short of the fullest, by number. */
export function haltedTables(state: SeatingState): number[] {
  const tables = runningTables(state);
  const fullest = fullestCount(tables);
  return tables
    .filter((table) => shortBy(table, fullest) >= HALT_WHEN_SHORT_BY)
    .map((table) => table.number)
    .sort((a, b) => a - b);
}

/**
 * The published order (decision 120): the source is the fullest table, the highest number first among equals
 * (tables break from the highest number, so players move towards the tables that stay); the destination is
 * the table short by the most, the lowest number first among equals.
 */
export function sourceTable(tables: readonly SeatingTable[]): SeatingTable | undefined {
  return [...tables].sort((a, b) => b.occupants.length - a.occupants.length || b.number - a.number)[0];
}

function destinationTable(tables: readonly SeatingTable[], fullest: number): SeatingTable | undefined {
  return [...tables].sort((a, b) => shortBy(b, fullest) - shortBy(a, fullest) || a.number - b.number)[0];
}

type NextStep = { move: SeatMove } | { buttonNeeded: number } | null;

function nextMove(state: SeatingState, threshold: number): NextStep {
  const tables = runningTables(state);
  const fullest = fullestCount(tables);
  const from = sourceTable(tables);
  const to = destinationTable(tables, fullest);
  if (!from || !to || shortBy(to, fullest) <= threshold) return null;
  const fromSeat = nextBigBlindSeat(from);
  if (fromSeat === null) return { buttonNeeded: from.number };
  const toSeat = worstSeat(to);
  if (toSeat === null) return { buttonNeeded: to.number };
  const mover = from.occupants.find((o) => o.seat === fromSeat);
  if (!mover) return null;
  return {
    move: {
      playerId: mover.playerId,
      from: { table: from.number, seat: fromSeat },
      to: { table: to.number, seat: toSeat },
    },
  };
}

/** Every move that brings the running tables within the stage's threshold, with the halted tables. */
export function suggestMoves(state: SeatingState, settings: BalanceSettings = DEFAULT_BALANCE_SETTINGS): BalancePlan {
  const threshold = balanceThreshold(runningTables(state).length, settings);
  const plan: BalancePlan = { threshold, moves: [], halted: haltedTables(state), buttonNeeded: [] };
  let current = state;
  for (let step = nextMove(current, threshold); step; step = nextMove(current, threshold)) {
    if ('buttonNeeded' in step) {
      plan.buttonNeeded.push(step.buttonNeeded);
      break;
    }
    plan.moves.push(step.move);
    current = applyMove(current, step.move);
  }
  return plan;
}
