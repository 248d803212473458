import { ROOMS } from '@club/shared/events';
import type { FoodOrder } from '@club/shared/food';
import { STAFF_PERMISSIONS } from '@club/shared/staff';
import type { FastifyInstance } from 'fastify';
import { listActiveAds, listAvailableMenu } from './food.repo';

/** An order's news goes to the player's tabs and to the staff who run food orders (DESIGN.md section 8). */
export function publishOrder(app: FastifyInstance, order: FoodOrder): void {
  const kitchen = STAFF_PERMISSIONS.guestRelations.map((role) => ROOMS.staffRole(role));
  app.publish([ROOMS.player(order.playerId), ...kitchen], 'food_order_updated', order);
}

/** The menu and the ads are small: each change sends the whole current list, which clients show as is. */
export async function publishMenu(app: FastifyInstance): Promise<void> {
  app.publish(ROOMS.foodBeverage, 'menu-updated', { items: await listAvailableMenu(app.database.db) });
}

export async function publishAds(app: FastifyInstance): Promise<void> {
  app.publish(ROOMS.foodBeverage, 'ads-updated', { ads: await listActiveAds(app.database.db) });
}
