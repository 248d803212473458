import { returnedRow } from '../../../db/rows';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sortByTableName } from '@club/shared/table-order';
import type { DbOrTx } from '../../../db/client';
import { guests, players, pokerTables, seats, waitlistEntries } from '../../../db/schema';
import {
  entrantColumns,
  pagedTable,
  positionInList,
  rankedEntryColumns,
  rankedEntryFields,
} from '../shared/waitlist.repo';
import { deliveriesOfCurrentPage } from '../paging/page-delivery.repo';

// The floor map (issue 15): three queries here for any number of tables, seats and waiting players (and
// one of the wallet feature for their credit), so the snapshot and its pushes cost the same for one table
// as for twenty.

/** Tables by name as the floor reads them (T2 before T10, shared/table-order); `tableIds` null means every table. */
async function findFloorTables(db: DbOrTx, tableIds: number[] | null) {
  const rows = await db
    .select()
    .from(pokerTables)
    .where(tableIds ? inArray(pokerTables.id, tableIds) : undefined)
    .orderBy(asc(pokerTables.id));
  return sortByTableName(rows);
}

function findFloorSeats(db: DbOrTx, tableIds: number[] | null) {
  const open = isNull(seats.endedAt);
  return db
    .select({
      seat: seats,
      ...entrantColumns,
      barredAt: players.barredAt,
      barredUntil: players.barredUntil,
    })
    .from(seats)
    .leftJoin(players, eq(players.id, seats.playerId))
    .leftJoin(guests, eq(guests.id, seats.guestId))
    .where(tableIds ? and(open, inArray(seats.tableId, tableIds)) : open)
    .orderBy(asc(seats.tableId), asc(seats.seatNumber));
}

const seatedSeat = alias(seats, 'seated_seat');
const seatedTable = alias(pokerTables, 'seated_table');

/**
 * The waiting entries of these tables' games in order, with the player and where they sit now (whether they
 * use credit is the wallet feature's to say: floor-view.service.ts asks it for all of them at once). Position is
 * ranked over the whole game before any filter, as shared/waitlist.repo.ts ranks it for the players; the mapper
 * puts each entry beside the tables it may be seated at (decision 063).
 */
function findFloorWaitlists(db: DbOrTx, tableIds: number[] | null) {
  const waiting: SQL[] = [eq(waitlistEntries.status, 'waiting')];
  if (tableIds) {
    waiting.push(
      inArray(
        waitlistEntries.gameId,
        db.select({ gameId: pokerTables.gameId }).from(pokerTables).where(inArray(pokerTables.id, tableIds)),
      ),
    );
  }
  const ranked = db
    .select({ ...rankedEntryColumns, position: positionInList() })
    .from(waitlistEntries)
    .where(and(...waiting))
    .as('ranked');
  return db
    .select({
      entry: rankedEntryFields(ranked),
      pagedTableName: pagedTable.name,
      ...entrantColumns,
      kycStatus: players.kycStatus,
      barredAt: players.barredAt,
      barredUntil: players.barredUntil,
      seatedAt: seatedTable.name,
      deliveries: deliveriesOfCurrentPage(ranked.id, ranked.pagedAt),
    })
    .from(ranked)
    .leftJoin(players, eq(players.id, ranked.playerId))
    .leftJoin(guests, eq(guests.id, ranked.guestId))
    .leftJoin(seatedSeat, and(eq(seatedSeat.playerId, ranked.playerId), isNull(seatedSeat.endedAt)))
    .leftJoin(seatedTable, eq(seatedTable.id, seatedSeat.tableId))
    .leftJoin(pagedTable, eq(pagedTable.id, ranked.pagedTableId))
    .orderBy(asc(ranked.gameId), asc(ranked.position));
}

export type FloorRows = {
  tables: Awaited<ReturnType<typeof findFloorTables>>;
  seats: Awaited<ReturnType<typeof findFloorSeats>>;
  waiting: Awaited<ReturnType<typeof findFloorWaitlists>>;
};

/** Everything the floor shows of these tables (null: every table), in three queries. */
export async function findFloorRows(db: DbOrTx, tableIds: number[] | null): Promise<FloorRows> {
  const ids = tableIds ? [...new Set(tableIds)] : null;
  if (ids?.length === 0) return { tables: [], seats: [], waiting: [] };
  const [tables, seatRows, waiting] = await Promise.all([
    findFloorTables(db, ids),
    findFloorSeats(db, ids),
    findFloorWaitlists(db, ids),
  ]);
  return { tables, seats: seatRows, waiting };
}

// Closing a table (table-admin.service.ts).

/** Whether another table of the game is running (its list then still has a table to fill). */
export async function hasOtherRunningTable(tx: DbOrTx, gameId: number, tableId: number) {
  const [row] = await tx
    .select({ id: pokerTables.id })
    .from(pokerTables)
    .where(and(eq(pokerTables.gameId, gameId), eq(pokerTables.status, 'active'), sql`${pokerTables.id} <> ${tableId}`))
    .limit(1);
  return row !== undefined;
}

/**
 * The table's list as the floor shows it (decision 063: the game's waiting entries that prefer it or no table,
 * and any paged to it) ends as 'left': the closed table was the game's only running one. The ended entries.
 */
export async function endWaitingEntriesOfTable(tx: DbOrTx, gameId: number, tableId: number) {
  return tx
    .update(waitlistEntries)
    .set({ status: 'left', resolvedAt: sql`now()`, pagedAt: null, pageExpiresAt: null })
    .where(
      and(
        eq(waitlistEntries.gameId, gameId),
        eq(waitlistEntries.status, 'waiting'),
        or(
          isNull(waitlistEntries.tableId),
          eq(waitlistEntries.tableId, tableId),
          eq(waitlistEntries.pagedTableId, tableId),
        ),
      ),
    )
    .returning();
}

/**
 * Another table of the game still runs: the entries that preferred the closed table (or were paged to it) keep
 * their place on the game's list for any of its tables, as when a table changes game (decision 063); a page to
 * the closed table is withdrawn (not a miss). The entries changed.
 */
export async function releaseEntriesToGame(tx: DbOrTx, gameId: number, tableId: number) {
  return tx
    .update(waitlistEntries)
    .set({
      tableId: sql`case when ${waitlistEntries.tableId} = ${tableId} then null else ${waitlistEntries.tableId} end`,
      pagedAt: sql`case when ${waitlistEntries.pagedTableId} = ${tableId} then null else ${waitlistEntries.pagedAt} end`,
      pageExpiresAt: sql`case when ${waitlistEntries.pagedTableId} = ${tableId} then null else ${waitlistEntries.pageExpiresAt} end`,
      pagedSeat: sql`case when ${waitlistEntries.pagedTableId} = ${tableId} then null else ${waitlistEntries.pagedSeat} end`,
      pagedTableId: sql`case when ${waitlistEntries.pagedTableId} = ${tableId} then null else ${waitlistEntries.pagedTableId} end`,
    })
    .where(
      and(
        eq(waitlistEntries.gameId, gameId),
        eq(waitlistEntries.status, 'waiting'),
        or(eq(waitlistEntries.tableId, tableId), eq(waitlistEntries.pagedTableId, tableId)),
      ),
    )
    .returning();
}

/** The table paused for good: inactive, no game running. */
export async function closeTableRow(tx: DbOrTx, tableId: number) {
  return returnedRow(
    await tx
      .update(pokerTables)
      .set({ status: 'inactive', gameStartedAt: null, updatedAt: sql`now()` })
      .where(eq(pokerTables.id, tableId))
      .returning(),
  );
}
