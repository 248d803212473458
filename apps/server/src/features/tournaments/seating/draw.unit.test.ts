import { describe, expect, it } from 'vitest';
import { drawLateSeat, drawSeats, type TableSpec } from './draw';
import { seededRandom } from './seeded-random';
import { seatPlayers } from './seating-state';
import { chiSquare, chiSquarePValue, isConsistent, sizes, table, testSeed } from './seating-test-kit';

const players = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const tables = (...seats: number[]): TableSpec[] => seats.map((s, i) => ({ number: i + 1, seats: s }));

function drawn(count: number, specs: TableSpec[], seed: string) {
  const outcome = drawSeats(players(count), specs, seed);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome;
}

describe('the seat draw refuses what cannot be drawn', () => {
  it.each([
    [[], 'no_tables', 'Open at least one table'],
    [[{ number: 0, seats: 9 }], 'invalid_table_number', 'whole numbers from 1'],
    [[{ number: 2.5, seats: 9 }], 'invalid_table_number', 'whole numbers from 1'],
    [
      [
        { number: 3, seats: 9 },
        { number: 3, seats: 8 },
      ],
      'duplicate_table',
      'Table 3 is listed twice',
    ],
    [[{ number: 1, seats: 1 }], 'seats_out_of_range', 'Table 1 has 1 seats: a table seats 2 to 10'],
    [[{ number: 1, seats: 11 }], 'seats_out_of_range', 'a table seats 2 to 10'],
    [[{ number: 1, seats: 8.5 }], 'seats_out_of_range', 'a table seats 2 to 10'],
  ])('%j: %s', (specs, code, message) => {
    const outcome = drawSeats(players(2), specs, testSeed(0));
    expect(outcome).toMatchObject({ ok: false, error: { code } });
    if (!outcome.ok) expect(outcome.error.message).toContain(message);
  });

  it('refuses more players than seats, saying how many of each', () => {
    expect(drawSeats(players(19), tables(9, 9), testSeed(0))).toEqual({
      ok: false,
      error: { code: 'too_many_players', message: '19 players do not fit the 18 seats of the tables opened' },
    });
    expect(drawSeats(players(18), tables(9, 9), testSeed(0)).ok).toBe(true);
  });

  it('refuses a player listed twice', () => {
    expect(drawSeats([1, 2, 1], tables(9), testSeed(0))).toMatchObject({
      ok: false,
      error: { code: 'duplicate_player' },
    });
  });
});

describe('the seat draw (TDA 7)', { timeout: 30_000 }, () => {
  it('seats every player once, in a seat of an opened table, with the seed it used', () => {
    const outcome = drawn(30, tables(9, 9, 9, 9), testSeed(1));
    expect(outcome.seed).toBe(testSeed(1));
    expect(outcome.seatings.map((s) => s.playerId).sort((a, b) => a - b)).toEqual(players(30));
    expect(isConsistent(outcome.state)).toBe(true);
    expect(outcome.state.tables.map((t) => t.buttonSeat)).toEqual([null, null, null, null]);
  });

  it('gives the same seats for the same seed, and other seats for another seed', () => {
    expect(drawn(30, tables(9, 9, 9, 9), testSeed(2))).toEqual(drawn(30, tables(9, 9, 9, 9), testSeed(2)));
    expect(drawn(30, tables(9, 9, 9, 9), testSeed(2)).seatings).not.toEqual(
      drawn(30, tables(9, 9, 9, 9), testSeed(3)).seatings,
    );
  });

  it('replays the same seats from the seed whatever order the players and tables are listed in', () => {
    const forward = drawn(30, tables(9, 8, 9, 10), testSeed(4));
    const reversed = drawSeats([...players(30)].reverse(), [...tables(9, 8, 9, 10)].reverse(), testSeed(4));
    if (!reversed.ok) throw new Error(reversed.error.message);
    const bySeat = (s: typeof forward.seatings) => [...s].sort((a, b) => a.playerId - b.playerId);
    expect(bySeat(reversed.seatings)).toEqual(bySeat(forward.seatings));
  });

  it('never leaves two tables of equal seats more than one player apart (1,000 draws of every size)', () => {
    let draws = 0;
    for (let i = 0; draws < 1_000; i++) {
      const random = seededRandom(testSeed(i, 'sizes-config'));
      const tableCount = 1 + (random.nextUint32() % 8);
      const seats = 2 + (random.nextUint32() % 9);
      const count = random.nextUint32() % (tableCount * seats + 1);
      const outcome = drawn(count, tables(...new Array<number>(tableCount).fill(seats)), testSeed(i, 'sizes'));
      const counts = sizes(outcome.state);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      expect(isConsistent(outcome.state)).toBe(true);
      draws++;
    }
  });

  it('fills a table of fewer seats first and keeps the others within one (mixed tables)', () => {
    for (let i = 0; i < 300; i++) {
      const specs = tables(6, 10, 9, 8);
      const count = i % 34;
      const outcome = drawn(count, specs, testSeed(i, 'mixed'));
      const notFull = outcome.state.tables.filter((t) => t.occupants.length < t.seats).map((t) => t.occupants.length);
      const fullest = Math.max(...sizes(outcome.state));
      expect(notFull.every((n) => fullest - n <= 1)).toBe(true);
    }
  });
});

/**
 * Uniformity, seat by seat: 27,000 draws of 20 players over three 9-seat tables. For each player, the 27
 * seats should come up equally often (df 26); for each seat, each of the 20 players and "empty" as often as a
 * uniform draw makes them (df 20). 47 statistics, each must reach p > 0.0001 (Bonferroni over 47 at 0.5 %).
 */
describe('the draw is uniform, seat by seat (chi-square)', { timeout: 60_000 }, () => {
  const DRAWS = 27_000;
  const PLAYERS = 20;
  const SEATS = 27;

  type Draw = (seed: string) => { playerId: number; table: number; seat: number }[];
  function countSeats(draw: Draw, draws: number) {
    const counts = Array.from({ length: PLAYERS + 1 }, () => new Array<number>(SEATS).fill(0));
    for (let i = 0; i < draws; i++) {
      for (const { playerId, table: t, seat } of draw(testSeed(i, 'uniform'))) {
        const row = counts[playerId] as number[];
        row[(t - 1) * 9 + seat - 1] = (row[(t - 1) * 9 + seat - 1] ?? 0) + 1;
      }
    }
    return counts;
  }

  /** Each player's statistic over the 27 seats (df 26) and each seat's over the 20 players and empty (df 20). */
  function statistics(counts: number[][], draws: number) {
    const byPlayer = players(PLAYERS).map((p) =>
      chiSquare(counts[p] as number[], new Array<number>(SEATS).fill(draws / SEATS)),
    );
    const bySeat = Array.from({ length: SEATS }, (_, seat) => {
      const seated = players(PLAYERS).map((p) => counts[p]?.[seat] ?? 0);
      const observed = [...seated, draws - seated.reduce((a, b) => a + b, 0)];
      const expected = [...new Array<number>(PLAYERS).fill(draws / SEATS), (draws * (SEATS - PLAYERS)) / SEATS];
      return chiSquare(observed, expected);
    });
    const lowestP = Math.min(
      ...byPlayer.map((x) => chiSquarePValue(x, SEATS - 1)),
      ...bySeat.map((x) => chiSquarePValue(x, PLAYERS)),
    );
    return { byPlayer, bySeat, lowestP };
  }

  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

  it('gives each player every seat, and each seat every player, equally often', () => {
    const counts = countSeats((seed) => drawn(PLAYERS, tables(9, 9, 9), seed).seatings, DRAWS);
    const { byPlayer, bySeat, lowestP } = statistics(counts, DRAWS);
    console.info(
      `seat draw uniformity, ${DRAWS} draws of ${PLAYERS} players over 3 × 9 seats: ` +
        `per player χ² (df 26) mean ${mean(byPlayer).toFixed(2)}, max ${Math.max(...byPlayer).toFixed(2)}; ` +
        `per seat χ² (df 20) mean ${mean(bySeat).toFixed(2)}, max ${Math.max(...bySeat).toFixed(2)}; ` +
        `lowest p of the 47: ${lowestP.toFixed(4)} (threshold 0.0001)`,
    );
    expect(lowestP).toBeGreaterThan(0.0001);
  });

  it('would catch a draw that prefers the low seats (the test can fail)', () => {
    // A wrong draw: the tables right, but the players on the lowest seats of each table.
    const biased = (seed: string) =>
      drawn(PLAYERS, tables(9, 9, 9), seed).state.tables.flatMap((t) =>
        t.occupants.map((o, index) => ({ playerId: o.playerId, table: t.number, seat: index + 1 })),
      );
    expect(statistics(countSeats(biased, 2_700), 2_700).lowestP).toBeLessThan(1e-9);
  });
});

describe('a late entry’s seat (TDA 8-A)', { timeout: 30_000 }, () => {
  it('comes from the open seats of the tables with the fewest players, so the tables stay balanced', () => {
    const state = {
      tables: [
        table(1, 9, 1, [1, 2, 3, 4, 5, 6, 7, 8]),
        table(2, 9, 1, [1, 2, 3, 5, 6, 7, 8]),
        table(3, 9, 1, [1, 2, 3, 4, 5, 6, 8]),
      ],
    };
    const picked = new Map<string, number>();
    for (let i = 0; i < 14_000; i++) {
      const outcome = drawLateSeat(state, testSeed(i, 'late'));
      if (!outcome.ok) throw new Error(outcome.error.message);
      const key = `${outcome.table}/${outcome.seat}`;
      picked.set(key, (picked.get(key) ?? 0) + 1);
    }
    // Tables 2 and 3 have 7 players: their open seats (2/4, 2/9, 3/7, 3/9) are the pool, each equally likely.
    expect([...picked.keys()].sort()).toEqual(['2/4', '2/9', '3/7', '3/9']);
    expect(chiSquarePValue(chiSquare([...picked.values()], [3500, 3500, 3500, 3500]), 3)).toBeGreaterThan(0.001);
  });

  it('keeps the tables within one player when late entries keep coming (property over seeds)', () => {
    for (let run = 0; run < 40; run++) {
      let state = drawn(10 + run, tables(9, 9, 9, 9, 9, 9), testSeed(run, 'late-start')).state;
      for (let entry = 0; entry < 54 - 10 - run; entry++) {
        const outcome = drawLateSeat(state, testSeed(run * 100 + entry, 'late-run'));
        if (!outcome.ok) throw new Error(outcome.error.message);
        state = seatPlayers(state, [{ playerId: 1000 + entry, table: outcome.table, seat: outcome.seat }]);
        const counts = sizes(state);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        expect(isConsistent(state)).toBe(true);
      }
    }
  });

  it('is the same for the same seed, skips broken tables, and is refused when no seat is open', () => {
    const state = {
      tables: [table(1, 2, null, [1, 2]), { ...table(2, 9, null, []), broken: true }, table(3, 3, null, [1])],
    };
    expect(drawLateSeat(state, testSeed(1))).toEqual(drawLateSeat(state, testSeed(1)));
    for (let i = 0; i < 50; i++) expect(drawLateSeat(state, testSeed(i))).toMatchObject({ ok: true, table: 3 });
    const full = { tables: [table(1, 2, null, [1, 2]), { ...table(2, 9, null, []), broken: true }] };
    expect(drawLateSeat(full, testSeed(1))).toMatchObject({ ok: false, error: { code: 'no_open_seat' } });
  });
});
