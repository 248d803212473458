import type { KycStatus } from '@club/shared/accounts';
import { ROOMS, staffRoomsFor } from '@club/shared/events';
import type { Publisher, UseCaseContext } from '../../use-case';

// Every publish here runs after the change's transaction has committed.

/** The player's KYC status changed: their open tabs re-read the session (approval promotes it). */
export function publishKycStatus(
  ctx: Pick<UseCaseContext, 'publish' | 'moveSockets'>,
  result: { playerId: number; kycStatus: KycStatus; note: string | null },
) {
  const scope = result.kycStatus === 'approved' || result.kycStatus === 'verified' ? 'full' : 'onboarding';
  const room = ROOMS.player(result.playerId);
  // The player's open sockets gain or lose the lobby rooms with their session's scope.
  const lobbyRooms = [ROOMS.lobby, ROOMS.foodBeverage];
  ctx.moveSockets(room, scope === 'full' ? { join: lobbyRooms } : { leave: lobbyRooms });
  ctx.publish(room, 'kyc_status_updated', {
    playerId: result.playerId,
    kycStatus: result.kycStatus,
    note: result.note,
    scope,
  });
}

export function publishKycSubmitted(
  events: Publisher,
  player: { id: number; firstName: string; lastName: string; email: string; kycSubmittedAt: Date | null },
) {
  events.publish(staffRoomsFor('kycReview'), 'kyc_submitted', {
    playerId: player.id,
    firstName: player.firstName,
    lastName: player.lastName,
    email: player.email,
    submittedAt: (player.kycSubmittedAt ?? new Date()).toISOString(),
  });
}
