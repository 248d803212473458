import type { TournamentClock } from '@club/shared/tournament-clock';
import { describe, expect, it } from 'vitest';
import { sampleClock } from '../../features/tournaments/clock/clock-sample';
import { holdClock } from '../../features/tournaments/clock/clock-time';
import { draftFromStructure } from './structure-draft';
import { draftSchedule } from './structure-schedule';

const MIN = 60_000;
const SERVER_NOW = Date.parse('2026-11-27T20:00:00.000Z');
const rows = draftFromStructure({
  startingStack: 10_000,
  levels: [
    { kind: 'level', smallBlind: 100, bigBlind: 200, ante: 0, anteKind: 'none', minutes: 20 },
    { kind: 'level', smallBlind: 200, bigBlind: 400, ante: 0, anteKind: 'none', minutes: 20 },
    { kind: 'break', minutes: 10, colorUp: null },
    { kind: 'level', smallBlind: 300, bigBlind: 600, ante: 0, anteKind: 'none', minutes: 30 },
  ],
  lateRegistrationLevels: 0,
  entryRules: { maxReentries: 0, reentryUntilLevel: null, rebuy: null, addOn: null, fee: '0.00', bounty: '0.00' },
}).rows;

const clock = (over: Partial<TournamentClock>): TournamentClock =>
  sampleClock({ serverTime: new Date(SERVER_NOW).toISOString(), ...over });

describe('the draft’s projected level starts', () => {
  it('count from the scheduled start before the clock runs, or from now once that has passed', () => {
    const held = holdClock(clock({ state: 'not_started', secondsLeft: 1200 }), 1_000);
    const later = SERVER_NOW + 60 * MIN;
    expect(draftSchedule(rows, held, 1_000, later, 0)).toEqual({
      starts: [later, later + 20 * MIN, later + 40 * MIN, later + 50 * MIN],
      endMs: later + 80 * MIN,
    });
    const past = SERVER_NOW - 60 * MIN;
    expect(draftSchedule(rows, held, 1_000, past, 0).starts[0]).toBe(SERVER_NOW);
  });

  it('count from the end of the running row on the server’s clock, whatever the device’s clock says', () => {
    // Received at 1 000 ms on this screen; read 30 s later, the server's now is 30 s on.
    const held = holdClock(clock({ levelIndex: 1, secondsLeft: 600 }), 1_000);
    const schedule = draftSchedule(rows, held, 31_000, 0, Date.parse('1999-01-01T00:00:00Z'));
    const endOfRunning = SERVER_NOW + 30_000 + 570_000;
    expect(schedule.starts).toEqual([null, null, endOfRunning, endOfRunning + 10 * MIN]);
    expect(schedule.endMs).toBe(endOfRunning + 40 * MIN);
  });

  it('count a paused clock as if it resumed now', () => {
    const held = holdClock(clock({ state: 'paused', levelIndex: 0, secondsLeft: 300 }), 0);
    expect(draftSchedule(rows, held, 120_000, 0, 0).starts[1]).toBe(SERVER_NOW + 120_000 + 300_000);
  });

  it('projects nothing for a finished tournament', () => {
    const held = holdClock(clock({ state: 'finished' }), 0);
    expect(draftSchedule(rows, held, 0, 0, 0)).toEqual({ starts: [null, null, null, null], endMs: null });
  });
});
