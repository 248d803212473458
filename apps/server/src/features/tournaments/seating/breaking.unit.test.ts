import { describe, expect, it } from 'vitest';
import { breakTable, shouldBreak } from './breaking';
import { drawSeats } from './draw';
import { seededRandom, shuffle } from './seeded-random';
import { findTable, type SeatingState } from './seating-state';
import { chiSquare, chiSquarePValue, isConsistent, sizes, table, testSeed } from './seating-test-kit';

const seatsUpTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const state = (...tables: ReturnType<typeof table>[]): SeatingState => ({ tables });

function broken(s: SeatingState, number: number, seed: string) {
  const outcome = breakTable(s, number, seed);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome;
}

describe('breaking a table (TDA 10)', { timeout: 30_000 }, () => {
  it('seats its players at open seats of the other tables and marks it broken', () => {
    const s = state(table(1, 9, 1, seatsUpTo(6)), table(2, 9, 1, seatsUpTo(7)), table(3, 9, 1, [2, 4, 6, 8]));
    const outcome = broken(s, 3, testSeed(1));
    expect(outcome.seed).toBe(testSeed(1));
    expect(outcome.moves.map((m) => m.playerId).sort()).toEqual([302, 304, 306, 308]);
    expect(outcome.moves.every((m) => m.from.table === 3 && m.to.table !== 3)).toBe(true);
    expect(findTable(outcome.state, 3)).toMatchObject({ broken: true, occupants: [] });
    expect(sizes(outcome.state).sort()).toEqual([8, 9]);
    expect(isConsistent(outcome.state)).toBe(true);
  });

  it('never leaves a table over its seats and keeps the sizes as even as they can be (1,000 breaks)', () => {
    for (let i = 0; i < 1_000; i++) {
      const random = seededRandom(testSeed(i, 'break-config'));
      const tableCount = 2 + (random.nextUint32() % 7);
      const players = seatsUpTo(random.nextUint32() % (9 * (tableCount - 1) + 1));
      const draw = drawSeats(
        players,
        seatsUpTo(tableCount).map((number) => ({ number, seats: 9 })),
        testSeed(i, 'b'),
      );
      if (!draw.ok) throw new Error(draw.error.message);
      const number = 1 + (random.nextUint32() % tableCount);
      const outcome = broken(draw.state, number, testSeed(i, 'break'));
      expect(isConsistent(outcome.state)).toBe(true);
      const counts = sizes(outcome.state);
      expect(counts.every((n) => n <= 9)).toBe(true);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(players.length);
    }
  });

  it('fills the shortest tables first when the others are uneven, never past a table’s seats', () => {
    const s = state(
      table(1, 9, 1, seatsUpTo(9)),
      table(2, 6, 1, seatsUpTo(3)),
      table(3, 9, 1, seatsUpTo(5)),
      table(4, 9, 1, [1, 2, 3, 4, 5, 6]),
    );
    const outcome = broken(s, 4, testSeed(2));
    // Six players: table 2 (3) takes three up to its 6 seats, table 3 (5) takes three: 9, 6, 8.
    expect(sizes(outcome.state)).toEqual([9, 6, 8]);
  });

  it('is a two-step draw: the same seed gives the same moves; the players’ order and the seats are both random', () => {
    const s = state(table(1, 9, 1, seatsUpTo(5)), table(2, 9, 1, seatsUpTo(5)), table(3, 9, 1, [1, 2, 3, 4]));
    expect(broken(s, 3, testSeed(3))).toEqual(broken(s, 3, testSeed(3)));
    const listedOtherwise = {
      tables: [...s.tables].reverse().map((t) => ({ ...t, occupants: [...t.occupants].reverse() })),
    };
    expect(broken(listedOtherwise, 3, testSeed(3)).moves).toEqual(broken(s, 3, testSeed(3)).moves);
    const firstPlayer = new Map<number, number>();
    const seatOfPlayer301 = new Map<string, number>();
    for (let i = 0; i < 8_000; i++) {
      const { moves } = broken(s, 3, testSeed(i, 'two-step'));
      const first = moves[0]?.playerId ?? 0;
      firstPlayer.set(first, (firstPlayer.get(first) ?? 0) + 1);
      const to = moves.find((m) => m.playerId === 301)?.to;
      const key = `${to?.table}/${to?.seat}`;
      seatOfPlayer301.set(key, (seatOfPlayer301.get(key) ?? 0) + 1);
    }
    expect(chiSquarePValue(chiSquare([...firstPlayer.values()], [2000, 2000, 2000, 2000]), 3)).toBeGreaterThan(0.001);
    // Player 301 lands on each of the 8 open seats (6 to 9 at tables 1 and 2) equally often.
    expect(seatOfPlayer301.size).toBe(8);
    expect(chiSquarePValue(chiSquare([...seatOfPlayer301.values()], new Array(8).fill(1000)), 7)).toBeGreaterThan(
      0.001,
    );
  });

  it('refuses an unknown table, a broken one, and players who do not fit', () => {
    const s = state(table(1, 9, 1, seatsUpTo(8)), table(2, 6, 1, [4]), {
      ...table(3, 9, null, []),
      broken: true,
    });
    expect(breakTable(s, 7, testSeed(1))).toMatchObject({ ok: false, error: { code: 'unknown_table' } });
    expect(breakTable(s, 3, testSeed(1))).toMatchObject({ ok: false, error: { code: 'table_broken' } });
    expect(breakTable(s, 2, testSeed(1))).toMatchObject({ ok: true });
    expect(breakTable(s, 1, testSeed(1))).toEqual({
      ok: false,
      error: { code: 'no_open_seat', message: "Table 1's 8 players do not fit the 5 open seats of the other tables" },
    });
  });
});

describe('when to break a table', () => {
  const tables = (counts: number[], seats = 9) =>
    state(
      ...counts.map((count, i) =>
        table(i + 1, seats, 1, shuffle(seededRandom(testSeed(i)), seatsUpTo(seats)).slice(0, count)),
      ),
    );

  it('suggests the highest-numbered table once the players left fit one table fewer', () => {
    expect(shouldBreak(tables([6, 6, 6]))).toEqual({ kind: 'break', table: 3 });
    expect(shouldBreak(tables([7, 6, 6]))).toBeNull();
    expect(shouldBreak(tables([9, 9, 9, 8, 1]))).toEqual({ kind: 'break', table: 5 });
  });

  it('counts at most the club’s players per table when it sets one', () => {
    expect(shouldBreak(tables([6, 5, 5]), { maxPerTable: 8 })).toEqual({ kind: 'break', table: 3 });
    expect(shouldBreak(tables([6, 6, 5]), { maxPerTable: 8 })).toBeNull();
  });

  it('leaves out broken tables and tables with more seats than the others need', () => {
    const s = state(table(1, 6, 1, seatsUpTo(6)), table(2, 9, 1, seatsUpTo(5)), table(3, 9, 1, seatsUpTo(4)), {
      ...table(4, 9, null, []),
      broken: true,
    });
    // 15 players: without table 3 the others seat 6 + 9 = 15; without table 2, 15 too; without table 1, 18.
    expect(shouldBreak(s, { handed: 9 })).toEqual({ kind: 'break', table: 3 });
  });
});
