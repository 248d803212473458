import { SIGNUP_COOLDOWN_SECONDS } from '@club/shared/accounts-constants';
import { useCountdown } from '../../lib/use-countdown';

// Module state on purpose: switching between the Log In and Sign Up tabs remounts the form,
// and the cooldown must survive that (the server enforces it across reloads).
let cooldownEndsAt: number | null = null;

/** The client half of the 60 s between sign-up attempts (accounts-kyc.md section 5). */
export function useSignupCooldown() {
  const { secondsLeft, restart } = useCountdown(cooldownEndsAt);
  const start = () => {
    cooldownEndsAt = Date.now() + SIGNUP_COOLDOWN_SECONDS * 1000;
    restart(SIGNUP_COOLDOWN_SECONDS);
  };
  return { secondsLeft, start };
}
