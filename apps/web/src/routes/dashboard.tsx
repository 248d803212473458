import { useEffect, useState } from 'react';
import { useSocketStatus } from '../app/socket-provider';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { endKycFlow } from '../features/accounts/kyc-redirect';
import { KycStatusBadge } from '../features/accounts/kyc-status-badge';
import { PlayerHeader } from '../features/accounts/player-header';

/** The dashboard frame: who is signed in, the live link, and Sign Out; the tabs come later. */
export function DashboardPage() {
  const player = useCurrentUser().data?.player;
  const { isConnected } = useSocketStatus();
  const [isEmailBannerOpen, setIsEmailBannerOpen] = useState(true);

  // accounts-kyc.md section 4: with KYC passed, the old KYC session data goes.
  useEffect(endKycFlow, []);

  if (!player) return null;
  const fullName = `${player.firstName} ${player.lastName}`;
  return (
    <>
      <title>Dashboard · Player Portal</title>
      <PlayerHeader playerName={fullName} />
      <main className="mx-auto grid max-w-3xl gap-4 px-4 py-6">
        {!player.emailVerified && isEmailBannerOpen ? (
          <Alert variant="warning" title="Please verify your email">
            <p>We sent a confirmation link to {player.email}.</p>
            <Button variant="link" className="mt-1 text-amber-200" onClick={() => setIsEmailBannerOpen(false)}>
              Dismiss
            </Button>
          </Alert>
        ) : null}
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle>Welcome, {player.firstName}</CardTitle>
              <KycStatusBadge status={player.kycStatus} />
            </div>
            <CardDescription>
              {player.nickname} · {player.email}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm text-slate-300">
            <p>
              Cash tables, tournaments, offers, food and drinks, your balance and your play sessions arrive with the
              dashboard work.
            </p>
            <Badge variant={isConnected ? 'success' : 'default'} className="w-fit">
              <span aria-hidden="true" className={isConnected ? 'text-emerald-400' : 'text-slate-400'}>
                ●
              </span>
              {isConnected ? 'Live updates connected' : 'Connecting live updates...'}
            </Badge>
          </CardContent>
        </Card>
      </main>
    </>
  );
}
