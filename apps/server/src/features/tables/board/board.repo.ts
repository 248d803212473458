import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { players, waitlistEntries } from '../../../db/schema';
import { positionInList } from '../shared/waitlist.repo';

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
      firstName: players.firstName,
      lastName: players.lastName,
      nickname: players.nickname,
    })
    .from(ranked)
    .innerJoin(players, eq(players.id, ranked.playerId))
    .orderBy(asc(ranked.gameId), asc(ranked.position));
}
