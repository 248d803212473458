import { VERIFY_REDIRECT_MS } from '@club/shared/accounts';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FullScreenMessage } from '../components/full-screen-message';
import { ApiError, apiRequest } from '../lib/api';
import { delay } from '../lib/delay';

const authWithError = (text: string) => `/auth?${new URLSearchParams({ error: text })}`;

/** Where a verification attempt leads (accounts-kyc.md sections 5 and 8). */
async function verifyEmail(token: string | null, email: string | null): Promise<string> {
  if (!token || !email) return authWithError('Invalid verification link');
  try {
    await apiRequest(`/api/email-verification/verify-email?${new URLSearchParams({ token, email })}`);
    return '/auth?verified=true';
  } catch (error) {
    const bodyText = error instanceof ApiError ? error.message : '';
    return /Invalid|expired/.test(bodyText)
      ? authWithError('Verification link invalid or expired')
      : authWithError('Verification failed');
  }
}

/** `/verify-email?token&email`: the link in the confirmation e-mail lands here. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const email = searchParams.get('email');

  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      const [target] = await Promise.all([verifyEmail(token, email), delay(VERIFY_REDIRECT_MS)]);
      if (isCurrent) navigate(target, { replace: true });
    })();
    return () => {
      isCurrent = false;
    };
  }, [token, email, navigate]);

  return (
    <>
      <title>Verifying your email · Player Portal</title>
      <FullScreenMessage message="Verifying Your Email..." />
    </>
  );
}
