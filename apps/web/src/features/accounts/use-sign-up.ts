import type { ClubSettings, SignupRequest } from '@club/shared/accounts';
import { MESSAGES, SIGN_UP_REDIRECT_MS } from '@club/shared/accounts-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast-store';
import { ApiError, callApi } from '../../lib/api';
import { delay } from '../../lib/delay';
import { loadAccountsContract } from './account-schemas';
import { CLUB_SETTINGS_KEY } from './club-settings-query';
import { CURRENT_USER_KEY } from './current-user-query';
import { startKycFlow } from './kyc-redirect';

export type SignUpInput = Omit<SignupRequest, 'clerk_user_id' | 'supabase_user_id'>;

/** 'Rate Limited: Please wait…' becomes a toast titled 'Rate Limited'. */
export function rateLimitedToast() {
  const [title, description] = MESSAGES.signupRateLimited.split(': ');
  toast({ title, description, variant: 'destructive' });
}

function describeSignUpFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Signup failed';
  if (error.code === 'EMAIL_EXISTS') return 'This email is already registered. Please use the login form instead.';
  return error.serverMessage ?? 'Signup failed';
}

export function useSignUp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: (input: SignUpInput) =>
      callApi(
        loadAccountsContract().then((routes) => routes.postAuthSignupAutomation),
        { body: input, headers: { 'X-Skip-Email': 'true' } },
      ),

    onSuccess: async ({ player }) => {
      // 'Registration Successful!' asks for the e-mail link; a club that needs no verification says
      // 'Account Created Successfully!' (accounts-kyc.md section 8, issue 14 item 18).
      const settings = queryClient.getQueryData<ClubSettings>(CLUB_SETTINGS_KEY);
      toast(
        settings?.requireEmailVerification === false
          ? {
              title: 'Account Created Successfully!',
              description: 'Complete your KYC to start playing.',
              variant: 'success',
            }
          : {
              title: 'Registration Successful!',
              description: 'Please check your email for the verification link.',
              variant: 'success',
            },
      );
      startKycFlow({ ...player, kycStatus: player.kyc_status }, { existing: player.existing });
      // The welcome e-mail is a courtesy: its failure must not hold up registration.
      void callApi(
        loadAccountsContract().then((routes) => routes.postAuthSendWelcomeEmail),
        {
          body: { email: player.email, firstName: player.firstName },
        },
      ).catch(() => undefined);
      await delay(SIGN_UP_REDIRECT_MS);
      // Sign-up opened an onboarding session: the KYC screen reads it.
      await queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
      navigate('/kyc', { replace: true });
    },

    onError: (error) => {
      if (error instanceof ApiError && error.status === 429) return rateLimitedToast();
      toast({ title: 'Signup Failed', description: describeSignUpFailure(error), variant: 'destructive' });
    },
  });
}
