import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  auditLog,
  players,
  staff,
  tournamentEliminations,
  tournamentEntries,
  tournamentPrizes,
  tournaments,
  transactions,
} from '../../../db/schema';

export type PrizeRow = typeof tournamentPrizes.$inferSelect;

/** The standing busts with the player's name, in the order the floor recorded them. */
export async function findBustsWithNames(db: DbOrTx, tournamentId: number) {
  return db
    .select({
      id: tournamentEliminations.id,
      entryId: tournamentEliminations.entryId,
      eliminatorId: tournamentEliminations.eliminatorId,
      playerId: tournamentEliminations.playerId,
      place: tournamentEliminations.place,
      handGroup: tournamentEliminations.handGroup,
      createdAt: tournamentEliminations.createdAt,
      firstName: players.firstName,
      lastName: players.lastName,
      playerCode: players.playerCode,
    })
    .from(tournamentEliminations)
    .innerJoin(players, eq(players.id, tournamentEliminations.playerId))
    .where(and(eq(tournamentEliminations.tournamentId, tournamentId), isNull(tournamentEliminations.undoneAt)))
    .orderBy(asc(tournamentEliminations.id));
}

/** The entries not refunded that carry a bounty (decision 134). */
export async function findBountyEntries(db: DbOrTx, tournamentId: number) {
  return db
    .select({
      entryId: tournamentEntries.id,
      playerId: tournamentEntries.playerId,
      bountyPaise: tournamentEntries.bountyPaise,
    })
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        ne(tournamentEntries.status, 'refunded'),
        sql`${tournamentEntries.bountyPaise} > 0`,
      ),
    )
    .orderBy(asc(tournamentEntries.id));
}

/** The prizes recorded for a tournament, with who asked for the pending ones; `lock` for the pay transaction. */
export async function findPrizes(db: DbOrTx, tournamentId: number, lock = false) {
  const query = db
    .select({ prize: tournamentPrizes, requestedByName: staff.name })
    .from(tournamentPrizes)
    .leftJoin(staff, eq(staff.id, tournamentPrizes.requestedBy))
    .where(eq(tournamentPrizes.tournamentId, tournamentId))
    .orderBy(desc(tournamentPrizes.kind), asc(tournamentPrizes.place), asc(tournamentPrizes.id));
  return lock ? query.for('update', { of: tournamentPrizes }) : query;
}

export async function insertPrize(tx: DbOrTx, values: typeof tournamentPrizes.$inferInsert): Promise<PrizeRow> {
  const [row] = await tx.insert(tournamentPrizes).values(values).returning();
  if (!row) throw new Error('The prize was not written');
  return row;
}

export async function markPrizePaid(
  tx: DbOrTx,
  id: number,
  values: { paidBy: number; transactionId: number; paidAt: Date },
): Promise<void> {
  await tx
    .update(tournamentPrizes)
    .set({ ...values, status: 'paid' })
    .where(eq(tournamentPrizes.id, id));
}

/** Whether any prize of the tournament was paid or waits for approval: the places are then final. */
export async function hasPrizes(db: DbOrTx, tournamentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tournamentPrizes.id })
    .from(tournamentPrizes)
    .where(eq(tournamentPrizes.tournamentId, tournamentId))
    .limit(1);
  return row !== undefined;
}

/** The entries' money in paise by kind (refunded ones apart) and the ids of the ledger rows they wrote. */
export async function findEntryMoney(db: DbOrTx, tournamentId: number) {
  return db
    .select({
      kind: tournamentEntries.kind,
      status: tournamentEntries.status,
      buyInPaise: tournamentEntries.buyInPaise,
      feePaise: tournamentEntries.feePaise,
      bountyPaise: tournamentEntries.bountyPaise,
      buyInTransactionId: tournamentEntries.buyInTransactionId,
      feeTransactionId: tournamentEntries.feeTransactionId,
    })
    .from(tournamentEntries)
    .where(eq(tournamentEntries.tournamentId, tournamentId));
}

/**
 * The sum of every ledger row of a tournament: its entries' buy-ins and fees, the refunds that reverse them,
 * and its prizes.
 */
export async function sumTournamentLedger(db: DbOrTx, paidIds: number[], prizeIds: number[]): Promise<bigint> {
  if (paidIds.length === 0 && prizeIds.length === 0) return 0n;
  const ids = [...paidIds, ...prizeIds];
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${transactions.amountPaise}), 0)::text` })
    .from(transactions)
    .where(
      or(
        inArray(transactions.id, ids),
        paidIds.length > 0 ? inArray(transactions.reversesTransactionId, paidIds) : undefined,
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** The player's finishes: every tournament with a standing bust or a prize, newest first. */
export async function findPlayerResults(db: DbOrTx, playerId: number) {
  const busts = await db
    .select({
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      startTime: tournaments.startTime,
      place: tournamentEliminations.place,
      at: tournamentEliminations.createdAt,
    })
    .from(tournamentEliminations)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEliminations.tournamentId))
    .where(and(eq(tournamentEliminations.playerId, playerId), isNull(tournamentEliminations.undoneAt)))
    .orderBy(desc(tournamentEliminations.id));
  const prizes = await db
    .select({
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      startTime: tournaments.startTime,
      kind: tournamentPrizes.kind,
      place: tournamentPrizes.place,
      amountPaise: tournamentPrizes.amountPaise,
      status: tournamentPrizes.status,
      at: tournamentPrizes.createdAt,
    })
    .from(tournamentPrizes)
    .innerJoin(tournaments, eq(tournaments.id, tournamentPrizes.tournamentId))
    .where(and(eq(tournamentPrizes.playerId, playerId), ne(tournaments.status, 'cancelled')));
  return { busts, prizes };
}

/** When the clock was first started (its audit row), or null for a tournament never started by the clock. */
export async function findClockStart(db: DbOrTx, tournamentId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'tournament.clock.start'),
        eq(auditLog.entity, 'tournament'),
        eq(auditLog.entityId, String(tournamentId)),
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(1);
  return row?.at ?? null;
}
