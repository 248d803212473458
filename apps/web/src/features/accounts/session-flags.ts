import { useSyncExternalStore } from 'react';

/** Session-storage keys, exactly as accounts-kyc.md section 3 names them. */
export const SESSION_KEYS = {
  authenticatedUser: 'authenticated_user',
  kycRedirect: 'kyc_redirect',
  kycFlowActive: 'kyc_flow_active',
  justSignedIn: 'just_signed_in',
  welcomeVideoPlayed: 'welcome_video_played',
} as const;
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

// Storage can be unavailable (private modes, blocked cookies): the portal then runs without
// remembering the flow across reloads rather than failing.
export function readSessionValue(key: SessionKey): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionValue(key: SessionKey, value: string) {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // see readSessionValue
  }
  notify();
}

export function removeSessionValues(...keys: SessionKey[]) {
  try {
    for (const key of keys) sessionStorage.removeItem(key);
  } catch {
    // see readSessionValue
  }
  notify();
}

/** Re-renders when this tab changes the value through the functions above. */
export function useSessionValue(key: SessionKey): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => readSessionValue(key),
    // The prerendered sign-in screen (prerender.tsx) is made with nothing stored.
    () => null,
  );
}
