import { type BrandingValues as Branding, DEFAULT_BRANDING } from '@club/shared/branding-constants';
import { useEffect, useState } from 'react';
import { VISITOR_REFRESH_MS } from './brand-colors';
import { useClubSettings } from './club-settings-query';

// The club's branding (decision 090): one set for every player, stored with the club settings, edited by
// a super admin on the console's Settings page. Players' pages read it from the public club settings and
// hear a change through club_settings_changed; a page without a socket (a visitor) reads it again often.

/** The club's branding (the spec's defaults until the settings are read). */
export function useClubBranding(options: { refreshWithoutSocket?: boolean } = {}): Branding {
  const settings = useClubSettings(options.refreshWithoutSocket ? { refetchInterval: VISITOR_REFRESH_MS } : {});
  return settings.data?.branding ?? DEFAULT_BRANDING;
}

/**
 * False on the first render: a page painted before its script ran (the prerendered sign-in page) shows
 * the default mark, and the club's logo and colours only once the page is live, so hydration matches.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}
