import { EMAIL_VERIFIED_TOAST_MS, MESSAGES } from '@club/shared/accounts-constants';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { toast } from '../../components/ui/toast-store';
import { verificationErrorText } from './verification-messages';

/** The spec's toast for a verified e-mail (accounts-kyc.md section 2), shown for 6 seconds. */
export function toastEmailVerified() {
  toast({
    title: 'Email Verified Successfully! ✅',
    description: 'Your email has been verified. Please sign in to continue.',
    variant: 'success',
    duration: EMAIL_VERIFIED_TOAST_MS,
  });
}

/** The auth screen's answers to /auth?verified=true|already and /auth?error=<code> (accounts-kyc.md section 2). */
export function VerificationBanners() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isVerified = searchParams.get('verified') === 'true';
  // A used or older link of an e-mail that is verified already (issue 14, item 14).
  const wasAlreadyVerified = searchParams.get('verified') === 'already';
  const errorText = searchParams.get('error') === null ? null : verificationErrorText(searchParams.get('error'));

  useEffect(() => {
    if (!isVerified) return;
    toastEmailVerified();
    const timer = setTimeout(() => setSearchParams({}, { replace: true }), EMAIL_VERIFIED_TOAST_MS);
    return () => clearTimeout(timer);
  }, [isVerified, setSearchParams]);

  return (
    <>
      {isVerified ? (
        <Alert variant="success" title="Email Verified!">
          Your email has been successfully verified. You can now sign in.
        </Alert>
      ) : null}
      {wasAlreadyVerified ? (
        <Alert variant="success" title="Email Already Verified">
          {MESSAGES.emailAlreadyVerified}
        </Alert>
      ) : null}
      {errorText ? (
        <Alert variant="destructive" title="Verification Failed">
          {errorText}
        </Alert>
      ) : null}
    </>
  );
}
