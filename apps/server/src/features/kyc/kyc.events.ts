import type { KycStatus } from '@club/shared/accounts';
import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { IdentityChange, KycDocument, KycPendingApproval, StaffDocumentChange } from '@club/shared/kyc';
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
  events.publish(staffRoomsOf('kyc_submitted'), 'kyc_submitted', {
    playerId: player.id,
    firstName: player.firstName,
    lastName: player.lastName,
    email: player.email,
    submittedAt: (player.kycSubmittedAt ?? new Date()).toISOString(),
  });
}

/** Every KYC desk hears a document decision, whichever console made it. */
export function publishDocumentReviewed(events: Publisher, playerId: number, document: KycDocument) {
  events.publish(staffRoomsOf('kyc_document_reviewed'), 'kyc_document_reviewed', { playerId, document });
}

/** Every KYC desk hears approval 1 of 2 (four-eyes): the player stays, showing who approved first. */
export function publishApprovalPending(events: Publisher, playerId: number, pendingApproval: KycPendingApproval) {
  events.publish(staffRoomsOf('kyc_approval_pending'), 'kyc_approval_pending', { playerId, pendingApproval });
}

/** Every KYC desk hears a player's decision: the player leaves their queue. */
export function publishPlayerDecided(
  events: Publisher,
  result: { playerId: number; kycStatus: KycStatus; note: string | null },
) {
  events.publish(staffRoomsOf('kyc_player_decided'), 'kyc_player_decided', {
    playerId: result.playerId,
    kycStatus: result.kycStatus,
    note: result.note,
  });
}

/** Every KYC desk hears a change request's decision: it leaves their list. */
export function publishChangeRequestDecided(events: Publisher, change: IdentityChange) {
  events.publish(staffRoomsOf('kyc_change_request_decided'), 'kyc_change_request_decided', {
    id: change.id,
    playerId: change.playerId,
    status: change.status,
  });
}

/** Every KYC desk hears a document change request's decision: it leaves their list (issue 14 item 15). */
export function publishDocumentChangeDecided(events: Publisher, change: StaffDocumentChange) {
  events.publish(staffRoomsOf('kyc_document_change_decided'), 'kyc_document_change_decided', {
    id: change.id,
    playerId: change.playerId,
    status: change.status,
  });
}
