import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { returnedRow } from '../../../db/rows';
import { players, pokerTables, seats } from '../../../db/schema';

// A seat's floor moves: a table change, a seat change, or a release without money.

/** The table, share-locked: its row (max players) cannot change until this transaction ends. */
export async function shareLockTable(tx: DbOrTx, tableId: number) {
  const [row] = await tx.select().from(pokerTables).where(eq(pokerTables.id, tableId)).for('share');
  return row;
}

export async function findSeat(db: DbOrTx, seatId: number) {
  const [row] = await db.select().from(seats).where(eq(seats.id, seatId));
  return row;
}

/** The seat changes table and number; its session (start, buy-in, requests) stays as it is. */
export async function moveSeatRow(tx: DbOrTx, seatId: number, tableId: number, seatNumber: number) {
  return returnedRow(await tx.update(seats).set({ tableId, seatNumber }).where(eq(seats.id, seatId)).returning());
}

/** Ends the seat and its session without money: cash_out_paise stays null until the cashier settles. */
export async function endSeatWithoutMoney(tx: DbOrTx, seatId: number, now: Date) {
  return returnedRow(await tx.update(seats).set({ endedAt: now }).where(eq(seats.id, seatId)).returning());
}

/** Open seats whose buy-in is not all recorded as paid (decision 104), oldest seating first. */
export async function findUnpaidBuyIns(db: DbOrTx) {
  return db
    .select({
      seat: seats,
      tableName: pokerTables.name,
      firstName: players.firstName,
      lastName: players.lastName,
      playerCode: players.playerCode,
    })
    .from(seats)
    .innerJoin(pokerTables, eq(pokerTables.id, seats.tableId))
    .innerJoin(players, eq(players.id, seats.playerId))
    .where(and(isNull(seats.endedAt), gt(seats.buyInPaise, seats.buyInPaidPaise)))
    .orderBy(asc(seats.sessionStartAt), asc(seats.id));
}
