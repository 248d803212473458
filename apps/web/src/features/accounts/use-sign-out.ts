import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api';
import { unsubscribeFromPush } from '../push/push-subscription';
import { loadAccountsContract } from './account-schemas';
import { CURRENT_USER_KEY, useCurrentUser } from './current-user-query';
import { removeSessionValues, SESSION_KEYS } from './session-flags';

/** Ends the session everywhere this tab knows of (accounts-kyc.md section 4) and goes to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const player = useCurrentUser().data?.player;

  return useCallback(async () => {
    // An audit line, not a condition: sign-out proceeds whatever happens to it.
    await callApi(
      loadAccountsContract().then((routes) => routes.postAuthLogActivity),
      {
        body: {
          action: 'logout',
          email: player?.email,
          userId: player?.id,
          timestamp: new Date().toISOString(),
          userAgent: navigator.userAgent,
        },
      },
    ).catch(() => undefined);
    // While the session stands: this phone stops receiving the player's pages (decision 140).
    await unsubscribeFromPush().catch(() => undefined);
    // A session that is already gone is as good as a signed-out one.
    await callApi(loadAccountsContract().then((routes) => routes.postAuthSignout)).catch(() => undefined);
    removeSessionValues(...Object.values(SESSION_KEYS));
    queryClient.clear();
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    toast({ title: 'Signed Out', description: 'You have been signed out. See you at the tables.' });
    navigate('/', { replace: true });
  }, [player, queryClient, navigate]);
}
