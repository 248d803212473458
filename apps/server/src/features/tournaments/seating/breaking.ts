import { type FinalTableOptions, finalTableDue } from './final-table';
import { dealSeatCards, drawSeatCards } from './seat-cards';
import { type Seed, seededRandom } from './seeded-random';
import {
  findTable,
  playersLeft,
  refuse,
  runningTables,
  type SeatingOutcome,
  type SeatingState,
  type SeatMove,
  seatPlayers,
} from './seating-state';

/**
 * Breaking a table (TDA 10; issue 29; decision 120): its players go to random open seats of the other running
 * tables by the two-step draw (the players' order and the seat cards' order both shuffled with the seed), each
 * card drawn at a table with the fewest players, so no table goes over its seats and the sizes stay as even
 * as they can. Any seat may come up, the blinds and the button included (TDA 10-A).
 */
export function breakTable(
  state: SeatingState,
  tableNumber: number,
  seed: Seed,
): SeatingOutcome<{ seed: Seed; state: SeatingState; moves: SeatMove[] }> {
  const table = findTable(state, tableNumber);
  if (!table) return refuse('unknown_table', `There is no table ${tableNumber} in this tournament`);
  if (table.broken) return refuse('table_broken', `Table ${tableNumber} is already broken`);
  const others = runningTables(state).filter((t) => t.number !== tableNumber);
  const room = others.reduce((sum, t) => sum + t.seats - t.occupants.length, 0);
  if (table.occupants.length > room) {
    return refuse(
      'no_open_seat',
      `Table ${tableNumber}'s ${table.occupants.length} players do not fit the ${room} open seats of the other tables`,
    );
  }
  const random = seededRandom(seed);
  const dealt = dealSeatCards(
    random,
    table.occupants,
    (o) => o.playerId,
    drawSeatCards(random, others, table.occupants.length),
  );
  const moves = dealt.map(({ player, card }) => ({
    playerId: player.playerId,
    from: { table: tableNumber, seat: player.seat },
    to: card,
  }));
  const seatings = moves.map(({ playerId, to }) => ({ playerId, ...to }));
  const emptied: SeatingState = {
    tables: state.tables.map((t) => (t.number === tableNumber ? { ...t, occupants: [], broken: true } : t)),
  };
  return { ok: true, seed, state: seatPlayers(emptied, seatings), moves };
}

export type TableChange = { kind: 'break'; table: number } | { kind: 'final_table'; size: number };

/**
 * What the console suggests next, or null. The final table first (RP-9, `finalTableDue`); otherwise a break
 * when the players left fit the running tables but one, each at its seats (or at `maxPerTable`): the
 * highest-numbered table whose players fit the others' seats.
 */
export function shouldBreak(state: SeatingState, options: FinalTableOptions = {}): TableChange | null {
  const size = finalTableDue(state, options);
  if (size !== null) return { kind: 'final_table', size };
  const tables = runningTables(state);
  if (tables.length < 3) return null;
  const capacity = (seats: number) => Math.min(seats, options.maxPerTable ?? seats);
  const total = tables.reduce((sum, t) => sum + capacity(t.seats), 0);
  const fits = tables.filter((t) => total - capacity(t.seats) >= playersLeft(state));
  const table = Math.max(...fits.map((t) => t.number));
  return fits.length > 0 ? { kind: 'break', table } : null;
}
