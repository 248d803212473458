import { MAX_SECONDS_OVER_LEVEL } from '@club/shared/tournament-structure';
import type { ClockAction } from '@club/shared/tournament-clock';
import { projectRowStarts } from '@club/shared/tournament-schedule';

/**
 * The tournament clock as a pure function of what is stored and a given `now` (issue 28, decision 110).
 * Stored: `running` with the time the current row (a level or a break) ends, or `paused` with the
 * milliseconds left; never a ticking count. Reading a running clock rolls it forward across the rows whose
 * end has passed, so a clock read after a restart (or before the timer acted) is where it should be.
 */
export type StoredClockStatus = 'not_started' | 'running' | 'paused';

export interface StoredClock {
  status: StoredClockStatus;
  levelIndex: number;
  /** Running only. */
  levelEndsAt: Date | null;
  /** Paused only. */
  remainingMs: number | null;
  handForHand: boolean;
}

/** What the clock needs of a structure's row. */
export interface ClockRow {
  kind: 'level' | 'break';
  minutes: number;
}

export interface ClockReading {
  state: 'not_started' | 'running' | 'paused' | 'on_break';
  levelIndex: number;
  remainingMs: number;
  levelEndsAt: Date | null;
  handForHand: boolean;
  /** The last row's time ran out: the clock waits at zero for more levels or the tournament's end. */
  structureEnded: boolean;
}

export type ClockOutcome = { ok: true; clock: StoredClock } | { ok: false; reason: string };

export const NOT_STARTED: StoredClock = {
  status: 'not_started',
  levelIndex: 0,
  levelEndsAt: null,
  remainingMs: null,
  handForHand: false,
};

export const rowMs = (row: ClockRow | undefined) => (row ? row.minutes * 60_000 : 0);

/** The clock at `now`: the row it is on and the time left in it. */
export function readClock(stored: StoredClock, rows: readonly ClockRow[], now: Date): ClockReading {
  const last = Math.max(0, rows.length - 1);
  const base = {
    levelIndex: Math.min(stored.levelIndex, last),
    handForHand: stored.handForHand,
    structureEnded: false,
  };
  if (stored.status === 'not_started') {
    return { ...base, state: 'not_started', levelIndex: 0, remainingMs: rowMs(rows[0]), levelEndsAt: null };
  }
  if (stored.status === 'paused' || !stored.levelEndsAt) {
    const remainingMs = Math.max(0, stored.remainingMs ?? 0);
    return {
      ...base,
      state: 'paused',
      remainingMs,
      levelEndsAt: null,
      structureEnded: base.levelIndex === last && remainingMs === 0,
    };
  }
  let index = base.levelIndex;
  let endsAt = stored.levelEndsAt.getTime();
  while (now.getTime() >= endsAt && index < last) {
    index += 1;
    endsAt += rowMs(rows[index]);
  }
  if (now.getTime() >= endsAt) {
    return { ...base, state: 'paused', levelIndex: index, remainingMs: 0, levelEndsAt: null, structureEnded: true };
  }
  return {
    ...base,
    state: rows[index]?.kind === 'break' ? 'on_break' : 'running',
    levelIndex: index,
    remainingMs: endsAt - now.getTime(),
    levelEndsAt: new Date(endsAt),
  };
}

/** The stored form of the clock at `now`: what the level-end timer writes, and what every action starts from. */
export function settleClock(stored: StoredClock, rows: readonly ClockRow[], now: Date): StoredClock {
  if (stored.status !== 'running') return stored;
  const reading = readClock(stored, rows, now);
  if (reading.structureEnded) return paused(stored, reading.levelIndex, 0);
  return { ...stored, levelIndex: reading.levelIndex, levelEndsAt: reading.levelEndsAt };
}

const running = (clock: StoredClock, levelIndex: number, remainingMs: number, now: Date): StoredClock => ({
  ...clock,
  status: 'running',
  levelIndex,
  levelEndsAt: new Date(now.getTime() + remainingMs),
  remainingMs: null,
});

const paused = (clock: StoredClock, levelIndex: number, remainingMs: number): StoredClock => ({
  ...clock,
  status: 'paused',
  levelIndex,
  levelEndsAt: null,
  remainingMs,
});

/** The same status (running or paused) on another row, with that row's full time. */
const onRow = (clock: StoredClock, index: number, rows: readonly ClockRow[], now: Date) =>
  clock.status === 'running'
    ? running(clock, index, rowMs(rows[index]), now)
    : paused(clock, index, rowMs(rows[index]));

/** 125 000 ms → "2:05". */
export function formatDuration(ms: number): string {
  const seconds = Math.round(Math.abs(ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** One staff action on the clock at `now`; a refusal says why, in the director's words. */
export function applyClockAction(
  stored: StoredClock,
  rows: readonly ClockRow[],
  action: ClockAction,
  now: Date,
): ClockOutcome {
  const refuse = (reason: string): ClockOutcome => ({ ok: false, reason });
  const done = (clock: StoredClock): ClockOutcome => ({ ok: true, clock });
  if (action.action === 'start') {
    if (stored.status !== 'not_started') return refuse('The clock has already started');
    if (!rows.some((row) => row.kind === 'level')) return refuse('Set the structure before starting the clock');
    return done(running({ ...NOT_STARTED, handForHand: false }, 0, rowMs(rows[0]), now));
  }
  if (stored.status === 'not_started') return refuse('The clock has not started yet: start it first');
  const clock = settleClock(stored, rows, now);
  const reading = readClock(clock, rows, now);
  const index = reading.levelIndex;
  switch (action.action) {
    case 'pause':
      if (clock.status === 'paused') return refuse('The clock is already paused');
      return done(paused(clock, index, reading.remainingMs));
    case 'resume':
      if (clock.status === 'running') return refuse('The clock is already running');
      if (clock.handForHand) return refuse('Hand-for-hand is on: turn it off to run the clock');
      if (reading.structureEnded) {
        return refuse('The structure has no more levels: add levels, then move to the next level');
      }
      return done(running(clock, index, reading.remainingMs, now));
    case 'next_level':
      if (index >= rows.length - 1) return refuse('This is the last level of the structure: add levels first');
      return done(onRow(clock, index + 1, rows, now));
    case 'previous_level':
      if (index === 0) return refuse('This is the first level: there is no previous one');
      return done(onRow(clock, index - 1, rows, now));
    case 'add_seconds': {
      const left = reading.remainingMs + action.seconds * 1000;
      if (left < 0) {
        return refuse(
          `Only ${formatDuration(reading.remainingMs)} is left in this level: removing ${formatDuration(action.seconds * 1000)} would leave less than zero`,
        );
      }
      const most = rowMs(rows[index]) + MAX_SECONDS_OVER_LEVEL * 1000;
      if (left > most) {
        const room = Math.max(0, Math.floor((most - reading.remainingMs) / 1000));
        return refuse(`A level may run at most an hour over its length: at most ${room} seconds more can be added now`);
      }
      return done(clock.status === 'running' ? running(clock, index, left, now) : paused(clock, index, left));
    }
    case 'hand_for_hand': {
      if (action.on === clock.handForHand) return refuse(`Hand-for-hand is already ${action.on ? 'on' : 'off'}`);
      if (action.on) return done({ ...paused(clock, index, reading.remainingMs), handForHand: true });
      const off = { ...clock, handForHand: false };
      return done(reading.structureEnded ? off : running(off, index, reading.remainingMs, now));
    }
  }
}

/** Seconds from `now` until the next break starts (null when no break is ahead). */
export function msToNextBreak(reading: ClockReading, rows: readonly ClockRow[]): number | null {
  let ms = reading.remainingMs;
  for (let i = reading.levelIndex + 1; i < rows.length; i++) {
    if (rows[i]?.kind === 'break') return ms;
    ms += rowMs(rows[i]);
  }
  return null;
}

/**
 * When each row is projected to start, and when the last one ends: from the scheduled start (or now, if
 * that has passed) before the clock starts; after it, from now and the time left, as if a paused clock
 * resumed now. Rows already played, and the current one, have no projection (null).
 */
export function projectSchedule(
  stored: StoredClock,
  rows: readonly ClockRow[],
  now: Date,
  scheduledStart: Date,
): { starts: Array<Date | null>; end: Date | null } {
  if (rows.length === 0) return { starts: [], end: null };
  const reading = readClock(stored, rows, now);
  // The counting is shared with the console's structure editor, which projects a draft the same way.
  const { starts, endMs } =
    reading.state === 'not_started'
      ? projectRowStarts(rows, 0, Math.max(scheduledStart.getTime(), now.getTime()))
      : projectRowStarts(rows, reading.levelIndex + 1, now.getTime() + reading.remainingMs);
  return { starts: starts.map((at) => (at === null ? null : new Date(at))), end: new Date(endMs) };
}

/**
 * The projected length in ms for a number of entries: through the end of the first level whose big blind
 * reaches the chips in play over `endgameBigBlinds` (decision 110), or the whole structure if none does.
 */
export function projectedLengthMs(
  structure: { startingStack: number; levels: ReadonlyArray<ClockRow & { bigBlind?: number }> },
  entries: number,
  endgameBigBlinds: number,
): number {
  const chipsInPlay = structure.startingStack * entries;
  let ms = 0;
  for (const row of structure.levels) {
    ms += rowMs(row);
    if (row.kind === 'level' && (row.bigBlind ?? 0) * endgameBigBlinds >= chipsInPlay) return ms;
  }
  return ms;
}

/**
 * Hand-for-hand (TDA RP-8, decision 110): every table playing has finished the hand, so `secondsOff` come
 * off the level, the clock staying paused. What is left of the level goes first; a level that runs out
 * moves the clock to the next row with its full time (less nothing: the hand is counted once), so the
 * blinds keep rising at `secondsOff` a hand.
 */
export function completeHandForHandHand(
  stored: StoredClock,
  rows: readonly ClockRow[],
  secondsOff: number,
): ClockOutcome {
  if (!stored.handForHand || stored.status !== 'paused') {
    return { ok: false, reason: 'Hand-for-hand is off: turn it on from the clock first' };
  }
  const index = Math.min(stored.levelIndex, Math.max(0, rows.length - 1));
  const left = Math.max(0, stored.remainingMs ?? 0) - secondsOff * 1000;
  if (left > 0 || index >= rows.length - 1) return { ok: true, clock: paused(stored, index, Math.max(0, left)) };
  return { ok: true, clock: paused(stored, index + 1, rowMs(rows[index + 1])) };
}
