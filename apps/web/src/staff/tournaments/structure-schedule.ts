import { projectRowStarts } from '@club/shared/tournament-schedule';
import { type HeldClock, secondsLeftAt } from '../../features/tournaments/clock/clock-time';
import { type DraftRow, wholeNumber } from './structure-draft';

export interface DraftSchedule {
  /** Each row's projected start (ms since the epoch); null for the played rows and the running one. */
  starts: Array<number | null>;
  endMs: number | null;
}

/**
 * The draft's projected start per row, counted as the server counts the saved structure's (decision 110):
 * before the start from the scheduled start (or now, once that has passed); after it from the end of the
 * running row, as if a paused clock resumed now. "Now" is the server's, from the held clock's reading and
 * this screen's monotonic clock, so a console whose clock is wrong still projects the room's times.
 */
export function draftSchedule(
  rows: readonly DraftRow[],
  held: HeldClock | undefined,
  monotonicNow: number,
  scheduledStartMs: number,
  deviceNowMs: number,
): DraftSchedule {
  const minutes = rows.map((row) => ({ minutes: wholeNumber(row.minutes) }));
  if (held?.clock.state === 'finished') return { starts: rows.map(() => null), endMs: null };
  const serverNow = held
    ? Date.parse(held.clock.serverTime) + Math.max(0, monotonicNow - held.receivedAt)
    : deviceNowMs;
  const { starts, endMs } =
    !held || held.clock.state === 'not_started'
      ? projectRowStarts(minutes, 0, Math.max(scheduledStartMs, serverNow))
      : projectRowStarts(minutes, held.clock.levelIndex + 1, serverNow + secondsLeftAt(held, monotonicNow) * 1000);
  return { starts, endMs };
}
