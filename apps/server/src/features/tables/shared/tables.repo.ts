import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { sortByTableName } from '@club/shared/table-order';
import type { DbOrTx } from '../../../db/client';
import { auditLog, guests, players, pokerTables, seats, staff } from '../../../db/schema';

export type TableRow = typeof pokerTables.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type TableWithCounts = TableRow & { currentPlayers: number; waitlistCount: number };

// Players and wait-list counts are counted, never stored, so what the lobby sees cannot drift. Written
// qualified by hand: Drizzle drops table names in a one-table select, and a bare "id" inside these
// subqueries would bind to the inner table's id.
const currentPlayers = sql<number>`(select count(*)::int from seats s where s.table_id = "poker_tables"."id" and s.ended_at is null)`;
// A table's list is its game's waiting entries that prefer it or any table (decision 063).
const waitlistCount = sql<number>`(select count(*)::int from waitlist_entries w where w.game_id = "poker_tables"."game_id" and (w.table_id = "poker_tables"."id" or w.table_id is null) and w.status = 'waiting')`;

async function selectTables(db: DbOrTx, where?: SQL): Promise<TableWithCounts[]> {
  const rows = await db
    .select({ table: pokerTables, currentPlayers, waitlistCount })
    .from(pokerTables)
    .where(where)
    .orderBy(asc(pokerTables.id));
  // By name as people read them (T2 before T10): the one rule of shared/table-order, which SQL cannot sort by.
  return sortByTableName(
    rows.map((r) => ({
      ...r.table,
      currentPlayers: Number(r.currentPlayers),
      waitlistCount: Number(r.waitlistCount),
    })),
  );
}

export const findTables = (db: DbOrTx) => selectTables(db);

export async function findTableWithCounts(db: DbOrTx, tableId: number): Promise<TableWithCounts | undefined> {
  return (await selectTables(db, eq(pokerTables.id, tableId)))[0];
}

/** Every table of these games, with counts. */
export async function findTablesOfGames(db: DbOrTx, gameIds: number[]): Promise<TableWithCounts[]> {
  return gameIds.length === 0 ? [] : selectTables(db, inArray(pokerTables.gameId, gameIds));
}

/**
 * Locks the player's row: one seating or wait-list join of a player at a time, so a join cannot slip
 * between a seating's check and its insert (and two seatings of one player cannot deadlock).
 */
export async function lockPlayerRow(tx: DbOrTx, playerId: number): Promise<boolean> {
  const [row] = await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
  return row !== undefined;
}

/** The joining player's row, locked as lockPlayerRow does, with the bar the join must respect (issue 19). */
export async function lockJoiningPlayer(tx: DbOrTx, playerId: number) {
  const [row] = await tx
    .select({
      barredAt: players.barredAt,
      barredUntil: players.barredUntil,
      kycStatus: players.kycStatus,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  return row;
}

export async function findTable(db: DbOrTx, tableId: number): Promise<TableRow | undefined> {
  const [row] = await db.select().from(pokerTables).where(eq(pokerTables.id, tableId));
  return row;
}

export async function lockTable(tx: DbOrTx, tableId: number): Promise<TableRow | undefined> {
  const [row] = await tx.select().from(pokerTables).where(eq(pokerTables.id, tableId)).for('update');
  return row;
}

/**
 * The name of whoever holds a seat: the player's, or a guest's (decision 131) as first name with an empty last
 * name (the seat's queries left-join both).
 */
const seatFirstName = sql<string>`coalesce(${players.firstName}, ${guests.name})`;
const seatLastName = sql<string>`coalesce(${players.lastName}, '')`;

/** The open seats at a table with their players' names, by seat number. */
export async function findOpenSeatsAtTable(db: DbOrTx, tableId: number) {
  return db
    .select({ seat: seats, firstName: seatFirstName, lastName: seatLastName })
    .from(seats)
    .leftJoin(players, eq(players.id, seats.playerId))
    .leftJoin(guests, eq(guests.id, seats.guestId))
    .where(and(eq(seats.tableId, tableId), isNull(seats.endedAt)))
    .orderBy(asc(seats.seatNumber));
}

/** The open seat at a table's seat number, with its player's name, if any. */
export async function findOpenSeatAt(db: DbOrTx, tableId: number, seatNumber: number) {
  const [row] = await db
    .select({ seatId: seats.id, firstName: seatFirstName, lastName: seatLastName })
    .from(seats)
    .leftJoin(players, eq(players.id, seats.playerId))
    .leftJoin(guests, eq(guests.id, seats.guestId))
    .where(and(eq(seats.tableId, tableId), eq(seats.seatNumber, seatNumber), isNull(seats.endedAt)));
  return row;
}

/** The player's open seats with their tables (at most one, by the seats_one_open_seat_per_player index). */
export async function findOpenSeatsOfPlayer(db: DbOrTx, playerId: number) {
  return db
    .select({ seat: seats, table: pokerTables })
    .from(seats)
    .innerJoin(pokerTables, eq(pokerTables.id, seats.tableId))
    .where(and(eq(seats.playerId, playerId), isNull(seats.endedAt)))
    .orderBy(asc(seats.id));
}

/** The open seats of these players with their tables' names, in one query. */
export async function findOpenSeatsOfPlayers(db: DbOrTx, playerIds: number[]) {
  if (playerIds.length === 0) return [];
  return db
    .select({
      playerId: seats.playerId,
      tableId: seats.tableId,
      tableName: pokerTables.name,
      seatNumber: seats.seatNumber,
    })
    .from(seats)
    .innerJoin(pokerTables, eq(pokerTables.id, seats.tableId))
    .where(and(inArray(seats.playerId, playerIds), isNull(seats.endedAt)));
}

export async function lockOpenSeatOfPlayer(tx: DbOrTx, playerId: number) {
  const [row] = await tx
    .select({ seat: seats, table: pokerTables })
    .from(seats)
    .innerJoin(pokerTables, eq(pokerTables.id, seats.tableId))
    .where(and(eq(seats.playerId, playerId), isNull(seats.endedAt)))
    .for('update', { of: seats });
  return row;
}

export async function lockSeat(tx: DbOrTx, seatId: number) {
  const [row] = await tx
    .select({ seat: seats, table: pokerTables, player: { firstName: seatFirstName, lastName: seatLastName } })
    .from(seats)
    .innerJoin(pokerTables, eq(pokerTables.id, seats.tableId))
    .leftJoin(players, eq(players.id, seats.playerId))
    .leftJoin(guests, eq(guests.id, seats.guestId))
    .where(eq(seats.id, seatId))
    .for('update', { of: seats });
  return row;
}

/** The staff member's name for the seat_assigned event and the staff view. */
export async function findStaffName(db: DbOrTx, staffId: number | null): Promise<string | null> {
  if (staffId === null) return null;
  const [row] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, staffId));
  return row?.name ?? null;
}

export async function findPlayerName(db: DbOrTx, playerId: number) {
  const [row] = await db
    .select({ firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(eq(players.id, playerId));
  return row;
}

/**
 * Seats released by the floor and not settled by the cashier (ended, no cash-out stored), oldest release
 * first, with the release's audit row (who and why) when there is one.
 */
export async function findPendingCashOuts(db: DbOrTx) {
  return db
    .select({
      seat: seats,
      tableName: pokerTables.name,
      firstName: players.firstName,
      lastName: players.lastName,
      releasedBy: staff.name,
      releaseNote: auditLog.note,
    })
    .from(seats)
    .innerJoin(pokerTables, eq(pokerTables.id, seats.tableId))
    .innerJoin(players, eq(players.id, seats.playerId))
    .leftJoin(
      auditLog,
      and(
        eq(auditLog.entity, 'seat'),
        eq(auditLog.entityId, sql`${seats.id}::text`),
        eq(auditLog.action, 'tables.release_seat'),
      ),
    )
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(isNotNull(seats.endedAt), isNull(seats.cashOutPaise)))
    .orderBy(asc(seats.endedAt), asc(seats.id));
}
