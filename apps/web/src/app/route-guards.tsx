import type { Player } from '@club/shared/accounts';
import { isKycPassed } from '@club/shared/accounts-constants';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { FullScreenMessage } from '../components/full-screen-message';
import { type CurrentUser, useCurrentUser } from '../features/accounts/current-user-query';
import { startKycFlow } from '../features/accounts/kyc-redirect';
import { SESSION_KEYS, useSessionValue } from '../features/accounts/session-flags';
import { peekReturnPath, rememberReturnPath } from '../lib/return-after-sign-in';

// Guards read the current-user query, which the app shell has resolved before any route renders.
const useSession = (): CurrentUser | null => useCurrentUser().data ?? null;

const hasFullAccess = (session: CurrentUser) => session.scope === 'full' && isKycPassed(session.player.kycStatus);

/** accounts-kyc.md section 2: a player without approved KYC is sent into the KYC flow. */
function KycFlowRedirect({ player }: { player: Player }) {
  const navigate = useNavigate();
  useEffect(() => {
    startKycFlow(player);
    navigate('/kyc', { replace: true });
  }, [player, navigate]);
  return <FullScreenMessage message="Opening your KYC verification..." />;
}

/** `/`, `/sign-in`, `/sign-up`, `/auth`: the auth screen for visitors only. */
export function SignedOutOnly() {
  const session = useSession();
  if (!session) return <Outlet />;
  return hasFullAccess(session) ? (
    <Navigate to={peekReturnPath() ?? '/dashboard'} replace />
  ) : (
    <KycFlowRedirect player={session.player} />
  );
}

/** `/dashboard`, `/vip-shop`, `/table/:tableId`, `/offer/:id`, `/tournaments/:id`, `/check-in`: players with approved KYC. */
export function RequireFullAccess() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // The room's check-in link (decision 064) comes back after the sign-in.
    rememberReturnPath(`${location.pathname}${location.search}`);
    return <Navigate to="/" replace />;
  }
  return hasFullAccess(session) ? <Outlet /> : <KycFlowRedirect player={session.player} />;
}

/** `/kyc`: the KYC screen when a KYC flow is stored, else wherever the session belongs. */
export function RequireKycFlow() {
  const session = useSession();
  const storedFlow = useSessionValue(SESSION_KEYS.kycRedirect);
  if (storedFlow !== null) return <Outlet />;
  return <Navigate to={session ? '/dashboard' : '/'} replace />;
}

/** `/kyc-upload` and `/kyc-docs`: pure redirects by whether someone is signed in. */
export function SessionRedirect({ signedIn, signedOut }: { signedIn: string; signedOut: string }) {
  return <Navigate to={useSession() ? signedIn : signedOut} replace />;
}
