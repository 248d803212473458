import type { TournamentClock } from '@club/shared/tournament-clock';
import { describe, expect, it } from 'vitest';
import {
  formatClockSeconds,
  holdClock,
  isLevelChange,
  newerClock,
  secondsLeftAt,
  secondsToBreakAt,
} from './clock-time';
import { sampleClock } from './clock-sample';

const clock = (over: Partial<TournamentClock> = {}): TournamentClock =>
  sampleClock({ secondsToNextBreak: 900, playersLeft: 10, entries: 10, ...over });

describe('a held clock', () => {
  it('counts down from its receipt on the screen’s monotonic clock, whatever the wall clock says', () => {
    const held = holdClock(clock(), 5_000);
    expect(secondsLeftAt(held, 5_000)).toBe(600);
    expect(secondsLeftAt(held, 65_000)).toBe(540);
    expect(secondsToBreakAt(held, 65_000)).toBe(840);
    expect(secondsLeftAt(held, 10_000_000)).toBe(0);
  });

  it('stands still while paused or not started', () => {
    const paused = holdClock(clock({ state: 'paused', secondsLeft: 321 }), 0);
    expect(secondsLeftAt(paused, 60_000)).toBe(321);
    expect(secondsToBreakAt(paused, 60_000)).toBe(900);
    expect(secondsLeftAt(holdClock(clock({ state: 'not_started', secondsLeft: 1200 }), 0), 9_000)).toBe(1200);
  });

  it('keeps the newer version when a read and a push cross', () => {
    const older = holdClock(clock({ version: 3 }), 0);
    const newer = holdClock(clock({ version: 4 }), 0);
    expect(newerClock(newer, older)).toBe(newer);
    expect(newerClock(older, newer)).toBe(newer);
    expect(newerClock(undefined, older)).toBe(older);
  });
});

describe('formatClockSeconds', () => {
  it('reads minutes and seconds, hours when there are any, rounding up', () => {
    expect(formatClockSeconds(0)).toBe('0:00');
    expect(formatClockSeconds(0.2)).toBe('0:01');
    expect(formatClockSeconds(725)).toBe('12:05');
    expect(formatClockSeconds(3725)).toBe('1:02:05');
    expect(formatClockSeconds(-5)).toBe('0:00');
  });
});

describe('isLevelChange', () => {
  it('sounds when the row changes on a running clock, not on pause, resume, added time or an old reading', () => {
    const at = clock({ version: 2, levelIndex: 1 });
    expect(isLevelChange(at, clock({ version: 3, levelIndex: 2 }))).toBe(true);
    expect(isLevelChange(at, clock({ version: 3, levelIndex: 2, state: 'on_break' }))).toBe(true);
    expect(isLevelChange(at, clock({ version: 3, levelIndex: 1, state: 'paused' }))).toBe(false);
    expect(isLevelChange(at, clock({ version: 3, levelIndex: 1, secondsLeft: 900 }))).toBe(false);
    expect(isLevelChange(at, clock({ version: 1, levelIndex: 0 }))).toBe(false);
    expect(isLevelChange(undefined, at)).toBe(false);
    expect(isLevelChange(at, clock({ version: 3, levelIndex: 2, state: 'finished' }))).toBe(false);
  });
});
