import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../lib/connection-status';
import { handleStaffAuthError } from './staff-session';

/** Only while the socket is down: pushes (or the section's own answers) keep it current otherwise. */
const FALLBACK_POLL_MS = 30_000;

/** A console read for the administration sections: a 401 takes the console back to sign-in, saying why. */
export function useConsoleQuery<T>(key: readonly ['staff', ...unknown[]], read: () => Promise<T>) {
  const queryClient = useQueryClient();
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_POLL_MS);
  return useQuery({
    queryKey: key,
    refetchInterval,
    placeholderData: (previous) => previous,
    queryFn: async () => {
      try {
        return await read();
      } catch (error) {
        handleStaffAuthError(queryClient, error);
        throw error;
      }
    },
  });
}
