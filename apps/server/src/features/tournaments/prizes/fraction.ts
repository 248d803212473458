/**
 * A non-negative rational of two bigints: a deal's share of a prize before it is cut into whole paise
 * (splitPaise), so the cut sees the exact remainder of every share.
 */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function fraction(n: bigint, d = 1n): Fraction {
  if (d === 0n) throw new RangeError('A fraction over zero');
  const divisor = gcd(n, d) || 1n;
  return { n: n / divisor, d: d / divisor };
}

export const ZERO = fraction(0n);
