import { ROOMS } from '@club/shared/events';
import type { KycDocument } from '@club/shared/kyc';
import type { Publisher } from '../../use-case';

/** A document was uploaded or reviewed: the player's tabs and the staff console refresh it (after commit). */
export function publishDocumentsChanged(events: Publisher, playerId: number, document: KycDocument) {
  events.publish(ROOMS.player(playerId), 'kyc_document_updated', { playerId, document });
}
