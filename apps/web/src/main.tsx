import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { readPrerenderedClubSettings, seedSignedOutVisit } from './app/signed-out-visit';
import { takeCarriedToast } from './components/ui/carried-toast';
import { toast } from './components/ui/toast-store';
import { registerAppWorker } from './lib/service-worker';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The sign-in page's own script (sign-in-page.ts) hands over the toast it showed as it opened this page.
const carried = takeCarriedToast();
if (carried) toast(carried);

const queryClient = createQueryClient();
const app = <AppRoot router={createAppRouter()} queryClient={queryClient} />;

// The server prerenders the sign-in screen for visitors without a session (static.ts): that
// markup is hydrated in place; every other page is rendered here from nothing.
const prerenderedSettings = readPrerenderedClubSettings();
if (prerenderedSettings) {
  seedSignedOutVisit(queryClient, prerenderedSettings);
  // As a transition, hydration yields to the browser between small pieces of work: the page is
  // already painted, so there is no reason to block input while it becomes interactive.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}

// The next load of the player's app works offline: the worker keeps the shell (public/sw.js).
registerAppWorker();
