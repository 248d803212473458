import { IN_ROOM_HOURS } from '@club/shared/check-in';
import { and, asc, eq, inArray, isNull, lte, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { auditLog, seats, waitlistEntries } from '../../../db/schema';

// Remote joins and check-in (decision 064). The expiry, as the hold's skip (decision 061), is one locked
// SELECT (SKIP LOCKED) and one conditional UPDATE repeating its rule, so two instances act once.

/** The audit action of a player's check-in with the room's code (it is also the record that they came). */
export const PLAYER_CHECK_IN_ACTION = 'tables.player_check_in';

const waiting = eq(waitlistEntries.status, 'waiting');
const remoteNotCheckedIn = and(waiting, eq(waitlistEntries.remote, true), isNull(waitlistEntries.checkedInAt));

/**
 * Whether the player is in the room at `since` or later: seated now, checked in on an entry (by staff or by
 * the code), on a list joined in the room, or checked in with the code with no list to check in. One query.
 */
export async function isPlayerInRoom(db: DbOrTx, playerId: number, since: Date, exceptEntryId = 0): Promise<boolean> {
  const result = await db.execute(sql`select (
    exists (select 1 from ${seats} where ${seats.playerId} = ${playerId} and ${seats.endedAt} is null)
    or exists (
      select 1 from ${waitlistEntries}
      where ${waitlistEntries.playerId} = ${playerId} and ${waitlistEntries.id} <> ${exceptEntryId}
        and (${waitlistEntries.checkedInAt} >= ${since.toISOString()}::timestamptz
          or (not ${waitlistEntries.remote} and ${waitlistEntries.createdAt} >= ${since.toISOString()}::timestamptz))
    )
    or exists (
      select 1 from ${auditLog}
      where ${auditLog.entity} = 'player' and ${auditLog.entityId} = ${String(playerId)}
        and ${auditLog.action} = ${PLAYER_CHECK_IN_ACTION} and ${auditLog.createdAt} >= ${since.toISOString()}::timestamptz
    )
  ) as in_room`);
  return Boolean((result as unknown as { rows: Array<{ in_room: boolean }> }).rows[0]?.in_room);
}

/** Marks a new entry remote (the join's transaction decided the player is away). */
export async function markEntryRemote(tx: DbOrTx, entryId: number) {
  await tx.update(waitlistEntries).set({ remote: true }).where(eq(waitlistEntries.id, entryId));
}

/**
 * Checks in every waiting entry of the player not yet checked in (remote or not: all of them now count as
 * in the room). `staffId` null: the player used the room's code. The entries checked in.
 */
export async function checkInWaitingEntries(tx: DbOrTx, playerId: number, now: Date, staffId: number | null) {
  return tx
    .update(waitlistEntries)
    .set({ checkedInAt: now, checkedInBy: staffId })
    .where(and(eq(waitlistEntries.playerId, playerId), waiting, isNull(waitlistEntries.checkedInAt)))
    .returning({
      id: waitlistEntries.id,
      tableId: waitlistEntries.tableId,
      gameId: waitlistEntries.gameId,
      remote: waitlistEntries.remote,
    });
}

/** A guest's waiting entry, checked in by the floor (a guest has no other lists to check in with it). */
export async function checkInGuestEntry(tx: DbOrTx, entryId: number, now: Date, staffId: number) {
  return tx
    .update(waitlistEntries)
    .set({ checkedInAt: now, checkedInBy: staffId })
    .where(and(eq(waitlistEntries.id, entryId), waiting, isNull(waitlistEntries.checkedInAt)))
    .returning({
      id: waitlistEntries.id,
      tableId: waitlistEntries.tableId,
      gameId: waitlistEntries.gameId,
      remote: waitlistEntries.remote,
    });
}

/** Remote entries not checked in and made at or before `cutoff`, locked (SKIP LOCKED) for this transaction. */
export async function lockExpiredRemoteEntries(tx: DbOrTx, cutoff: Date, limit: number) {
  return tx
    .select()
    .from(waitlistEntries)
    .where(and(remoteNotCheckedIn, lte(waitlistEntries.createdAt, cutoff)))
    .orderBy(asc(waitlistEntries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Ends these locked entries as 'left', repeating the rule (one checked in meanwhile is left alone). */
export async function removeExpiredRemoteEntries(tx: DbOrTx, entryIds: number[], cutoff: Date, now: Date) {
  if (entryIds.length === 0) return [];
  return tx
    .update(waitlistEntries)
    .set({ status: 'left', resolvedAt: now, pageExpiresAt: null })
    .where(and(inArray(waitlistEntries.id, entryIds), remoteNotCheckedIn, lte(waitlistEntries.createdAt, cutoff)))
    .returning();
}

/** When the oldest remote entry not checked in was made (its expiry is then + the club's minutes). */
export async function findOldestRemoteEntry(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(waitlistEntries.createdAt) })
    .from(waitlistEntries)
    .where(remoteNotCheckedIn);
  return row?.at ?? null;
}

// The floor's reorder (decision 064): position stays derived from coalesce(requeued_at, created_at), id
// (decision 061); a move writes requeued_at between the new neighbours' keys.

const orderKey = sql`coalesce(${waitlistEntries.requeuedAt}, ${waitlistEntries.createdAt})`;

/** Reorders of one list wait for each other (a transaction-scoped advisory lock on the game's list). */
export async function lockListOrder(tx: DbOrTx, gameId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(64064, ${gameId})`);
}

/** The entry, row-locked: a leave, a seating or a page of it waits for the reorder to commit. */
export async function lockEntry(tx: DbOrTx, entryId: number) {
  const [row] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).for('update');
  return row ?? null;
}

/** The ids of the game's waiting entries in list order. */
export async function findListOrder(tx: DbOrTx, gameId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.gameId, gameId), waiting))
    .orderBy(orderKey, asc(waitlistEntries.id));
  return rows.map((row) => row.id);
}

const keyOf = (id: number) =>
  sql`(select coalesce(k.requeued_at, k.created_at) from ${waitlistEntries} k where k.id = ${id})`;

/**
 * Gives the entry the key that puts it between `beforeId` and `afterId` (ids of its new neighbours; null:
 * none on that side), in microseconds as PostgreSQL stores it: the midpoint; before the first, a millisecond
 * earlier; after the last, now (or just after the last key when that is later). Records who and why.
 */
export async function placeEntry(
  tx: DbOrTx,
  input: {
    entryId: number;
    beforeId: number | null;
    afterId: number | null;
    now: Date;
    reason: string | null;
    staffId: number;
  },
) {
  const now = sql`${input.now.toISOString()}::timestamptz`;
  let key: ReturnType<typeof sql>;
  if (input.beforeId !== null && input.afterId !== null) {
    key = sql`${keyOf(input.beforeId)} + (${keyOf(input.afterId)} - ${keyOf(input.beforeId)}) / 2`;
  } else if (input.afterId !== null) {
    key = sql`${keyOf(input.afterId)} - interval '1 millisecond'`;
  } else if (input.beforeId !== null) {
    key = sql`greatest(${now}, ${keyOf(input.beforeId)} + interval '1 microsecond')`;
  } else {
    key = now;
  }
  const [row] = await tx
    .update(waitlistEntries)
    .set({ requeuedAt: key, reorderReason: input.reason, reorderedAt: input.now, reorderedBy: input.staffId })
    .where(and(eq(waitlistEntries.id, input.entryId), waiting))
    .returning();
  return row ?? null;
}

/**
 * In the join's transaction (decision 064): the new entry is remote unless the player is in the room (checked
 * in or joined in the room within IN_ROOM_HOURS, or seated).
 */
export async function markRemoteUnlessInRoom(tx: DbOrTx, entryId: number, playerId: number, now: Date) {
  const since = new Date(now.getTime() - IN_ROOM_HOURS * 3_600_000);
  if (await isPlayerInRoom(tx, playerId, since, entryId)) return false;
  await markEntryRemote(tx, entryId);
  return true;
}
