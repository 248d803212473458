import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { FoodAd, MenuItem, StaffFoodOrder } from '@club/shared/food';
import type { Publisher } from '../../use-case';

/**
 * An order's news goes to the player's tabs and, with where to deliver it, to the staff who run food
 * orders (DESIGN.md section 8).
 */
export function publishOrder(events: Publisher, order: StaffFoodOrder): void {
  const { deliverTo: _kitchenOnly, ...forPlayer } = order;
  events.publish(ROOMS.player(order.playerId), 'food_order_updated', forPlayer);
  events.publish(staffRoomsOf('kitchen_order_updated'), 'kitchen_order_updated', order);
}

/** The menu and the ads are small: each change sends the whole current list, which clients show as is. */
export function publishMenu(events: Publisher, items: MenuItem[]): void {
  events.publish(ROOMS.foodBeverage, 'menu-updated', { items });
}

export function publishAds(events: Publisher, ads: FoodAd[]): void {
  events.publish(ROOMS.foodBeverage, 'ads-updated', { ads });
}
