import { returnedRow } from '../../../db/rows';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { guests, players, pokerTables, seats, waitlistEntries } from '../../../db/schema';

/**
 * A waiting entry's place: the order of coalesce(requeued_at, created_at) among its game's waiting
 * entries (DESIGN.md section 7; a hold that ran out sets requeued_at, decision 061; game lists, decision 063).
 * Every screen shows this number, whatever table the entry prefers.
 */
export const positionInList = () =>
  sql<number>`(row_number() over (partition by ${waitlistEntries.gameId} order by coalesce(${waitlistEntries.requeuedAt}, ${waitlistEntries.createdAt}), ${waitlistEntries.id}))::int`.as(
    'position',
  );

/** The entry's columns a ranked subquery carries: its own, and its page (decision 061). */
export const rankedEntryColumns = {
  id: waitlistEntries.id,
  playerId: waitlistEntries.playerId,
  guestId: waitlistEntries.guestId,
  gameId: waitlistEntries.gameId,
  tableId: waitlistEntries.tableId,
  preferredSeat: waitlistEntries.preferredSeat,
  notes: waitlistEntries.notes,
  createdAt: waitlistEntries.createdAt,
  pagedAt: waitlistEntries.pagedAt,
  pageExpiresAt: waitlistEntries.pageExpiresAt,
  pagedTableId: waitlistEntries.pagedTableId,
  pagedSeat: waitlistEntries.pagedSeat,
  pageResponse: waitlistEntries.pageResponse,
  pageRespondedAt: waitlistEntries.pageRespondedAt,
  pageExtended: waitlistEntries.pageExtended,
  pageMisses: waitlistEntries.pageMisses,
  remote: waitlistEntries.remote,
  checkedInAt: waitlistEntries.checkedInAt,
  reorderReason: waitlistEntries.reorderReason,
  reorderedAt: waitlistEntries.reorderedAt,
};

const RANKED_FIELDS = [
  ...(Object.keys(rankedEntryColumns) as Array<keyof typeof rankedEntryColumns>),
  'position',
] as const;

/** The fields of a ranked subquery's row, position included. */
export function rankedEntryFields<T extends Pick<T, (typeof RANKED_FIELDS)[number]>>(ranked: T) {
  return Object.fromEntries(RANKED_FIELDS.map((key) => [key, ranked[key]])) as Pick<T, (typeof RANKED_FIELDS)[number]>;
}

/** What a list shows of who stands on an entry: the player's columns or the guest's (left-joined, decision 131). */
export const entrantColumns = {
  firstName: players.firstName,
  lastName: players.lastName,
  nickname: players.nickname,
  guestName: guests.name,
  guestPhone: guests.phone,
};

/** The waiting entries with their position, derived here on every read, never stored, so nothing needs renumbering. */
function rankedWaiting(db: DbOrTx) {
  return db
    .select({ ...rankedEntryColumns, position: positionInList() })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, 'waiting'))
    .as('ranked');
}

/** The table a page holds a seat at (its name for the call screen). */
export const pagedTable = alias(pokerTables, 'paged_table');

/** The waiting entries of these players with their positions and tables: one query for any number of players. */
export async function findWaitingEntriesOfPlayers(db: DbOrTx, playerIds: number[]) {
  if (playerIds.length === 0) return [];
  const ranked = rankedWaiting(db);
  return (
    db
      .select({ entry: rankedEntryFields(ranked), table: pokerTables, pagedTableName: pagedTable.name })
      .from(ranked)
      // A game-list entry with no preferred table is a seat request at the table it is paged to (decision 063).
      .innerJoin(pokerTables, eq(pokerTables.id, sql`coalesce(${ranked.tableId}, ${ranked.pagedTableId})`))
      .leftJoin(pagedTable, eq(pagedTable.id, ranked.pagedTableId))
      .where(inArray(ranked.playerId, playerIds))
      .orderBy(asc(ranked.createdAt), asc(ranked.id))
  );
}

/** A table's wait-list in order, with names, for the floor. */
export async function findWaitlistOfTable(db: DbOrTx, tableId: number) {
  const ranked = rankedWaiting(db);
  return db
    .select({ entry: rankedEntryFields(ranked), ...entrantColumns })
    .from(ranked)
    .leftJoin(players, eq(players.id, ranked.playerId))
    .leftJoin(guests, eq(guests.id, ranked.guestId))
    .where(eq(ranked.tableId, tableId))
    .orderBy(asc(ranked.position));
}

/** Entries that became seats still open (the spec's seat requests with status seated), for these players. */
export async function findSeatedEntriesOfPlayers(db: DbOrTx, playerIds: number[]) {
  if (playerIds.length === 0) return [];
  return db
    .select({ entry: waitlistEntries, table: pokerTables, seat: seats })
    .from(waitlistEntries)
    .innerJoin(pokerTables, eq(pokerTables.id, waitlistEntries.tableId))
    .innerJoin(
      seats,
      and(
        eq(seats.playerId, waitlistEntries.playerId),
        eq(seats.tableId, waitlistEntries.tableId),
        isNull(seats.endedAt),
      ),
    )
    .where(and(inArray(waitlistEntries.playerId, playerIds), eq(waitlistEntries.status, 'seated')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

export async function insertWaitlistEntry(
  tx: DbOrTx,
  values: {
    gameId: number;
    tableId: number | null;
    preferredSeat: number | null;
    notes: string | null;
    remote?: boolean;
  } & ({ playerId: number } | { guestId: number }),
) {
  const row = returnedRow(await tx.insert(waitlistEntries).values(values).returning());
  return row;
}

/** Changes the player's waiting entry at the table (its place is kept); null when there is none. */
export async function updateWaitingEntry(
  tx: DbOrTx,
  playerId: number,
  tableId: number,
  changes: { preferredSeat?: number | null; notes?: string | null },
) {
  return updatePlayersWaitingEntry(tx, playerId, { tableId }, changes);
}

/** Sets these fields on the player's waiting entry at a table or for a game; null when there is none. */
async function updatePlayersWaitingEntry(
  tx: DbOrTx,
  playerId: number,
  at: { tableId: number } | { gameId: number },
  changes: PgUpdateSetSource<typeof waitlistEntries>,
) {
  const [row] = await tx
    .update(waitlistEntries)
    .set(changes)
    .where(
      and(
        eq(waitlistEntries.playerId, playerId),
        'tableId' in at ? eq(waitlistEntries.tableId, at.tableId) : eq(waitlistEntries.gameId, at.gameId),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findWaitlistEntry(db: DbOrTx, entryId: number) {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  return row;
}

/** Ends a waiting entry as 'left' (staff took the player off); null when it was not waiting. */
export async function endWaitingEntry(tx: DbOrTx, entryId: number) {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ status: 'left', resolvedAt: sql`now()` })
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'waiting')))
    .returning();
  return row ?? null;
}

/**
 * Ends the player's waiting entry at the table ('left' or 'seated'); null when there was none. Its page
 * ends with it (the hold no longer runs).
 */
export async function resolveWaitingEntry(tx: DbOrTx, playerId: number, tableId: number, status: 'left' | 'seated') {
  return updatePlayersWaitingEntry(tx, playerId, { tableId }, { status, resolvedAt: sql`now()`, pageExpiresAt: null });
}

/** The guest's waiting entry for a game (decision 131), or undefined. */
export async function findWaitingGuestEntry(db: DbOrTx, guestId: number, gameId: number) {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.guestId, guestId),
        eq(waitlistEntries.gameId, gameId),
        eq(waitlistEntries.status, 'waiting'),
      ),
    );
  return row;
}

/** The guest's waiting entry becomes the player's (decision 131), keeping its place; null when it was not one. */
export async function linkWaitingGuestEntry(tx: DbOrTx, entryId: number, playerId: number) {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ playerId, guestId: null })
    .where(
      and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'waiting'), isNotNull(waitlistEntries.guestId)),
    )
    .returning();
  return row ?? null;
}

/** Takes the guest's waiting entry for a game off the list as seated at the table (decision 131); null if none. */
export async function seatGuestEntry(tx: DbOrTx, guestId: number, gameId: number, tableId: number) {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ status: 'seated', tableId, resolvedAt: sql`now()`, pageExpiresAt: null })
    .where(
      and(
        eq(waitlistEntries.guestId, guestId),
        eq(waitlistEntries.gameId, gameId),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .returning();
  return row ?? null;
}

/** The players waiting for these games: each one's position may have moved. */
export async function findWaitingPlayerIdsOfGames(db: DbOrTx, gameIds: number[]): Promise<number[]> {
  if (gameIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ playerId: waitlistEntries.playerId })
    .from(waitlistEntries)
    .where(
      and(
        inArray(waitlistEntries.gameId, gameIds),
        eq(waitlistEntries.status, 'waiting'),
        isNotNull(waitlistEntries.playerId),
      ),
    );
  return rows.flatMap((r) => (r.playerId === null ? [] : [r.playerId]));
}

/**
 * Seating at a table takes the player's waiting entry for the table's game, whatever table it preferred
 * (the floor chose this one); the entry now names the table it became a seat at. Null when there was none.
 */
export async function seatGameEntry(tx: DbOrTx, playerId: number, gameId: number, tableId: number) {
  return updatePlayersWaitingEntry(
    tx,
    playerId,
    { gameId },
    { status: 'seated', tableId, resolvedAt: sql`now()`, pageExpiresAt: null },
  );
}

/** Ends the player's waiting entry for a game ('left'); null when there was none. */
export async function leaveGameEntry(tx: DbOrTx, playerId: number, gameId: number) {
  return updatePlayersWaitingEntry(
    tx,
    playerId,
    { gameId },
    { status: 'left', resolvedAt: sql`now()`, pageExpiresAt: null },
  );
}

/**
 * A player seated at an active table leaves every other game's list (they cannot play two tables); the
 * games whose lists changed.
 */
export async function leaveOtherWaitlists(tx: DbOrTx, playerId: number, seatedGameId: number): Promise<number[]> {
  const rows = await tx
    .update(waitlistEntries)
    .set({ status: 'left', resolvedAt: sql`now()`, pageExpiresAt: null })
    .where(
      and(
        eq(waitlistEntries.playerId, playerId),
        eq(waitlistEntries.status, 'waiting'),
        ne(waitlistEntries.gameId, seatedGameId),
      ),
    )
    .returning({ gameId: waitlistEntries.gameId });
  return rows.map((row) => row.gameId);
}
