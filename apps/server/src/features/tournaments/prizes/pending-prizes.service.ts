import { fromPaise } from '@club/shared/money';
import type { PendingPrize } from '@club/shared/tournament-prizes';
import type { DbOrTx } from '../../../db/client';
import { findPendingPrizes } from './pending-prizes.repo';

/**
 * GET /api/staff/tournaments/prizes/pending: the prizes and bounties above the cage's threshold that wait for a
 * super admin who did not ask (decisions 133 and 134), for the cage's "Waiting for approval" list (issue 38,
 * item 8). Approving is paying: the same pay call as the prizes panel, so the rules live in one place.
 */
export async function readPendingPrizes(db: DbOrTx): Promise<PendingPrize[]> {
  const rows = await findPendingPrizes(db);
  return rows.map(({ prize, tournamentName, firstName, lastName, playerCode, requestedByName }) => ({
    id: prize.id,
    tournamentId: prize.tournamentId,
    tournamentName,
    kind: prize.kind,
    playerId: prize.playerId,
    playerName: `${firstName} ${lastName}`.trim(),
    playerCode,
    place: prize.place,
    bounties: prize.bounties,
    amount: fromPaise(prize.amountPaise),
    requestedById: prize.requestedBy,
    requestedByName,
    createdAt: prize.createdAt.toISOString(),
  }));
}
