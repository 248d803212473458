/**
 * A tournament's seating as plain values: the tables the floor opened, who sits where and the button seat the
 * floor last set. Seats are numbered 1 to `seats` clockwise, as dealers number them; "clockwise after seat s"
 * is s + 1, s + 2, …, wrapping from the last seat to seat 1 (issue 29, decision 120).
 */
export interface Occupant {
  seat: number;
  playerId: number;
}

export interface SeatingTable {
  number: number;
  seats: number;
  /** The button of the hand being played or last dealt, as the floor last set it; null before the first hand. */
  buttonSeat: number | null;
  occupants: Occupant[];
  broken?: boolean;
}

export interface SeatingState {
  tables: SeatingTable[];
}

export interface SeatAssignment {
  playerId: number;
  table: number;
  seat: number;
}

export interface SeatMove {
  playerId: number;
  from: { table: number; seat: number };
  to: { table: number; seat: number };
}

export type SeatingErrorCode =
  | 'no_tables'
  | 'invalid_table_number'
  | 'duplicate_table'
  | 'seats_out_of_range'
  | 'duplicate_player'
  | 'too_many_players'
  | 'no_open_seat'
  | 'unknown_table'
  | 'table_broken'
  | 'invalid_count';

export interface SeatingError {
  code: SeatingErrorCode;
  message: string;
}

export type SeatingOutcome<T> = ({ ok: true } & T) | { ok: false; error: SeatingError };

export const refuse = (code: SeatingErrorCode, message: string): { ok: false; error: SeatingError } => ({
  ok: false,
  error: { code, message },
});

export const runningTables = (state: SeatingState) => state.tables.filter((table) => !table.broken);

export const playersLeft = (state: SeatingState) =>
  runningTables(state).reduce((sum, table) => sum + table.occupants.length, 0);

export const isOccupied = (table: SeatingTable, seat: number) => table.occupants.some((o) => o.seat === seat);

/** The seats clockwise after `seat`, all the way round, ending with `seat` itself. */
export function seatsClockwiseAfter(seats: number, seat: number): number[] {
  return Array.from({ length: seats }, (_, step) => ((seat + step) % seats) + 1);
}

export const openSeats = (table: SeatingTable): number[] =>
  seatsClockwiseAfter(table.seats, table.seats).filter((seat) => !isOccupied(table, seat));

export const findTable = (state: SeatingState, number: number) => state.tables.find((t) => t.number === number);

/** The state with each player of `assignments` seated where it says (the tables must exist). */
export function seatPlayers(state: SeatingState, assignments: readonly SeatAssignment[]): SeatingState {
  return {
    tables: state.tables.map((table) => {
      const arriving = assignments.filter((a) => a.table === table.number);
      if (arriving.length === 0) return table;
      const occupants = [...table.occupants, ...arriving.map(({ playerId, seat }) => ({ playerId, seat }))];
      return { ...table, occupants: occupants.sort((x, y) => x.seat - y.seat) };
    }),
  };
}

/** The state after a player moves from one seat to another. */
export function applyMove(state: SeatingState, move: SeatMove): SeatingState {
  const left: SeatingState = {
    tables: state.tables.map((table) =>
      table.number === move.from.table
        ? { ...table, occupants: table.occupants.filter((o) => o.playerId !== move.playerId) }
        : table,
    ),
  };
  return seatPlayers(left, [{ playerId: move.playerId, ...move.to }]);
}
