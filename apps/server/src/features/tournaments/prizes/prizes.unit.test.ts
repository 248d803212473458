import { describe, expect, it } from 'vitest';
import { proposeDeal, icmEquities } from './deals';
import { DEFAULT_PAYOUT_TABLE } from './default-payouts';
import { fraction } from './fraction';
import { bustsToTheMoney, payoutAmounts, payoutTableProblem, sharedPlacePrizes } from './payouts';
import { splitPaise } from './split-paise';

const rupees = (...values: number[]) => values.map((value) => BigInt(value * 100));
const value = (share: { n: bigint; d: bigint }) => Number(share.n) / Number(share.d);
const total = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);
const nonIncreasing = (values: readonly bigint[]) => values.every((value, i) => i === 0 || value <= values[i - 1]!);

/** A small seeded generator (mulberry32) so the property loops are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('payouts', () => {
  it('the default table is a valid one', () => {
    expect(payoutTableProblem(DEFAULT_PAYOUT_TABLE)).toBeNull();
  });

  it('for every entry count from 2 to 400 and many pools: never increasing, summing to the pool, rounded to the unit but first', () => {
    const random = seeded(7);
    for (let entries = 2; entries <= 400; entries += 1) {
      const pool = BigInt(Math.floor(random() * 5_000_000_00)) + 1n;
      const amounts = payoutAmounts(pool, entries, DEFAULT_PAYOUT_TABLE, 10_000n);
      expect(total(amounts)).toBe(pool);
      expect(nonIncreasing(amounts)).toBe(true);
      expect(amounts.slice(1).every((amount) => amount % 10_000n === 0n && amount > 0n)).toBe(true);
      expect(amounts.length).toBeLessThanOrEqual(entries);
    }
  });

  it('pays about 10 to 15 % of the field from 21 entries up', () => {
    for (let entries = 21; entries <= 150; entries += 1) {
      const paid = payoutAmounts(100_000_000n, entries, DEFAULT_PAYOUT_TABLE, 100n).length;
      expect(paid / entries).toBeGreaterThanOrEqual(0.09);
      expect(paid / entries).toBeLessThanOrEqual(0.2);
    }
  });

  it('rounds each place down to ₹100 and gives the remainder to first: 3 paid of ₹1,23,456.78', () => {
    expect(payoutAmounts(12_345_678n, 15, DEFAULT_PAYOUT_TABLE, 10_000n)).toEqual([6_185_678n, 3_700_000n, 2_460_000n]);
  });

  it('does not pay a place whose share rounds to nothing; a pool of zero pays nobody', () => {
    expect(payoutAmounts(15_000n, 15, DEFAULT_PAYOUT_TABLE, 10_000n)).toEqual([15_000n]);
    expect(payoutAmounts(0n, 15, DEFAULT_PAYOUT_TABLE, 10_000n)).toEqual([]);
  });

  it('says what is wrong with a table the club edits', () => {
    const one = (basisPoints: number[], extra: object = {}) => [
      { minEntries: 2, maxEntries: null, basisPoints, ...extra },
    ];
    expect(payoutTableProblem([])).toBe('A payout table needs at least one range of entries');
    expect(payoutTableProblem(one([6_000, 4_000], { minEntries: 3 }))).toBe('The first range starts at 2 entries');
    expect(payoutTableProblem(one([4_000, 6_000]))).toBe('Entries 2+: a place cannot pay more than the place above it');
    expect(payoutTableProblem(one([6_000, 3_000]))).toBe('Entries 2+: the places add up to 90%, not 100%');
    expect(payoutTableProblem(one([5_000, 3_000, 2_000]))).toBe('Entries 2+: more places paid than the fewest entries');
    expect(
      payoutTableProblem([
        { minEntries: 2, maxEntries: 5, basisPoints: [10_000] },
        { minEntries: 7, maxEntries: null, basisPoints: [10_000] },
      ]),
    ).toBe('Entries 2–5: the next range must start at 6 entries');
    expect(payoutTableProblem([{ minEntries: 2, maxEntries: 9, basisPoints: [10_000] }])).toBe(
      'Entries 2–9: the last range has no upper end',
    );
  });

  it('shares the places of players who bust in one hand equally, spare paise to the first recorded', () => {
    const prizes = rupees(500, 300, 200, 100);
    expect(sharedPlacePrizes(prizes, 3, 2)).toEqual(rupees(150, 150));
    expect(sharedPlacePrizes(prizes, 2, 3)).toEqual([20_000n, 20_000n, 20_000n]);
    expect(sharedPlacePrizes([10n, 10n, 0n], 1, 3)).toEqual([7n, 7n, 6n]);
    // 52 left, 50 paid, 3 bust in one hand: they share 50th (and 51st, 52nd pay nothing).
    const fifty = Array.from({ length: 50 }, (_, i) => BigInt(100_000 - i * 1_000));
    expect(total(sharedPlacePrizes(fifty, 50, 3))).toBe(fifty[49]);
    expect(bustsToTheMoney(53, 50)).toBe(3);
    expect(bustsToTheMoney(40, 50)).toBe(0);
  });
});

describe('deals', () => {
  it('ICM: stacks 50/25/25 over prizes 50/30/20 give 38.33, 30.83, 30.83 (the leader gets a third of second, not half)', () => {
    const equities = icmEquities([50n, 25n, 25n], [50n, 30n, 20n]);
    expect(equities.map((equity) => Number(equity.n) / Number(equity.d))).toEqual([
      expect.closeTo(38.333, 3),
      expect.closeTo(30.833, 3),
      expect.closeTo(30.833, 3),
    ]);
    const deal = proposeDeal({ method: 'icm', stacks: [50n, 25n, 25n], prizes: rupees(50, 30, 20) });
    expect(deal).toEqual({ ok: true, shares: [3_834n, 3_083n, 3_083n] });
  });

  it('ICM, chip chop and even: shares sum to the prizes, equal stacks get equal shares, a player with no chips gets nothing', () => {
    const random = seeded(11);
    for (let round = 0; round < 200; round += 1) {
      const players = 2 + Math.floor(random() * 9);
      const stacks = Array.from({ length: players }, () => BigInt(1 + Math.floor(random() * 100_000)));
      const prizes = Array.from({ length: players }, () => BigInt(Math.floor(random() * 1_000_000))).sort((a, b) =>
        a > b ? -1 : a < b ? 1 : 0,
      );
      for (const method of ['icm', 'chip_chop', 'even'] as const) {
        const deal = proposeDeal({ method, stacks, prizes });
        if (!deal.ok) throw new Error(deal.reason);
        expect(total(deal.shares)).toBe(total(prizes));
      }
    }
    for (const method of ['icm', 'chip_chop', 'even'] as const) {
      const equal = proposeDeal({
        method,
        stacks: [4_000n, 4_000n, 4_000n, 4_000n],
        prizes: rupees(400, 300, 200, 100),
      });
      expect(equal).toEqual({ ok: true, shares: rupees(250, 250, 250, 250) });
      const broke = proposeDeal({ method, stacks: [6_000n, 0n, 3_000n], prizes: rupees(500, 300, 200) });
      if (!broke.ok) throw new Error(broke.reason);
      expect(broke.shares[1]).toBe(0n);
      expect(total(broke.shares)).toBe(80_000n);
    }
  });

  it('ICM is monotone in the stack and symmetric between players', () => {
    const random = seeded(3);
    for (let round = 0; round < 60; round += 1) {
      const stacks = Array.from({ length: 5 }, () => BigInt(1 + Math.floor(random() * 50_000)));
      const prizes = rupees(5_000, 3_000, 2_000, 1_000, 500);
      const equities = icmEquities(stacks, prizes);
      for (let a = 0; a < stacks.length; a += 1) {
        for (let b = 0; b < stacks.length; b += 1) {
          if (stacks[a]! > stacks[b]!)
            expect(equities[a]!.n * equities[b]!.d >= equities[b]!.n * equities[a]!.d).toBe(true);
        }
      }
      const swapped = icmEquities([stacks[1]!, stacks[0]!, ...stacks.slice(2)], prizes);
      expect(value(swapped[0]!)).toBeCloseTo(value(equities[1]!), 9);
      expect(value(swapped[1]!)).toBeCloseTo(value(equities[0]!), 9);
    }
  });

  it('chip chop: each gets the last remaining prize, the rest by chips; the amount played for stays on top', () => {
    // Places 1 000 / 600 / 400: each gets 400, the remaining 800 by chips 50/30/20.
    expect(proposeDeal({ method: 'chip_chop', stacks: [50n, 30n, 20n], prizes: rupees(1_000, 600, 400) })).toEqual({
      ok: true,
      shares: rupees(800, 640, 560),
    });
    // ₹100 left to play for: the deal shares 1 900.
    const withTop = proposeDeal({
      method: 'even',
      stacks: [50n, 30n, 20n],
      prizes: rupees(1_000, 600, 400),
      playedFor: 10_000n,
    });
    expect(withTop.ok && total(withTop.shares)).toBe(190_000n);
  });

  it('refuses a deal it cannot compute, saying why', () => {
    expect(proposeDeal({ method: 'icm', stacks: [10n], prizes: [10n] })).toEqual({
      ok: false,
      reason: 'A deal needs at least two remaining players',
    });
    expect(proposeDeal({ method: 'icm', stacks: Array(11).fill(5n), prizes: Array(11).fill(5n) })).toEqual({
      ok: false,
      reason: 'An ICM deal is computed for at most 10 players',
    });
    expect(proposeDeal({ method: 'even', stacks: [5n, 5n], prizes: [100n, 50n], playedFor: 60n })).toMatchObject({
      ok: false,
    });
    expect(proposeDeal({ method: 'even', stacks: [5n, 0n], prizes: [100n, 50n] })).toEqual({
      ok: false,
      reason: 'A deal needs at least two players with chips',
    });
  });

  it('splits exact shares into whole paise by the largest remainder, ties to the larger stack', () => {
    expect(splitPaise([fraction(10n, 3n), fraction(10n, 3n), fraction(10n, 3n)], 10n, [2, 0, 1])).toEqual([3n, 3n, 4n]);
    expect(splitPaise([fraction(7n, 2n), fraction(5n, 2n)], 6n, [0, 1])).toEqual([4n, 2n]);
    // A share a hair under its whole value (ICM's scaled chances) still comes out whole.
    expect(splitPaise([fraction(2_999_999n, 1_000_000n), fraction(3n)], 6n, [0, 1])).toEqual([3n, 3n]);
  });
});
