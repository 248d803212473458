import {
  adListSchema,
  type FoodOrder,
  MENU_FALLBACK_POLL_MS,
  menuListSchema,
  orderListSchema,
  type PlaceOrderRequest,
  placeOrderResponseSchema,
} from '@club/shared/food';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../app/socket-provider';
import { apiRequest } from '../../lib/api';

export const FOOD_KEY = ['food'] as const;
export const MENU_KEY = [...FOOD_KEY, 'items'] as const;
export const ADS_KEY = [...FOOD_KEY, 'ads'] as const;
export const ORDERS_KEY = [...FOOD_KEY, 'orders'] as const;

export function useMenu() {
  const refetchInterval = useFallbackRefetchInterval(MENU_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: MENU_KEY,
    queryFn: () => apiRequest('/api/food-beverage/items', { schema: menuListSchema }),
    refetchInterval,
  });
}

export function useAds() {
  const refetchInterval = useFallbackRefetchInterval(MENU_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: ADS_KEY,
    queryFn: () => apiRequest('/api/food-beverage/ads', { schema: adListSchema }),
    refetchInterval,
  });
}

export function useMyOrders() {
  const refetchInterval = useFallbackRefetchInterval(MENU_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: ORDERS_KEY,
    queryFn: () => apiRequest('/api/food-beverage/orders', { schema: orderListSchema }),
    refetchInterval,
  });
}

/** Puts an order at the top of the player's list, or replaces its older copy. */
export function storeOrder(queryClient: QueryClient, order: FoodOrder) {
  queryClient.setQueryData<FoodOrder[]>(ORDERS_KEY, (list) => {
    if (!list) return list;
    const rest = list.filter((entry) => entry.id !== order.id);
    return [order, ...rest].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PlaceOrderRequest) =>
      apiRequest('/api/food-beverage/orders', { method: 'POST', body: payload, schema: placeOrderResponseSchema }),
    onSuccess: ({ order }) => storeOrder(queryClient, order),
  });
}
