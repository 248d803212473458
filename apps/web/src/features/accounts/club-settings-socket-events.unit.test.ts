import type { ClubSettings } from '@club/shared/accounts';
import { DEFAULT_BRANDING } from '@club/shared/branding';
import { serverEvents } from '@club/shared/events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { CLUB_SETTINGS_KEY } from './club-settings-query';
import { registerClubSettingsSocketEvents } from './club-settings-socket-events';

const settings = (clubName: string): ClubSettings => ({
  clubName,
  supportEmail: 'support@club.example',
  supportPhone: '+91 98765 43210',
  welcomeVideoUrl: null,
  requireEmailVerification: true,
  timeZone: 'Asia/Kolkata',
  pageExtensionMinutes: 5,
  branding: DEFAULT_BRANDING,
});

describe("the club's public settings in the player's cache", () => {
  let queryClient: QueryClient;
  let stop: () => void;

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(CLUB_SETTINGS_KEY, settings('Poker Club'));
    stop = registerClubSettingsSocketEvents();
  });
  afterEach(() => stop());

  it('shows the new club name at once', () => {
    dispatchSocketEvent(serverEvents, queryClient, 'club_settings_changed', settings('Royal Flush'));
    expect(queryClient.getQueryData<ClubSettings>(CLUB_SETTINGS_KEY)?.clubName).toBe('Royal Flush');
  });

  it('ignores a payload of another shape', () => {
    dispatchSocketEvent(serverEvents, queryClient, 'club_settings_changed', { clubName: 42 });
    expect(queryClient.getQueryData<ClubSettings>(CLUB_SETTINGS_KEY)?.clubName).toBe('Poker Club');
  });
});
