import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { players, staff, tournamentEntries, tournamentSeats, tournaments, transactions } from '../../../db/schema';

export type EntryRow = typeof tournamentEntries.$inferSelect;
export type NewEntry = typeof tournamentEntries.$inferInsert;

/** What entering checks of a player: the name for the receipt, KYC and a bar in force. */
export async function findPlayerForEntry(db: DbOrTx, playerId: number) {
  const [row] = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      playerCode: players.playerCode,
      kycStatus: players.kycStatus,
      isBarred: sql<boolean>`${players.barredAt} is not null and (${players.barredUntil} is null or ${players.barredUntil} > now())`,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return row ?? null;
}

/** The player's entries in one tournament that were not refunded, oldest first. */
export async function findLiveEntriesOf(db: DbOrTx, tournamentId: number, playerId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        eq(tournamentEntries.playerId, playerId),
        ne(tournamentEntries.status, 'refunded'),
      ),
    )
    .orderBy(asc(tournamentEntries.id));
}

/** Seats taken: entries and re-entries still in. */
export async function countSeatsTaken(db: DbOrTx, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        inArray(tournamentEntries.kind, ['entry', 'reentry']),
        eq(tournamentEntries.status, 'active'),
      ),
    );
  return Number(row?.count ?? 0);
}

export async function insertEntry(tx: DbOrTx, values: NewEntry): Promise<EntryRow> {
  const [row] = await tx.insert(tournamentEntries).values(values).returning();
  if (!row) throw new Error('The entry was not written');
  return row;
}

/** Entries with what a receipt names (tournament, player, who sold it) and the rows that refunded them. */
export async function findReceiptRows(
  db: DbOrTx,
  where: { entryIds?: number[]; tournamentId?: number; playerId?: number },
) {
  const conditions = [
    where.entryIds ? inArray(tournamentEntries.id, where.entryIds) : undefined,
    where.tournamentId === undefined ? undefined : eq(tournamentEntries.tournamentId, where.tournamentId),
    where.playerId === undefined ? undefined : eq(tournamentEntries.playerId, where.playerId),
  ];
  const rows = await db
    .select({
      entry: tournamentEntries,
      tournamentName: tournaments.name,
      firstName: players.firstName,
      lastName: players.lastName,
      playerCode: players.playerCode,
      soldBy: staff.name,
      table: tournamentSeats.tableNumber,
      seat: tournamentSeats.seat,
    })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .innerJoin(players, eq(players.id, tournamentEntries.playerId))
    .leftJoin(staff, eq(staff.id, tournamentEntries.createdBy))
    // The player's seat while in (one per tournament): a rebuy's or an add-on's receipt names it too.
    .leftJoin(
      tournamentSeats,
      and(
        eq(tournamentSeats.tournamentId, tournamentEntries.tournamentId),
        eq(tournamentSeats.playerId, tournamentEntries.playerId),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(tournamentEntries.id));
  const paidIds = rows.flatMap(({ entry }) =>
    [entry.buyInTransactionId, entry.feeTransactionId].filter((id): id is number => id !== null),
  );
  const refunds =
    paidIds.length === 0
      ? []
      : await db
          .select({ id: transactions.id, reverses: transactions.reversesTransactionId })
          .from(transactions)
          .where(inArray(transactions.reversesTransactionId, paidIds));
  return { rows, refunds };
}

/** One entry of a tournament, locked: two refunds of it queue here, and the second sees it refunded. */
export async function lockEntry(tx: DbOrTx, tournamentId: number, entryId: number): Promise<EntryRow | null> {
  const [row] = await tx
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.id, entryId), eq(tournamentEntries.tournamentId, tournamentId)))
    .for('update');
  return row ?? null;
}

/** Entries not yet refunded, locked: one player's (unregistering) or everyone's (a cancellation). */
export async function lockUnrefundedEntries(tx: DbOrTx, tournamentId: number, playerId?: number): Promise<EntryRow[]> {
  return tx
    .select()
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        ne(tournamentEntries.status, 'refunded'),
        playerId === undefined ? undefined : eq(tournamentEntries.playerId, playerId),
      ),
    )
    .orderBy(asc(tournamentEntries.id))
    .for('update');
}

export async function updateEntry(tx: DbOrTx, entryId: number, values: Partial<NewEntry>): Promise<EntryRow> {
  const [row] = await tx.update(tournamentEntries).set(values).where(eq(tournamentEntries.id, entryId)).returning();
  if (!row) throw new Error('The entry was not updated');
  return row;
}

/** Adds chips to the floor's last count of the player's live entry (nothing when it was never counted). */
export async function addToCountedChips(tx: DbOrTx, tournamentId: number, playerId: number, chips: number) {
  await tx
    .update(tournamentEntries)
    .set({ countedChips: sql`${tournamentEntries.countedChips} + ${chips}` })
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        eq(tournamentEntries.playerId, playerId),
        inArray(tournamentEntries.kind, ['entry', 'reentry']),
        eq(tournamentEntries.status, 'active'),
        isNotNull(tournamentEntries.countedChips),
      ),
    );
}
