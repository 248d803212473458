import { Outlet, ScrollRestoration } from 'react-router';
import { FullScreenMessage } from '../components/full-screen-message';
import { OfflineBanner } from '../components/offline-banner';
import { Button } from '../components/ui/button';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { WelcomeGate } from '../features/accounts/welcome-gate';
import { useIsOnline } from '../lib/use-is-online';

/** Waits for the session check, then renders the screen (and the welcome, once per sign-in). */
export function AppShell() {
  const currentUser = useCurrentUser();
  const isOnline = useIsOnline();

  if (currentUser.isPending) return <FullScreenMessage message="Connecting your account..." />;
  if (currentUser.isError && currentUser.data === undefined) {
    // Offline, the page itself came from the phone (the app's worker, public/sw.js): say why it is empty.
    return (
      <>
        <OfflineBanner />
        <FullScreenMessage
          message={
            isOnline
              ? 'We could not reach the club right now.'
              : 'Your phone is offline: connect to Wi-Fi or mobile data to see your account.'
          }
          isBusy={false}
        >
          <Button variant="secondary" onClick={() => void currentUser.refetch()}>
            Try again
          </Button>
        </FullScreenMessage>
      </>
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
