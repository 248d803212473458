import { VERIFY_REDIRECT_MS } from '@club/shared/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FullScreenMessage } from '../components/full-screen-message';
import { CURRENT_USER_KEY, fetchCurrentUser } from '../features/accounts/current-user-query';
import { toastEmailVerified } from '../features/accounts/verification-banners';
import { loadAccountsContract } from '../features/accounts/account-schemas';
import type { VerificationErrorCode } from '../features/accounts/verification-messages';
import { ApiError, callApi } from '../lib/api';
import { delay } from '../lib/delay';

// The banner's text is chosen by code on /auth, never carried in the address (issue 14, item 21).
const authWithError = (code: VerificationErrorCode) => `/auth?error=${code}`;

/** Where a verification attempt leads (accounts-kyc.md sections 5 and 8). */
async function verifyEmail(token: string | null, email: string | null): Promise<string> {
  if (!token || !email) return authWithError('invalid-link');
  try {
    const { alreadyVerified } = await callApi(
      loadAccountsContract().then((routes) => routes.getEmailVerificationVerifyEmail),
      { query: { token, email } },
    );
    return alreadyVerified ? '/auth?verified=already' : '/auth?verified=true';
  } catch (error) {
    const bodyText = error instanceof ApiError ? error.message : '';
    return /Invalid|expired/.test(bodyText) ? authWithError('invalid-or-expired') : authWithError('failed');
  }
}

/** `/verify-email?token&email`: the link in the confirmation e-mail lands here. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = searchParams.get('token');
  const email = searchParams.get('email');

  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      const [target] = await Promise.all([verifyEmail(token, email), delay(VERIFY_REDIRECT_MS)]);
      if (!isCurrent) return;
      // A player already signed in here (in the KYC flow) is sent on from /auth to their own screen, which
      // never sees ?verified=true: they get the spec's toast here, and their session is read again.
      if (target.endsWith('verified=true')) {
        // Read afresh: the link may open in a new tab whose cache knows nothing yet.
        const user = await queryClient
          .fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, staleTime: 0 })
          .catch(() => null);
        if (user && isCurrent) toastEmailVerified();
      }
      if (!isCurrent) return;
      navigate(target, { replace: true });
    })();
    return () => {
      isCurrent = false;
    };
  }, [token, email, navigate, queryClient]);

  return (
    <>
      <title>Verifying your email · Player Portal</title>
      <FullScreenMessage message="Verifying Your Email..." />
    </>
  );
}
