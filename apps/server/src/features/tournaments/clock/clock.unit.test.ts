import type { ClockAction } from '@club/shared/tournament-clock';
import { describe, expect, it } from 'vitest';
import {
  applyClockAction,
  type ClockRow,
  completeHandForHandHand,
  formatDuration,
  msToNextBreak,
  NOT_STARTED,
  projectSchedule,
  projectedLengthMs,
  readClock,
  settleClock,
  type StoredClock,
} from './clock';

const T0 = new Date('2030-03-01T18:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const MIN = 60;

// 20-minute levels, a 10-minute break after the second, then two more levels.
const ROWS: ClockRow[] = [
  { kind: 'level', minutes: 20 },
  { kind: 'level', minutes: 20 },
  { kind: 'break', minutes: 10 },
  { kind: 'level', minutes: 20 },
  { kind: 'level', minutes: 20 },
];

function act(stored: StoredClock, action: ClockAction, seconds: number): StoredClock {
  const outcome = applyClockAction(stored, ROWS, action, at(seconds));
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.clock;
}
function refusal(stored: StoredClock, action: ClockAction, seconds: number): string {
  const outcome = applyClockAction(stored, ROWS, action, at(seconds));
  if (outcome.ok) throw new Error('expected a refusal');
  return outcome.reason;
}
const started = () => act(NOT_STARTED, { action: 'start' }, 0);

describe('reading the clock from what is stored', () => {
  it('before the start shows the first level with its whole time', () => {
    expect(readClock(NOT_STARTED, ROWS, at(0))).toMatchObject({
      state: 'not_started',
      levelIndex: 0,
      remainingMs: 20 * MIN * 1000,
    });
  });

  it('stores the level’s end when started, and counts down from it without storing a count', () => {
    const clock = started();
    expect(clock).toMatchObject({ status: 'running', levelIndex: 0, remainingMs: null });
    expect(clock.levelEndsAt).toEqual(at(20 * MIN));
    expect(readClock(clock, ROWS, at(5 * MIN + 30))).toMatchObject({ state: 'running', remainingMs: 870_000 });
  });

  it('rolls across levels and into a break when their ends have passed (a restart, a late timer)', () => {
    const clock = started();
    expect(readClock(clock, ROWS, at(20 * MIN))).toMatchObject({ levelIndex: 1, remainingMs: 20 * MIN * 1000 });
    const onBreak = readClock(clock, ROWS, at(43 * MIN));
    expect(onBreak).toMatchObject({ state: 'on_break', levelIndex: 2, remainingMs: 7 * MIN * 1000 });
    expect(onBreak.levelEndsAt).toEqual(at(50 * MIN));
    expect(readClock(clock, ROWS, at(50 * MIN + 1))).toMatchObject({ state: 'running', levelIndex: 3 });
  });

  it('waits at zero, paused, when the last level’s time has run out', () => {
    const reading = readClock(started(), ROWS, at(3 * 60 * MIN));
    expect(reading).toMatchObject({ state: 'paused', levelIndex: 4, remainingMs: 0, structureEnded: true });
    expect(settleClock(started(), ROWS, at(3 * 60 * MIN))).toMatchObject({
      status: 'paused',
      levelIndex: 4,
      remainingMs: 0,
      levelEndsAt: null,
    });
  });

  it('settles a running clock to the row it is on, keeping the end of that row', () => {
    const settled = settleClock(started(), ROWS, at(25 * MIN));
    expect(settled).toMatchObject({ status: 'running', levelIndex: 1 });
    expect(settled.levelEndsAt).toEqual(at(40 * MIN));
  });
});

describe('pause and resume', () => {
  it('keeps the time left while paused, however long the pause', () => {
    const pausedClock = act(started(), { action: 'pause' }, 5 * MIN);
    expect(pausedClock).toMatchObject({ status: 'paused', remainingMs: 15 * MIN * 1000, levelEndsAt: null });
    expect(readClock(pausedClock, ROWS, at(5 * 60 * MIN))).toMatchObject({
      state: 'paused',
      levelIndex: 0,
      remainingMs: 15 * MIN * 1000,
    });
    const resumed = act(pausedClock, { action: 'resume' }, 60 * MIN);
    expect(resumed.levelEndsAt).toEqual(at(75 * MIN));
  });

  it('pauses on the row it has rolled to, with that row’s time left', () => {
    expect(act(started(), { action: 'pause' }, 45 * MIN)).toMatchObject({
      levelIndex: 2,
      remainingMs: 5 * MIN * 1000,
    });
  });

  it('refuses to pause twice, to resume a running clock, and anything but start before the start', () => {
    const pausedClock = act(started(), { action: 'pause' }, 60);
    expect(refusal(pausedClock, { action: 'pause' }, 61)).toBe('The clock is already paused');
    expect(refusal(started(), { action: 'resume' }, 1)).toBe('The clock is already running');
    expect(refusal(NOT_STARTED, { action: 'pause' }, 0)).toBe('The clock has not started yet: start it first');
    expect(refusal(started(), { action: 'start' }, 1)).toBe('The clock has already started');
  });

  it('refuses to start without a level', () => {
    const outcome = applyClockAction(NOT_STARTED, [], { action: 'start' }, T0);
    expect(outcome).toEqual({ ok: false, reason: 'Set the structure before starting the clock' });
  });

  it('refuses to resume when the structure has run out', () => {
    const ended = settleClock(started(), ROWS, at(4 * 60 * MIN));
    expect(refusal(ended, { action: 'resume' }, 4 * 60 * MIN)).toBe(
      'The structure has no more levels: add levels, then move to the next level',
    );
  });
});

describe('next and previous level', () => {
  it('gives the next row its whole time, running or paused', () => {
    const next = act(started(), { action: 'next_level' }, 5 * MIN);
    expect(next).toMatchObject({ status: 'running', levelIndex: 1 });
    expect(next.levelEndsAt).toEqual(at(25 * MIN));
    const pausedNext = act(act(started(), { action: 'pause' }, 60), { action: 'next_level' }, 120);
    expect(pausedNext).toMatchObject({ status: 'paused', levelIndex: 1, remainingMs: 20 * MIN * 1000 });
  });

  it('goes back one row, with its whole time', () => {
    const back = act(started(), { action: 'previous_level' }, 21 * MIN);
    expect(back).toMatchObject({ status: 'running', levelIndex: 0 });
    expect(back.levelEndsAt).toEqual(at(41 * MIN));
  });

  it('refuses past the first and the last row', () => {
    expect(refusal(started(), { action: 'previous_level' }, 60)).toBe(
      'This is the first level: there is no previous one',
    );
    const last = act(
      act(act(act(started(), { action: 'next_level' }, 1), { action: 'next_level' }, 2), { action: 'next_level' }, 3),
      { action: 'next_level' },
      4,
    );
    expect(last.levelIndex).toBe(4);
    expect(refusal(last, { action: 'next_level' }, 5)).toBe(
      'This is the last level of the structure: add levels first',
    );
  });
});

describe('adding and removing time', () => {
  it('moves the end of a running level, and the time left of a paused one', () => {
    expect(act(started(), { action: 'add_seconds', seconds: 90 }, 0).levelEndsAt).toEqual(at(20 * MIN + 90));
    expect(act(started(), { action: 'add_seconds', seconds: -90 }, 0).levelEndsAt).toEqual(at(20 * MIN - 90));
    const pausedClock = act(started(), { action: 'pause' }, 0);
    expect(act(pausedClock, { action: 'add_seconds', seconds: -60 }, 10).remainingMs).toBe(19 * MIN * 1000);
  });

  it('removes down to zero but refuses to go below it', () => {
    const clock = started();
    expect(act(clock, { action: 'add_seconds', seconds: -(15 * MIN) }, 5 * MIN).levelEndsAt).toEqual(at(5 * MIN));
    expect(refusal(clock, { action: 'add_seconds', seconds: -(15 * MIN + 1) }, 5 * MIN)).toBe(
      'Only 15:00 is left in this level: removing 15:01 would leave less than zero',
    );
  });

  it('adds up to an hour over the level’s length, not a second more', () => {
    const clock = started();
    expect(act(clock, { action: 'add_seconds', seconds: 60 * MIN }, 0).levelEndsAt).toEqual(at(80 * MIN));
    expect(refusal(clock, { action: 'add_seconds', seconds: 60 * MIN + 1 }, 0)).toBe(
      'A level may run at most an hour over its length: at most 3600 seconds more can be added now',
    );
  });
});

describe('hand-for-hand', () => {
  it('pauses the clock when turned on and runs it again from the same time when turned off', () => {
    const on = act(started(), { action: 'hand_for_hand', on: true }, 5 * MIN);
    expect(on).toMatchObject({ status: 'paused', handForHand: true, remainingMs: 15 * MIN * 1000 });
    expect(readClock(on, ROWS, at(60 * MIN))).toMatchObject({ state: 'paused', handForHand: true });
    // Each hand played takes its two minutes off (RP-8): the console removes them with add_seconds.
    const afterHand = act(on, { action: 'add_seconds', seconds: -120 }, 8 * MIN);
    expect(afterHand.remainingMs).toBe(13 * MIN * 1000);
    const off = act(afterHand, { action: 'hand_for_hand', on: false }, 30 * MIN);
    expect(off).toMatchObject({ status: 'running', handForHand: false });
    expect(off.levelEndsAt).toEqual(at(43 * MIN));
  });

  it('keeps the clock paused while on, and refuses turning it on or off twice', () => {
    const on = act(started(), { action: 'hand_for_hand', on: true }, 60);
    expect(refusal(on, { action: 'resume' }, 120)).toBe('Hand-for-hand is on: turn it off to run the clock');
    expect(refusal(on, { action: 'hand_for_hand', on: true }, 120)).toBe('Hand-for-hand is already on');
    expect(refusal(started(), { action: 'hand_for_hand', on: false }, 120)).toBe('Hand-for-hand is already off');
  });
  it('takes the club’s time off the level when every table has played the hand, staying paused', () => {
    const on = act(started(), { action: 'hand_for_hand', on: true }, 5 * MIN);
    const hand = completeHandForHandHand(on, ROWS, 120);
    expect(hand).toEqual({ ok: true, clock: { ...on, remainingMs: 13 * MIN * 1000 } });
  });

  it('moves to the next row with its full time when the level runs out during a hand, and stops at the last', () => {
    const on = act(started(), { action: 'hand_for_hand', on: true }, 19 * MIN);
    const hand = completeHandForHandHand(on, ROWS, 120);
    expect(hand).toEqual({ ok: true, clock: { ...on, levelIndex: 1, remainingMs: 20 * MIN * 1000 } });
    const last: StoredClock = { ...on, levelIndex: 4, remainingMs: 60_000 };
    expect(completeHandForHandHand(last, ROWS, 120)).toEqual({ ok: true, clock: { ...last, remainingMs: 0 } });
  });

  it('refuses a hand while hand-for-hand is off', () => {
    expect(completeHandForHandHand(started(), ROWS, 120)).toEqual({
      ok: false,
      reason: 'Hand-for-hand is off: turn it on from the clock first',
    });
  });
});

describe('projections', () => {
  it('projects each row’s start from the scheduled start before the clock runs', () => {
    const { starts, end } = projectSchedule(NOT_STARTED, ROWS, at(-3600), T0);
    expect(starts).toEqual([at(0), at(20 * MIN), at(40 * MIN), at(50 * MIN), at(70 * MIN)]);
    expect(end).toEqual(at(90 * MIN));
  });

  it('projects from now when the scheduled start has passed without a start', () => {
    expect(projectSchedule(NOT_STARTED, ROWS, at(600), T0).starts[0]).toEqual(at(600));
  });

  it('projects from the time left once running, and from a resume now once paused', () => {
    const clock = act(started(), { action: 'add_seconds', seconds: 300 }, 0);
    const { starts, end } = projectSchedule(clock, ROWS, at(10 * MIN), T0);
    expect(starts).toEqual([null, at(25 * MIN), at(45 * MIN), at(55 * MIN), at(75 * MIN)]);
    expect(end).toEqual(at(95 * MIN));
    const pausedClock = act(started(), { action: 'pause' }, 10 * MIN);
    expect(projectSchedule(pausedClock, ROWS, at(60 * MIN), T0).starts[1]).toEqual(at(70 * MIN));
  });

  it('gives the time to the next break, and none after the last break', () => {
    const clock = started();
    expect(msToNextBreak(readClock(clock, ROWS, at(5 * MIN)), ROWS)).toBe(35 * MIN * 1000);
    expect(msToNextBreak(readClock(clock, ROWS, at(45 * MIN)), ROWS)).toBeNull();
  });

  it('projects a tournament’s length from its entries: bigger fields play deeper into the structure', () => {
    const structure = {
      startingStack: 10_000,
      levels: [
        { kind: 'level' as const, minutes: 20, bigBlind: 100 },
        { kind: 'level' as const, minutes: 20, bigBlind: 1_000 },
        { kind: 'break' as const, minutes: 10 },
        { kind: 'level' as const, minutes: 20, bigBlind: 10_000 },
        { kind: 'level' as const, minutes: 20, bigBlind: 100_000 },
      ],
    };
    // 3 entries: 30 000 chips, 30 big blinds of 1 000 at level 2.
    expect(projectedLengthMs(structure, 3, 30)).toBe(40 * MIN * 1000);
    expect(projectedLengthMs(structure, 30, 30)).toBe(70 * MIN * 1000);
    expect(projectedLengthMs(structure, 10_000, 30)).toBe(90 * MIN * 1000);
  });

  it('formats durations as minutes and seconds', () => {
    expect(formatDuration(125_000)).toBe('2:05');
    expect(formatDuration(-60_000)).toBe('1:00');
  });
});
