import type { ClubSettings } from '@club/shared/accounts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { loadAccountSchemas } from './account-schemas';

export const CLUB_SETTINGS_KEY = ['club', 'settings'] as const;

export const useClubSettings = () =>
  useQuery({
    queryKey: CLUB_SETTINGS_KEY,
    queryFn: () =>
      apiRequest('/api/club/settings', { schema: loadAccountSchemas().then((schemas) => schemas.clubSettingsSchema) }),
  });

// Shown only until the settings arrive (or if they cannot be read): the spec's branding default.
export const FALLBACK_CLUB_NAME = 'Poker Club';

export const useClubName = (): string => useClubSettings().data?.clubName ?? FALLBACK_CLUB_NAME;

export type { ClubSettings };
