import { Link } from 'react-router';
import { ClubLogo } from '../components/club-logo';
import { Button } from '../components/ui/button';
import { BellIcon } from '../components/ui/tab-icons';
import { badgeText } from '../features/notifications/notification-time';
import { useClubName } from '../features/accounts/club-settings-query';
import { useSignOut } from '../features/accounts/use-sign-out';

const NOTIFICATIONS_TAB = '/dashboard?tab=notifications';

/** The top bar of signed-in screens: club, player, the unread bell (opens Notifications), Sign Out. */
export function PlayerHeader({ playerName, unreadCount }: { playerName: string; unreadCount: number }) {
  const clubName = useClubName();
  const signOut = useSignOut();
  const bellLabel = unreadCount > 0 ? `Notifications, ${badgeText(unreadCount)} unread` : 'Notifications';
  return (
    <header className="sticky top-0 z-30 border-b border-slate-800 bg-slate-950/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-3xl items-center gap-2 px-4 lg:max-w-4xl">
        <ClubLogo className="size-9" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-bold text-white">{clubName}</p>
          <p className="truncate text-xs text-slate-300">{playerName}</p>
        </div>
        <Link
          to={NOTIFICATIONS_TAB}
          aria-label={bellLabel}
          title={bellLabel}
          className="relative grid size-11 shrink-0 place-items-center rounded-full text-slate-200 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-400"
        >
          <BellIcon className="size-6" />
          {unreadCount > 0 ? (
            <span
              data-testid="header-unread-badge"
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
            >
              {badgeText(unreadCount)}
            </span>
          ) : null}
        </Link>
        <Button variant="secondary" size="sm" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </div>
    </header>
  );
}
