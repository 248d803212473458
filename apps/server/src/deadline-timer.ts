interface Logger {
  warn(details: object, message: string): void;
}

export interface DeadlineTimer {
  /** One pass now: acts on every deadline that has passed, then schedules the next. Answers how many it acted on. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A timer over deadlines stored in the database (a page's hold, a tournament level's end). It keeps no state
 * of its own: each pass reads the stored deadlines, so a restart picks up where the last process stopped, and
 * every instance may run one (the use case's conditional write lets exactly one act). It runs on start,
 * every `intervalMs`, and at the next stored deadline when that comes sooner; passes never overlap. While
 * the database is away it logs once and tries again at the next pass.
 */
export function startDeadlineTimer(options: {
  /** For the log line: "<what>: could not … retrying". */
  what: string;
  log: Logger;
  now: () => Date;
  intervalMs: number;
  /** Acts on every deadline passed at `now`; answers how many. */
  actOnDue: (now: Date) => Promise<number>;
  /** The soonest deadline still to come, or null. */
  nextDue: () => Promise<Date | null>;
}): DeadlineTimer {
  const { now, intervalMs } = options;
  let running: Promise<number> | null = null;
  let next: NodeJS.Timeout | null = null;
  let stopped = false;
  let failing = false;

  async function pass(): Promise<number> {
    let acted = 0;
    try {
      acted = await options.actOnDue(now());
      failing = false;
      const at = await options.nextDue();
      if (next) clearTimeout(next);
      next = null;
      const wait = at ? at.getTime() - now().getTime() : Number.POSITIVE_INFINITY;
      if (!stopped && wait < intervalMs) {
        next = setTimeout(() => void tick(), Math.max(0, wait) + 20);
        next.unref();
      }
    } catch (error) {
      // The database is away: the next pass tries again (one line per outage, not one per pass).
      if (!failing) options.log.warn({ err: error }, `${options.what}: could not act on its deadlines; retrying`);
      failing = true;
    }
    return acted;
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

/** Runs `batch` until it acts on nothing more; answers how many in all (a use case acts on a batch at a time). */
export async function untilNoneLeft(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let acted = await batch(); acted > 0; acted = await batch()) total += acted;
  return total;
}
