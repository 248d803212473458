import { serverEvents } from '@club/shared/events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { reportKey, TONIGHT_REPORT_KEY } from './reports-queries';
import { registerReportsSocketEvents } from './reports-socket-events';

describe('tonight’s report follows the staff events', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const range = reportKey({ from: '2026-11-01', to: '2026-11-07' });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  const push = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(TONIGHT_REPORT_KEY, { generatedAt: '2026-11-25T20:00:00.000Z' });
    queryClient.setQueryData(range, { generatedAt: '2026-11-25T20:00:00.000Z' });
    stop = registerReportsSocketEvents();
  });
  afterEach(() => stop());

  it('marks tonight stale when a player submits KYC, and leaves a range of past days alone', () => {
    push('kyc_submitted', {
      playerId: 7,
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      submittedAt: '2026-11-25T20:01:00.000Z',
    });
    expect(stale(TONIGHT_REPORT_KEY)).toBe(true);
    expect(stale(range)).toBe(false);
  });

  it('marks tonight stale on a KYC decision', () => {
    push('kyc_player_decided', { playerId: 7, kycStatus: 'approved', note: null });
    expect(stale(TONIGHT_REPORT_KEY)).toBe(true);
  });

  it('changes nothing once unregistered', () => {
    stop();
    push('kyc_player_decided', { playerId: 7, kycStatus: 'approved', note: null });
    expect(stale(TONIGHT_REPORT_KEY)).toBe(false);
  });
});
