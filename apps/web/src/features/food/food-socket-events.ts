import { registerSocketHandler } from '../../lib/socket';
import { ADS_KEY, MENU_KEY, storeOrder } from './food-queries';

/** menu-updated and ads-updated carry the whole current lists; an order's move carries the order. */
export function registerFoodSocketEvents(): () => void {
  const stops = [
    registerSocketHandler('menu-updated', ({ items }, queryClient) => queryClient.setQueryData(MENU_KEY, items)),
    registerSocketHandler('ads-updated', ({ ads }, queryClient) => queryClient.setQueryData(ADS_KEY, ads)),
    registerSocketHandler('food_order_updated', (order, queryClient) => storeOrder(queryClient, order)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
