import { useCurrentUser } from './current-user-query';
import { SESSION_KEYS, useSessionValue, writeSessionValue } from './session-flags';
import { WelcomeScreen } from './welcome-screen';

/** Whether the welcome is on screen: once after a fresh sign-in, until it ends or is skipped. */
export function useIsWelcomeShown() {
  const session = useCurrentUser().data;
  const justSignedIn = useSessionValue(SESSION_KEYS.justSignedIn);
  const hasPlayed = useSessionValue(SESSION_KEYS.welcomeVideoPlayed);
  return session?.scope === 'full' && justSignedIn === 'true' && hasPlayed !== 'true';
}

/** The welcome plays once after a fresh sign-in (accounts-kyc.md section 4). */
export function WelcomeGate() {
  const session = useCurrentUser().data;
  if (!useIsWelcomeShown() || !session) return null;
  return (
    <WelcomeScreen
      firstName={session.player.firstName}
      onDone={() => writeSessionValue(SESSION_KEYS.welcomeVideoPlayed, 'true')}
    />
  );
}
