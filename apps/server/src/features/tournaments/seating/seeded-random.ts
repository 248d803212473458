import { randomBytes } from 'node:crypto';
import { SEED_BYTES } from './constants';

/**
 * The seeded random numbers of the seat draws (TDA 7 and 10-B; decision 120). Each draw takes a seed and
 * returns the same seats for the same seed, so a stored and logged seed replays the draw exactly.
 * The generator is sfc32, Chris Doty-Humphrey's Small Fast Chaotic generator from PractRand (public domain):
 * 128 bits of state, a counter that rules out short cycles, and no failure in PractRand's tests; the unit
 * test checks it against PractRand's own output. It is not cryptographic: the seed itself comes from
 * `crypto` (`newSeed`) and is only published with the draw.
 */
export type Seed = string;

const SEED_PATTERN = new RegExp(`^[0-9a-f]{${SEED_BYTES * 2}}$`);

export const isSeed = (value: string): value is Seed => SEED_PATTERN.test(value);

/** A new seed for a draw, from the operating system's cryptographic source. */
export const newSeed = (): Seed => randomBytes(SEED_BYTES).toString('hex');

export interface Random {
  /** The next 32-bit unsigned integer of the stream. */
  nextUint32(): number;
}

/** PractRand seeds sfc32 with a counter of 1 and throws away the first outputs (12 for a 64-bit seed, 15 for three words). */
export function sfc32(a0: number, b0: number, c0: number, warmUpRounds: number): Random {
  let a = a0 >>> 0;
  let b = b0 >>> 0;
  let c = c0 >>> 0;
  let counter = 1;
  const nextUint32 = () => {
    const result = (a + b + counter) >>> 0;
    counter = (counter + 1) >>> 0;
    a = (b ^ (b >>> 9)) >>> 0;
    b = (c + (c << 3)) >>> 0;
    c = (((c << 21) | (c >>> 11)) + result) >>> 0;
    return result;
  };
  for (let round = 0; round < warmUpRounds; round++) nextUint32();
  return { nextUint32 };
}

/** The generator of a seed: its three 32-bit words, in the order written, seed sfc32 as PractRand does. */
export function seededRandom(seed: Seed): Random {
  if (!isSeed(seed)) throw new RangeError(`A seed is ${SEED_BYTES * 2} lowercase hexadecimal digits, not "${seed}"`);
  const word = (index: number) => Number.parseInt(seed.slice(index * 8, index * 8 + 8), 16);
  return sfc32(word(0), word(1), word(2), 15);
}

const TWO_TO_32 = 2 ** 32;

/** An integer in [0, n), every value equally likely: outputs past the last whole multiple of n are redrawn. */
export function randomBelow(random: Random, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_TO_32) throw new RangeError(`randomBelow needs 1 ≤ n ≤ 2^32, not ${n}`);
  const limit = TWO_TO_32 - (TWO_TO_32 % n);
  let value = random.nextUint32();
  while (value >= limit) value = random.nextUint32();
  return value % n;
}

/** A new array with the items in a random order, every order equally likely (Fisher–Yates). */
export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** One of the items, each equally likely. */
export function pickOne<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pickOne needs at least one item');
  return items[randomBelow(random, items.length)] as T;
}
