import { Tabs as TabsPrimitive } from 'radix-ui';
import { Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSocketStatus } from '../lib/connection-status';
import { Spinner } from '../components/ui/spinner';
import { cn } from '../lib/class-names';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { endKycFlow } from '../features/accounts/kyc-redirect';
import { DashboardNav } from '../features/dashboard/dashboard-nav';
import { DASHBOARD_TABS, findTab } from '../features/dashboard/dashboard-tabs';
import { EmailVerifyBanner } from '../features/dashboard/email-verify-banner';
import { CrownIcon } from '../components/ui/tab-icons';
import { useNotifications } from '../features/notifications/notification-queries';
import { useUnreadReplies } from '../features/chat/chat-unread';
import { MyRunningTournaments } from '../features/tournaments/my-running-tournaments';

/** dashboard.md section 2: the tabs by `?tab=` (default game), the banners, the badge (the header is the shell's). */
export function DashboardPage() {
  const player = useCurrentUser().data?.player;
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTab = findTab(searchParams.get('tab'));
  const unreadCount = (useNotifications(player?.id).data ?? []).filter((n) => !n.read).length;
  const unreadReplies = useUnreadReplies(player?.id);

  // accounts-kyc.md section 4: with KYC passed, the old KYC session data goes.
  useEffect(endKycFlow, []);

  if (!player) return null;
  const selectTab = (id: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <>
      <title>{`${activeTab.label} · Dashboard · Player Portal`}</title>
      <TabsPrimitive.Root value={activeTab.id} onValueChange={selectTab} activationMode="manual">
        <main className="mx-auto grid max-w-3xl grid-cols-1 gap-4 px-4 py-4 lg:max-w-4xl">
          {player.emailVerified ? null : <EmailVerifyBanner email={player.email} />}
          <div className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <h1 className="truncate text-lg font-bold text-white">Welcome, {player.firstName}</h1>
              <LiveStatus />
            </div>
            <Link
              to="/vip-shop"
              className="flex shrink-0 items-center gap-1.5 rounded-full border border-amber-600/60 bg-amber-950/50 px-3 py-1.5 text-xs font-semibold text-amber-200 hover:bg-amber-900/50"
            >
              <CrownIcon className="size-4" /> VIP Shop
            </Link>
          </div>
          <MyRunningTournaments />
          <DashboardNav activeTab={activeTab.id} unreadCount={unreadCount} unreadReplies={unreadReplies} />
          {DASHBOARD_TABS.map(({ id, Content }) => (
            <TabsPrimitive.Content key={id} value={id} className="outline-none">
              <Suspense
                fallback={
                  <div className="py-12 text-center">
                    <Spinner label="Loading..." />
                  </div>
                }
              >
                <Content />
              </Suspense>
            </TabsPrimitive.Content>
          ))}
        </main>
      </TabsPrimitive.Root>
    </>
  );
}

function LiveStatus() {
  const { isConnected } = useSocketStatus();
  return (
    <p className="flex items-center gap-1.5 text-xs text-slate-400">
      <span aria-hidden="true" className={cn('size-2 rounded-full', isConnected ? 'bg-emerald-400' : 'bg-slate-500')} />
      {isConnected ? 'Live updates connected' : 'Connecting live updates...'}
    </p>
  );
}
