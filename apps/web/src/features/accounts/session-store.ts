// Session storage of the accounts flow, without React: the sign-in page's own script uses it too
// (decision 040); session-flags.ts adds the hook.

/** Session-storage keys, exactly as accounts-kyc.md section 3 names them. */
export const SESSION_KEYS = {
  authenticatedUser: 'authenticated_user',
  kycRedirect: 'kyc_redirect',
  kycFlowActive: 'kyc_flow_active',
  justSignedIn: 'just_signed_in',
  welcomeVideoPlayed: 'welcome_video_played',
} as const;
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** Called when this tab changes a value through the functions below. */
export const sessionListeners = new Set<() => void>();
const notify = () => {
  for (const listener of sessionListeners) listener();
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
