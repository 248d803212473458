import type { meResponseSchema } from '@club/shared/accounts';
import { USER_FETCH_TIMEOUT_MS } from '@club/shared/accounts-constants';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, isApiError } from '../../lib/api';
import { loadAccountsContract } from './account-schemas';
import { removeSessionValues, SESSION_KEYS } from './session-flags';

export type CurrentUser = z.infer<typeof meResponseSchema>;

export const CURRENT_USER_KEY = ['auth', 'me'] as const;

/**
 * The signed-in player and session scope, or null when signed out. Read from /api/auth/session, which
 * answers a visitor 200 with null: a 401 from /api/auth/me was logged as a console error on every load
 * of the sign-in page (issue 14, item 25).
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { session } = await callApi(
      loadAccountsContract().then((routes) => routes.getAuthSession),
      {
        signal: AbortSignal.timeout(USER_FETCH_TIMEOUT_MS),
      },
    );
    if (!session) removeSessionValues(SESSION_KEYS.authenticatedUser);
    return session;
  } catch (error) {
    // 404: the player record is gone; either way the stored copy no longer describes anyone.
    if (isApiError(error, 401) || isApiError(error, 404)) {
      removeSessionValues(SESSION_KEYS.authenticatedUser);
      return null;
    }
    // A timeout or network failure keeps whatever the cache already holds (the spec).
    throw error;
  }
}

export const useCurrentUser = () => useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
