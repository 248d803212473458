import { describe, expect, it } from 'vitest';
import { balanceThreshold, haltedTables, suggestMoves } from './balancing';
import { DEFAULT_BALANCE_SETTINGS } from './constants';
import { nextBigBlindSeat, worstSeat } from './positions';
import { seededRandom, shuffle } from './seeded-random';
import { applyMove, findTable, type SeatingState } from './seating-state';
import { isConsistent, sizes, table, testSeed } from './seating-test-kit';

const seatsUpTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const state = (...tables: ReturnType<typeof table>[]): SeatingState => ({ tables });

describe('the balancing threshold by stage', () => {
  it('is 2 while more than four tables run, then 1', () => {
    expect(balanceThreshold(9)).toBe(2);
    expect(balanceThreshold(5)).toBe(2);
    expect(balanceThreshold(4)).toBe(1);
    expect(balanceThreshold(2)).toBe(1);
  });

  it('follows the club’s setting, never below 1', () => {
    const settings = { manyTablesThreshold: 3, fewTablesThreshold: 2, fewTables: 6 };
    expect(balanceThreshold(7, settings)).toBe(3);
    expect(balanceThreshold(6, settings)).toBe(2);
    expect(balanceThreshold(2, { ...settings, fewTablesThreshold: 0 })).toBe(1);
  });
});

describe('suggested moves (TDA 11)', { timeout: 30_000 }, () => {
  it('suggests nothing while every table is within the threshold', () => {
    // Five tables: 9, 9, 8, 7, 7 are within two.
    const s = state(
      table(1, 9, 1, seatsUpTo(9)),
      table(2, 9, 1, seatsUpTo(9)),
      table(3, 9, 1, seatsUpTo(8)),
      table(4, 9, 1, seatsUpTo(7)),
      table(5, 9, 1, seatsUpTo(7)),
    );
    expect(suggestMoves(s)).toEqual({ threshold: 2, moves: [], halted: [], buttonNeeded: [] });
  });

  it('moves the next big blind of the fullest table to the worst seat of the shortest (worked case)', () => {
    // Four tables, threshold 1. Table 2 is fullest (9), button 4: blinds 5 and 6, next big blind 7.
    // Table 3 has 7: button 2, blinds 3 and 5 (4 empty), so seat 6 (empty, after the big blind) is worst.
    const s = state(
      table(1, 9, 1, [1, 2, 3, 4, 5, 6, 7, 8]),
      table(2, 9, 4, seatsUpTo(9)),
      table(3, 9, 2, [1, 2, 3, 5, 7, 8, 9]),
      table(4, 9, 1, [1, 2, 3, 4, 5, 6, 7, 8]),
    );
    expect(suggestMoves(s).moves).toEqual([{ playerId: 207, from: { table: 2, seat: 7 }, to: { table: 3, seat: 6 } }]);
  });

  it('takes the fullest table with the highest number first, to the short table with the lowest number first', () => {
    const s = state(
      table(1, 9, 1, seatsUpTo(7)),
      table(2, 9, 1, seatsUpTo(9)),
      table(3, 9, 1, seatsUpTo(7)),
      table(4, 9, 1, seatsUpTo(9)),
    );
    const { moves } = suggestMoves(s);
    expect(moves.map((m) => [m.from.table, m.to.table])).toEqual([
      [4, 1],
      [2, 3],
    ]);
  });

  it('names several moves until balanced, each the next big blind after the ones before it', () => {
    // Two tables: 9 against 5, threshold 1: two players move, the next big blind and then the one after.
    const s = state(table(1, 9, 1, seatsUpTo(9)), table(2, 9, 1, [1, 3, 5, 7, 9]));
    const { moves } = suggestMoves(s);
    expect(moves.map((m) => m.from)).toEqual([
      { table: 1, seat: 4 },
      { table: 1, seat: 5 },
    ]);
    // Table 2: button 1, blinds 3 and 5; the worst seat is 6, then (6 taken) 8.
    expect(moves.map((m) => m.to)).toEqual([
      { table: 2, seat: 6 },
      { table: 2, seat: 8 },
    ]);
    const after = moves.reduce(applyMove, s);
    expect(sizes(after)).toEqual([7, 7]);
  });

  it('asks for a button when the mover or the worst seat cannot be named without one', () => {
    const noSourceButton = state(table(1, 9, null, seatsUpTo(9)), table(2, 9, 1, [1, 3, 5]));
    expect(suggestMoves(noSourceButton)).toMatchObject({ moves: [], buttonNeeded: [1], halted: [2] });
    const noTargetButton = state(table(1, 9, 1, seatsUpTo(9)), table(2, 9, null, [1, 3, 5]));
    expect(suggestMoves(noTargetButton)).toMatchObject({ moves: [], buttonNeeded: [2] });
  });

  it('leaves broken tables out and never counts seats a table does not have', () => {
    const s = state(table(1, 9, 1, seatsUpTo(9)), table(2, 6, 1, seatsUpTo(6)), {
      ...table(3, 9, null, []),
      broken: true,
    });
    expect(suggestMoves(s)).toEqual({ threshold: 1, moves: [], halted: [], buttonNeeded: [] });
  });

  it('brings any state within its threshold, each move by the rule, never over a table’s seats (500 states)', () => {
    for (let i = 0; i < 500; i++) {
      const random = seededRandom(testSeed(i, 'balance'));
      const tableCount = 2 + (random.nextUint32() % 8);
      const tables = Array.from({ length: tableCount }, (_, t) => {
        const seats = 6 + (random.nextUint32() % 5);
        const count = 2 + (random.nextUint32() % (seats - 1));
        const taken = shuffle(random, seatsUpTo(seats)).slice(0, count);
        return table(t + 1, seats, 1 + (random.nextUint32() % seats), taken);
      });
      let current: SeatingState = { tables };
      const plan = suggestMoves(current);
      expect(plan.buttonNeeded).toEqual([]);
      for (const move of plan.moves) {
        const from = findTable(current, move.from.table);
        const to = findTable(current, move.to.table);
        if (!from || !to) throw new Error('a move names a missing table');
        expect(move.from.seat).toBe(nextBigBlindSeat(from));
        expect(move.to.seat).toBe(worstSeat(to));
        current = applyMove(current, move);
        expect(isConsistent(current)).toBe(true);
      }
      const counts = sizes(current);
      const fullest = Math.max(...counts);
      const short = current.tables.map((t) => Math.min(fullest, t.seats) - t.occupants.length);
      expect(Math.max(...short)).toBeLessThanOrEqual(plan.threshold);
      expect(suggestMoves(current).moves).toEqual([]);
    }
  });
});

describe('halting (TDA 11-D)', () => {
  it('halts a table 3 or more players short of the fullest, not one 2 short', () => {
    const s = state(table(1, 9, 1, seatsUpTo(9)), table(2, 9, 1, seatsUpTo(7)), table(3, 9, 1, seatsUpTo(6)));
    expect(haltedTables(s)).toEqual([3]);
    expect(suggestMoves(s, DEFAULT_BALANCE_SETTINGS).halted).toEqual([3]);
  });

  it('TDA addendum: 9-handed, table A with 5 and table B (the most) with 8: A halts', () => {
    expect(haltedTables(state(table(1, 9, 1, seatsUpTo(5)), table(2, 9, 1, seatsUpTo(8))))).toEqual([1]);
  });

  it('halts no table for seats it does not have, nor a broken table', () => {
    const s = state(table(1, 9, 1, seatsUpTo(9)), table(2, 6, 1, seatsUpTo(6)), {
      ...table(3, 9, null, []),
      broken: true,
    });
    expect(haltedTables(s)).toEqual([]);
  });

  it('lists the halted tables of the state as it is, before the moves that would end the halt', () => {
    const s = state(table(1, 9, 1, seatsUpTo(9)), table(2, 9, 1, [1, 3, 5]));
    const plan = suggestMoves(s);
    expect(plan.halted).toEqual([2]);
    expect(haltedTables(plan.moves.reduce(applyMove, s))).toEqual([]);
  });
});
