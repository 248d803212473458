import type { TournamentClock } from '@club/shared/tournament-clock';

/**
 * A clock answer as a screen holds it: the server's reading and when this screen received it, on the
 * screen's own monotonic clock (`performance.now()`). Time left is counted from the receipt, never from
 * the device's wall clock, so a phone whose clock is wrong still shows the server's seconds
 * (issue 28: "a phone whose clock is wrong still shows the right time").
 */
export interface HeldClock {
  clock: TournamentClock;
  receivedAt: number;
}

export const holdClock = (clock: TournamentClock, receivedAt = performance.now()): HeldClock => ({
  clock,
  receivedAt,
});

/** Keeps the newer of two readings (a push and a read can cross): the higher version wins. */
export function newerClock(held: HeldClock | undefined, incoming: HeldClock): HeldClock {
  if (!held) return incoming;
  return incoming.clock.version >= held.clock.version ? incoming : held;
}

/** Whether the time left runs down (a level or a break, not paused, started or finished). */
export const isTicking = (clock: TournamentClock) => clock.state === 'running' || clock.state === 'on_break';

/** Seconds left in the current row at `now` (a `performance.now()` value), never below zero. */
export function secondsLeftAt(held: HeldClock, now: number): number {
  const { clock } = held;
  if (!isTicking(clock)) return clock.secondsLeft;
  return Math.max(0, clock.secondsLeft - (now - held.receivedAt) / 1000);
}

/** Seconds to the next break at `now` (null: none ahead). */
export function secondsToBreakAt(held: HeldClock, now: number): number | null {
  const { clock } = held;
  if (clock.secondsToNextBreak === null) return null;
  if (!isTicking(clock)) return clock.secondsToNextBreak;
  return Math.max(0, clock.secondsToNextBreak - (now - held.receivedAt) / 1000);
}

/** 12:05 or 1:02:05 from seconds (rounded up, so the display reads 0:00 only when the level is over). */
export function formatClockSeconds(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/**
 * Whether moving from one reading to the next is a moment the room's clock sounds: a new level starts
 * or a break ends (the row changed while the clock runs). A pause, a resume or added time is silent.
 */
export function isLevelChange(previous: TournamentClock | undefined, next: TournamentClock): boolean {
  if (!previous || previous.tournamentId !== next.tournamentId) return false;
  if (next.version <= previous.version) return false;
  return next.levelIndex !== previous.levelIndex && next.state !== 'not_started' && next.state !== 'finished';
}
