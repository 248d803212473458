import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { KycDocument, StaffDocumentChange } from '@club/shared/kyc';
import type { Publisher } from '../../use-case';

/** A document was uploaded or reviewed: the player's tabs and the staff console refresh it (after commit). */
export function publishDocumentsChanged(events: Publisher, playerId: number, document: KycDocument) {
  events.publish(ROOMS.player(playerId), 'kyc_document_updated', { playerId, document });
}

/** A player asked to reopen an approved document: every KYC desk lists it (issue 14 item 15). */
export function publishDocumentChangeRequested(events: Publisher, change: StaffDocumentChange) {
  events.publish(staffRoomsOf('kyc_document_change_requested'), 'kyc_document_change_requested', change);
}

/**
 * An approved player uploaded a new copy (a reopened document, or the PAN card): every KYC desk reads
 * its queue again, where the player now waits (`kyc_submitted` names the player; issue 14 item 15).
 */
export function publishNewCopyToReview(
  events: Publisher,
  player: { id: number; firstName: string; lastName: string; email: string; submittedAt: string },
) {
  events.publish(staffRoomsOf('kyc_submitted'), 'kyc_submitted', {
    playerId: player.id,
    firstName: player.firstName,
    lastName: player.lastName,
    email: player.email,
    submittedAt: player.submittedAt,
  });
}
