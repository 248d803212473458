import { stillThere } from '../../db/rows';
import { returnedRow } from '../../db/rows';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { players, staff, transactions, wallets } from '../../db/schema';

export type WalletRow = typeof wallets.$inferSelect;
export type LedgerEntry = Pick<
  typeof transactions.$inferInsert,
  'type' | 'account' | 'amountPaise' | 'description' | 'seatId' | 'shiftId' | 'reversesTransactionId'
>;

async function assertPlayerExists(db: DbOrTx, playerId: number): Promise<void> {
  const [player] = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
  if (!player) throw notFound('Player');
}

/** The player's wallet (a player without one has an empty wallet), without locking it. */
export async function readWallet(db: DbOrTx, playerId: number): Promise<WalletRow> {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.playerId, playerId));
  if (wallet) return wallet;
  await assertPlayerExists(db, playerId);
  return {
    playerId,
    cashPaise: 0n,
    creditPaise: 0n,
    creditLimitPaise: 0n,
    creditApproved: false,
    // Never changed: older than any change a push can announce.
    updatedAt: new Date(0),
  };
}

/** Which of these players hold credit in use (credit issued and not yet cleared), in one query. */
export async function findPlayerIdsWithCreditInUse(db: DbOrTx, playerIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ playerId: wallets.playerId })
    .from(wallets)
    .where(and(inArray(wallets.playerId, playerIds), gt(wallets.creditPaise, 0n)));
  return rows.map((row) => row.playerId);
}

/**
 * Locks the player's wallet row for the rest of the transaction (SELECT … FOR UPDATE), creating it first
 * if the player has none. Every change of money goes through here, so changes to one wallet queue up.
 */
export async function lockWallet(tx: DbOrTx, playerId: number): Promise<WalletRow> {
  const [locked] = await tx.select().from(wallets).where(eq(wallets.playerId, playerId)).for('update');
  if (locked) return locked;
  await assertPlayerExists(tx, playerId);
  await tx.insert(wallets).values({ playerId }).onConflictDoNothing();
  const [created] = await tx.select().from(wallets).where(eq(wallets.playerId, playerId)).for('update');
  return stillThere(created, 'The wallet');
}

export async function updateWallet(
  tx: DbOrTx,
  playerId: number,
  values: Partial<Pick<WalletRow, 'cashPaise' | 'creditPaise' | 'creditLimitPaise' | 'creditApproved'>>,
): Promise<WalletRow> {
  const updated = returnedRow(
    await tx
      .update(wallets)
      // The statement's own time, taken under the wallet lock: later changes always carry later times
      // (now() would be the transaction's start, which a transaction that waited for the lock may precede).
      .set({ ...values, updatedAt: sql`clock_timestamp()` })
      .where(eq(wallets.playerId, playerId))
      .returning(),
  );
  return updated;
}

export async function appendLedger(
  tx: DbOrTx,
  playerId: number,
  staffId: number | null,
  entries: LedgerEntry[],
): Promise<Array<typeof transactions.$inferSelect>> {
  return tx
    .insert(transactions)
    .values(entries.map((entry) => ({ ...entry, playerId, staffId })))
    .returning();
}

const reversal = alias(transactions, 'reversal');

/** Newest first, with the name of the staff member who processed each row and the row that reversed it. */
export async function findTransactions(db: DbOrTx, playerId: number, limit: number) {
  return db
    .select({ row: transactions, staffName: staff.name, reversedBy: reversal.id })
    .from(transactions)
    .leftJoin(staff, eq(staff.id, transactions.staffId))
    .leftJoin(reversal, eq(reversal.reversesTransactionId, transactions.id))
    .where(eq(transactions.playerId, playerId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
}

/** The ledger's sum on one account: it must always equal the wallet's balance on that account. */
export async function ledgerSum(db: DbOrTx, playerId: number, account: 'cash' | 'credit'): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${transactions.amountPaise}), 0)::text` })
    .from(transactions)
    .where(and(eq(transactions.playerId, playerId), eq(transactions.account, account)));
  return BigInt(row?.sum ?? '0');
}
