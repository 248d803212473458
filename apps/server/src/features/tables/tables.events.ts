import { ROOMS } from '@club/shared/events';
import type { FastifyInstance } from 'fastify';
import { getLiveSession } from './live-session.service';
import { getTable } from './tables.service';
import { listSeatRequests } from './waitlist.service';
import { findWaitingPlayerIds } from './waitlist.repo';

/**
 * Every change a player can see is pushed after its transaction commits (decision 020). Phase
 * boundaries are not pushed: the client computes them from the stored timestamps it received.
 */

export async function publishTableUpdated(app: FastifyInstance, tableId: number): Promise<void> {
  app.publish(ROOMS.lobby, 'table_updated', await getTable(app.database.db, tableId));
}

export async function publishSeatRequests(app: FastifyInstance, playerIds: Iterable<number>): Promise<void> {
  for (const playerId of new Set(playerIds)) {
    const seatRequests = await listSeatRequests(app.database.db, playerId);
    app.publish(ROOMS.player(playerId), 'seat_requests_updated', { playerId, seatRequests });
  }
}

/**
 * A table's wait-list or seats changed: the lobby sees the new counts, and every player still waiting
 * there gets their list again (positions and estimates are derived, so any of them may have moved).
 */
export async function publishWaitlistChange(
  app: FastifyInstance,
  tableId: number,
  alsoPlayerIds: number[] = [],
): Promise<void> {
  await publishTableUpdated(app, tableId);
  const waiting = await findWaitingPlayerIds(app.database.db, tableId);
  await publishSeatRequests(app, [...alsoPlayerIds, ...waiting]);
}

export async function publishLiveSession(app: FastifyInstance, playerId: number, now = new Date()): Promise<void> {
  app.publish(ROOMS.player(playerId), 'live_session_updated', await getLiveSession(app.database.db, playerId, now));
}

/** Runs the pushes after a committed change; a failed push is logged, never turned into a failed answer. */
export async function pushAfterCommit(app: FastifyInstance, ...pushes: Array<Promise<void>>): Promise<void> {
  const results = await Promise.allSettled(pushes);
  for (const result of results) {
    if (result.status === 'rejected') app.log.error({ err: result.reason }, 'tables: push after commit failed');
  }
}
