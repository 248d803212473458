import { describe, expect, it } from 'vitest';
import { chiSquare, chiSquarePValue, testSeed } from './seating-test-kit';
import { isSeed, newSeed, pickOne, type Random, randomBelow, seededRandom, sfc32, shuffle } from './seeded-random';

const take = (random: Random, count: number) => Array.from({ length: count }, () => random.nextUint32());

describe('the seeded generator (sfc32, decision 120)', () => {
  // PractRand pre0.95's own output: `RNG_output sfc32 64 <seed>` seeds (a 0, b low word, c high word, 12 rounds).
  it('gives PractRand’s output for its 64-bit seeds', () => {
    expect(take(sfc32(0, 0, 0, 12), 5)).toEqual([0x514676c3, 0x08a809df, 0x30349d2b, 0xfb52c520, 0x38802be1]);
    expect(take(sfc32(0, 0x89abcdef, 0x01234567, 12), 4)).toEqual([0x84712d97, 0xf5a3d9c8, 0x5cd0a295, 0x35e05b54]);
  });

  it('reads a seed as its three words in order and warms up 15 rounds, as PractRand seeds three words', () => {
    expect(take(seededRandom('000000000000000000000000'), 2)).toEqual([0xfb52c520, 0x38802be1]);
    expect(take(seededRandom('0000000089abcdef01234567'), 2)).toEqual([0x35e05b54, 0x4c627ca1]);
  });

  it('gives the same stream for the same seed and another for another seed', () => {
    expect(take(seededRandom(testSeed(1)), 50)).toEqual(take(seededRandom(testSeed(1)), 50));
    expect(take(seededRandom(testSeed(1)), 50)).not.toEqual(take(seededRandom(testSeed(2)), 50));
  });

  it('refuses a seed that is not 24 lowercase hexadecimal digits', () => {
    for (const bad of ['', '0123', 'ABCDEF0123456789abcdef01', 'g00000000000000000000000', `${testSeed(1)}0`]) {
      expect(isSeed(bad)).toBe(false);
      expect(() => seededRandom(bad)).toThrow(/24 lowercase hexadecimal digits/);
    }
  });

  it('makes new seeds from crypto, each a valid seed and different', () => {
    const seeds = Array.from({ length: 20 }, newSeed);
    expect(seeds.every(isSeed)).toBe(true);
    expect(new Set(seeds).size).toBe(20);
  });
});

describe('integers and orders from the stream', () => {
  it('redraws the values past the last whole multiple, so no value is favoured', () => {
    const stream = [2 ** 32 - 1, 5];
    const fake: Random = { nextUint32: () => stream.shift() ?? 0 };
    // 2^32 is 1 more than a multiple of 3, so 2^32 − 1 would give 0 once too often: it is redrawn (5 % 3 = 2).
    expect(randomBelow(fake, 3)).toBe(2);
  });

  it('refuses a range it cannot draw', () => {
    const random = seededRandom(testSeed(3));
    for (const n of [0, -1, 1.5, 2 ** 32 + 1]) expect(() => randomBelow(random, n)).toThrow(RangeError);
    expect(() => pickOne(random, [])).toThrow(RangeError);
  });

  it('draws every integer below n equally often (chi-square, 7 values, 70,000 draws)', () => {
    const random = seededRandom(testSeed(4));
    const counts = new Array<number>(7).fill(0);
    for (let i = 0; i < 70_000; i++) {
      const value = randomBelow(random, 7);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    const statistic = chiSquare(counts, new Array<number>(7).fill(10_000));
    expect(chiSquarePValue(statistic, 6)).toBeGreaterThan(0.001);
  });

  it('shuffles into every order equally often (chi-square over the 24 orders of 4, 48,000 shuffles)', () => {
    const random = seededRandom(testSeed(5));
    const counts = new Map<string, number>();
    for (let i = 0; i < 48_000; i++) {
      const order = shuffle(random, ['a', 'b', 'c', 'd']).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const statistic = chiSquare([...counts.values()], new Array<number>(24).fill(2_000));
    expect(chiSquarePValue(statistic, 23)).toBeGreaterThan(0.001);
  });

  it('keeps every item when shuffling and leaves the input as it was', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const shuffled = shuffle(seededRandom(testSeed(6)), items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
