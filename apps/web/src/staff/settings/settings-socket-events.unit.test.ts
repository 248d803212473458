import type { StaffClubSettings } from '@club/shared/club';
import { DEFAULT_BRANDING } from '@club/shared/branding';
import { serverEvents } from '@club/shared/events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { CLUB_SETTINGS_STAFF_KEY } from './settings-queries';
import { registerSettingsSocketEvents } from './settings-socket-events';

const settings = (clubName: string, updatedAt: string): StaffClubSettings => ({
  clubName,
  supportEmail: 'support@club.example',
  supportPhone: '+91 98765 43210',
  requireEmailVerification: true,
  kycSecondReviewer: false,
  boardNameDisplay: 'initials',
  welcomeVideoUrl: null,
  largeOperationThreshold: '100000.00',
  shiftVarianceThreshold: '500.00',
  reversalThreshold: '10000.00',
  timeZone: 'Asia/Kolkata',
  dailySummaryHour: 9,
  pageHoldMinutes: 5,
  pageExtensionMinutes: 5,
  missesBeforeRemoval: 2,
  remoteEntryExpiryMinutes: 90,
  guestRetentionDays: 30,
  guestSeating: 'account_first',
  handForHandSeconds: 120,
  branding: DEFAULT_BRANDING,
  updatedAt,
});

describe('club settings events in the console cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, 'club_settings_updated', payload);
  const held = () => queryClient.getQueryData<StaffClubSettings>(CLUB_SETTINGS_STAFF_KEY);

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(CLUB_SETTINGS_STAFF_KEY, settings('Poker Club', '2026-11-25T10:00:00.000Z'));
    stop = registerSettingsSocketEvents();
  });
  afterEach(() => stop());

  it('applies a newer set of settings', () => {
    push(settings('Royal Flush', '2026-11-25T10:05:00.000Z'));
    expect(held()?.clubName).toBe('Royal Flush');
  });

  it('drops a stale push', () => {
    push(settings('Royal Flush', '2026-11-25T10:05:00.000Z'));
    push(settings('Older', '2026-11-25T10:01:00.000Z'));
    expect(held()?.clubName).toBe('Royal Flush');
  });
});
