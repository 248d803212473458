import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { returnedRow } from '../../../db/rows';
import {
  guests,
  mustMoveTables,
  players,
  pokerTables,
  seatChangeRequests,
  seats,
  staff,
  waitlistEntries,
} from '../../../db/schema';

// Must-move tables and seat change requests (decision 142): what the plan of moves reads, and their writes.

/** The active tables with the main table each feeds (null: none). */
export async function findActiveTablesWithFeeds(db: DbOrTx) {
  return db
    .select({
      id: pokerTables.id,
      name: pokerTables.name,
      gameId: pokerTables.gameId,
      maxPlayers: pokerTables.maxPlayers,
      mainTableId: mustMoveTables.mainTableId,
    })
    .from(pokerTables)
    .leftJoin(mustMoveTables, eq(mustMoveTables.tableId, pokerTables.id))
    .where(eq(pokerTables.status, 'active'))
    .orderBy(asc(pokerTables.id));
}

/** Every open seat at an active table, with who holds it (a guest's name as first name). */
export async function findOpenSeatsAtActiveTables(db: DbOrTx) {
  return db
    .select({
      seatId: seats.id,
      tableId: seats.tableId,
      seatNumber: seats.seatNumber,
      startedAt: seats.sessionStartAt,
      playerId: seats.playerId,
      firstName: sql<string>`coalesce(${players.firstName}, ${guests.name})`,
      lastName: sql<string>`coalesce(${players.lastName}, '')`,
    })
    .from(seats)
    .innerJoin(pokerTables, eq(pokerTables.id, seats.tableId))
    .leftJoin(players, eq(players.id, seats.playerId))
    .leftJoin(guests, eq(guests.id, seats.guestId))
    .where(and(isNull(seats.endedAt), eq(pokerTables.status, 'active')));
}

/** Seats a live page holds (decision 061): a waiting entry paged to a table, with its seat or none named. */
export async function findPagedSeats(db: DbOrTx) {
  return db
    .select({ tableId: waitlistEntries.pagedTableId, seatNumber: waitlistEntries.pagedSeat })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        isNotNull(waitlistEntries.pagedAt),
        isNotNull(waitlistEntries.pagedTableId),
      ),
    );
}

/** The waiting change requests of open seats, in the order asked, with who added them. */
export async function findWaitingChangeRequests(db: DbOrTx, seatId?: number) {
  return db
    .select({ request: seatChangeRequests, addedBy: staff.name })
    .from(seatChangeRequests)
    .innerJoin(seats, eq(seats.id, seatChangeRequests.seatId))
    .leftJoin(staff, eq(staff.id, seatChangeRequests.addedBy))
    .where(
      and(
        eq(seatChangeRequests.status, 'waiting'),
        isNull(seats.endedAt),
        seatId === undefined ? undefined : eq(seatChangeRequests.seatId, seatId),
      ),
    )
    .orderBy(asc(seatChangeRequests.requestedAt), asc(seatChangeRequests.id));
}

export async function insertChangeRequest(
  tx: DbOrTx,
  input: { seatId: number; kind: 'table' | 'seat'; addedBy: number | null; now: Date },
) {
  return returnedRow(
    await tx
      .insert(seatChangeRequests)
      .values({ seatId: input.seatId, kind: input.kind, addedBy: input.addedBy, requestedAt: input.now })
      .returning(),
  );
}

/** Ends the seat's waiting request (served by a move, or cancelled); the ended row, if there was one. */
export async function endChangeRequest(tx: DbOrTx, seatId: number, status: 'moved' | 'cancelled', now: Date) {
  const [row] = await tx
    .update(seatChangeRequests)
    .set({ status, endedAt: now })
    .where(and(eq(seatChangeRequests.seatId, seatId), eq(seatChangeRequests.status, 'waiting')))
    .returning();
  return row;
}

/** The must-move tables of every main table. */
export async function findMustMoveLinks(db: DbOrTx) {
  return db.select().from(mustMoveTables).orderBy(asc(mustMoveTables.mainTableId), asc(mustMoveTables.tableId));
}

/** Tables by id, locked for update (the main table and its must-move tables change together). */
export async function lockTables(tx: DbOrTx, tableIds: number[]) {
  if (tableIds.length === 0) return [];
  return tx
    .select()
    .from(pokerTables)
    .where(inArray(pokerTables.id, tableIds))
    .orderBy(asc(pokerTables.id))
    .for('update');
}

/** Replaces a main table's must-move tables; the ones it had are returned (for the audit). */
export async function replaceMustMoveTables(
  tx: DbOrTx,
  input: { mainTableId: number; tableIds: number[]; staffId: number },
): Promise<number[]> {
  const before = await tx
    .delete(mustMoveTables)
    .where(eq(mustMoveTables.mainTableId, input.mainTableId))
    .returning({ tableId: mustMoveTables.tableId });
  if (input.tableIds.length > 0) {
    await tx
      .insert(mustMoveTables)
      .values(input.tableIds.map((tableId) => ({ tableId, mainTableId: input.mainTableId, createdBy: input.staffId })));
  }
  return before.map((row) => row.tableId).sort((a, b) => a - b);
}

/** Which of these tables feed a main table, or are main tables themselves (both refuse a new link). */
export async function findLinksTouching(db: DbOrTx, tableIds: number[]) {
  if (tableIds.length === 0) return [];
  return db
    .select({ tableId: mustMoveTables.tableId, mainTableId: mustMoveTables.mainTableId, mainName: pokerTables.name })
    .from(mustMoveTables)
    .innerJoin(pokerTables, eq(pokerTables.id, mustMoveTables.mainTableId))
    .where(or(inArray(mustMoveTables.tableId, tableIds), inArray(mustMoveTables.mainTableId, tableIds)));
}

/** The seat a change request (waiting or not) was made for. */
export async function findChangeRequestSeat(db: DbOrTx, requestId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ seatId: seatChangeRequests.seatId })
    .from(seatChangeRequests)
    .where(eq(seatChangeRequests.id, requestId));
  return row?.seatId;
}

/** Whether any table is protected or any request waits: without either, no move can be offered (one statement). */
export async function anyMovesPossible(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({
      any: sql<boolean>`exists (select 1 from ${mustMoveTables}) or exists (select 1 from ${seatChangeRequests} where ${seatChangeRequests.status} = 'waiting')`,
    })
    .from(sql`(select 1) as one`);
  return row?.any === true;
}
