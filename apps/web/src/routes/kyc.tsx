import { useEffect } from 'react';
import { FullScreenMessage } from '../components/full-screen-message';
import { ScreenFrame } from '../components/screen-frame';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { endKycFlow } from '../features/accounts/kyc-redirect';
import { parseKycRedirect } from '../features/accounts/stored-kyc-redirect';
import { KycStatusBadge } from '../features/accounts/kyc-status-badge';
import { SESSION_KEYS, useSessionValue } from '../features/accounts/session-flags';
import { useSignOut } from '../features/accounts/use-sign-out';
import { KycWizard } from '../features/kyc/kyc-wizard';

const RELOAD_AFTER_BAD_FLOW_MS = 1000;

/** `/kyc`: the KYC wizard while a KYC flow is stored in this tab (accounts-kyc.md section 2). */
export function KycPage() {
  const stored = parseKycRedirect(useSessionValue(SESSION_KEYS.kycRedirect));
  const player = useCurrentUser().data?.player;
  const signOut = useSignOut();

  // accounts-kyc.md section 8: unreadable KYC session data clears the flags, then reloads.
  useEffect(() => {
    if (stored.state !== 'invalid') return;
    const timer = setTimeout(() => {
      endKycFlow();
      window.location.reload();
    }, RELOAD_AFTER_BAD_FLOW_MS);
    return () => clearTimeout(timer);
  }, [stored.state]);

  if (stored.state !== 'set') return <FullScreenMessage message="Restarting your KYC session..." />;

  return (
    <ScreenFrame title="KYC verification" className="justify-start sm:justify-center">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>KYC verification</CardTitle>
            {player ? <KycStatusBadge status={player.kycStatus} /> : null}
          </div>
          <CardDescription className="truncate">
            {player ? `${player.firstName} ${player.lastName}` : `${stored.entry.firstName} ${stored.entry.lastName}`} ·{' '}
            {player?.email ?? stored.entry.email}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {player ? (
            <KycWizard player={player} />
          ) : (
            <Alert variant="warning" title="Your session has ended">
              Sign in again to continue your KYC verification.
            </Alert>
          )}
        </CardContent>
      </Card>
      <Button variant="ghost" className="mx-auto" onClick={() => void signOut()}>
        {player ? 'Sign Out' : 'Back to sign in'}
      </Button>
    </ScreenFrame>
  );
}
