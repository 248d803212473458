import { staffContract } from '@club/shared/contracts/staff';
import { STAFF_SESSION_DEACTIVATED_MESSAGE, type StaffMember } from '@club/shared/staff';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { callApi, isApiError } from '../lib/api';

export const STAFF_ME_KEY = ['staff', 'me'] as const;

/**
 * The signed-in staff member, or null when the console has no staff session. Read from the session route,
 * which answers a signed-out console 200 with null: a 401 would be logged as an error in the browser's
 * console on every load of the sign-in screen (issue 27, item 13).
 */
async function fetchStaffMe(): Promise<StaffMember | null> {
  return (await callApi(staffContract.getStaffAuthSession)).staff;
}

export const useStaffMe = () => useQuery({ queryKey: STAFF_ME_KEY, queryFn: fetchStaffMe, staleTime: Infinity });

// Why the console went back to sign-in (revoked, deactivated, expired): the sign-in screen says it.
let endedReason: string | null = null;
// The e-mail of the member whose session ended: the sign-in form offers it again.
let lastEmail = '';
export const lastStaffEmail = () => lastEmail;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Why the last session ended, as the sign-in screen shows it (null: it did not end, or a new one began). */
export const staffSessionEndedReason = () => endedReason;

export function useEndedReason(): string | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, staffSessionEndedReason);
}

/** The session is over: every console query is dropped and the sign-in screen shows why. */
export function endStaffSession(queryClient: QueryClient, reason: string | null) {
  lastEmail = queryClient.getQueryData<StaffMember | null>(STAFF_ME_KEY)?.email ?? lastEmail;
  endedReason = reason;
  notify();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'staff' && query.queryKey[1] !== 'me' });
  queryClient.setQueryData(STAFF_ME_KEY, null);
}

export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      callApi(staffContract.postStaffAuthSignin, { body: credentials }),
    onSuccess: ({ staff }) => {
      endedReason = null;
      notify();
      queryClient.setQueryData(STAFF_ME_KEY, staff);
    },
  });
}

export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(staffContract.postStaffAuthSignout),
    onSettled: () => endStaffSession(queryClient, 'You signed out.'),
  });
}

/**
 * A console call that answers 401 means the staff session ended (expired or revoked while the socket
 * was away): back to sign-in, saying so. Any other error is the caller's to show.
 */
export function handleStaffAuthError(queryClient: QueryClient, error: unknown): boolean {
  if (!isApiError(error, 401)) return false;
  // A request sent just after the account was deactivated, before the socket's reason arrived, says it too.
  const wasDeactivated = error.body?.message === STAFF_SESSION_DEACTIVATED_MESSAGE;
  endStaffSession(
    queryClient,
    wasDeactivated ? STAFF_SESSION_DEACTIVATED_MESSAGE : 'Your staff session has ended. Please sign in again.',
  );
  return true;
}

/** The member chooses their own password (required after a super admin set one); the console opens. */
export function useChangeOwnStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      callApi(staffContract.postStaffAuthPassword, { body }),
    onSuccess: ({ staff }) => queryClient.setQueryData(STAFF_ME_KEY, staff),
    onError: (error) => handleStaffAuthError(queryClient, error),
  });
}
