import type { TabSnapshot } from '@club/shared/tab-snapshot';
import type { Db } from '../../db/client';
import { listPlayerNotifications } from '../notifications/notifications.service';
import { listSeatRequests } from '../tables/game-lists/player-lists.service';
import { getLiveSession } from '../tables/live-sessions/live-session-view.service';
import { listPlayerSeats } from '../tables/lobby/tables.service';
import { getBalance } from '../wallet/wallet.service';

/**
 * A player's own state in one read (decision 107): the same answers as the routes it replaces, read in one
 * read-only REPEATABLE READ transaction, so every part is as of one moment and a reconnecting tab costs
 * one request and one pooled connection, not one of each per query. The reads run one after another
 * on the transaction's connection: a storm of reconnecting tabs queues for the pool instead of
 * taking every connection at once.
 */
export async function readTabSnapshot(db: Db, playerId: number): Promise<TabSnapshot> {
  const asOf = new Date();
  return db.transaction(
    async (tx) => ({
      asOf: asOf.toISOString(),
      balance: await getBalance(tx, playerId),
      seatRequests: await listSeatRequests(tx, playerId),
      tableSeats: await listPlayerSeats(tx, playerId),
      liveSession: await getLiveSession(tx, playerId, asOf),
      notifications: await listPlayerNotifications(tx, playerId),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
