import { isKycPassed } from '@club/shared/accounts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullScreenMessage } from '../components/full-screen-message';
import { ScreenFrame } from '../components/screen-frame';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { describeKycBlock, endKycFlow, parseKycRedirect } from '../features/accounts/kyc-redirect';
import { KycStatusBadge } from '../features/accounts/kyc-status-badge';
import { SESSION_KEYS, useSessionValue } from '../features/accounts/session-flags';
import { useSignOut } from '../features/accounts/use-sign-out';

const RELOAD_AFTER_BAD_FLOW_MS = 1000;

/** `/kyc`: the KYC flow's home while a flow is stored in this tab. */
export function KycPage() {
  const stored = parseKycRedirect(useSessionValue(SESSION_KEYS.kycRedirect));
  const session = useCurrentUser().data;
  const signOut = useSignOut();
  const navigate = useNavigate();

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

  const player = session?.player;
  const continueToDashboard = () => {
    endKycFlow();
    navigate('/dashboard', { replace: true });
  };

  return (
    <ScreenFrame title="KYC verification">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>KYC verification</CardTitle>
            {player ? <KycStatusBadge status={player.kycStatus} /> : null}
          </div>
          <CardDescription>
            {stored.entry.firstName} {stored.entry.lastName} · {stored.entry.email}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm text-slate-300">
          {!player ? (
            <Alert variant="warning" title="Your session has ended">
              Sign in again to continue your KYC verification.
            </Alert>
          ) : isKycPassed(player.kycStatus) ? (
            <Alert variant="success" title="KYC approved">
              Your documents were approved. The dashboard is open to you.
            </Alert>
          ) : (
            <>
              <Alert variant="info" title={`Status: ${player.kycStatus}`}>
                {describeKycBlock(player.kycStatus)}
              </Alert>
              <p>The KYC wizard arrives with the KYC onboarding work: personal details, document upload, review.</p>
            </>
          )}
          {player && isKycPassed(player.kycStatus) ? (
            <Button onClick={continueToDashboard}>Continue to Dashboard</Button>
          ) : null}
          <Button variant="secondary" onClick={() => void signOut()}>
            {player ? 'Sign Out' : 'Back to sign in'}
          </Button>
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}
