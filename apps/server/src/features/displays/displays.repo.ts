import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { returnedRow } from '../../db/rows';
import type { DbOrTx } from '../../db/client';
import { displayKeys, staff, tournaments } from '../../db/schema';

export type DisplayKeyRow = typeof displayKeys.$inferSelect;

const creator = alias(staff, 'creator');
const revoker = alias(staff, 'revoker');

/** The keys with the names of who made and who revoked each, newest first. */
export async function findDisplayKeys(db: DbOrTx, id?: number) {
  return db
    .select({ key: displayKeys, createdBy: creator.name, revokedBy: revoker.name, tournamentName: tournaments.name })
    .from(displayKeys)
    .leftJoin(creator, eq(creator.id, displayKeys.createdBy))
    .leftJoin(revoker, eq(revoker.id, displayKeys.revokedBy))
    .leftJoin(tournaments, eq(tournaments.id, displayKeys.clockTournamentId))
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

/** The screen's tournament clock (null: the board); the caller has locked the key. */
export async function setDisplayClockTournament(
  tx: DbOrTx,
  id: number,
  tournamentId: number | null,
): Promise<DisplayKeyRow> {
  return returnedRow(
    await tx.update(displayKeys).set({ clockTournamentId: tournamentId }).where(eq(displayKeys.id, id)).returning(),
  );
}

/** A tournament a screen may show, held until commit so it cannot go while the key names it. */
export async function findTournamentForScreen(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: tournaments.id, name: tournaments.name, status: tournaments.status })
    .from(tournaments)
    .where(eq(tournaments.id, id))
    .for('key share');
  return row;
}

/** What one key's screen shows (GET /api/display/screen). */
export async function findDisplayScreen(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ clockTournamentId: displayKeys.clockTournamentId, tournamentName: tournaments.name })
    .from(displayKeys)
    .leftJoin(tournaments, eq(tournaments.id, displayKeys.clockTournamentId))
    .where(eq(displayKeys.id, id));
  return row;
}
