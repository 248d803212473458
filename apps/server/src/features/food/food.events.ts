import type { Db } from '../../db/client';
import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { StaffFoodOrder } from '@club/shared/food';
import type { Publisher, UseCaseContext } from '../../use-case';
import { listActiveAds, listAvailableMenu } from './food.repo';

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
export async function publishMenu(ctx: UseCaseContext): Promise<void> {
  ctx.publish(ROOMS.foodBeverage, 'menu-updated', { items: await listAvailableMenu(ctx.db) });
}

export async function publishAds(ctx: UseCaseContext): Promise<void> {
  ctx.publish(ROOMS.foodBeverage, 'ads-updated', { ads: await listActiveAds(ctx.db) });
}

/** A use case from a change to the menu or the ads: the change, then the whole list to every open menu. */
export const thenAnnounce =
  <A extends unknown[], R>(
    announce: (ctx: UseCaseContext) => Promise<void>,
    change: (db: Db, ...args: A) => Promise<R>,
  ) =>
  async (ctx: UseCaseContext, ...args: A): Promise<R> => {
    const result = await change(ctx.db, ...args);
    await announce(ctx);
    return result;
  };
