import { isKycPassed } from '@club/shared/accounts-constants';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { registerSocketHandler } from '../../lib/socket';
import { CURRENT_USER_KEY, type CurrentUser } from './current-user-query';
import { removeSessionValues, SESSION_KEYS } from './session-flags';

const CURRENT_USER_HASH = hashKey(CURRENT_USER_KEY);

/**
 * The KYC decision toasts follow the player's status in the cache, however the news arrived: the
 * kyc_status_updated push, or the re-read when the socket connects after a decision made while it
 * was still connecting (a push sent then reaches nobody).
 */
function announceKycDecisions(queryClient: QueryClient): () => void {
  const statusIn = (data: unknown) => (data as CurrentUser | null | undefined)?.player.kycStatus;
  let known = statusIn(queryClient.getQueryData(CURRENT_USER_KEY));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== CURRENT_USER_HASH) return;
    const status = statusIn(event.query.state.data);
    const before = known;
    known = status;
    if (before === undefined || status === undefined || status === before) return;
    if (isKycPassed(status) && !isKycPassed(before)) {
      toast({
        title: 'KYC Approved',
        description: 'Your documents were approved. Welcome to the club!',
        variant: 'success',
      });
    } else if (status === 'rejected') {
      toast({
        title: 'KYC Rejected',
        description: 'Your KYC documents were rejected. Please contact support for assistance.',
        variant: 'destructive',
      });
    }
  });
}

/** How account events from the server change what this tab knows (mounted once by the shell). */
export function registerAccountSocketEvents(queryClient: QueryClient): () => void {
  const stopAnnouncing = announceKycDecisions(queryClient);
  // The session's scope changed with the decision: the guards re-route on the fresh answer, and the
  // toast follows from it.
  const stopKyc = registerSocketHandler('kyc_status_updated', (_, client) => {
    void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  });
  const stopRevoked = registerSocketHandler('session_revoked', ({ reason }, client) => {
    removeSessionValues(...Object.values(SESSION_KEYS));
    client.setQueryData(CURRENT_USER_KEY, null);
    toast({ title: 'Signed Out', description: reason });
  });
  return () => {
    stopAnnouncing();
    stopKyc();
    stopRevoked();
  };
}
