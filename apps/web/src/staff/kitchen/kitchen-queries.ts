import { foodContract } from '@club/shared/contracts/food';
import type { StaffFoodOrder } from '@club/shared/food';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { handleStaffAuthError } from '../staff-session';

export const KITCHEN_KEY = ['staff', 'kitchen', 'orders'] as const;
/** Only while the socket is down (DESIGN.md section 6): kitchen_order_updated keeps the board current otherwise. */
const KITCHEN_FALLBACK_POLL_MS = 15_000;

/** The open queue (every open order) and the latest orders of any status (for delivered and cancelled). */
export function useKitchenOrders() {
  const queryClient = useQueryClient();
  const refetchInterval = useFallbackRefetchInterval(KITCHEN_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: KITCHEN_KEY,
    queryFn: async (): Promise<StaffFoodOrder[]> => {
      try {
        const [open, latest] = await Promise.all([
          callApi(foodContract.getStaffFoodBeverageOrders, { query: { status: 'open' } }),
          callApi(foodContract.getStaffFoodBeverageOrders, { query: { status: 'all' } }),
        ]);
        const byId = new Map(latest.map((order) => [order.id, order]));
        for (const order of open) byId.set(order.id, order);
        return [...byId.values()];
      } catch (error) {
        handleStaffAuthError(queryClient, error);
        throw error;
      }
    },
    refetchInterval,
  });
}

/** Applies one order (a push or an answer), unless the cache already holds a later change of it. */
export function storeKitchenOrder(queryClient: QueryClient, order: StaffFoodOrder) {
  queryClient.setQueryData<StaffFoodOrder[]>(KITCHEN_KEY, (orders) => {
    if (!orders) return orders;
    const held = orders.find((o) => o.id === order.id);
    if (!held) return [...orders, order];
    if (Date.parse(held.updatedAt) > Date.parse(order.updatedAt)) return orders;
    return orders.map((o) => (o.id === order.id ? order : o));
  });
}

export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; status: 'preparing' | 'ready' | 'delivered' | 'cancelled'; reason?: string }) =>
      callApi(foodContract.patchStaffFoodBeverageOrdersById, {
        params: { id: input.id },
        body: { status: input.status, ...(input.reason ? { reason: input.reason } : {}) },
      }),
    onSuccess: (order) => storeKitchenOrder(queryClient, order),
    onError: (error) => {
      if (handleStaffAuthError(queryClient, error)) return;
      // The board may be behind (another tablet moved it): read it again.
      void queryClient.invalidateQueries({ queryKey: KITCHEN_KEY });
    },
  });
}
