import type { KycStatus } from '@club/shared/accounts';
import { ROOMS } from '@club/shared/events';
import type { KycDocument } from '@club/shared/kyc';
import type { FastifyInstance } from 'fastify';

// Every publish here runs after the change's transaction has committed.

/** The player's KYC status changed: their open tabs re-read the session (approval promotes it). */
export function publishKycStatus(
  app: FastifyInstance,
  result: { playerId: number; kycStatus: KycStatus; note: string | null },
) {
  const scope = result.kycStatus === 'approved' || result.kycStatus === 'verified' ? 'full' : 'onboarding';
  const room = ROOMS.player(result.playerId);
  // The player's open sockets gain or lose the lobby rooms with their session's scope.
  if (scope === 'full') app.io.in(room).socketsJoin([ROOMS.lobby, ROOMS.foodBeverage]);
  else app.io.in(room).socketsLeave([ROOMS.lobby, ROOMS.foodBeverage]);
  app.publish(room, 'kyc_status_updated', {
    playerId: result.playerId,
    kycStatus: result.kycStatus,
    note: result.note,
    scope,
  });
}

/** A document was uploaded or reviewed: the player's tabs and the staff console refresh it. */
export function publishDocumentsChanged(app: FastifyInstance, playerId: number, document: KycDocument) {
  app.publish(ROOMS.player(playerId), 'kyc_document_updated', { playerId, document });
}

export function publishKycSubmitted(
  app: FastifyInstance,
  player: { id: number; firstName: string; lastName: string; email: string; kycSubmittedAt: Date | null },
) {
  app.publish(ROOMS.staff, 'kyc_submitted', {
    playerId: player.id,
    firstName: player.firstName,
    lastName: player.lastName,
    email: player.email,
    submittedAt: (player.kycSubmittedAt ?? new Date()).toISOString(),
  });
}
