import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';

/** The whole app: the browser renders it on its history, the build prerenders it in memory. */
export function AppRoot({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
