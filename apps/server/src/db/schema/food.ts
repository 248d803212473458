import { ORDER_STATUSES } from '@club/shared/food';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, paise, tstz } from './columns';
import { players } from './players';

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('food'),
    pricePaise: paise('price_paise').notNull(),
    imageUrl: text('image_url'),
    isAvailable: boolean('is_available').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('menu_items_price', sql`${t.pricePaise} >= 0`)],
);

export const foodAds = pgTable('food_ads', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  videoUrl: text('video_url'),
  targetUrl: text('target_url'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const foodOrders = pgTable(
  'food_orders',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tableNumber: text('table_number'),
    notes: text('notes'),
    totalPaise: paise('total_paise').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    // Why the kitchen cancelled it: the player reads it on the order.
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('food_orders_status', sql`${t.status} IN ('placed', 'preparing', 'ready', 'delivered', 'cancelled')`),
    check('food_orders_total', sql`${t.totalPaise} >= 0`),
    index('food_orders_player_idx').on(t.playerId),
    // The kitchen queue reads open orders by status, oldest first.
    index('food_orders_status_idx').on(t.status, t.createdAt),
  ],
);

/** Prices are copied from the menu at order time; a client's price is never stored. */
export const foodOrderLines = pgTable(
  'food_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => foodOrders.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id),
    name: text('name').notNull(),
    unitPricePaise: paise('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [check('food_order_lines_quantity', sql`${t.quantity} BETWEEN 1 AND 50`)],
);
