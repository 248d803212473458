import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { Db } from '../../../db/client';
import type { Publish } from '../../../use-case';
import { readCheckInCode } from './check-in.service';

interface Logger {
  warn(details: object, message: string): void;
}

export interface CheckInCodeTimer {
  /** Sends the code of `now` to this instance's boards and floor consoles; answers when it next changes. */
  tick(): Promise<Date | null>;
  stop(): void;
}

/**
 * The room's check-in code changes every 3 minutes (decision 064). At each change every instance sends the
 * new code to its own sockets (the boards and the floor roles), so no screen asks for it while connected;
 * a screen that connects later reads it with everything else. Nothing is stored: the code is the clock's.
 */
export function startCheckInCodeTimer(options: {
  db: Db;
  publicUrl: string;
  publishLocal: Publish;
  log: Logger;
  now?: () => Date;
}): CheckInCodeTimer {
  const now = options.now ?? (() => new Date());
  let next: NodeJS.Timeout | null = null;
  let stopped = false;
  let failing = false;

  async function tick(): Promise<Date | null> {
    try {
      const code = await readCheckInCode(options.db, options.publicUrl, now());
      options.publishLocal([...staffRoomsOf('check_in_code_changed'), ROOMS.display], 'check_in_code_changed', code);
      failing = false;
      return new Date(code.changesAt);
    } catch (error) {
      // The database is away: the screens keep the last code until the next change (one line per outage).
      if (!failing) options.log.warn({ err: error }, 'check-in code: could not read the secret; retrying');
      failing = true;
      return null;
    }
  }

  function scheduleAfter(changesAt: Date | null) {
    if (stopped) return;
    const wait = changesAt ? changesAt.getTime() - now().getTime() : 5_000;
    next = setTimeout(() => void tick().then(scheduleAfter), Math.max(0, wait) + 50);
    next.unref();
  }

  // The first send is at the next change: screens that are open now read the current code themselves.
  void readCheckInCode(options.db, options.publicUrl, now())
    .then((code) => scheduleAfter(new Date(code.changesAt)))
    .catch(() => scheduleAfter(null));

  return {
    tick,
    stop() {
      stopped = true;
      if (next) clearTimeout(next);
    },
  };
}
