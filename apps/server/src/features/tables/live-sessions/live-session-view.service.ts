import type { LiveSession } from '@club/shared/live-session';
import type { DbOrTx } from '../../../db/client';
import { toLiveSession } from '../shared/tables.mappers';
import { findOpenSeatsOfPlayer } from '../shared/tables.repo';

/** The player's live session at `now`, computed from stored timestamps: a read never writes. */
export async function getLiveSession(db: DbOrTx, playerId: number, now: Date): Promise<LiveSession> {
  const [open] = await findOpenSeatsOfPlayer(db, playerId);
  return toLiveSession(open, now);
}
