/**
 * A payout table: for each range of entries, the share of the prize pool each paid place takes, in
 * basis points (1/100 of a percent), best place first. Ranges start at 2 entries, follow each other
 * without gaps, and the last is open-ended (decision 123 has the club's defaults).
 */
export interface PayoutRange {
  minEntries: number;
  /** Null on the last range: from minEntries up. */
  maxEntries: number | null;
  basisPoints: readonly number[];
}

const FULL = 10_000;

/** Why a table cannot be used, or null: every rule the console's editor shows. */
export function payoutTableProblem(ranges: readonly PayoutRange[]): string | null {
  if (ranges.length === 0) return 'A payout table needs at least one range of entries';
  if (ranges[0]?.minEntries !== 2) return 'The first range starts at 2 entries';
  for (const [index, range] of ranges.entries()) {
    const label = `Entries ${range.minEntries}${range.maxEntries === null ? '+' : `–${range.maxEntries}`}`;
    const isLast = index === ranges.length - 1;
    if (isLast !== (range.maxEntries === null)) {
      return isLast ? `${label}: the last range has no upper end` : `${label}: only the last range is open-ended`;
    }
    if (range.maxEntries !== null && range.maxEntries < range.minEntries) return `${label}: the range is empty`;
    const next = ranges[index + 1];
    if (next && range.maxEntries !== null && next.minEntries !== range.maxEntries + 1) {
      return `${label}: the next range must start at ${range.maxEntries + 1} entries`;
    }
    const shares = range.basisPoints;
    if (shares.length === 0) return `${label}: pay at least one place`;
    if (shares.length > range.minEntries) return `${label}: more places paid than the fewest entries`;
    if (shares.some((share) => !Number.isInteger(share) || share <= 0)) {
      return `${label}: every paid place gets a positive whole number of basis points`;
    }
    if (shares.some((share, place) => place > 0 && share > (shares[place - 1] ?? share))) {
      return `${label}: a place cannot pay more than the place above it`;
    }
    const total = shares.reduce((a, b) => a + b, 0);
    if (total !== FULL) return `${label}: the places add up to ${total / 100}%, not 100%`;
  }
  return null;
}

export const rangeFor = (ranges: readonly PayoutRange[], entries: number) =>
  ranges.find((range) => entries >= range.minEntries && (range.maxEntries === null || entries <= range.maxEntries));

/**
 * Each paid place's prize in paise (issue 30): the range's share of the pool rounded down to the club's
 * unit, the remainder to first place. Amounts never increase with the place and sum to the pool exactly;
 * a place whose share rounds to nothing is not paid (its share goes to first too). Fewer than 2 entries:
 * the whole pool to first.
 */
export function payoutAmounts(pool: bigint, entries: number, ranges: readonly PayoutRange[], unit: bigint): bigint[] {
  if (pool <= 0n) return [];
  const shares = entries < 2 ? [FULL] : (rangeFor(ranges, entries)?.basisPoints ?? [FULL]);
  const rounded = shares
    .map((share) => ((pool * BigInt(share)) / BigInt(FULL) / unit) * unit)
    .filter((amount) => amount > 0n);
  // First place takes what rounding left over (the whole pool when no place's share reached the unit).
  const [, ...rest] = rounded;
  return [pool - rest.reduce((a, b) => a + b, 0n), ...rest];
}

/**
 * Places that bust in the same hand share them (TDA RP-8): the sum of their places' prizes, split
 * equally; paise that do not divide go one each to the players in `players` order (decision 123: the
 * order the floor recorded the busts, the first named first). `firstPlace` is the best of the shared
 * places (1-based); places beyond the paid ones add nothing.
 */
export function sharedPlacePrizes(prizes: readonly bigint[], firstPlace: number, players: number): bigint[] {
  const shared = prizes.slice(firstPlace - 1, firstPlace - 1 + players).reduce((a, b) => a + b, 0n);
  const each = shared / BigInt(players);
  const left = Number(shared - each * BigInt(players));
  return Array.from({ length: players }, (_, index) => each + (index < left ? 1n : 0n));
}

/** How many more must bust before the money ('3 more to the money'); 0 once in it. */
export const bustsToTheMoney = (playersLeft: number, paidPlaces: number) => Math.max(0, playersLeft - paidPlaces);
