import type { PageResponse } from '@club/shared/paging';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { staff, waitlistEntries } from '../../../db/schema';

// Paging with a hold (decision 061). Every change here is one conditional UPDATE: its WHERE is the rule
// (still waiting, not paged or the page ran out, the hold not yet run out), so two requests or two
// instances' timers racing for one entry cannot both pass; the loser gets no row back.

const waiting = eq(waitlistEntries.status, 'waiting');

/**
 * Pages a waiting entry whose previous page (if any) has run out: stores the hold and clears the last
 * answer. Null when the entry is not waiting or is paged with time left (someone else paged first).
 */
export async function markPaged(
  tx: DbOrTx,
  input: { entryId: number; tableId: number; seatNumber: number | null; staffId: number; now: Date; expiresAt: Date },
) {
  const [row] = await tx
    .update(waitlistEntries)
    .set({
      pagedAt: input.now,
      pageExpiresAt: input.expiresAt,
      pagedTableId: input.tableId,
      pagedSeat: input.seatNumber,
      pagedBy: input.staffId,
      pageResponse: null,
      pageRespondedAt: null,
      pageExtended: false,
    })
    .where(
      and(
        eq(waitlistEntries.id, input.entryId),
        waiting,
        or(isNull(waitlistEntries.pageExpiresAt), lte(waitlistEntries.pageExpiresAt, input.now)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The entry answers its page while its hold runs; `more_time` only once. `onlyPage` (the text's link): only that
 * page, and only its first answer. Null when that is not so.
 */
export async function recordPageResponse(
  tx: DbOrTx,
  input: { entryId: number; response: PageResponse; now: Date; extensionMinutes: number; onlyPage?: Date },
) {
  const conditions = [
    eq(waitlistEntries.id, input.entryId),
    waiting,
    isNotNull(waitlistEntries.pagedAt),
    gt(waitlistEntries.pageExpiresAt, input.now),
  ];
  if (input.onlyPage) {
    conditions.push(eq(waitlistEntries.pagedAt, input.onlyPage), isNull(waitlistEntries.pageResponse));
  }
  const answered = { pageResponse: input.response, pageRespondedAt: input.now };
  let change: PgUpdateSetSource<typeof waitlistEntries> = answered;
  if (input.response === 'more_time') {
    conditions.push(eq(waitlistEntries.pageExtended, false));
    change = {
      ...answered,
      pageExtended: true,
      pageExpiresAt: sql`${waitlistEntries.pageExpiresAt} + make_interval(mins => ${input.extensionMinutes})`,
    };
  } else if (input.response === 'leave') {
    change = { ...answered, status: 'left', resolvedAt: input.now, pageExpiresAt: null };
  }
  const [row] = await tx
    .update(waitlistEntries)
    .set(change)
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

/**
 * The holds that ran out at `now`, locked for this transaction. SKIP LOCKED: another instance's timer
 * holding some of them takes those (they no longer match once it commits), so the two never wait on each
 * other or act twice. NO KEY UPDATE, as the skip changes no key: a row another statement only references
 * meanwhile (a page's delivery row being written, whose foreign key takes KEY SHARE) is not skipped for it.
 */
export async function lockExpiredHolds(tx: DbOrTx, now: Date, limit: number) {
  return tx
    .select()
    .from(waitlistEntries)
    .where(and(waiting, isNotNull(waitlistEntries.pageExpiresAt), lte(waitlistEntries.pageExpiresAt, now)))
    .orderBy(asc(waitlistEntries.id))
    .limit(limit)
    .for('no key update', { skipLocked: true });
}

/**
 * Counts a miss on these locked entries and ends their page: each moves to the bottom of its list
 * (requeued_at), or leaves it at `missesBeforeRemoval` misses. The WHERE repeats the rule, so a row that
 * changed anyway is left alone.
 */
export async function skipExpiredHolds(tx: DbOrTx, entryIds: number[], now: Date, missesBeforeRemoval: number) {
  if (entryIds.length === 0) return [];
  const removed = sql`${waitlistEntries.pageMisses} + 1 >= ${missesBeforeRemoval}`;
  return tx
    .update(waitlistEntries)
    .set({
      pageMisses: sql`${waitlistEntries.pageMisses} + 1`,
      requeuedAt: now,
      status: sql`CASE WHEN ${removed} THEN 'left' ELSE ${waitlistEntries.status} END`,
      resolvedAt: sql`CASE WHEN ${removed} THEN ${now.toISOString()}::timestamptz ELSE ${waitlistEntries.resolvedAt} END`,
      pagedAt: null,
      pageExpiresAt: null,
      pagedTableId: null,
      pagedSeat: null,
      pagedBy: null,
      pageResponse: null,
      pageRespondedAt: null,
      pageExtended: false,
    })
    .where(
      and(
        inArray(waitlistEntries.id, entryIds),
        waiting,
        isNotNull(waitlistEntries.pageExpiresAt),
        lte(waitlistEntries.pageExpiresAt, now),
      ),
    )
    .returning();
}

/** The next hold to run out, for the timer's precise timeout. */
export async function findNextHoldExpiry(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(waitlistEntries.pageExpiresAt) })
    .from(waitlistEntries)
    .where(and(waiting, isNotNull(waitlistEntries.pageExpiresAt)));
  return row?.next ?? null;
}

/** The staff members who paged (the skip's notification comes from them, as their page did). */
export async function findStaffSenders(db: DbOrTx, staffIds: number[]) {
  if (staffIds.length === 0) return [];
  return db
    .select({ staffId: staff.id, name: staff.name, role: staff.role })
    .from(staff)
    .where(inArray(staff.id, staffIds));
}

/** Seating at the table a page named, when that is not the entry's own: the paged entry becomes the seat. */
export async function seatPagedEntry(tx: DbOrTx, playerId: number, tableId: number) {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ status: 'seated', resolvedAt: sql`now()`, pageExpiresAt: null })
    .where(
      and(
        eq(waitlistEntries.playerId, playerId),
        eq(waitlistEntries.pagedTableId, tableId),
        waiting,
        isNotNull(waitlistEntries.pagedAt),
      ),
    )
    .returning();
  return row ?? null;
}
