import { foodContract } from '@club/shared/contracts/food';
import { type FoodOrder, MENU_FALLBACK_POLL_MS, type PlaceOrderRequest } from '@club/shared/food';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { callApi } from '../../lib/api';
import { newestOf } from '../../lib/newest';

const FOOD_KEY = ['food'] as const;
export const MENU_KEY = [...FOOD_KEY, 'items'] as const;
export const ADS_KEY = [...FOOD_KEY, 'ads'] as const;
const ORDERS_KEY = [...FOOD_KEY, 'orders'] as const;

export function useMenu() {
  const refetchInterval = useFallbackRefetchInterval(MENU_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: MENU_KEY,
    queryFn: async () => (await callApi(foodContract.getFoodBeverageItems)).items,
    refetchInterval,
  });
}

export function useAds() {
  const refetchInterval = useFallbackRefetchInterval(MENU_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: ADS_KEY,
    queryFn: async () => (await callApi(foodContract.getFoodBeverageAds)).ads,
    refetchInterval,
  });
}

export function useMyOrders() {
  const refetchInterval = useFallbackRefetchInterval(MENU_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: ORDERS_KEY,
    queryFn: () => callApi(foodContract.getFoodBeverageOrders),
    refetchInterval,
  });
}

/** Puts an order at the top of the player's list, or replaces its older copy. */
export function storeOrder(queryClient: QueryClient, order: FoodOrder) {
  queryClient.setQueryData<FoodOrder[]>(ORDERS_KEY, (list) => {
    if (!list) return list;
    const held = list.find((entry) => entry.id === order.id);
    const rest = list.filter((entry) => entry.id !== order.id);
    const newest = newestOf(held, order, (o) => o.updatedAt);
    return [newest, ...rest].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PlaceOrderRequest) => callApi(foodContract.postFoodBeverageOrders, { body: payload }),
    onSuccess: ({ order }) => storeOrder(queryClient, order),
  });
}
