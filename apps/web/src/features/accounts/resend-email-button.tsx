import { RESEND_COUNTDOWN_SECONDS, SIGN_IN_TEXT } from '@club/shared/accounts-constants';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api';
import { loadAccountsContract } from './account-schemas';
import { useCountdown } from '../../lib/use-countdown';

/**
 * Resends the confirmation e-mail, at most once a minute. The countdown starts on arrival where the
 * e-mail was just sent (`waitFirst`, after sign-up); a signed-out visitor or a refused sign-in, who
 * cannot know when it was sent, may ask at once (the server still limits it to once a minute).
 */
export function ResendEmailButton({
  email,
  waitFirst = true,
  label = 'Resend Email',
}: {
  email: string | undefined;
  waitFirst?: boolean;
  label?: string;
}) {
  const { secondsLeft, restart } = useCountdown();
  useEffect(() => {
    if (waitFirst) restart(RESEND_COUNTDOWN_SECONDS);
  }, [restart, waitFirst]);

  const resend = useMutation({
    mutationFn: (address: string) =>
      callApi(
        loadAccountsContract().then((routes) => routes.postEmailVerificationResend),
        { body: { email: address } },
      ),
    onSuccess: () => {
      toast({ title: SIGN_IN_TEXT.resentTitle, description: SIGN_IN_TEXT.resent, variant: 'success' });
      restart(RESEND_COUNTDOWN_SECONDS);
    },
    // The spec's toast, and the countdown is not restarted: the player may try again (issue 14 item 18).
    onError: () => {
      toast({ title: SIGN_IN_TEXT.resendFailedTitle, description: SIGN_IN_TEXT.resendFailed, variant: 'destructive' });
    },
  });

  const isWaiting = secondsLeft > 0;
  return (
    <Button
      variant="secondary"
      className="w-full"
      disabled={!email || isWaiting || resend.isPending}
      onClick={() => email && resend.mutate(email)}
    >
      {resend.isPending ? SIGN_IN_TEXT.resending : isWaiting ? SIGN_IN_TEXT.resendIn(secondsLeft) : label}
    </Button>
  );
}
