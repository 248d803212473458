import { Outlet, ScrollRestoration } from 'react-router';
import { FullScreenMessage } from '../components/full-screen-message';
import { OfflineBanner } from '../components/offline-banner';
import { Button } from '../components/ui/button';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { WelcomeGate } from '../features/accounts/welcome-gate';

/** Waits for the session check, then renders the screen (and the welcome, once per sign-in). */
export function AppShell() {
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return <FullScreenMessage message="Connecting your account..." />;
  if (currentUser.isError && currentUser.data === undefined) {
    return (
      <FullScreenMessage message="We could not reach the club right now." isBusy={false}>
        <Button variant="secondary" onClick={() => void currentUser.refetch()}>
          Try again
        </Button>
      </FullScreenMessage>
    );
  }
  return (
    <>
      <ScrollRestoration />
      <OfflineBanner />
      <Outlet />
      <WelcomeGate />
    </>
  );
}
