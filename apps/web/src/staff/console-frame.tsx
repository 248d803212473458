import type { StaffMember } from '@club/shared/staff';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ClubLogo } from '../components/club-logo';
import { Button } from '../components/ui/button';
import { useClubName } from '../features/accounts/club-settings-query';
import { cn } from '../lib/class-names';
import { useSocketStatus } from '../lib/connection-status';
import { type ConsoleSection, ROLE_LABELS } from './sections';
import { useStaffSignOut } from './staff-session';

/** The console's header (club, who is signed in, live status, sign out) and its navigation by role. */
export function ConsoleFrame({
  staff,
  sections,
  children,
}: {
  staff: StaffMember;
  sections: ConsoleSection[];
  children: ReactNode;
}) {
  const clubName = useClubName();
  const signOut = useStaffSignOut();
  const { isConnected } = useSocketStatus();

  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b border-slate-800 bg-slate-950/95 backdrop-blur">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-5">
          <div className="flex min-w-0 items-center gap-2">
            <ClubLogo className="size-9" />
            <p className="truncate font-bold text-white">
              {clubName} <span className="font-normal text-slate-300">· Staff</span>
            </p>
          </div>
          <nav aria-label="Console sections" className="order-3 flex w-full gap-1 overflow-x-auto">
            {sections.map((section) => (
              <NavLink
                key={section.path}
                to={`/staff/${section.path}`}
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap',
                    'focus-visible:outline-2 focus-visible:outline-emerald-400',
                    isActive ? 'bg-emerald-500 text-slate-950' : 'text-slate-200 hover:bg-slate-800',
                  )
                }
              >
                {section.label}
                {section.useBadge ? <NavBadge useCount={section.useBadge} label={section.label} /> : null}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <p role="status" className="flex items-center gap-1.5 text-xs text-slate-300">
              <span
                aria-hidden="true"
                className={cn('size-2.5 rounded-full', isConnected ? 'bg-emerald-400' : 'bg-amber-400')}
              />
              {isConnected ? 'Live' : 'Reconnecting…'}
            </p>
            <div className="hidden text-right text-sm leading-tight md:block">
              <p className="font-semibold text-white">{staff.name}</p>
              <p className="text-xs text-slate-300">{ROLE_LABELS[staff.role]}</p>
            </div>
            <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main className="px-3 py-4 sm:px-5">{children}</main>
    </div>
  );
}

/** A section's live count beside its label (hidden at zero); read out with the link's name. */
function NavBadge({ useCount, label }: { useCount: () => number | undefined; label: string }) {
  const count = useCount();
  if (!count) return null;
  return (
    <>
      {' '}
      <span
        data-testid={`nav-badge-${label}`}
        className="relative ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold text-slate-950"
      >
        {count}
        <span className="sr-only"> waiting</span>
      </span>
    </>
  );
}
