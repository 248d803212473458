import { createHash } from 'node:crypto';
import type { Seed } from './seeded-random';
import type { SeatingState, SeatingTable } from './seating-state';

/** What the seating unit tests share: seeds, tables and Pearson's chi-square test. */

/** The i-th seed of a test's run of draws (a hash, so neighbouring seeds share no bits). */
export const testSeed = (i: number, run = 'seating'): Seed =>
  createHash('sha256').update(`${run}:${i}`).digest('hex').slice(0, 24);

/** A table whose player at seat s is number × 100 + s. */
export function table(number: number, seats: number, buttonSeat: number | null, occupied: number[]): SeatingTable {
  return {
    number,
    seats,
    buttonSeat,
    occupants: occupied.map((seat) => ({ seat, playerId: number * 100 + seat })),
  };
}

export const sizes = (state: SeatingState) => state.tables.filter((t) => !t.broken).map((t) => t.occupants.length);

/** Every seat taken at most once, inside its table, and every player seated at most once. */
export function isConsistent(state: SeatingState): boolean {
  const players = state.tables.flatMap((t) => t.occupants.map((o) => o.playerId));
  return (
    new Set(players).size === players.length &&
    state.tables.every(
      (t) =>
        new Set(t.occupants.map((o) => o.seat)).size === t.occupants.length &&
        t.occupants.every((o) => Number.isInteger(o.seat) && o.seat >= 1 && o.seat <= t.seats) &&
        (!t.broken || t.occupants.length === 0),
    )
  );
}

/** Pearson's statistic of observed counts against expected counts. */
export function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, o, i) => {
    const e = expected[i] ?? 0;
    return sum + ((o - e) * (o - e)) / e;
  }, 0);
}

// ln Γ(x) by Lanczos' approximation (g = 7, nine coefficients), accurate to about 15 digits for x > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] ?? 0;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] ?? 0) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

// The regularized upper incomplete gamma Q(a, x): a series below a + 1, a continued fraction above.
function upperGamma(a: number, x: number): number {
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < 1e-300 ? 1e-300 : d;
    c = b + an / c;
    c = Math.abs(c) < 1e-300 ? 1e-300 : c;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return front * h;
}

/** The chance of a statistic at least this large with `degreesOfFreedom` when the counts are uniform. */
export const chiSquarePValue = (statistic: number, degreesOfFreedom: number) =>
  upperGamma(degreesOfFreedom / 2, statistic / 2);
