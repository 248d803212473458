import { type DeadlineTimer, startDeadlineTimer, untilNoneLeft } from '../../../deadline-timer';
import type { UseCaseContext } from '../../../use-case';
import { expireRemoteEntries, nextRemoteExpiry } from '../check-in/check-in.service';
import { expireHolds, nextHoldExpiry } from './paging.service';

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
      (await untilNoneLeft(() => expireRemoteEntries(ctx, now))),
    nextDue: async () => {
      const [hold, remote] = await Promise.all([nextHoldExpiry(ctx), nextRemoteExpiry(ctx)]);
      return [hold, remote].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
    },
  });
}
