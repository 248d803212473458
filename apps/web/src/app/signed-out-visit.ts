import type { ClubSettings } from '@club/shared/accounts';
import { CLUB_SETTINGS_ELEMENT_ID, PRERENDERED_PAGES } from '@club/shared/prerender';
import type { QueryClient } from '@tanstack/react-query';
import { CLUB_SETTINGS_KEY } from '../features/accounts/club-settings-query';
import { CURRENT_USER_KEY } from '../features/accounts/current-user-query';

/**
 * What the server knew when it prerendered the sign-in screen: no session cookie came with the
 * request (so nobody is signed in) and the club's settings. The client starts from the same
 * answers, so its first render matches the markup it hydrates; both queries are marked stale,
 * so the usual requests still run once the page is live and confirm them.
 */
export function seedSignedOutVisit(queryClient: QueryClient, clubSettings: ClubSettings) {
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  queryClient.setQueryData(CLUB_SETTINGS_KEY, clubSettings);
  void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  void queryClient.invalidateQueries({ queryKey: CLUB_SETTINGS_KEY });
}

/** The settings the server put in a prerendered page, or null when this page was not prerendered. */
export function readPrerenderedClubSettings(): ClubSettings | null {
  if (!(window.location.pathname in PRERENDERED_PAGES)) return null;
  const text = document.getElementById(CLUB_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && 'clubName' in value ? (value as ClubSettings) : null;
  } catch {
    return null;
  }
}
