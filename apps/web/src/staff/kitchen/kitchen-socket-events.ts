import { registerSocketHandler } from '../../lib/socket';
import { storeKitchenOrder } from './kitchen-queries';

/** New and moved orders applied to the kitchen board for the life of the console's socket. */
export function registerKitchenSocketEvents(): () => void {
  return registerSocketHandler('kitchen_order_updated', (order, queryClient) => storeKitchenOrder(queryClient, order));
}
