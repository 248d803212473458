import { serverEvents } from '@club/shared/events';
import type { Redemption, VipPoints } from '@club/shared/vip';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast-store';
import { dispatchSocketEvent } from '../../lib/socket';
import { registerVipSocketEvents } from './vip-socket-events';

vi.mock('../../components/ui/toast-store', () => ({ toast: vi.fn() }));

const KEY = ['vip', 'points'];
const redemption = (status: Redemption['status']): Redemption => ({
  id: 4,
  playerId: 7,
  rewardType: 'tournament_ticket',
  rewardName: 'Tournament Ticket',
  pointsCost: 500,
  status,
  note: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  decidedAt: status === 'pending' ? null : '2026-11-25T10:05:00.000Z',
});
const points = (available: number, pending: Redemption | null, redemptions: Redemption[]): VipPoints => ({
  playerId: 7,
  totalVipPoints: 800,
  buyInPoints: 500,
  totalBuyIn: '50000.00',
  buyInCount: 5,
  avgBuyIn: '10000.00',
  hoursPlayedPoints: 200,
  totalHoursPlayed: 20,
  frequencyPoints: 100,
  visitFrequency: 4,
  pointsSpent: 0,
  pointsPending: pending ? pending.pointsCost : 0,
  availablePoints: available,
  pendingRedemption: pending,
  redemptions,
  calculatedAt: '2026-11-25T10:05:00.000Z',
});

describe('VIP events in the cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);

  beforeEach(() => {
    vi.mocked(toast).mockClear();
    queryClient = new QueryClient();
    stop = registerVipSocketEvents();
  });
  afterEach(() => stop());

  it('replaces the points and says Redemption Approved when staff decide the pending request', () => {
    queryClient.setQueryData(KEY, points(300, redemption('pending'), [redemption('pending')]));
    push('vip_points_updated', points(300, null, [redemption('approved')]));
    expect(queryClient.getQueryData<VipPoints>(KEY)?.pendingRedemption).toBeNull();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Redemption Approved', variant: 'success' }));
  });

  it('says nothing when the points move without a decision', () => {
    queryClient.setQueryData(KEY, points(300, null, []));
    push('vip_points_updated', points(350, null, []));
    expect(queryClient.getQueryData<VipPoints>(KEY)?.availablePoints).toBe(350);
    expect(toast).not.toHaveBeenCalled();
  });

  it('reads the points again after a buy-in or a cash-out (play changed)', () => {
    queryClient.setQueryData(KEY, points(300, null, []));
    push('live_session_updated', { hasActiveSession: false, session: null, serverTime: '2026-11-25T10:00:00.000Z' });
    expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(true);
  });
});
