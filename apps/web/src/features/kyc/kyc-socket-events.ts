import { registerSocketHandler } from '../../lib/socket';
import { KYC_KEY, storeDocument } from './kyc-queries';

/** How KYC events change the cache while a KYC screen is open: pushed, never polled while connected. */
export function registerKycSocketEvents(): () => void {
  const stopDocument = registerSocketHandler('kyc_document_updated', ({ playerId, document }, queryClient) =>
    storeDocument(queryClient, playerId, document),
  );
  // A decision brings a note, and an approval approves the pending documents: read both again.
  const stopStatus = registerSocketHandler('kyc_status_updated', (_, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: KYC_KEY });
  });
  return () => {
    stopDocument();
    stopStatus();
  };
}
