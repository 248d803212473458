import { ROOMS } from '@club/shared/events';
import { STAFF_PERMISSIONS } from '@club/shared/staff';
import type { Redemption, VipPoints } from '@club/shared/vip';
import type { FastifyInstance } from 'fastify';
import { findPlayerName } from './vip.repo';

/** After commit: the player's points to their tabs, the request to the staff who decide redemptions. */
export async function publishRedemption(
  app: FastifyInstance,
  result: { redemption: Redemption; points: VipPoints },
): Promise<void> {
  app.publish(ROOMS.player(result.points.playerId), 'vip_points_updated', result.points);
  const playerName = await findPlayerName(app.database.db, result.redemption.playerId);
  app.publish(
    STAFF_PERMISSIONS.vipRedemptions.map((role) => ROOMS.staffRole(role)),
    'vip_redemption_updated',
    { ...result.redemption, playerName },
  );
}
