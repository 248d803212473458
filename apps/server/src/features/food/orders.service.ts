import { returnedRow, stillThere } from '../../db/rows';
import type { UseCaseContext } from '../../use-case';
import { publishOrder } from './food.events';
import {
  type CartLine,
  FOOD_MESSAGES,
  type FoodOrder,
  MAX_ORDER_QUANTITY,
  OPEN_ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  PLAYER_ORDERS_SHOWN,
  type StaffFoodOrder,
} from '@club/shared/food';
import { eq, inArray, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Db } from '../../db/client';
import { foodOrderLines, foodOrders } from '../../db/schema';
import type { StaffSession } from '../../auth/sessions.service';
import { sendNotification } from '../notifications/notifications.service';
import { writeAudit } from '../staff/audit.service';
import { currentSeatsOfPlayers } from '../tables/lobby/tables.service';
import { listMenuItemsByIds, loadOrder, loadOrders } from './food.repo';

/** The same item twice in a cart is one line with the quantities added. */
function mergeLines(items: CartLine[]): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const { itemId, quantity } of items) quantities.set(itemId, (quantities.get(itemId) ?? 0) + quantity);
  for (const quantity of quantities.values()) {
    if (quantity > MAX_ORDER_QUANTITY) {
      throw new AppError('VALIDATION_FAILED', `At most ${MAX_ORDER_QUANTITY} of one item per order`);
    }
  }
  return quantities;
}

/**
 * Places an order priced from the club's own menu: the client's prices and total are never read
 * (a cart is the client's copy and can be forged). Unknown or unavailable items refuse the whole order.
 */
async function insertOrder(
  db: Db,
  input: { playerId: number; items: CartLine[]; notes: string | null; tableNumber: string | null },
): Promise<FoodOrder> {
  const quantities = mergeLines(input.items);
  const orderId = await db.transaction(async (tx) => {
    const menu = await listMenuItemsByIds(tx, [...quantities.keys()]);
    const missing = [...quantities.keys()].filter((id) => !menu.some((item) => item.id === id && item.isAvailable));
    if (missing.length > 0) {
      throw new AppError('ITEM_UNAVAILABLE', FOOD_MESSAGES.itemUnavailable, { details: { itemIds: missing } });
    }
    const lines = menu.map((item) => ({
      menuItemId: item.id,
      name: item.name,
      unitPricePaise: item.pricePaise,
      // The menu was read by these ids, so each has its quantity.
      quantity: quantities.get(item.id) ?? 0,
    }));
    const totalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * BigInt(line.quantity), 0n);
    const order = returnedRow(
      await tx
        .insert(foodOrders)
        .values({ playerId: input.playerId, notes: input.notes, tableNumber: input.tableNumber, totalPaise })
        .returning({ id: foodOrders.id }),
    );
    await tx.insert(foodOrderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
    return order.id;
  });
  return stillThere(await loadOrder(db, orderId), 'Order');
}

export function listPlayerOrders(db: Db, playerId: number): Promise<FoodOrder[]> {
  return loadOrders(db, { where: eq(foodOrders.playerId, playerId), newestFirst: true, limit: PLAYER_ORDERS_SHOWN });
}

/** Orders as the kitchen reads them: each with where to deliver it now (one seat query for them all). */
export async function toStaffOrders(db: Db, orders: FoodOrder[]): Promise<StaffFoodOrder[]> {
  const places = await currentSeatsOfPlayers(
    db,
    orders.map((order) => order.playerId),
  );
  return orders.map((order) => ({ ...order, deliverTo: places.get(order.playerId) ?? null }));
}

/** The kitchen queue: open orders oldest first (the next to make on top), or any status newest first. */
export async function listKitchenOrders(db: Db, status: 'open' | 'all' | OrderStatus): Promise<StaffFoodOrder[]> {
  const orders =
    status === 'open'
      ? await loadOrders(db, {
          where: inArray(foodOrders.status, [...OPEN_ORDER_STATUSES]),
          newestFirst: false,
          limit: 500,
        })
      : await loadOrders(db, {
          where: status === 'all' ? undefined : eq(foodOrders.status, status),
          newestFirst: true,
          limit: 200,
        });
  return toStaffOrders(db, orders);
}

/** Moves an order along ORDER_TRANSITIONS; the row is locked so two staff cannot both move it. */
async function changeOrderStatus(
  db: Db,
  input: { staff: OrderStaff; orderId: number; status: OrderStatus; reason?: string | null },
): Promise<FoodOrder> {
  const reason = input.status === 'cancelled' ? (input.reason ?? null) : null;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(foodOrders).where(eq(foodOrders.id, input.orderId)).for('update');
    if (!before) throw notFound('Order');
    const from = before.status;
    if (!ORDER_TRANSITIONS[from].includes(input.status)) {
      throw new AppError('INVALID_STATE', `An order that is ${from} cannot become ${input.status}`);
    }
    await tx
      .update(foodOrders)
      .set({ status: input.status, cancelReason: reason, updatedAt: sql`clock_timestamp()` })
      .where(eq(foodOrders.id, input.orderId));
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      playerId: before.playerId,
      action: `food_order.${input.status}`,
      entity: 'food_order',
      entityId: input.orderId,
      before: { status: from },
      after: reason ? { status: input.status, reason } : { status: input.status },
    });
  });
  return stillThere(await loadOrder(db, input.orderId), 'Order');
}

/** A player orders: the kitchen and the player's tabs see it at once. */
export async function placeOrder(ctx: UseCaseContext, ...args: Tail<Parameters<typeof insertOrder>>) {
  const order = await insertOrder(ctx.db, ...args);
  const [kitchen] = await toStaffOrders(ctx.db, [order]);
  publishOrder(ctx, kitchen ?? { ...order, deliverTo: null });
  return order;
}

/** The kitchen moves an order on: the player's tabs and the other consoles follow. */
export async function updateOrderStatus(
  ctx: UseCaseContext,
  ...args: Tail<Parameters<typeof changeOrderStatus>>
): Promise<StaffFoodOrder> {
  const order = await changeOrderStatus(ctx.db, ...args);
  const [kitchen] = await toStaffOrders(ctx.db, [order]);
  const answer = kitchen ?? { ...order, deliverTo: null };
  publishOrder(ctx, answer);
  const news = orderNews(answer);
  if (news) {
    // A failed notice is logged, never a failed move: the order has moved, and its push says so.
    ctx.afterCommit(async () => {
      await sendNotification(
        ctx,
        { ...news, messageType: 'general', priority: 'high', mediaUrl: null, target: { playerId: order.playerId } },
        args[0].staff,
      );
    });
  }
  return answer;
}

type OrderStaff = Pick<StaffSession, 'staffId' | 'name' | 'role'>;

/**
 * What the player is told by a notification bubble when the kitchen moves their order on (issue 14,
 * item 22): ready (with where it is brought) and delivered. Other moves show on the order itself.
 */
export function orderNews(order: StaffFoodOrder): { title: string; message: string } | null {
  const items = order.items.map((line) => `${line.quantity} × ${line.name}`).join(', ');
  if (order.status === 'ready') {
    const place = order.deliverTo
      ? `${order.deliverTo.tableName}, seat ${order.deliverTo.seatNumber}`
      : order.tableNumber
        ? `table ${order.tableNumber}`
        : null;
    return {
      title: 'Your order is ready',
      message: `Order #${order.id} (${items}) is ready${place ? ` and on its way to ${place}` : '; staff will bring it to you'}.`,
    };
  }
  if (order.status === 'delivered') {
    return { title: 'Order delivered', message: `Order #${order.id} (${items}) was delivered. Enjoy!` };
  }
  return null;
}

type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;
