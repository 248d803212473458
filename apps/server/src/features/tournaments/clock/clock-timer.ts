import type { UseCaseContext } from '../../../use-case';
import { advanceDueClocks, nextClockDue } from './clock.service';

interface Logger {
  warn(details: object, message: string): void;
}

export interface ClockTimer {
  /** One pass now: moves every clock whose row has ended, then schedules the next. Answers how many moved. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The level-end timer (decision 110), as the paging timer is made (decision 061): no state of its own, so a
 * restart picks up from the stored clocks, and every instance runs one (row locks and the clock's version
 * let exactly one move a clock and push it). It runs on start, every `intervalMs`, and at the next level's
 * end when that comes sooner. `now` is injectable for tests.
 */
export function startClockTimer(
  ctx: UseCaseContext,
  options: { log: Logger; now?: () => Date; intervalMs?: number },
): ClockTimer {
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 5_000;
  let running: Promise<number> | null = null;
  let next: NodeJS.Timeout | null = null;
  let stopped = false;
  let failing = false;

  async function pass(): Promise<number> {
    let moved = 0;
    try {
      for (let batch = await advanceDueClocks(ctx, now()); batch > 0; batch = await advanceDueClocks(ctx, now())) {
        moved += batch;
      }
      failing = false;
      const at = await nextClockDue(ctx);
      if (next) clearTimeout(next);
      next = null;
      const wait = at ? at.getTime() - now().getTime() : Number.POSITIVE_INFINITY;
      if (!stopped && wait < intervalMs) {
        next = setTimeout(() => void tick(), Math.max(0, wait) + 20);
        next.unref();
      }
    } catch (error) {
      // The database is away: the next pass tries again (one line per outage, not one per pass).
      if (!failing) options.log.warn({ err: error }, 'clock timer: could not move the clocks; retrying');
      failing = true;
    }
    return moved;
  }

  function tick(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  const interval = setInterval(() => void tick(), intervalMs);
  interval.unref();
  void tick();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(interval);
      if (next) clearTimeout(next);
      await running;
    },
  };
}
