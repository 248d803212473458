import { describe, expect, it } from 'vitest';
import { currentBlinds, nextBigBlindSeat, waitsForButton, worstSeat } from './positions';
import type { SeatingTable } from './seating-state';
import { table } from './seating-test-kit';

/** Every table of 2 to 10 seats, every set of occupied seats (2 players or more), every button seat. */
function* everyTable(): Generator<SeatingTable> {
  for (let seats = 2; seats <= 10; seats++) {
    for (let mask = 0; mask < 2 ** seats; mask++) {
      const occupied = Array.from({ length: seats }, (_, i) => i + 1).filter((s) => mask & (1 << (s - 1)));
      if (occupied.length < 2) continue;
      for (let button = 1; button <= seats; button++) yield table(1, seats, button, occupied);
    }
  }
}

/** About 100,000 tables, built once for the file. */
const TABLES = [...everyTable()];

const occupied = (t: SeatingTable, seat: number) => t.occupants.some((o) => o.seat === seat);
const after = (t: SeatingTable, seat: number) => (seat % t.seats) + 1;

/** Walks clockwise from `seat`, seat by seat, to the `count`-th occupied seat (of `t`, plus `extra`). */
function walk(t: SeatingTable, seat: number, count: number, extra?: number): number {
  let at = seat;
  for (let found = 0; found < count; ) {
    at = after(t, at);
    if (occupied(t, at) || at === extra) found++;
  }
  return at;
}

/** The cases where the function's answer (first) differs from the book's (second); the first ten. */
function mismatches<C>(cases: readonly C[], answers: (c: C) => [unknown, unknown]) {
  return cases
    .map((c) => ({ case: c, answers: answers(c) }))
    .filter(({ answers: [got, want] }) => got !== want)
    .slice(0, 10);
}

const headsUpOnButton = (t: SeatingTable) => t.occupants.length === 2 && occupied(t, t.buttonSeat ?? 0);
/** This hand's big blind, by the book: the second player after the button; heads-up, the player not on it. */
const bigBlindNow = (t: SeatingTable) => walk(t, t.buttonSeat ?? 0, headsUpOnButton(t) ? 1 : 2);

describe('the player who would be big blind next (the mover, TDA 11-A)', { timeout: 30_000 }, () => {
  it('is the third occupied seat clockwise from the button, for every button all around tables with gaps', () => {
    const cases = TABLES.filter((t) => t.occupants.length >= 3);
    expect(cases).toHaveLength(16_674);
    expect(mismatches(cases, (t) => [nextBigBlindSeat(t), walk(t, t.buttonSeat ?? 0, 3)])).toEqual([]);
  });

  it('heads-up is the player on the button (who posts the big blind next), or the player after this big blind', () => {
    const cases = TABLES.filter((t) => t.occupants.length === 2);
    const expected = (t: SeatingTable) => (headsUpOnButton(t) ? t.buttonSeat : walk(t, t.buttonSeat ?? 0, 1));
    expect(mismatches(cases, (t) => [nextBigBlindSeat(t), expected(t)])).toEqual([]);
  });

  it('counts over empty seats and the empty button seat (worked cases)', () => {
    // 9 seats, button on seat 9, players at 1, 2, 5 and 8: small blind 1, big blind 2, next big blind 5.
    expect(nextBigBlindSeat(table(1, 9, 9, [1, 2, 5, 8]))).toBe(5);
    // The button player busted (seat 4 empty): small blind 6, big blind 8, next big blind 1 (round the end).
    expect(nextBigBlindSeat(table(1, 9, 4, [1, 6, 8]))).toBe(1);
    expect(currentBlinds(table(1, 9, 4, [1, 6, 8]))).toEqual({ smallBlind: 6, bigBlind: 8 });
    // Heads-up, button 3 (small blind), big blind 7: the button player is big blind next.
    expect(nextBigBlindSeat(table(1, 9, 3, [3, 7]))).toBe(3);
  });

  it('is unknown without a button or with fewer than two players', () => {
    expect(nextBigBlindSeat(table(1, 9, null, [1, 2, 3]))).toBeNull();
    expect(nextBigBlindSeat(table(1, 9, 1, [1]))).toBeNull();
  });
});

describe('the worst position at the short table (TDA 11-A)', { timeout: 30_000 }, () => {
  /** How many hands until a player at `seat` posts the big blind, the big blind moving one player a hand. */
  function handsUntilBigBlind(t: SeatingTable, seat: number): number {
    let bigBlind = bigBlindNow(t);
    for (let hands = 1; ; hands++) {
      bigBlind = walk(t, bigBlind, 1, seat);
      if (bigBlind === seat) return hands;
    }
  }

  it('is the open seat that posts the big blind soonest, for every button and gap pattern', () => {
    const check = (t: SeatingTable): [unknown, unknown] => {
      const open = Array.from({ length: t.seats }, (_, i) => i + 1).filter((s) => !occupied(t, s));
      const worst = worstSeat(t);
      if (open.length === 0 || worst === null) return [worst, open.length === 0 ? null : 'an open seat'];
      const soonest = Math.min(...open.map((s) => handsUntilBigBlind(t, s)));
      return [occupied(t, worst) ? 'taken' : handsUntilBigBlind(t, worst), soonest];
    };
    expect(mismatches(TABLES, check)).toEqual([]);
  });

  it('is the next big blind when a seat is open between this big blind and the next player', () => {
    const cases = TABLES.filter((t) => !occupied(t, after(t, bigBlindNow(t))));
    expect(mismatches(cases, (t) => [worstSeat(t), after(t, bigBlindNow(t))])).toEqual([]);
    expect(mismatches(cases, (t) => [handsUntilBigBlind(t, after(t, bigBlindNow(t))), 1])).toEqual([]);
  });

  it('is never the seat that posts the small blind next (this hand’s big blind’s) nor any taken seat', () => {
    const cases = TABLES.filter((t) => worstSeat(t) !== null);
    const isSmallBlindNext = (t: SeatingTable) => worstSeat(t) === bigBlindNow(t);
    expect(mismatches(cases, (t) => [isSmallBlindNext(t) || occupied(t, worstSeat(t) ?? 0), false])).toEqual([]);
  });

  it('worked cases: the big blind’s empty neighbour; else the first empty seat the big blind reaches', () => {
    // Button 1, small blind 3, big blind 5, seat 6 empty: a player moved in at 6 is big blind next hand.
    expect(worstSeat(table(1, 9, 1, [1, 3, 5, 7, 8, 9]))).toBe(6);
    // Button 1, blinds 2 and 3, seats 4 to 6 taken, 7 empty: the big blind reaches 7 in four hands.
    expect(worstSeat(table(1, 9, 1, [1, 2, 3, 4, 5, 6, 8, 9]))).toBe(7);
    // Only seat 2 is open, between the button and the small blind: the last seat the big blind reaches.
    expect(worstSeat(table(1, 9, 1, [1, 3, 4, 5, 6, 7, 8, 9]))).toBe(2);
  });

  it('with fewer than two players is the first open seat after the button; with two or more it needs the button', () => {
    expect(worstSeat(table(1, 9, 4, [4]))).toBe(5);
    expect(worstSeat(table(1, 9, null, []))).toBe(1);
    expect(worstSeat(table(1, 9, null, [1, 5]))).toBeNull();
  });
});

describe('a new player waits for the button (TDA 8-A, 10-A)', { timeout: 30_000 }, () => {
  it('when seated between the next hand’s button and small blind (this hand’s small and big blinds)', () => {
    const cases = TABLES.flatMap((t) =>
      Array.from({ length: t.seats }, (_, i) => ({ t, seat: i + 1 })).filter(({ t, seat }) => !occupied(t, seat)),
    );
    const between = ({ t, seat }: { t: SeatingTable; seat: number }) => {
      const blinds = currentBlinds(t);
      if (!blinds) return false;
      for (let at = after(t, blinds.smallBlind); at !== blinds.bigBlind; at = after(t, at))
        if (at === seat) return true;
      return false;
    };
    expect(mismatches(cases, (c) => [waitsForButton(c.t, c.seat), between(c)])).toEqual([]);
  });

  it('worked cases', () => {
    // Button 1, small blind 3, big blind 5: next hand the button is 3 and the small blind 5, so seat 4 waits.
    const t = table(1, 9, 1, [1, 3, 5, 7]);
    expect(waitsForButton(t, 4)).toBe(true);
    expect(waitsForButton(t, 2)).toBe(false);
    expect(waitsForButton(t, 6)).toBe(false);
    expect(waitsForButton(t, 9)).toBe(false);
    // Heads-up, button 2 (small blind) and big blind 6: seats 3 to 5 would take the button unpaid.
    expect([3, 4, 5, 7, 8, 1].map((s) => waitsForButton(table(1, 9, 2, [2, 6]), s))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('gives the same answer once the player sits there, and false without a button or blinds', () => {
    const seated = {
      ...table(1, 9, 1, [1, 3, 5, 7]),
      occupants: [...table(1, 9, 1, [1, 3, 5, 7]).occupants, { seat: 4, playerId: 99 }],
    };
    expect(waitsForButton(seated, 4)).toBe(true);
    expect(waitsForButton(table(1, 9, null, [1, 3, 5]), 4)).toBe(false);
    expect(waitsForButton(table(1, 9, 1, [1]), 4)).toBe(false);
  });
});
