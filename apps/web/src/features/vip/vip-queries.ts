import { type RedeemRequest, redeemResponseSchema, VIP_FALLBACK_POLL_MS, vipPointsSchema } from '@club/shared/vip';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../app/socket-provider';
import { apiRequest } from '../../lib/api';

export const VIP_POINTS_KEY = ['vip', 'points'] as const;

export function useVipPoints() {
  const refetchInterval = useFallbackRefetchInterval(VIP_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: VIP_POINTS_KEY,
    queryFn: () => apiRequest('/api/vip-points/calculate', { schema: vipPointsSchema }),
    refetchInterval,
  });
}

export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedeemRequest) =>
      apiRequest('/api/vip-club/redeem', { method: 'POST', body, schema: redeemResponseSchema }),
    onSuccess: ({ points }) => queryClient.setQueryData(VIP_POINTS_KEY, points),
    // A refusal means this screen was behind (another tab redeemed, a decision came): read the points again.
    onError: () => queryClient.invalidateQueries({ queryKey: VIP_POINTS_KEY }),
  });
}
