import { describe, expect, it } from 'vitest';
import { moveOfferText, nextAtTable, planMoves, type PlanSeat, type PlanTable } from './table-moves';

const table = (id: number, over: Partial<PlanTable> = {}): PlanTable => ({
  id,
  name: `Table ${id}`,
  gameId: 1,
  mainTableId: null,
  freeSeats: [],
  ...over,
});
const seat = (seatId: number, tableId: number, seatNumber: number, startedAt: number): PlanSeat => ({
  seatId,
  tableId,
  seatNumber,
  startedAt,
  playerName: `P${seatId}`,
});

describe('planMoves: who moves first when a seat opens', () => {
  it('moves the player seated longest at the must-move tables to the main table, lowest free seat first', () => {
    const tables = [table(1, { freeSeats: [4, 7] }), table(3, { mainTableId: 1 }), table(5, { mainTableId: 1 })];
    const seats = [seat(10, 3, 2, 300), seat(11, 5, 1, 100), seat(12, 3, 5, 200)];
    const moves = planMoves(tables, seats, []);
    expect(moves.map((m) => [m.kind, m.seatId, m.toTableId, m.toSeatNumber])).toEqual([
      ['must_move', 11, 1, 4],
      ['must_move', 12, 1, 7],
    ]);
  });

  it('puts must-moves before change requests, and change requests in the order asked', () => {
    const tables = [table(1, { freeSeats: [4, 5, 6] }), table(3, { mainTableId: 1 }), table(2)];
    const seats = [seat(10, 3, 2, 500), seat(20, 2, 1, 10), seat(21, 2, 3, 20)];
    const requests = [
      { requestId: 2, seatId: 21, kind: 'table' as const, requestedAt: 1_000 },
      { requestId: 1, seatId: 20, kind: 'table' as const, requestedAt: 2_000 },
    ];
    const moves = planMoves(tables, seats, requests);
    expect(moves.map((m) => [m.kind, m.seatId, m.toSeatNumber])).toEqual([
      ['must_move', 10, 4],
      ['table_change', 21, 5],
      ['table_change', 20, 6],
    ]);
  });

  it('serves a table change only at another table of the same game, a seat change only at the same table', () => {
    const tables = [
      table(1, { freeSeats: [9] }),
      table(2, { freeSeats: [8] }),
      table(7, { gameId: 2, freeSeats: [1] }),
    ];
    const seats = [seat(30, 1, 1, 0), seat(31, 2, 2, 0)];
    const requests = [
      { requestId: 1, seatId: 30, kind: 'seat' as const, requestedAt: 1 },
      { requestId: 2, seatId: 31, kind: 'table' as const, requestedAt: 2 },
    ];
    const moves = planMoves(tables, seats, requests);
    expect(moves.map((m) => [m.kind, m.seatId, m.toTableId, m.toSeatNumber])).toEqual([['seat_change', 30, 1, 9]]);
    // Table 1's one free seat went to the seat change asked first; the table change waits for a seat at 1
    // (table 7 plays another game, and table 2 is its own).
    expect(moves.some((m) => m.toTableId === 7)).toBe(false);
  });

  it('does not offer a must-move table player a table change to their main table ahead of the must-move order', () => {
    const tables = [table(1, { freeSeats: [4] }), table(3, { mainTableId: 1 })];
    const seats = [seat(10, 3, 2, 100), seat(11, 3, 3, 50)];
    const requests = [{ requestId: 1, seatId: 10, kind: 'table' as const, requestedAt: 1 }];
    expect(planMoves(tables, seats, requests).map((m) => [m.kind, m.seatId])).toEqual([['must_move', 11]]);
  });

  it('offers nothing without a free seat, and one move per player', () => {
    const tables = [table(1), table(3, { mainTableId: 1 })];
    expect(planMoves(tables, [seat(10, 3, 2, 0)], [])).toEqual([]);
  });
});

describe('nextAtTable: a move before the list', () => {
  const moves = planMoves([table(1, { freeSeats: [4] }), table(3, { mainTableId: 1 })], [seat(10, 3, 2, 0)], []);
  it('gives the move first, then the list, then nothing', () => {
    expect(nextAtTable(1, moves, { entryId: 5 })).toEqual({ move: moves[0] });
    expect(nextAtTable(3, moves, { entryId: 5 })).toEqual({ entry: { entryId: 5 } });
    expect(nextAtTable(3, moves, null)).toBeNull();
  });
  it('words the floor card', () => {
    expect(
      moveOfferText({
        playerName: 'Asha R.',
        from: { tableId: '3', tableName: 'Table 3', seatNumber: 2 },
        to: { tableId: '1', tableName: 'Table 1', seatNumber: 4 },
      }),
    ).toBe('Move Asha R. from Table 3 seat 2 to Table 1 seat 4');
  });
});
