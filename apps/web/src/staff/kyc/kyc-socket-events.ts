import { registerSocketHandler } from '../../lib/socket';
import {
  KYC_QUEUE_KEY,
  refreshReviews,
  removeDecidedChange,
  removeDecidedDocumentChange,
  removeDecidedPlayer,
  storeDocumentChange,
  storePendingApproval,
  storeReviewedDocument,
} from './kyc-queries';

/** The KYC desk's events, applied for the life of the console's socket (also for the navigation's count). */
export function registerKycDeskSocketEvents(): () => void {
  const stops = [
    // The event names the player only: the entry (with its documents) is read again.
    registerSocketHandler('kyc_submitted', (_submitted, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: KYC_QUEUE_KEY });
    }),
    registerSocketHandler('kyc_document_reviewed', ({ playerId, document }, queryClient) =>
      storeReviewedDocument(queryClient, playerId, document),
    ),
    registerSocketHandler('kyc_player_decided', ({ playerId, kycStatus }, queryClient) => {
      if (kycStatus !== 'submitted') removeDecidedPlayer(queryClient, playerId);
      refreshReviews(queryClient);
    }),
    // Four-eyes: approval 1 of 2 shows on every desk, which then offers to confirm it.
    registerSocketHandler('kyc_approval_pending', ({ playerId, pendingApproval }, queryClient) =>
      storePendingApproval(queryClient, playerId, pendingApproval),
    ),
    registerSocketHandler('kyc_change_request_decided', ({ id }, queryClient) => removeDecidedChange(queryClient, id)),
    registerSocketHandler('kyc_document_change_requested', (change, queryClient) =>
      storeDocumentChange(queryClient, change),
    ),
    registerSocketHandler('kyc_document_change_decided', ({ id }, queryClient) =>
      removeDecidedDocumentChange(queryClient, id),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
