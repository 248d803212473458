import type { Fraction } from './fraction';

const REMAINDER_PRECISION = 10n ** 12n;

/**
 * Whole paise for shares that sum to `total` (exactly, or within a paisa in all): each share rounded
 * down, then the paise left over one each to the largest fractional remainders, ties to the earlier
 * share in `tieOrder` (decision 123: the larger stack first). The result always sums to `total`.
 */
export function splitPaise(shares: readonly Fraction[], total: bigint, tieOrder: readonly number[]): bigint[] {
  const floors = shares.map((share) => share.n / share.d);
  let left = total - floors.reduce((a, b) => a + b, 0n);
  if (left < 0n || left > BigInt(shares.length)) throw new RangeError('The shares do not sum to the total');
  const rank = new Map(tieOrder.map((index, position) => [index, position]));
  // Remainders are compared to a trillionth of a paisa: closer ones are a tie (ICM's scaled chances
  // leave equal shares a few 10⁻³⁰ apart), and a tie goes by tieOrder.
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: ((share.n % share.d) * REMAINDER_PRECISION) / share.d }))
    .sort((a, b) => {
      if (a.remainder !== b.remainder) return a.remainder > b.remainder ? -1 : 1;
      return (rank.get(a.index) ?? a.index) - (rank.get(b.index) ?? b.index);
    });
  const result = [...floors];
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    result[index] = (result[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return result;
}

/** Indexes of `stacks` from the largest stack down, equal stacks in their given order. */
export const largestStackFirst = (stacks: readonly bigint[]) =>
  stacks
    .map((stack, index) => ({ stack, index }))
    .sort((a, b) => (a.stack === b.stack ? a.index - b.index : a.stack > b.stack ? -1 : 1))
    .map(({ index }) => index);
