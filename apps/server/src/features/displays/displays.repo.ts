import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { returnedRow } from '../../db/rows';
import type { DbOrTx } from '../../db/client';
import { displayKeys, staff } from '../../db/schema';

export type DisplayKeyRow = typeof displayKeys.$inferSelect;

const creator = alias(staff, 'creator');
const revoker = alias(staff, 'revoker');

/** The keys with the names of who made and who revoked each, newest first. */
export async function findDisplayKeys(db: DbOrTx, id?: number) {
  return db
    .select({ key: displayKeys, createdBy: creator.name, revokedBy: revoker.name })
    .from(displayKeys)
    .leftJoin(creator, eq(creator.id, displayKeys.createdBy))
    .leftJoin(revoker, eq(revoker.id, displayKeys.revokedBy))
    .where(id === undefined ? undefined : eq(displayKeys.id, id))
    .orderBy(desc(displayKeys.createdAt), desc(displayKeys.id));
}

export async function insertDisplayKey(
  tx: DbOrTx,
  values: { name: string; keyHash: string; keyHint: string; createdBy: number },
): Promise<DisplayKeyRow> {
  return returnedRow(await tx.insert(displayKeys).values(values).returning());
}

export async function lockDisplayKey(tx: DbOrTx, id: number): Promise<DisplayKeyRow | undefined> {
  const [row] = await tx.select().from(displayKeys).where(eq(displayKeys.id, id)).for('update');
  return row;
}

export async function markDisplayKeyRevoked(tx: DbOrTx, id: number, staffId: number): Promise<DisplayKeyRow> {
  return returnedRow(
    await tx
      .update(displayKeys)
      .set({ revokedAt: sql`now()`, revokedBy: staffId })
      .where(eq(displayKeys.id, id))
      .returning(),
  );
}
