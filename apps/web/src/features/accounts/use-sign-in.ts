import { kycDeniedText, SIGN_IN_RELOAD_MS, SIGN_IN_TEXT } from '@club/shared/accounts-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast-store';
import { ApiError, callApi } from '../../lib/api';
import { delay } from '../../lib/delay';
import { loadAccountsContract } from './account-schemas';
import { CURRENT_USER_KEY, type CurrentUser } from './current-user-query';
import { endKycFlow, startKycFlow } from './kyc-redirect';
import { SESSION_KEYS, writeSessionValue } from './session-flags';
import { describeSignInFailure } from './sign-in-errors';
import { takeReturnPath } from '../../lib/return-after-sign-in';

export interface SignInInput {
  email: string;
  password: string;
  remember: boolean;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // The server has set a new session cookie either way: ask it who we are now.
  const refreshCurrentUser = () => queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });

  return useMutation({
    mutationFn: (input: SignInInput) =>
      callApi(
        loadAccountsContract().then((routes) => routes.postAuthSignin),
        { body: input },
      ),

    onSuccess: async ({ player }) => {
      endKycFlow();
      writeSessionValue(SESSION_KEYS.authenticatedUser, JSON.stringify(player));
      writeSessionValue(SESSION_KEYS.justSignedIn, 'true');
      toast({
        title: SIGN_IN_TEXT.welcomeTitle,
        description: SIGN_IN_TEXT.welcome(player.firstName),
        variant: 'success',
      });
      await delay(SIGN_IN_RELOAD_MS);
      await refreshCurrentUser();
      navigate(takeReturnPath() ?? '/dashboard', { replace: true });
    },

    onError: async (error) => {
      if (!(error instanceof ApiError && error.code === 'KYC_VERIFICATION_REQUIRED')) {
        toast({ ...describeSignInFailure(error), variant: 'destructive' });
        return;
      }
      // KYC not approved: the server opened an onboarding session; the KYC flow takes over.
      await refreshCurrentUser();
      const { kycRequiredDetailsSchema } = await import('@club/shared/kyc-redirect');
      const details = kycRequiredDetailsSchema.safeParse(error.body?.details);
      const session = queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY);
      const player = details.success ? details.data.player : session?.player;
      const kycStatus = details.success ? details.data.kycStatus : (session?.player.kycStatus ?? 'pending');
      // The spec's 'Access Denied' toast with the status's sentence (issue 14 item 18).
      toast({
        title: SIGN_IN_TEXT.deniedTitle,
        description: error.serverMessage ?? kycDeniedText(kycStatus),
        variant: 'info',
      });
      if (player) startKycFlow({ ...player, kycStatus });
      navigate(player ? '/kyc' : '/', { replace: true });
    },
  });
}
