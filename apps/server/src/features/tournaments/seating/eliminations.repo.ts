import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { tournamentEliminations, tournamentEntries } from '../../../db/schema';

export type EliminationRow = typeof tournamentEliminations.$inferSelect;

/** The standing busts of a tournament (not undone), newest first. */
export async function findStandingEliminations(db: DbOrTx, tournamentId: number): Promise<EliminationRow[]> {
  return db
    .select()
    .from(tournamentEliminations)
    .where(and(eq(tournamentEliminations.tournamentId, tournamentId), isNull(tournamentEliminations.undoneAt)))
    .orderBy(desc(tournamentEliminations.id));
}

export async function insertElimination(
  tx: DbOrTx,
  values: typeof tournamentEliminations.$inferInsert,
): Promise<EliminationRow> {
  const [row] = await tx.insert(tournamentEliminations).values(values).returning();
  if (!row) throw new Error('The bust was not written');
  return row;
}

export async function updateElimination(
  tx: DbOrTx,
  id: number,
  values: Partial<Pick<EliminationRow, 'place' | 'handGroup' | 'undoneAt' | 'undoneBy' | 'undoReason'>>,
): Promise<void> {
  await tx.update(tournamentEliminations).set(values).where(eq(tournamentEliminations.id, id));
}

/** A live entry busts (the re-entry rules read it) or comes back when its bust is undone. */
export async function setEntryBusted(tx: DbOrTx, entryId: number, busted: boolean): Promise<void> {
  await tx
    .update(tournamentEntries)
    .set(busted ? { status: 'busted', endedAt: new Date() } : { status: 'active', endedAt: null })
    .where(eq(tournamentEntries.id, entryId));
}

export async function findEntryById(db: DbOrTx, entryId: number) {
  const [row] = await db.select().from(tournamentEntries).where(eq(tournamentEntries.id, entryId));
  return row ?? null;
}

/** The player's latest live entry (entry or re-entry) in a tournament and its standing bust, if any. */
export async function findLatestLiveEntry(db: DbOrTx, tournamentId: number, playerId: number) {
  const [row] = await db
    .select({ entry: tournamentEntries, place: tournamentEliminations.place })
    .from(tournamentEntries)
    .leftJoin(
      tournamentEliminations,
      and(eq(tournamentEliminations.entryId, tournamentEntries.id), isNull(tournamentEliminations.undoneAt)),
    )
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        eq(tournamentEntries.playerId, playerId),
        inArray(tournamentEntries.kind, ['entry', 'reentry']),
        ne(tournamentEntries.status, 'refunded'),
      ),
    )
    .orderBy(desc(tournamentEntries.id))
    .limit(1);
  return row ?? null;
}

/** The standing busts of entries not refunded, in the order the floor recorded them. */
export async function findBustsInOrder(db: DbOrTx, tournamentId: number) {
  return db
    .select({
      id: tournamentEliminations.id,
      playerId: tournamentEliminations.playerId,
      place: tournamentEliminations.place,
      handGroup: tournamentEliminations.handGroup,
    })
    .from(tournamentEliminations)
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentEliminations.entryId))
    .where(
      and(
        eq(tournamentEliminations.tournamentId, tournamentId),
        isNull(tournamentEliminations.undoneAt),
        ne(tournamentEntries.status, 'refunded'),
      ),
    )
    .orderBy(asc(tournamentEliminations.id));
}
