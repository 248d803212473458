import { VIP_MESSAGES, type VipPoints } from '@club/shared/vip';
import { toast } from '../../components/ui/toast-store';
import { registerSocketHandler } from '../../lib/socket';
import { VIP_POINTS_KEY } from './vip-queries';

/**
 * vip_points_updated replaces the calculation (and says when staff decided the pending request); a
 * balance or live-session change means play changed (a buy-in, a cash-out), so the points are read again.
 */
export function registerVipSocketEvents(): () => void {
  const stops = [
    registerSocketHandler('vip_points_updated', (points, queryClient) => {
      const before = queryClient.getQueryData<VipPoints>(VIP_POINTS_KEY);
      queryClient.setQueryData(VIP_POINTS_KEY, points);
      const decided = before?.pendingRedemption
        ? points.redemptions.find((r) => r.id === before.pendingRedemption?.id && r.status !== 'pending')
        : undefined;
      if (decided) {
        toast({
          title: decided.status === 'approved' ? VIP_MESSAGES.approved : VIP_MESSAGES.rejected,
          description:
            decided.status === 'approved'
              ? `${decided.rewardName}: collect it at the club desk.`
              : `${decided.rewardName}: ${decided.note ?? 'your points are back.'}`,
          variant: decided.status === 'approved' ? 'success' : 'info',
        });
      }
    }),
    registerSocketHandler('balance_updated', (_event, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: VIP_POINTS_KEY });
    }),
    registerSocketHandler('live_session_updated', (_event, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: VIP_POINTS_KEY });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
