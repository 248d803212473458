import { type DeadlineTimer, startDeadlineTimer, untilNoneLeft } from '../../../deadline-timer';
import type { UseCaseContext } from '../../../use-case';
import { advanceDueClocks, nextClockDue } from './clock.service';

interface Logger {
  warn(details: object, message: string): void;
}

/** One pass: moves every clock whose level has ended, then schedules the next. */
export type ClockTimer = DeadlineTimer;

/**
 * The level-end timer (decision 110), a deadline timer as the paging timer is (decision 061): no state of
 * its own, so a restart picks up from the stored clocks, and every instance runs one (row locks and the
 * clock's version let exactly one move a clock and push it). `now` is injectable for tests.
 */
export function startClockTimer(
  ctx: UseCaseContext,
  options: { log: Logger; now?: () => Date; intervalMs?: number },
): ClockTimer {
  return startDeadlineTimer({
    what: 'clock timer',
    log: options.log,
    now: options.now ?? (() => new Date()),
    intervalMs: options.intervalMs ?? 5_000,
    actOnDue: (now) => untilNoneLeft(() => advanceDueClocks(ctx, now)),
    nextDue: () => nextClockDue(ctx),
  });
}
