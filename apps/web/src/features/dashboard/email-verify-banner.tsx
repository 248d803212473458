import { RESEND_COUNTDOWN_SECONDS } from '@club/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { ApiError, callApi } from '../../lib/api';
import { loadAccountsContract } from '../accounts/account-schemas';
import { useCountdown } from '../../lib/use-countdown';

/** dashboard.md, Banners: amber, dismissible, asking a player with an unverified e-mail to verify it. */
export function EmailVerifyBanner({ email }: { email: string }) {
  const [isOpen, setIsOpen] = useState(true);
  const { secondsLeft, restart } = useCountdown();
  const resend = useMutation({
    mutationFn: () =>
      callApi(
        loadAccountsContract().then((routes) => routes.postEmailVerificationResend),
        { body: { email } },
      ),
    onSuccess: () => {
      toast({ title: 'Email Resent', description: 'Check your inbox for the confirmation email', variant: 'success' });
      restart(RESEND_COUNTDOWN_SECONDS);
    },
    onError: (error) => {
      const isRateLimited = error instanceof ApiError && error.status === 429;
      toast({
        title: 'Error',
        description: (isRateLimited && error.serverMessage) || 'Failed to resend email. Please try again.',
        variant: 'destructive',
      });
      if (isRateLimited) restart(RESEND_COUNTDOWN_SECONDS);
    },
  });
  if (!isOpen) return null;
  return (
    <div
      role="status"
      className="relative rounded-xl border border-amber-600/70 bg-amber-950/70 px-4 py-3 pr-10 text-sm text-amber-100"
    >
      <p className="font-semibold">Please verify your email</p>
      <p className="mt-0.5 text-amber-100/90">We sent a confirmation link to {email}.</p>
      <Button
        variant="link"
        className="mt-1 text-amber-200"
        disabled={resend.isPending || secondsLeft > 0}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Sending...' : secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Resend verification email'}
      </Button>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => setIsOpen(false)}
        className="absolute top-2.5 right-2.5 rounded-md p-1 text-amber-200 hover:bg-amber-900/60 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
