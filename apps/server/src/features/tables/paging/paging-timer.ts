import type { UseCaseContext } from '../../../use-case';
import { expireRemoteEntries, nextRemoteExpiry } from '../check-in/check-in.service';
import { expireHolds, nextHoldExpiry } from './paging.service';

interface Logger {
  warn(details: object, message: string): void;
}

export interface PagingTimer {
  /** One pass now: skips every hold that ran out and removes expired remote entries, then schedules the next. Answers how many it acted on. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The hold's timer (decision 061). It keeps no state of its own: each pass reads the stored expiries, so a
 * restart picks up where the last process stopped, and every instance may run one (the skip's conditional
 * update lets exactly one act). It runs on start, every `intervalMs`, and at the next stored expiry when
 * that comes sooner. `now` is injectable for tests (a fake clock).
 */
export function startPagingTimer(
  ctx: UseCaseContext,
  options: { log: Logger; now?: () => Date; intervalMs?: number },
): PagingTimer {
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 5_000;
  let running: Promise<number> | null = null;
  let next: NodeJS.Timeout | null = null;
  let stopped = false;
  let failing = false;

  async function pass(): Promise<number> {
    let skipped = 0;
    try {
      for (let batch = await expireHolds(ctx, now()); batch > 0; batch = await expireHolds(ctx, now())) {
        skipped += batch;
      }
      // Remote entries not checked in by the club's expiry leave their lists in the same pass (decision 064).
      for (
        let batch = await expireRemoteEntries(ctx, now());
        batch > 0;
        batch = await expireRemoteEntries(ctx, now())
      ) {
        skipped += batch;
      }
      failing = false;
      const [hold, remote] = await Promise.all([nextHoldExpiry(ctx), nextRemoteExpiry(ctx)]);
      const at = [hold, remote].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0];
      if (next) clearTimeout(next);
      next = null;
      const wait = at ? at.getTime() - now().getTime() : Number.POSITIVE_INFINITY;
      if (!stopped && wait < intervalMs) {
        next = setTimeout(() => void tick(), Math.max(0, wait) + 20);
        next.unref();
      }
    } catch (error) {
      // The database is away: the next pass tries again (one line per outage, not one per pass).
      if (!failing) options.log.warn({ err: error }, 'paging timer: could not check the holds; retrying');
      failing = true;
    }
    return skipped;
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
