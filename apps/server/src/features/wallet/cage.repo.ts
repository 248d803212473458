import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { returnedRow } from '../../db/rows';
import { cagePendingOperations, cageShifts, players, staff, transactions } from '../../db/schema';

export type ShiftRow = typeof cageShifts.$inferSelect;

/** The row a reversal reverses. */
const original = alias(transactions, 'original');
export type PendingRow = typeof cagePendingOperations.$inferSelect;

// Shifts ----------------------------------------------------------------------------------------------

/** Opens a shift; null when the staff member already has an open one (the partial unique index). */
export async function insertShift(db: DbOrTx, staffId: number, openingFloatPaise: bigint): Promise<ShiftRow | null> {
  const [row] = await db.insert(cageShifts).values({ staffId, openingFloatPaise }).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * The staff member's open shift, held FOR SHARE until the transaction ends: money operations of one shift
 * run side by side, and its close (FOR UPDATE) waits for them, then they see it closed.
 */
export async function shareOpenShift(tx: DbOrTx, staffId: number): Promise<ShiftRow | null> {
  const [row] = await tx
    .select()
    .from(cageShifts)
    .where(and(eq(cageShifts.staffId, staffId), eq(cageShifts.status, 'open')))
    .for('share');
  return row ?? null;
}

export async function findOpenShiftId(db: DbOrTx, staffId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: cageShifts.id })
    .from(cageShifts)
    .where(and(eq(cageShifts.staffId, staffId), eq(cageShifts.status, 'open')));
  return row?.id ?? null;
}

export async function lockShift(tx: DbOrTx, shiftId: number): Promise<ShiftRow | null> {
  const [row] = await tx.select().from(cageShifts).where(eq(cageShifts.id, shiftId)).for('update');
  return row ?? null;
}

export async function updateShift(
  tx: DbOrTx,
  shiftId: number,
  values: Partial<Omit<ShiftRow, 'id' | 'staffId' | 'openingFloatPaise' | 'openedAt'>>,
): Promise<ShiftRow> {
  return returnedRow(await tx.update(cageShifts).set(values).where(eq(cageShifts.id, shiftId)).returning());
}

export async function findStaffRole(db: DbOrTx, staffId: number) {
  const [row] = await db.select({ role: staff.role }).from(staff).where(eq(staff.id, staffId));
  return row?.role ?? null;
}

const signer = alias(staff, 'signer');

/** Shifts with their cashier's and signer's names. */
export async function findShifts(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ shift: cageShifts, staffName: staff.name, signedOffByName: signer.name })
    .from(cageShifts)
    .innerJoin(staff, eq(staff.id, cageShifts.staffId))
    .leftJoin(signer, eq(signer.id, cageShifts.signedOffBy))
    .where(where)
    .orderBy(desc(cageShifts.openedAt), desc(cageShifts.id));
}

/** Shifts opened from one day to another, both in the club's time zone (inclusive). */
export function openedBetween(timeZone: string, from: string | undefined, to: string | undefined): SQL[] {
  return dayRange(cageShifts.openedAt, timeZone, from, to);
}

/**
 * The operation a row counts as: its own type, or for a reversal (which carries the opposite type) the type
 * of the row it reverses, so totals net reversals against what they undo (issue 27, item 8). Needs the
 * `original` join.
 */
const countsAs = sql<string>`coalesce(${original.type}, ${transactions.type})`;

/**
 * Cash in and cash out of each shift, in paise, in one query: cash_in rows net of their reversals, and
 * cashier_withdrawal rows net of theirs (a reversal writes the opposite type: decision 070). Drawer cash =
 * float + cash in − cash out either way; netting keeps a reversed cash-in out of "cash in".
 */
export async function shiftCashTotals(db: DbOrTx, shiftIds: number[]) {
  const totals = new Map<number, { cashInPaise: bigint; cashOutPaise: bigint }>();
  if (shiftIds.length === 0) return totals;
  const rows = await db
    .select({
      shiftId: transactions.shiftId,
      cashIn: sql<string>`coalesce(sum(${transactions.amountPaise}) filter (where ${countsAs} = 'cash_in'), 0)::text`,
      cashOut: sql<string>`coalesce(-sum(${transactions.amountPaise}) filter (where ${countsAs} = 'cashier_withdrawal'), 0)::text`,
    })
    .from(transactions)
    .leftJoin(original, eq(original.id, transactions.reversesTransactionId))
    .where(and(inArray(transactions.shiftId, shiftIds), eq(transactions.account, 'cash')))
    .groupBy(transactions.shiftId);
  for (const row of rows) {
    if (row.shiftId !== null)
      totals.set(row.shiftId, { cashInPaise: BigInt(row.cashIn), cashOutPaise: BigInt(row.cashOut) });
  }
  return totals;
}

// Ledger rows as the cage reads them ----------------------------------------------------------------------

const reversal = alias(transactions, 'reversal');

/** `column` between two days of the club's time zone, inclusive (YYYY-MM-DD). */
function dayRange(column: PgColumn, timeZone: string, from?: string, to?: string) {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, sql`(${from}::date)::timestamp at time zone ${timeZone}`));
  if (to) conditions.push(lt(column, sql`(${to}::date + 1)::timestamp at time zone ${timeZone}`));
  return conditions;
}

export interface LedgerFilter {
  timeZone: string;
  from?: string;
  to?: string;
  playerId?: number;
  staffId?: number;
  shiftId?: number;
  /** A ledger type (its own rows, reversals left out), or `reversal` (every row that reverses another). */
  type?: (typeof transactions.$inferSelect)['type'] | 'reversal';
}

function ledgerWhere(filter: LedgerFilter): SQL | undefined {
  const conditions = dayRange(transactions.createdAt, filter.timeZone, filter.from, filter.to);
  if (filter.playerId !== undefined) conditions.push(eq(transactions.playerId, filter.playerId));
  if (filter.staffId !== undefined) conditions.push(eq(transactions.staffId, filter.staffId));
  if (filter.shiftId !== undefined) conditions.push(eq(transactions.shiftId, filter.shiftId));
  if (filter.type === 'reversal') conditions.push(isNotNull(transactions.reversesTransactionId));
  else if (filter.type !== undefined) {
    conditions.push(eq(transactions.type, filter.type), isNull(transactions.reversesTransactionId));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The rows matching the filter, newest first, with the player's and staff member's names and any reversal. */
export async function findLedgerRows(db: DbOrTx, filter: LedgerFilter, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      row: transactions,
      firstName: players.firstName,
      lastName: players.lastName,
      playerCode: players.playerCode,
      staffName: staff.name,
      reversedBy: reversal.id,
      reversesType: original.type,
    })
    .from(transactions)
    .innerJoin(players, eq(players.id, transactions.playerId))
    .leftJoin(staff, eq(staff.id, transactions.staffId))
    .leftJoin(reversal, eq(reversal.reversesTransactionId, transactions.id))
    .leftJoin(original, eq(original.id, transactions.reversesTransactionId))
    .where(ledgerWhere(filter))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/**
 * The rows matching the filter, counted and summed in SQL by the operation they count as (a reversal under
 * the type it reverses), account, whether they are reversals, and whether their shift is still open (the
 * blind count leaves those out of a cashier's totals: decision 070).
 */
export async function ledgerTotals(db: DbOrTx, filter: LedgerFilter) {
  const isReversal = sql<boolean>`(${transactions.reversesTransactionId} is not null)`;
  const inOpenShift = sql<boolean>`coalesce(${cageShifts.status} = 'open', false)`;
  const rows = await db
    .select({
      type: sql<(typeof transactions.$inferSelect)['type']>`${countsAs}`,
      account: transactions.account,
      isReversal,
      inOpenShift,
      count: sql<number>`count(*)::int`,
      sum: sql<string>`sum(${transactions.amountPaise})::text`,
    })
    .from(transactions)
    .leftJoin(original, eq(original.id, transactions.reversesTransactionId))
    .leftJoin(cageShifts, eq(cageShifts.id, transactions.shiftId))
    .where(ledgerWhere(filter))
    .groupBy(countsAs, transactions.account, isReversal, inOpenShift);
  return rows.map((row) => ({ ...row, sumPaise: BigInt(row.sum) }));
}

// Pending operations ------------------------------------------------------------------------------------

export async function insertPending(
  db: DbOrTx,
  values: typeof cagePendingOperations.$inferInsert,
): Promise<PendingRow> {
  return returnedRow(await db.insert(cagePendingOperations).values(values).returning());
}

export async function lockPending(tx: DbOrTx, id: number): Promise<PendingRow | null> {
  const [row] = await tx.select().from(cagePendingOperations).where(eq(cagePendingOperations.id, id)).for('update');
  return row ?? null;
}

export async function updatePending(
  tx: DbOrTx,
  id: number,
  values: Pick<PendingRow, 'status' | 'decidedBy' | 'decisionNote'> & Partial<Pick<PendingRow, 'transactionIds'>>,
): Promise<PendingRow> {
  return returnedRow(
    await tx
      .update(cagePendingOperations)
      .set({ ...values, decidedAt: new Date() })
      .where(eq(cagePendingOperations.id, id))
      .returning(),
  );
}

const requester = alias(staff, 'requester');
const decider = alias(staff, 'decider');

/** Pending operations with the names they show, oldest first. */
export async function findPending(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      pending: cagePendingOperations,
      firstName: players.firstName,
      lastName: players.lastName,
      requestedByName: requester.name,
      decidedByName: decider.name,
    })
    .from(cagePendingOperations)
    .innerJoin(players, eq(players.id, cagePendingOperations.playerId))
    .innerJoin(requester, eq(requester.id, cagePendingOperations.requestedBy))
    .leftJoin(decider, eq(decider.id, cagePendingOperations.decidedBy))
    .where(where)
    .orderBy(asc(cagePendingOperations.createdAt), asc(cagePendingOperations.id));
}

export const pendingById = (id: number) => eq(cagePendingOperations.id, id);
export const pendingOpen = () => eq(cagePendingOperations.status, 'pending');
export const pendingReversalOf = (transactionId: number) =>
  and(eq(cagePendingOperations.transactionId, transactionId), eq(cagePendingOperations.status, 'pending'));
export const shiftById = (id: number) => eq(cageShifts.id, id);
export const shiftsOf = (staffId: number) => eq(cageShifts.staffId, staffId);

// Reversals ---------------------------------------------------------------------------------------------

/** The ledger row, locked, with the row that reversed it (if any). */
export async function lockTransaction(tx: DbOrTx, transactionId: number) {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, transactionId)).for('update');
  if (!row) return null;
  const [reversedBy] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.reversesTransactionId, transactionId));
  return { row, reversedById: reversedBy?.id ?? null };
}
