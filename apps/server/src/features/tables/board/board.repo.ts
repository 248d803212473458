import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { guests, players, waitlistEntries } from '../../../db/schema';
import { entrantColumns, positionInList } from '../shared/waitlist.repo';

/**
 * Every waiting entry of every table with its derived position (the same rule as every other screen) and
 * what the room's TV board may make a name of, in one query (decision 062).
 */
export async function findBoardWaiting(db: DbOrTx) {
  const ranked = db
    .select({
      tableId: waitlistEntries.tableId,
      gameId: waitlistEntries.gameId,
      playerId: waitlistEntries.playerId,
      guestId: waitlistEntries.guestId,
      isCalled:
        sql<boolean>`(${waitlistEntries.pagedAt} is not null and ${waitlistEntries.pageExpiresAt} is not null)`.as(
          'is_called',
        ),
      position: positionInList(),
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, 'waiting'))
    .as('ranked');
  return db
    .select({
      tableId: ranked.tableId,
      gameId: ranked.gameId,
      position: ranked.position,
      isCalled: ranked.isCalled,
      ...entrantColumns,
    })
    .from(ranked)
    .leftJoin(players, eq(players.id, ranked.playerId))
    .leftJoin(guests, eq(guests.id, ranked.guestId))
    .orderBy(asc(ranked.gameId), asc(ranked.position));
}
