import type { Database } from './db/client';

const DATABASE_PROBE_MS = 500;
/** At most one such re-read of every tab in this time, whatever fails how often. */
const PUSH_LOST_RESYNC_EVERY_MS = 5_000;

/**
 * What to do when a push after commit was lost: once the database answers again (a probe every
 * DATABASE_PROBE_MS, one probe loop whatever the number of lost pushes), every tab on every instance is
 * told to re-read (`resync`, as after a Redis outage), at most once per PUSH_LOST_RESYNC_EVERY_MS.
 */
export function resyncWhenDatabaseAnswers(
  database: Pick<Database, 'ping'>,
  resync: () => void,
  now = () => Date.now(),
): () => void {
  let probing = false;
  let lastResyncAt = Number.NEGATIVE_INFINITY;
  const probe = async () => {
    try {
      await database.ping();
    } catch {
      setTimeout(probe, DATABASE_PROBE_MS).unref();
      return;
    }
    const wait = lastResyncAt + PUSH_LOST_RESYNC_EVERY_MS - now();
    if (wait > 0) {
      setTimeout(probe, wait).unref();
      return;
    }
    probing = false;
    lastResyncAt = now();
    resync();
  };
  return () => {
    if (probing) return;
    probing = true;
    void probe();
  };
}
