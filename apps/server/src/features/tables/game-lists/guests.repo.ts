import { and, asc, eq, lt, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { returnedRow } from '../../../db/rows';
import { guests, waitlistEntries } from '../../../db/schema';

// Guests on lists (issue 31, decision 131): their own records, one per mobile number, never players.

/**
 * The guest with this number, made or found (a second visit finds the same record): the name given now is kept
 * and the evening moves to now (their record is kept the club's retention from it).
 */
export async function upsertGuest(tx: DbOrTx, input: { name: string; phone: string; staffId: number }) {
  return returnedRow(
    await tx
      .insert(guests)
      .values({ name: input.name, phone: input.phone, createdBy: input.staffId })
      .onConflictDoUpdate({ target: guests.phone, set: { name: input.name, lastListedAt: sql`now()` } })
      .returning(),
  );
}

export async function findGuestName(db: DbOrTx, guestId: number): Promise<string | null> {
  const [row] = await db.select({ name: guests.name }).from(guests).where(eq(guests.id, guestId));
  return row?.name ?? null;
}

const notWaiting = (tx: DbOrTx) =>
  notExists(
    tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.guestId, guests.id), eq(waitlistEntries.status, 'waiting'))),
  );

/**
 * Guests last listed before `cutoff` and no longer waiting, locked (SKIP LOCKED: two instances' sweeps take
 * different rows, and each acts once), at most `limit`.
 */
export async function lockExpiredGuests(tx: DbOrTx, cutoff: Date, limit: number) {
  return tx
    .select({ id: guests.id, lastListedAt: guests.lastListedAt })
    .from(guests)
    .where(and(lt(guests.lastListedAt, cutoff), notWaiting(tx)))
    .orderBy(asc(guests.lastListedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Removes a guest and (by the foreign keys' cascade) every list entry of theirs; whether it was there. */
export async function deleteGuest(tx: DbOrTx, guestId: number): Promise<boolean> {
  const rows = await tx.delete(guests).where(eq(guests.id, guestId)).returning({ id: guests.id });
  return rows.length > 0;
}

/** The evening of the guest listed longest ago who is not waiting now (the sweep's next deadline), or null. */
export async function findOldestIdleGuest(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ lastListedAt: guests.lastListedAt })
    .from(guests)
    .where(notWaiting(db))
    .orderBy(asc(guests.lastListedAt))
    .limit(1);
  return row?.lastListedAt ?? null;
}
