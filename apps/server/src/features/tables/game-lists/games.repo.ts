import { and, asc, eq, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { returnedRow } from '../../../db/rows';
import { games, guests, players, pokerTables, seats, waitlistEntries } from '../../../db/schema';
import {
  entrantColumns,
  pagedTable,
  positionInList,
  rankedEntryColumns,
  rankedEntryFields,
} from '../shared/waitlist.repo';

// Game lists (decision 063): games, their tables' turnover and their ranked lists, each read one query for
// any number of games.

export type GameRow = typeof games.$inferSelect;

/** Games by name: these (null: every one), active ones only unless `withRetired`. */
export async function findGames(db: DbOrTx, gameIds: number[] | null, withRetired = false): Promise<GameRow[]> {
  if (gameIds?.length === 0) return [];
  const where: SQL[] = [];
  if (gameIds) where.push(inArray(games.id, gameIds));
  if (!withRetired) where.push(eq(games.status, 'active'));
  return db
    .select()
    .from(games)
    .where(and(...where))
    .orderBy(asc(games.name), asc(games.id));
}

/** A table with its game's status (a retired game's tables take no new entries). */
export async function findTableWithGameStatus(db: DbOrTx, tableId: number) {
  const [row] = await db
    .select({ table: pokerTables, gameStatus: games.status })
    .from(pokerTables)
    .innerJoin(games, eq(games.id, pokerTables.gameId))
    .where(eq(pokerTables.id, tableId));
  return row;
}

export async function findGame(db: DbOrTx, gameId: number): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, gameId));
  return row;
}

export async function lockGame(tx: DbOrTx, gameId: number): Promise<GameRow | undefined> {
  const [row] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  return row;
}

export type NewGame = Omit<typeof games.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'status'>;

export async function insertGame(tx: DbOrTx, values: NewGame): Promise<GameRow> {
  return returnedRow(await tx.insert(games).values(values).returning());
}

/**
 * The active game of this type and stakes, created from the table's blinds and buy-ins when there is none
 * (a table created without a game joins it). ON CONFLICT on games_one_active_per_kind: two tables created
 * at once find the same game.
 */
export async function findOrCreateGame(tx: DbOrTx, values: NewGame): Promise<GameRow> {
  const [created] = await tx
    .insert(games)
    .values(values)
    .onConflictDoNothing({
      target: [games.gameType, games.stakes],
      where: sql`status = 'active'`,
    })
    .returning();
  if (created) return created;
  const [found] = await tx
    .select()
    .from(games)
    .where(and(eq(games.gameType, values.gameType), eq(games.stakes, values.stakes), eq(games.status, 'active')));
  return returnedRow(found ? [found] : []);
}

export async function updateGameRow(tx: DbOrTx, gameId: number, changes: Partial<typeof games.$inferInsert>) {
  return returnedRow(
    await tx
      .update(games)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(games.id, gameId))
      .returning(),
  );
}

/** Ends every waiting entry of a retired game. */
export async function endWaitingEntriesOfGame(tx: DbOrTx, gameId: number) {
  return tx
    .update(waitlistEntries)
    .set({ status: 'left', resolvedAt: sql`now()`, pageExpiresAt: null })
    .where(and(eq(waitlistEntries.gameId, gameId), eq(waitlistEntries.status, 'waiting')))
    .returning({ playerId: waitlistEntries.playerId });
}

/** Seats ended at each game's tables since `since`: the games' recent turnover. */
export async function findGameDepartures(db: DbOrTx, gameIds: number[], since: Date): Promise<Map<number, number>> {
  const counts = new Map<number, number>(gameIds.map((id) => [id, 0]));
  if (gameIds.length === 0) return counts;
  const rows = await db
    .select({ gameId: pokerTables.gameId, departures: sql<number>`count(*)::int` })
    .from(seats)
    .innerJoin(pokerTables, eq(pokerTables.id, seats.tableId))
    .where(and(inArray(pokerTables.gameId, gameIds), isNotNull(seats.endedAt), gte(seats.endedAt, since)))
    .groupBy(pokerTables.gameId);
  for (const row of rows) counts.set(row.gameId, Number(row.departures));
  return counts;
}

const preferredTable = alias(pokerTables, 'preferred_table');

/** The waiting entries ranked over their whole game (the one position rule). */
function rankedGameEntries(db: DbOrTx, gameIds: number[] | null) {
  const where: SQL[] = [eq(waitlistEntries.status, 'waiting')];
  if (gameIds) where.push(inArray(waitlistEntries.gameId, gameIds));
  return db
    .select({ ...rankedEntryColumns, position: positionInList() })
    .from(waitlistEntries)
    .where(and(...where))
    .as('ranked');
}

/** These games' lists in order with the players' names, as the floor sees them. */
export async function findGameWaitlists(db: DbOrTx, gameIds: number[] | null) {
  if (gameIds?.length === 0) return [];
  const ranked = rankedGameEntries(db, gameIds);
  return db
    .select({
      entry: rankedEntryFields(ranked),
      gameId: ranked.gameId,
      preferredTableName: preferredTable.name,
      pagedTableName: pagedTable.name,
      ...entrantColumns,
      kycStatus: players.kycStatus,
    })
    .from(ranked)
    .leftJoin(players, eq(players.id, ranked.playerId))
    .leftJoin(guests, eq(guests.id, ranked.guestId))
    .leftJoin(preferredTable, eq(preferredTable.id, ranked.tableId))
    .leftJoin(pagedTable, eq(pagedTable.id, ranked.pagedTableId))
    .orderBy(asc(ranked.gameId), asc(ranked.position));
}

/** These players' waiting entries on game lists, with their game positions. */
export async function findGameEntriesOfPlayers(db: DbOrTx, playerIds: number[]) {
  if (playerIds.length === 0) return [];
  const ranked = rankedGameEntries(db, null);
  return db
    .select({
      entry: rankedEntryFields(ranked),
      gameId: ranked.gameId,
      preferredTableName: preferredTable.name,
      pagedTableName: pagedTable.name,
    })
    .from(ranked)
    .leftJoin(preferredTable, eq(preferredTable.id, ranked.tableId))
    .leftJoin(pagedTable, eq(pagedTable.id, ranked.pagedTableId))
    .where(inArray(ranked.playerId, playerIds))
    .orderBy(asc(ranked.createdAt), asc(ranked.id));
}

/**
 * The tables of the games these tables belong to, and of these games: a game's list shows beside each of
 * its tables, so a change to one shows at all of them. One query.
 */
export async function findTablesSharingGames(db: DbOrTx, tableIds: number[], gameIds: number[]) {
  if (tableIds.length === 0 && gameIds.length === 0) return { tableIds: [], gameIds: [] };
  const ofTables =
    tableIds.length > 0
      ? sql`${pokerTables.gameId} in (select t.game_id from poker_tables t where t.id in (${sql.join(
          tableIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`
      : sql`false`;
  const ofGames = gameIds.length > 0 ? inArray(pokerTables.gameId, gameIds) : sql`false`;
  const rows = await db
    .select({ id: pokerTables.id, gameId: pokerTables.gameId })
    .from(pokerTables)
    .where(sql`${ofTables} or ${ofGames}`);
  return {
    tableIds: rows.map((row) => row.id),
    gameIds: [...new Set([...gameIds, ...rows.map((row) => row.gameId)])],
  };
}
