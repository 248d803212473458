import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenMessage } from '../components/full-screen-message';
import { AuthPage } from '../routes/auth';
import { AppShell } from './app-shell';
import { RouteError } from './route-error';
import { RequireFullAccess, RequireKycFlow, SessionRedirect, SignedOutOnly } from './route-guards';

// Only the auth screen is in the first download; every other screen is its own chunk, so the
// sign-in page never loads dashboard or staff code.
function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M) {
  return async () => ({ Component: (await load())[exportName] as ComponentType });
}

export const routes: RouteObject[] = [
  // The staff console: its own sign-in, session and socket (staff/), so outside the player's shell and
  // its session check; its code is its own chunks.
  {
    path: '/staff/*',
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenMessage message="Opening the staff console..." />,
    lazy: lazyScreen(() => import('../staff/staff-app'), 'StaffApp'),
  },
  // The room's TV (decisions 062, 114): opened by a display key, no session; its own chunk, outside the shell.
  // Both addresses show what the key's screen is set to (the wait-list board or a tournament's clock).
  ...['/display/board', '/display/clock'].map((path) => ({
    path,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenMessage message="Opening the display..." />,
    lazy: lazyScreen(() => import('../display/display-app'), 'DisplayApp'),
  })),
  // A paging text's answer link (decision 141): no session, the token is the credential; its own chunk.
  {
    path: '/p/:token',
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenMessage message="Opening your page..." />,
    lazy: lazyScreen(() => import('../routes/page-link'), 'PageLinkPage'),
  },
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    // While the first screen's code loads (every screen but sign-in is a separate file).
    hydrateFallbackElement: <FullScreenMessage message="Connecting your account..." />,
    children: [
      {
        element: <SignedOutOnly />,
        children: ['/', '/sign-in', '/sign-up', '/auth'].map((path) => ({ path, element: <AuthPage /> })),
      },
      {
        element: <RequireFullAccess />,
        children: [
          {
            // The header, bubbles and seat assignment of every full-access screen: its own chunk too.
            lazy: lazyScreen(() => import('./player-shell'), 'PlayerShell'),
            children: [
              { path: '/dashboard', lazy: lazyScreen(() => import('../routes/dashboard'), 'DashboardPage') },
              { path: '/vip-shop', lazy: lazyScreen(() => import('../routes/vip-shop'), 'VipShopPage') },
              { path: '/table/:tableId', lazy: lazyScreen(() => import('../routes/table'), 'TablePage') },
              { path: '/offer/:id', lazy: lazyScreen(() => import('../routes/offer'), 'OfferPage') },
              {
                path: '/tournaments/:id',
                lazy: lazyScreen(() => import('../routes/tournament'), 'TournamentPage'),
              },
              { path: '/check-in', lazy: lazyScreen(() => import('../routes/check-in'), 'CheckInPage') },
            ],
          },
        ],
      },
      {
        element: <RequireKycFlow />,
        children: [{ path: '/kyc', lazy: lazyScreen(() => import('../routes/kyc'), 'KycPage') }],
      },
      { path: '/kyc-upload', element: <SessionRedirect signedIn="/dashboard" signedOut="/thank-you" /> },
      { path: '/kyc-docs', element: <SessionRedirect signedIn="/dashboard" signedOut="/" /> },
      { path: '/thank-you', lazy: lazyScreen(() => import('../routes/thank-you'), 'ThankYouPage') },
      {
        path: '/interactive-thank-you',
        lazy: lazyScreen(() => import('../routes/interactive-thank-you'), 'InteractiveThankYouPage'),
      },
      { path: '/email-verified', lazy: lazyScreen(() => import('../routes/email-verified'), 'EmailVerifiedPage') },
      { path: '/verify-email', lazy: lazyScreen(() => import('../routes/verify-email'), 'VerifyEmailPage') },
      { path: '/forgot-password', lazy: lazyScreen(() => import('../routes/forgot-password'), 'ForgotPasswordPage') },
      { path: '/reset-password', lazy: lazyScreen(() => import('../routes/reset-password'), 'ResetPasswordPage') },
      { path: '*', lazy: lazyScreen(() => import('../routes/not-found'), 'NotFoundPage') },
    ],
  },
];

/** The app's router on the browser's history (main.tsx); the prerender uses the same routes in memory. */
export const createAppRouter = () => createBrowserRouter(routes);
