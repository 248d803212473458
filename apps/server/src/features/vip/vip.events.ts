import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { Redemption, VipPoints } from '@club/shared/vip';
import type { UseCaseContext } from '../../use-case';
import { findPlayerName } from './vip.repo';

/** After commit: the player's points to their tabs, the request to the staff who decide redemptions. */
export async function publishRedemption(
  ctx: UseCaseContext,
  result: { redemption: Redemption; points: VipPoints },
): Promise<void> {
  ctx.publish(ROOMS.player(result.points.playerId), 'vip_points_updated', result.points);
  const playerName = await findPlayerName(ctx.db, result.redemption.playerId);
  ctx.publish(staffRoomsOf('vip_redemption_updated'), 'vip_redemption_updated', { ...result.redemption, playerName });
}
