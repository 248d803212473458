import type { DbOrTx } from '../../../db/client';
import { findLatestLiveEntry } from './eliminations.repo';
import { findSeatOf } from './seating.repo';

/** What GET /api/tournaments/{id}/me adds from the seating (decision 132): the seat, and the place once busted. */
export async function mySeatAndPlace(db: DbOrTx, tournamentId: number, playerId: number) {
  const seat = await findSeatOf(db, tournamentId, playerId);
  const latest = await findLatestLiveEntry(db, tournamentId, playerId);
  return {
    table: seat?.table ?? null,
    seat: seat?.seat ?? null,
    countedChips: latest?.entry.status === 'active' ? latest.entry.countedChips : null,
    countedAt: latest?.entry.status === 'active' ? (latest.entry.countedAt?.toISOString() ?? null) : null,
    place: latest?.entry.status === 'busted' ? (latest.place ?? null) : null,
  };
}
