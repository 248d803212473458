import { describe, expect, it } from 'vitest';
import { CALL_WAIT_MINUTES, estimateGameWait, type GameWaitInput, TURNOVER_WINDOW_MINUTES } from '@club/shared/games';

const base: GameWaitInput = {
  position: 1,
  openSeats: 0,
  tablesRunning: 1,
  seatedPlayers: 9,
  departures: 0,
  observedMinutes: 0,
};

describe('estimateGameWait', () => {
  it('is null for an interest list: no table runs, no turnover predicts the opening', () => {
    expect(estimateGameWait({ ...base, tablesRunning: 0, seatedPlayers: 0 })).toBeNull();
  });

  it('says only the floor’s call for a place within the open seats', () => {
    expect(estimateGameWait({ ...base, position: 2, openSeats: 3 })).toEqual({
      minMinutes: 0,
      maxMinutes: CALL_WAIT_MINUTES,
      minutes: CALL_WAIT_MINUTES,
    });
  });

  it('starts from the prior when nothing was observed: 150 minutes a player, 9 seated, one place ahead', () => {
    // rate = 3 / (3 × 150 / 9) = 1/16.7 a minute: about 17 minutes for the first departure.
    const wait = estimateGameWait(base);
    expect(wait?.minutes).toBe(15);
    expect(wait?.minMinutes).toBe(0);
    expect(wait?.maxMinutes).toBe(35);
  });

  it('learns from the turnover: many departures shorten the wait, none lengthen it', () => {
    const busy = estimateGameWait({ ...base, position: 4, departures: 30, observedMinutes: 180 });
    const quiet = estimateGameWait({ ...base, position: 4, departures: 0, observedMinutes: 180 });
    expect(busy?.minutes).toBe(30);
    expect(quiet?.minutes).toBeGreaterThan(100);
  });

  it('grows with the place and shrinks with more tables running (more seated players)', () => {
    const one = estimateGameWait({ ...base, position: 6 });
    const two = estimateGameWait({ ...base, position: 6, tablesRunning: 2, seatedPlayers: 18 });
    expect(one && two && two.minutes < one.minutes).toBe(true);
    const later = estimateGameWait({ ...base, position: 7 });
    expect(one && later && later.minutes >= one.minutes).toBe(true);
  });

  it('is a range around its middle, rounded to 5 minutes', () => {
    const wait = estimateGameWait({ ...base, position: 5, departures: 12, observedMinutes: 120 });
    expect(wait).not.toBeNull();
    if (!wait) return;
    expect(wait.minMinutes % 5).toBe(0);
    expect(wait.maxMinutes % 5).toBe(0);
    expect(wait.minMinutes).toBeLessThanOrEqual(wait.minutes);
    expect(wait.maxMinutes).toBeGreaterThanOrEqual(wait.minutes);
  });
});

// ---- A simulated evening: what the estimate said against what happened ----

/** mulberry32: a small seeded generator, so the evening is the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A session length in minutes: log-normal, median about 100, mean about 120 (long tails, as in a real room). */
function sessionMinutes(random: () => number) {
  const u = Math.max(1e-9, random());
  const v = random();
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  return Math.exp(Math.log(100) + 0.6 * normal);
}

interface Waiter {
  arrivedAt: number;
  patience: number;
  position: number;
  estimate: { minutes: number; minMinutes: number; maxMinutes: number } | null;
}

/**
 * One evening of a game with two 9-seat tables, 8 hours: players arrive (busier in the first hours), join the
 * game's list, are seated in order as seats free up, play a log-normal session, and some give up waiting.
 * Each arrival's estimate is taken with what the server would know then (open seats, seated players, the
 * departures of the last three hours); the wait that actually followed is recorded for those seated.
 */
function simulateEvening(seed: number) {
  const random = seeded(seed);
  const step = 0.5;
  const seats = 18;
  const ends: number[] = []; // when each seated player leaves
  const departuresAt: number[] = [];
  const list: Waiter[] = [];
  const results: Array<{ estimate: NonNullable<Waiter['estimate']>; position: number; actual: number }> = [];
  // The evening opens with 12 players already seated for a while.
  for (let i = 0; i < 12; i++) ends.push(sessionMinutes(random) * random());
  for (let t = 0; t < 480; t += step) {
    for (let i = ends.length - 1; i >= 0; i--) {
      if ((ends[i] ?? Infinity) <= t) {
        ends.splice(i, 1);
        departuresAt.push(t);
      }
    }
    for (let i = list.length - 1; i >= 0; i--) {
      const waiter = list[i];
      if (waiter && t - waiter.arrivedAt > waiter.patience) list.splice(i, 1);
    }
    const arrivalsPerMinute = t < 180 ? 1 / 5 : 1 / 8;
    if (random() < arrivalsPerMinute * step) {
      const since = t - TURNOVER_WINDOW_MINUTES;
      const estimate = estimateGameWait({
        position: list.length + 1,
        openSeats: seats - ends.length,
        tablesRunning: 2,
        seatedPlayers: ends.length,
        departures: departuresAt.filter((at) => at > since).length,
        observedMinutes: Math.min(TURNOVER_WINDOW_MINUTES, t),
      });
      list.push({ arrivedAt: t, patience: 45 + random() * 180, position: list.length + 1, estimate });
    }
    // The floor seats the head of the list within a couple of minutes of a free seat.
    while (list.length > 0 && ends.length < seats) {
      const waiter = list.shift();
      if (!waiter?.estimate) continue;
      results.push({ estimate: waiter.estimate, position: waiter.position, actual: t - waiter.arrivedAt });
      ends.push(t + sessionMinutes(random));
    }
  }
  return results;
}

describe('the wait estimate over simulated evenings', () => {
  it('reports its mean absolute error against the waits that actually happened', () => {
    const results = Array.from({ length: 30 }, (_, evening) => simulateEvening(1000 + evening)).flat();
    const errors = results.map(({ estimate, actual }) => Math.abs(estimate.minutes - actual));
    const mae = errors.reduce((sum, error) => sum + error, 0) / errors.length;
    const inRange = results.filter(
      ({ estimate, actual }) => actual >= estimate.minMinutes - 2.5 && actual <= estimate.maxMinutes + 2.5,
    ).length;
    const meanActual = results.reduce((sum, { actual }) => sum + actual, 0) / results.length;
    // The old stated default (decision 021 without history): a seat every 20 minutes per table, so with two
    // tables 10 minutes a place (the open seats, at most 5).
    const fixed =
      results.reduce((sum, { position, actual }) => sum + Math.abs(Math.max(5, 10 * position) - actual), 0) /
      results.length;
    console.info(
      `wait estimate over ${results.length} seatings in 30 simulated evenings: mean absolute error ${mae.toFixed(1)} min ` +
        `(mean wait ${meanActual.toFixed(1)} min; ${Math.round((100 * inRange) / results.length)}% within the range; ` +
        `the fixed 20 minutes a seat per table errs by ${fixed.toFixed(1)} min)`,
    );
    expect(results.length).toBeGreaterThan(500);
    expect(mae).toBeLessThan(meanActual);
    expect(mae).toBeLessThan(fixed);
  });
});
