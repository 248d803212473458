import type { PayoutRange } from './payouts';

/**
 * The club's payout table until it edits its own (decision 123): about 10 to 15 % of the field paid from
 * 21 entries up, first place about a quarter to a half of the pool, shares in basis points.
 */
export const DEFAULT_PAYOUT_TABLE: readonly PayoutRange[] = [
  { minEntries: 2, maxEntries: 5, basisPoints: [10_000] },
  { minEntries: 6, maxEntries: 10, basisPoints: [6_500, 3_500] },
  { minEntries: 11, maxEntries: 20, basisPoints: [5_000, 3_000, 2_000] },
  { minEntries: 21, maxEntries: 30, basisPoints: [4_500, 2_700, 1_700, 1_100] },
  { minEntries: 31, maxEntries: 40, basisPoints: [4_000, 2_500, 1_600, 1_100, 800] },
  { minEntries: 41, maxEntries: 50, basisPoints: [3_700, 2_300, 1_500, 1_100, 800, 600] },
  { minEntries: 51, maxEntries: 70, basisPoints: [3_500, 2_100, 1_400, 1_050, 800, 650, 500] },
  {
    minEntries: 71,
    maxEntries: 100,
    basisPoints: [2_900, 1_800, 1_250, 950, 780, 620, 500, 420, 390, 390],
  },
  {
    minEntries: 101,
    maxEntries: null,
    basisPoints: [2_610, 1_600, 1_150, 880, 720, 580, 470, 380, 320, 250, 250, 250, 180, 180, 180],
  },
];
