import { describe, expect, it } from 'vitest';
import { shouldBreak } from './breaking';
import { drawFinalTable, finalTableDue, finalTableSize } from './final-table';
import { seededRandom, shuffle } from './seeded-random';
import type { SeatingState } from './seating-state';
import { chiSquare, chiSquarePValue, isConsistent, table, testSeed } from './seating-test-kit';

const seatsUpTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const tables = (counts: number[], seats: number): SeatingState => ({
  tables: counts.map((count, i) =>
    table(i + 1, seats, 1, shuffle(seededRandom(testSeed(i, 'final')), seatsUpTo(seats)).slice(0, count)),
  ),
});

describe('the final table (TDA recommended procedure 9)', () => {
  it('is 9-handed for 9- and 8-handed events, 7-handed for 7- and 6-handed ones, else the event’s size', () => {
    expect([10, 9, 8, 7, 6, 5, 4, 3, 2].map(finalTableSize)).toEqual([10, 9, 9, 7, 7, 5, 4, 3, 2]);
  });

  it('9-handed: two tables of five play on; at nine the final table forms', () => {
    expect(finalTableDue(tables([5, 5], 9))).toBeNull();
    expect(shouldBreak(tables([5, 5], 9))).toBeNull();
    expect(finalTableDue(tables([5, 4], 9))).toBe(9);
    expect(shouldBreak(tables([5, 4], 9))).toEqual({ kind: 'final_table', size: 9 });
  });

  it('8-handed: at nine players, two tables of 5 and 4 form a 9-handed final table though a table seats 8', () => {
    expect(finalTableDue(tables([5, 5], 8))).toBeNull();
    expect(shouldBreak(tables([5, 4], 8))).toEqual({ kind: 'final_table', size: 9 });
  });

  it('7- and 6-handed: two tables of four play on; at seven a 7-handed final table forms', () => {
    for (const seats of [7, 6]) {
      expect(finalTableDue(tables([4, 4], seats))).toBeNull();
      expect(shouldBreak(tables([4, 3], seats))).toEqual({ kind: 'final_table', size: 7 });
    }
  });

  it('comes before a break when several tables are left with few enough players', () => {
    expect(shouldBreak(tables([3, 2, 2], 6))).toEqual({ kind: 'final_table', size: 7 });
    expect(shouldBreak(tables([3, 3, 3], 9))).toEqual({ kind: 'final_table', size: 9 });
  });

  it('is not due with one table running, and follows a handedness the club sets', () => {
    expect(finalTableDue(tables([9], 9))).toBeNull();
    expect(finalTableDue(tables([5, 3], 10), { handed: 8 })).toBe(9);
    expect(finalTableDue(tables([5, 5], 10))).toBe(10);
  });
});

describe('the final table’s redraw', { timeout: 30_000 }, () => {
  const nine = tables([5, 4], 9);

  it('seats every player left at the final table, breaks the others and leaves the button to be drawn', () => {
    const outcome = drawFinalTable(nine, { number: 1, seats: 10 }, testSeed(1));
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.state.tables.map((t) => [t.number, t.occupants.length, Boolean(t.broken), t.buttonSeat])).toEqual([
      [1, 9, false, null],
      [2, 0, true, 1],
    ]);
    expect(isConsistent(outcome.state)).toBe(true);
    expect(outcome.moves).toHaveLength(9);
    expect(outcome.moves.every((m) => m.to.table === 1)).toBe(true);
    expect(drawFinalTable(nine, { number: 1, seats: 10 }, testSeed(1))).toEqual(outcome);
  });

  it('may be a new table, and draws its seats at random (chi-square over 10,000 redraws)', () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const outcome = drawFinalTable(nine, { number: 7, seats: 10 }, testSeed(i, 'redraw'));
      if (!outcome.ok) throw new Error(outcome.error.message);
      const seat = outcome.moves.find((m) => m.playerId === nine.tables[0]?.occupants[0]?.playerId)?.to.seat ?? 0;
      counts[seat - 1] = (counts[seat - 1] ?? 0) + 1;
      expect(outcome.state.tables.filter((t) => !t.broken).map((t) => t.number)).toEqual([7]);
    }
    expect(chiSquarePValue(chiSquare(counts, new Array(10).fill(1000)), 9)).toBeGreaterThan(0.001);
  });

  it('refuses a final table too small for the players left', () => {
    expect(drawFinalTable(nine, { number: 1, seats: 8 }, testSeed(1))).toMatchObject({
      ok: false,
      error: { code: 'too_many_players' },
    });
  });
});
