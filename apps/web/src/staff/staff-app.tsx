import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullScreenMessage } from '../components/full-screen-message';
import { Button } from '../components/ui/button';
import { ConsoleFrame } from './console-frame';
import { sectionsFor } from './sections';
import { StaffPasswordChange } from './staff-password-change';
import { StaffSignIn } from './staff-sign-in';
import { useStaffMe } from './staff-session';
import { StaffSocketProvider } from './staff-socket';

// Each section is its own chunk: a cashier never downloads the floor.
const AccountsPage = lazy(() =>
  import('./accounts/accounts-page').then((module) => ({ default: module.AccountsPage })),
);
const AuditPage = lazy(() => import('./audit/audit-page').then((module) => ({ default: module.AuditPage })));
const SettingsPage = lazy(() =>
  import('./settings/settings-page').then((module) => ({ default: module.SettingsPage })),
);
const CagePage = lazy(() => import('./cage/cage-page').then((module) => ({ default: module.CagePage })));
const ContentPage = lazy(() => import('./content/content-page').then((module) => ({ default: module.ContentPage })));
const FloorPage = lazy(() => import('./floor/floor-page').then((module) => ({ default: module.FloorPage })));
const DisplaysPage = lazy(() =>
  import('./displays/displays-page').then((module) => ({ default: module.DisplaysPage })),
);
const TournamentsPage = lazy(() =>
  import('./tournaments/tournaments-page').then((module) => ({ default: module.TournamentsPage })),
);
const GuestRelationsPage = lazy(() =>
  import('./guest-relations/guest-relations-page').then((module) => ({ default: module.GuestRelationsPage })),
);
const KycPage = lazy(() => import('./kyc/kyc-page').then((module) => ({ default: module.KycPage })));
const KitchenPage = lazy(() => import('./kitchen/kitchen-page').then((module) => ({ default: module.KitchenPage })));
const PlayersPage = lazy(() => import('./players/players-page').then((module) => ({ default: module.PlayersPage })));
const NotificationsPage = lazy(() =>
  import('./notifications/notifications-page').then((module) => ({ default: module.NotificationsPage })),
);

const SECTION_SCREENS = {
  floor: FloorPage,
  tournaments: TournamentsPage,
  displays: DisplaysPage,
  cage: CagePage,
  kitchen: KitchenPage,
  'guest-relations': GuestRelationsPage,
  content: ContentPage,
  notifications: NotificationsPage,
  kyc: KycPage,
  players: PlayersPage,
  staff: AccountsPage,
  audit: AuditPage,
  settings: SettingsPage,
  reports: lazy(() => import('./reports/reports-page').then((module) => ({ default: module.ReportsPage }))),
} as const;

/** /staff/*: the staff console (its own sign-in, socket and navigation by role). */
export function StaffApp() {
  const me = useStaffMe();

  if (me.isPending) return <FullScreenMessage message="Opening the staff console..." />;
  if (me.isError && me.data === undefined) {
    return (
      <FullScreenMessage message="We could not reach the club server right now." isBusy={false}>
        <Button variant="secondary" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </FullScreenMessage>
    );
  }
  if (!me.data) return <StaffSignIn />;
  if (me.data.mustChangePassword) return <StaffPasswordChange staff={me.data} />;

  const sections = sectionsFor(me.data.role);
  return (
    <StaffSocketProvider staffId={me.data.id}>
      <ConsoleFrame staff={me.data} sections={sections}>
        <Suspense fallback={<FullScreenMessage message="Loading..." />}>
          <Routes>
            {sections.map((section) => {
              const Screen = SECTION_SCREENS[section.path as keyof typeof SECTION_SCREENS];
              return <Route key={section.path} path={section.path} element={<Screen />} />;
            })}
            <Route
              path="*"
              element={sections[0] ? <Navigate to={`/staff/${sections[0].path}`} replace /> : <NoSections />}
            />
          </Routes>
        </Suspense>
      </ConsoleFrame>
    </StaffSocketProvider>
  );
}

/** A role whose desks are not in the console yet: say so plainly, with no empty screens. */
function NoSections() {
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-slate-800 bg-slate-900/90 p-6">
      <h1 className="text-lg font-bold text-white">Nothing to do here for your role yet</h1>
      <p className="mt-2 text-sm text-slate-300">
        The console's sections for your role are not open yet. Keep using the staff API for your work meanwhile.
      </p>
    </section>
  );
}
