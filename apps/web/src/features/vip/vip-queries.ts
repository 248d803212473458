import { vipContract } from '@club/shared/contracts/vip';
import { type RedeemRequest, VIP_FALLBACK_POLL_MS } from '@club/shared/vip';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { callApi } from '../../lib/api';

export const VIP_POINTS_KEY = ['vip', 'points'] as const;

export function useVipPoints() {
  const refetchInterval = useFallbackRefetchInterval(VIP_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: VIP_POINTS_KEY,
    queryFn: () => callApi(vipContract.getVipPointsCalculate),
    refetchInterval,
  });
}

export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedeemRequest) => callApi(vipContract.postVipClubRedeem, { body }),
    onSuccess: ({ points }) => queryClient.setQueryData(VIP_POINTS_KEY, points),
    // A refusal means this screen was behind (another tab redeemed, a decision came): read the points again.
    onError: () => queryClient.invalidateQueries({ queryKey: VIP_POINTS_KEY }),
  });
}
