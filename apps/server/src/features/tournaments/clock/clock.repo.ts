import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { tournamentClocks, tournaments } from '../../../db/schema';
import { NOT_STARTED, type StoredClock } from './clock';

type ClockRow = typeof tournamentClocks.$inferSelect;

export interface VersionedClock {
  clock: StoredClock;
  /** 0: no row yet (the clock has never been touched). */
  version: number;
}

function toVersioned(row: ClockRow | undefined): VersionedClock {
  if (!row) return { clock: NOT_STARTED, version: 0 };
  return {
    clock: {
      status: row.status,
      levelIndex: row.levelIndex,
      levelEndsAt: row.levelEndsAt,
      remainingMs: row.remainingMs,
      handForHand: row.handForHand,
    },
    version: row.version,
  };
}

export async function findClock(db: DbOrTx, tournamentId: number): Promise<VersionedClock> {
  const [row] = await db.select().from(tournamentClocks).where(eq(tournamentClocks.tournamentId, tournamentId));
  return toVersioned(row);
}

/** The clock's row, locked until the transaction ends (none yet: the tournament row's lock serializes its creation). */
export async function lockClock(tx: DbOrTx, tournamentId: number): Promise<VersionedClock> {
  const [row] = await tx
    .select()
    .from(tournamentClocks)
    .where(eq(tournamentClocks.tournamentId, tournamentId))
    .for('update');
  return toVersioned(row);
}

const columnsOf = (clock: StoredClock) => ({
  status: clock.status,
  levelIndex: clock.levelIndex,
  levelEndsAt: clock.levelEndsAt,
  remainingMs: clock.remainingMs === null ? null : Math.round(clock.remainingMs),
  handForHand: clock.handForHand,
});

/**
 * Writes the clock if it is still at `version` (the version read): answers the new version, or null when
 * someone else changed it first (another instance's timer).
 */
export async function saveClock(
  tx: DbOrTx,
  tournamentId: number,
  clock: StoredClock,
  version: number,
): Promise<number | null> {
  if (version === 0) {
    const inserted = await tx
      .insert(tournamentClocks)
      .values({ tournamentId, ...columnsOf(clock), version: 1 })
      .onConflictDoNothing()
      .returning({ version: tournamentClocks.version });
    return inserted[0]?.version ?? null;
  }
  const updated = await tx
    .update(tournamentClocks)
    .set({ ...columnsOf(clock), version: version + 1, updatedAt: sql`now()` })
    .where(and(eq(tournamentClocks.tournamentId, tournamentId), eq(tournamentClocks.version, version)))
    .returning({ version: tournamentClocks.version });
  return updated[0]?.version ?? null;
}

// A finished or cancelled tournament's clock stands still: the timer leaves it alone.
const live = inArray(tournaments.status, ['upcoming', 'running']);

/** Running clocks whose row has ended by `now`, locked; rows another instance holds are skipped. */
export async function lockDueClocks(tx: DbOrTx, now: Date, limit: number) {
  const rows = await tx
    .select({ clock: tournamentClocks })
    .from(tournamentClocks)
    .innerJoin(tournaments, eq(tournaments.id, tournamentClocks.tournamentId))
    .where(and(eq(tournamentClocks.status, 'running'), lte(tournamentClocks.levelEndsAt, now), live))
    .orderBy(asc(tournamentClocks.levelEndsAt))
    .limit(limit)
    .for('update', { of: tournamentClocks, skipLocked: true });
  return rows.map(({ clock }) => ({ tournamentId: clock.tournamentId, ...toVersioned(clock) }));
}

/** When the next running row ends, across the club's live tournaments. */
export async function nextLevelEnd(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: tournamentClocks.levelEndsAt })
    .from(tournamentClocks)
    .innerJoin(tournaments, eq(tournaments.id, tournamentClocks.tournamentId))
    .where(and(eq(tournamentClocks.status, 'running'), live))
    .orderBy(asc(tournamentClocks.levelEndsAt))
    .limit(1);
  return row?.at ?? null;
}
