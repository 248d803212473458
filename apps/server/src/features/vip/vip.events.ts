import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { Redemption, VipPoints } from '@club/shared/vip';
import type { Publisher } from '../../use-case';

/** After commit: the player's points to their tabs, the request (with the player's name) to the staff who decide redemptions. */
export function publishRedemption(
  events: Publisher,
  result: { redemption: Redemption; points: VipPoints; playerName: string },
): void {
  events.publish(ROOMS.player(result.points.playerId), 'vip_points_updated', result.points);
  events.publish(staffRoomsOf('vip_redemption_updated'), 'vip_redemption_updated', {
    ...result.redemption,
    playerName: result.playerName,
  });
}
