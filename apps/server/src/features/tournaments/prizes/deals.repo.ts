import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { players, tournamentDeals, tournamentDealShares, tournamentEntries } from '../../../db/schema';

/** The players still in the tournament (an active entry or re-entry), by id: the ones a deal is among. */
export async function remainingPlayers(db: DbOrTx, tournamentId: number) {
  return db
    .selectDistinct({
      playerId: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      playerCode: players.playerCode,
      countedChips: tournamentEntries.countedChips,
    })
    .from(tournamentEntries)
    .innerJoin(players, eq(players.id, tournamentEntries.playerId))
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        eq(tournamentEntries.status, 'active'),
        inArray(tournamentEntries.kind, ['entry', 'reentry']),
      ),
    )
    .orderBy(asc(players.id));
}

export type DealRow = typeof tournamentDeals.$inferSelect;

/** The tournament's deal waiting for answers or confirmed (at most one), locked for the transaction. */
export async function lockOpenDeal(tx: DbOrTx, tournamentId: number): Promise<DealRow | null> {
  const [row] = await tx
    .select()
    .from(tournamentDeals)
    .where(
      and(eq(tournamentDeals.tournamentId, tournamentId), inArray(tournamentDeals.status, ['proposed', 'confirmed'])),
    )
    .for('update');
  return row ?? null;
}

/** The newest deal of the tournament, whatever became of it. */
export async function latestDeal(db: DbOrTx, tournamentId: number): Promise<DealRow | null> {
  const [row] = await db
    .select()
    .from(tournamentDeals)
    .where(eq(tournamentDeals.tournamentId, tournamentId))
    .orderBy(desc(tournamentDeals.id))
    .limit(1);
  return row ?? null;
}

export function dealShares(db: DbOrTx, dealId: number) {
  return db
    .select({
      playerId: tournamentDealShares.playerId,
      chips: tournamentDealShares.chips,
      amountPaise: tournamentDealShares.amountPaise,
      acceptedAt: tournamentDealShares.acceptedAt,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(tournamentDealShares)
    .innerJoin(players, eq(players.id, tournamentDealShares.playerId))
    .where(eq(tournamentDealShares.dealId, dealId))
    .orderBy(desc(tournamentDealShares.chips), asc(tournamentDealShares.playerId));
}

export async function insertDeal(
  tx: DbOrTx,
  deal: typeof tournamentDeals.$inferInsert,
  shares: Array<{ playerId: number; chips: number; amountPaise: bigint }>,
): Promise<DealRow> {
  const [row] = await tx.insert(tournamentDeals).values(deal).returning();
  if (!row) throw new Error('the deal was not written');
  await tx.insert(tournamentDealShares).values(shares.map((share) => ({ dealId: row.id, ...share })));
  return row;
}

export async function setDealStatus(
  tx: DbOrTx,
  dealId: number,
  change: { status: DealRow['status']; confirmedBy?: number },
) {
  await tx
    .update(tournamentDeals)
    .set({ status: change.status, confirmedBy: change.confirmedBy, decidedAt: new Date() })
    .where(eq(tournamentDeals.id, dealId));
}

/** The player's share of the deal, locked for the transaction (null: the player is not in it). */
export async function lockShare(tx: DbOrTx, dealId: number, playerId: number) {
  const [share] = await tx
    .select({ acceptedAt: tournamentDealShares.acceptedAt })
    .from(tournamentDealShares)
    .where(and(eq(tournamentDealShares.dealId, dealId), eq(tournamentDealShares.playerId, playerId)))
    .for('update');
  return share ?? null;
}

export async function acceptShare(tx: DbOrTx, dealId: number, playerId: number) {
  await tx
    .update(tournamentDealShares)
    .set({ acceptedAt: new Date() })
    .where(and(eq(tournamentDealShares.dealId, dealId), eq(tournamentDealShares.playerId, playerId)));
}
