import { isKycPassed } from '@club/shared/accounts-constants';
import { useEffect } from 'react';
import { toast } from '../../components/ui/toast-store';
import { registerSocketHandler } from '../../lib/socket';
import { CURRENT_USER_KEY } from './current-user-query';
import { removeSessionValues, SESSION_KEYS } from './session-flags';

/** How account events from the server change what this tab knows (mounted once by the shell). */
export function useAccountSocketEvents() {
  useEffect(() => {
    const stopKyc = registerSocketHandler('kyc_status_updated', ({ kycStatus }, queryClient) => {
      // The session's scope changed with the decision: the guards re-route on the fresh answer.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      if (isKycPassed(kycStatus)) {
        toast({
          title: 'KYC Approved',
          description: 'Your documents were approved. Welcome to the club!',
          variant: 'success',
        });
      } else if (kycStatus === 'rejected') {
        toast({
          title: 'KYC Rejected',
          description: 'Your KYC documents were rejected. Please contact support for assistance.',
          variant: 'destructive',
        });
      }
    });
    const stopRevoked = registerSocketHandler('session_revoked', ({ reason }, queryClient) => {
      removeSessionValues(...Object.values(SESSION_KEYS));
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      toast({ title: 'Signed Out', description: reason });
    });
    return () => {
      stopKyc();
      stopRevoked();
    };
  }, []);
}
