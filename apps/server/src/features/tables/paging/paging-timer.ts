import { type DeadlineTimer, startDeadlineTimer, untilNoneLeft } from '../../../deadline-timer';
import type { UseCaseContext } from '../../../use-case';
import { expireRemoteEntries, nextRemoteExpiry } from '../check-in/check-in.service';
import { expireHolds, nextHoldExpiry } from './paging.service';
import { nextGuestExpiry, removeExpiredGuests } from '../game-lists/guests.service';

interface Logger {
  warn(details: object, message: string): void;
}

/** One pass: skips every hold that ran out and removes expired remote entries, then schedules the next. */
export type PagingTimer = DeadlineTimer;

/**
 * The hold's timer (decision 061), a deadline timer over the stored expiries: a restart picks up where the
 * last process stopped, and every instance may run one (the skip's conditional update lets exactly one
 * act). `now` is injectable for tests (a fake clock).
 */
export function startPagingTimer(
  ctx: UseCaseContext,
  options: { log: Logger; now?: () => Date; intervalMs?: number },
): PagingTimer {
  return startDeadlineTimer({
    what: 'paging timer',
    log: options.log,
    now: options.now ?? (() => new Date()),
    intervalMs: options.intervalMs ?? 5_000,
    actOnDue: async (now) =>
      (await untilNoneLeft(() => expireHolds(ctx, now))) +
      // Remote entries not checked in by the club's expiry leave their lists in the same pass (decision 064).
      (await untilNoneLeft(() => expireRemoteEntries(ctx, now))) +
      // Guests' records past the club's retention are removed in the same pass (decision 131).
      (await untilNoneLeft(() => removeExpiredGuests(ctx, now))),
    nextDue: async () => {
      const [hold, remote, guest] = await Promise.all([
        nextHoldExpiry(ctx),
        nextRemoteExpiry(ctx),
        nextGuestExpiry(ctx),
      ]);
      return (
        [hold, remote, guest].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null
      );
    },
  });
}
