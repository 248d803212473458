import { TABLE_SEATS_MAX, TABLE_SEATS_MIN } from './constants';
import { dealSeatCards, drawSeatCards } from './seat-cards';
import { type Seed, seededRandom } from './seeded-random';
import {
  refuse,
  runningTables,
  type SeatAssignment,
  type SeatingOutcome,
  type SeatingState,
  type SeatingTable,
  seatPlayers,
} from './seating-state';

/** A table the floor opens for the draw. */
export interface TableSpec {
  number: number;
  seats: number;
}

function refuseTables(tables: readonly TableSpec[]) {
  if (tables.length === 0) return refuse('no_tables', 'Open at least one table for the draw');
  const bad = tables.find((t) => !Number.isInteger(t.number) || t.number < 1);
  if (bad) return refuse('invalid_table_number', `Table numbers are whole numbers from 1 (not ${bad.number})`);
  const seen = new Set<number>();
  for (const { number, seats } of tables) {
    if (seen.has(number)) return refuse('duplicate_table', `Table ${number} is listed twice`);
    seen.add(number);
    if (!Number.isInteger(seats) || seats < TABLE_SEATS_MIN || seats > TABLE_SEATS_MAX) {
      return refuse(
        'seats_out_of_range',
        `Table ${number} has ${seats} seats: a table seats ${TABLE_SEATS_MIN} to ${TABLE_SEATS_MAX}`,
      );
    }
  }
  return null;
}

/**
 * The draw at the start (TDA 7): every player gets a random table and seat over the tables the floor opened,
 * each seat card drawn at a table with the fewest players, so table sizes differ by at most one (a table
 * with fewer seats than that fills up first). The same seed gives the same seats.
 */
export function drawSeats(
  players: readonly number[],
  tables: readonly TableSpec[],
  seed: Seed,
): SeatingOutcome<{ seed: Seed; state: SeatingState; seatings: SeatAssignment[] }> {
  const refusal = refuseTables(tables);
  if (refusal) return refusal;
  if (new Set(players).size !== players.length) return refuse('duplicate_player', 'A player is listed twice');
  const seats = tables.reduce((sum, table) => sum + table.seats, 0);
  if (players.length > seats) {
    return refuse('too_many_players', `${players.length} players do not fit the ${seats} seats of the tables opened`);
  }
  const empty: SeatingState = {
    tables: tables.map(({ number, seats }) => ({ number, seats, buttonSeat: null, occupants: [] })),
  };
  const random = seededRandom(seed);
  const dealt = dealSeatCards(random, players, (id) => id, drawSeatCards(random, empty.tables, players.length));
  const seatings = dealt.map(({ player, card }) => ({ playerId: player, ...card }));
  return { ok: true, seed, state: seatPlayers(empty, seatings), seatings };
}

/**
 * A late entry's, an alternate's or a re-entry's seat (TDA 8-A): one card drawn by the same process from the
 * same pool, the open seats of the running tables with the fewest players, so the tables stay balanced.
 */
export function drawLateSeat(
  state: SeatingState,
  seed: Seed,
): SeatingOutcome<{ seed: Seed; table: number; seat: number }> {
  const tables: SeatingTable[] = runningTables(state);
  if (!tables.some((table) => table.occupants.length < table.seats)) {
    return refuse('no_open_seat', 'Every seat of the running tables is taken: open a table first');
  }
  const [card] = drawSeatCards(seededRandom(seed), tables, 1);
  if (!card) return refuse('no_open_seat', 'No open seat');
  return { ok: true, seed, ...card };
}
