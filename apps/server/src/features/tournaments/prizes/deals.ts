import { type Fraction, fraction, ZERO } from './fraction';
import { largestStackFirst, splitPaise } from './split-paise';

/** At most this many players in an exact ICM deal (the recursion visits every subset of them). */
export const MAX_ICM_PLAYERS = 10;

export type DealMethod = 'icm' | 'chip_chop' | 'even';

export type DealOutcome = { ok: true; shares: bigint[] } | { ok: false; reason: string };

/** Chances are held as integers over this scale: a billion billion billion, far below a paisa's worth. */
const SCALE = 10n ** 30n;

/**
 * Each remaining player's equity by Malmuth-Harville: the chance to finish first is the share of the
 * chips; each later place's chance is the product, place by place, of the next player's share of the
 * chips still in play (../shared/tournaments.md, "Prizes"). Every finishing order is counted, through
 * `placed[mask]`: the chance that the players in `mask` took the first |mask| places in some order.
 * Chances are integers over SCALE (exact fractions grow to thousands of digits at ten players): each
 * equity is within 10⁻²⁰ of a paisa of the exact value, and splitPaise makes the paise sum exactly.
 */
export function icmEquities(stacks: readonly bigint[], prizes: readonly bigint[]): Fraction[] {
  const total = stacks.reduce((a, b) => a + b, 0n);
  const equities = stacks.map(() => 0n);
  let placed = new Map<number, bigint>([[0, SCALE]]);
  const paidPlaces = Math.min(prizes.length, stacks.length);
  for (let place = 0; place < paidPlaces; place += 1) {
    const next = new Map<number, bigint>();
    for (const [mask, chance] of placed) {
      const left = total - stacksIn(mask, stacks);
      if (left === 0n) continue;
      for (const [player, stack] of stacks.entries()) {
        if (mask & (1 << player) || stack === 0n) continue;
        const chanceHere = (chance * stack) / left;
        equities[player] = (equities[player] ?? 0n) + chanceHere * (prizes[place] ?? 0n);
        next.set(mask | (1 << player), (next.get(mask | (1 << player)) ?? 0n) + chanceHere);
      }
    }
    placed = next;
  }
  return equities.map((equity) => fraction(equity, SCALE));
}

const stacksIn = (mask: number, stacks: readonly bigint[]) =>
  stacks.reduce((total, stack, index) => (mask & (1 << index) ? total + stack : total), 0n);

/**
 * Chip chop: every remaining player first gets the prize of the last remaining place; the rest of the
 * remaining prizes is shared in proportion to chips. A player with no chips is out and gets nothing.
 */
function chipChopShares(stacks: readonly bigint[], prizes: readonly bigint[]): Fraction[] {
  const inPlay = stacks.filter((stack) => stack > 0n).length;
  const floor = prizes[inPlay - 1] ?? 0n;
  const pool = prizes.slice(0, inPlay).reduce((a, b) => a + b, 0n);
  const rest = pool - floor * BigInt(inPlay);
  const chips = stacks.reduce((a, b) => a + b, 0n);
  return stacks.map((stack) => (stack === 0n ? ZERO : fraction(floor * chips + rest * stack, chips)));
}

function evenShares(stacks: readonly bigint[], prizes: readonly bigint[]): Fraction[] {
  const inPlay = stacks.filter((stack) => stack > 0n).length;
  const pool = prizes.slice(0, inPlay).reduce((a, b) => a + b, 0n);
  return stacks.map((stack) => (stack === 0n ? ZERO : fraction(pool, BigInt(inPlay))));
}

/**
 * A deal among the remaining players (issue 30): `prizes` are the remaining places' prizes in paise,
 * best first (one per remaining player at most); `playedFor` is left on top for the winner, outside the
 * deal. Shares are exact, then whole paise by splitPaise; they always sum to the prizes dealt.
 */
export function proposeDeal(input: {
  method: DealMethod;
  stacks: readonly bigint[];
  prizes: readonly bigint[];
  playedFor?: bigint;
}): DealOutcome {
  const { method, stacks } = input;
  const playedFor = input.playedFor ?? 0n;
  if (stacks.length < 2) return { ok: false, reason: 'A deal needs at least two remaining players' };
  if (stacks.some((stack) => stack < 0n)) return { ok: false, reason: 'A stack cannot be negative' };
  if (stacks.filter((stack) => stack > 0n).length < 2) {
    return { ok: false, reason: 'A deal needs at least two players with chips' };
  }
  if (method === 'icm' && stacks.length > MAX_ICM_PLAYERS) {
    return { ok: false, reason: `An ICM deal is computed for at most ${MAX_ICM_PLAYERS} players` };
  }
  const prizes = [...input.prizes.slice(0, stacks.length)];
  while (prizes.length < stacks.length) prizes.push(0n);
  if (playedFor < 0n || playedFor > (prizes[0] ?? 0n) - (prizes[1] ?? 0n)) {
    return {
      ok: false,
      reason: 'The amount left to play for is at most the difference between first and second prize',
    };
  }
  prizes[0] = (prizes[0] ?? 0n) - playedFor;
  const shares =
    method === 'icm'
      ? icmEquities(stacks, prizes)
      : method === 'chip_chop'
        ? chipChopShares(stacks, prizes)
        : evenShares(stacks, prizes);
  const dealt = prizes.slice(0, stacks.filter((stack) => stack > 0n).length).reduce((a, b) => a + b, 0n);
  return { ok: true, shares: splitPaise(shares, dealt, largestStackFirst(stacks)) };
}
