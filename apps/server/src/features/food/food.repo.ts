import type { FoodAd, FoodOrder, MenuItem } from '@club/shared/food';
import { fromPaise } from '@club/shared/money';
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { foodAds, foodOrderLines, foodOrders, menuItems, players } from '../../db/schema';

export type MenuItemRow = typeof menuItems.$inferSelect;
export type AdRow = typeof foodAds.$inferSelect;

export function toMenuItem(row: MenuItemRow): MenuItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    price: fromPaise(row.pricePaise),
    image_url: row.imageUrl,
    is_available: row.isAvailable,
    sort_order: row.sortOrder,
  };
}

export function toAd(row: AdRow): FoodAd {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.imageUrl,
    video_url: row.videoUrl,
    target_url: row.targetUrl,
    is_active: row.isActive,
    sort_order: row.sortOrder,
  };
}

const menuOrder = [asc(menuItems.sortOrder), asc(menuItems.name), asc(menuItems.id)];

/** The menu players order from: available items only. */
export async function listAvailableMenu(db: DbOrTx): Promise<MenuItem[]> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.isAvailable, true))
    .orderBy(...menuOrder);
  return rows.map(toMenuItem);
}

export async function listWholeMenu(db: DbOrTx): Promise<MenuItem[]> {
  const rows = await db
    .select()
    .from(menuItems)
    .orderBy(...menuOrder);
  return rows.map(toMenuItem);
}

export async function listMenuItemsByIds(db: DbOrTx, ids: number[]): Promise<MenuItemRow[]> {
  return ids.length ? db.select().from(menuItems).where(inArray(menuItems.id, ids)) : [];
}

const adOrder = [asc(foodAds.sortOrder), desc(foodAds.createdAt), desc(foodAds.id)];

export async function listActiveAds(db: DbOrTx): Promise<FoodAd[]> {
  const rows = await db
    .select()
    .from(foodAds)
    .where(eq(foodAds.isActive, true))
    .orderBy(...adOrder);
  return rows.map(toAd);
}

export async function listAllAds(db: DbOrTx): Promise<FoodAd[]> {
  const rows = await db
    .select()
    .from(foodAds)
    .orderBy(...adOrder);
  return rows.map(toAd);
}

/** Orders with their lines and the player's name, in the order and number asked for. */
export async function loadOrders(
  db: DbOrTx,
  options: { where?: SQL; newestFirst: boolean; limit: number },
): Promise<FoodOrder[]> {
  const rows = await db
    .select({ order: foodOrders, firstName: players.firstName, lastName: players.lastName })
    .from(foodOrders)
    .innerJoin(players, eq(players.id, foodOrders.playerId))
    .where(options.where)
    .orderBy(
      options.newestFirst ? desc(foodOrders.createdAt) : asc(foodOrders.createdAt),
      options.newestFirst ? desc(foodOrders.id) : asc(foodOrders.id),
    )
    .limit(options.limit);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(foodOrderLines)
    .where(
      inArray(
        foodOrderLines.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(foodOrderLines.id));
  return rows.map(({ order, firstName, lastName }) => ({
    id: order.id,
    playerId: order.playerId,
    playerName: `${firstName} ${lastName}`.trim(),
    status: order.status,
    totalAmount: fromPaise(order.totalPaise),
    tableNumber: order.tableNumber,
    notes: order.notes,
    cancelReason: order.cancelReason,
    items: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        menuItemId: line.menuItemId,
        name: line.name,
        unitPrice: fromPaise(line.unitPricePaise),
        quantity: line.quantity,
        lineTotal: fromPaise(line.unitPricePaise * BigInt(line.quantity)),
      })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  }));
}

export async function loadOrder(db: DbOrTx, id: number): Promise<FoodOrder | null> {
  const [order] = await loadOrders(db, { where: eq(foodOrders.id, id), newestFirst: true, limit: 1 });
  return order ?? null;
}
