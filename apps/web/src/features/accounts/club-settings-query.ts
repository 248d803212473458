import { setClubTimeZone } from '../../lib/format';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export const CLUB_SETTINGS_KEY = ['club', 'settings'] as const;

export const useClubSettings = (options: { refetchInterval?: number } = {}) =>
  useQuery({
    queryKey: CLUB_SETTINGS_KEY,
    ...options,
    // The contract (and zod with it) loads after the sign-in page has painted (decision 040).
    queryFn: async () => {
      const settings = await callApi(
        import('@club/shared/contracts/club').then(({ clubContract }) => clubContract.getClubSettings),
      );
      // Every date shown from now on is in the club's time zone (lib/format.ts).
      setClubTimeZone(settings.timeZone);
      return settings;
    },
  });

// Shown only until the settings arrive (or if they cannot be read): the spec's branding default.
export const FALLBACK_CLUB_NAME = 'Poker Club';

export const useClubName = (): string => useClubSettings().data?.clubName ?? FALLBACK_CLUB_NAME;
