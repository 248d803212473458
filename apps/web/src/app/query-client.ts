import { QueryClient } from '@tanstack/react-query';

// The spec: no retries, no refetch on focus, data never stale. Fresh data arrives by socket
// events (applied to this cache) and by one refetch of everything after a reconnect.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}
