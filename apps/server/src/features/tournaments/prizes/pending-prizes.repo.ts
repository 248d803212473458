import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { players, staff, tournamentPrizes, tournaments } from '../../../db/schema';

/** Every prize and bounty held for four-eyes, with its tournament, player and who asked, oldest first. */
export async function findPendingPrizes(db: DbOrTx) {
  return db
    .select({
      prize: tournamentPrizes,
      tournamentName: tournaments.name,
      firstName: players.firstName,
      lastName: players.lastName,
      playerCode: players.playerCode,
      requestedByName: staff.name,
    })
    .from(tournamentPrizes)
    .innerJoin(tournaments, eq(tournaments.id, tournamentPrizes.tournamentId))
    .innerJoin(players, eq(players.id, tournamentPrizes.playerId))
    .leftJoin(staff, eq(staff.id, tournamentPrizes.requestedBy))
    .where(eq(tournamentPrizes.status, 'pending'))
    .orderBy(asc(tournamentPrizes.createdAt), asc(tournamentPrizes.id));
}
