import { z } from 'zod';
import { optionalLinkSchema } from './media';
import { rupeesInput } from './money';

export const ORDER_STATUSES = ['placed', 'preparing', 'ready', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const STAFF_ORDER_STATUSES = ['preparing', 'ready', 'delivered', 'cancelled'] as const;

/** The kitchen moves an order forwards (skipping steps is fine); delivered and cancelled are final. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['preparing', 'ready', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'preparing', 'ready'];

// dashboard.md section 9: the success dialog shows 3 s; delivery estimate 15-20 minutes. Menu and ads
// were polled every 1 s and 2 s; here they arrive as menu-updated / ads-updated events instead.
export const ORDER_SUCCESS_DIALOG_MS = 3_000;
export const ESTIMATED_DELIVERY = '15-20 minutes';
export const MENU_FALLBACK_POLL_MS = 15_000;
export const MAX_ORDER_QUANTITY = 50;
export const MAX_ORDER_LINES = 30;
export const PLAYER_ORDERS_SHOWN = 10;

export const FOOD_MESSAGES = {
  emptyCart: 'Empty Cart',
  emptyCartDescription: 'Please add items to your cart before placing an order.',
  orderPlaced: 'Order Placed!',
  orderFailed: 'Order Failed',
  orderFailedDescription: 'Failed to place order. Please try again.',
  emptyMenu: 'No Menu Items Available',
  itemUnavailable: 'An item in your cart is no longer available. Please review your order.',
} as const;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  preparing: 'Preparing',
  ready: 'Ready',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Rupees with up to two decimals (text or a number); zero is a free item. */
const priceSchema = rupeesInput({
  allowZero: true,
  digits: 7,
  message: 'Enter a price in rupees with at most two decimals',
});

export const menuItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.string(),
  image_url: z.string().nullable(),
  is_available: z.boolean(),
  sort_order: z.number(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
export const menuListSchema = z.array(menuItemSchema);

export const foodAdSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  video_url: z.string().nullable(),
  target_url: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number(),
});
export type FoodAd = z.infer<typeof foodAdSchema>;
export const adListSchema = z.array(foodAdSchema);

export const idParams = z.object({ id: z.coerce.number().int().positive() });

const menuItemFields = {
  name: z.string().trim().min(1, 'Required').max(120),
  description: z.string().trim().max(1000).default(''),
  category: z.string().trim().toLowerCase().min(1).max(30).default('food'),
  price: priceSchema,
  image_url: optionalLinkSchema,
  is_available: z.boolean().default(true),
  sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
};
export const createMenuItemRequestSchema = z.object(menuItemFields);
export const updateMenuItemRequestSchema = z
  .object({
    name: menuItemFields.name.optional(),
    description: menuItemFields.description.unwrap().optional(),
    category: menuItemFields.category.unwrap().optional(),
    price: priceSchema.optional(),
    image_url: optionalLinkSchema,
    is_available: z.boolean().optional(),
    sort_order: menuItemFields.sort_order.unwrap().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type CreateMenuItemRequest = z.infer<typeof createMenuItemRequestSchema>;
export type UpdateMenuItemRequest = z.infer<typeof updateMenuItemRequestSchema>;

const adFields = {
  title: z.string().trim().min(1, 'Required').max(120),
  description: z.string().trim().max(1000).default(''),
  image_url: optionalLinkSchema,
  video_url: optionalLinkSchema,
  target_url: optionalLinkSchema,
  is_active: z.boolean().default(true),
  sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
};
export const createAdRequestSchema = z.object(adFields);
export const updateAdRequestSchema = z
  .object({
    title: adFields.title.optional(),
    description: adFields.description.unwrap().optional(),
    image_url: optionalLinkSchema,
    video_url: optionalLinkSchema,
    target_url: optionalLinkSchema,
    is_active: z.boolean().optional(),
    sort_order: adFields.sort_order.unwrap().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type CreateAdRequest = z.infer<typeof createAdRequestSchema>;
export type UpdateAdRequest = z.infer<typeof updateAdRequestSchema>;

/** Optional text from the Review Order dialog: blank becomes null (dashboard.md section 5). */
export const TABLE_NUMBER_MAX_LENGTH = 100;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** A cart line as the client sends it. Its name and price are the client's copy and are never read. */
export const cartLineSchema = z.object({
  itemId: z.coerce.number().int().positive(),
  quantity: z.coerce.number().int().min(1).max(MAX_ORDER_QUANTITY),
  name: z.string().max(200).optional(),
  price: z.union([z.string(), z.number()]).optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The spec's order payload. The server prices it from its own menu; totalAmount is ignored. */
export const placeOrderRequestSchema = z.object({
  playerId: z.coerce.number().int().positive().optional(),
  playerName: z.string().max(200).optional(),
  items: z
    .array(cartLineSchema)
    .min(1, `${FOOD_MESSAGES.emptyCart} - ${FOOD_MESSAGES.emptyCartDescription}`)
    .max(MAX_ORDER_LINES),
  totalAmount: z.union([z.string(), z.number()]).optional(),
  notes: optionalText(500),
  // Long enough for a table's name and seat, which the Review Order dialog fills in (issue 14, item 22).
  tableNumber: optionalText(TABLE_NUMBER_MAX_LENGTH),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const orderLineSchema = z.object({
  menuItemId: z.number(),
  name: z.string(),
  unitPrice: z.string(),
  quantity: z.number(),
  lineTotal: z.string(),
});

export const orderSchema = z.object({
  id: z.number(),
  playerId: z.number(),
  playerName: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalAmount: z.string(),
  tableNumber: z.string().nullable(),
  notes: z.string().nullable(),
  items: z.array(orderLineSchema),
  /** Why the kitchen cancelled it (the player reads it); null otherwise. */
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FoodOrder = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

/** Where the kitchen takes an order: the player's table and seat now (they may have moved since ordering). */
export const deliverToSchema = z.object({ tableId: z.string(), tableName: z.string(), seatNumber: z.number() });
/** An order as the kitchen reads it (GET/PATCH /api/staff/food-beverage/orders and kitchen_order_updated). */
export const staffOrderSchema = orderSchema.extend({ deliverTo: deliverToSchema.nullable() });
export type StaffFoodOrder = z.infer<typeof staffOrderSchema>;
export const staffOrderListSchema = z.array(staffOrderSchema);

export const placeOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});

export const staffOrdersQuerySchema = z.object({
  status: z.enum(['open', 'all', ...ORDER_STATUSES]).default('open'),
});
export const ORDER_CANCEL_REASON_MAX = 200;
/** reason: only with cancelled (optional there); the player reads it on the order. */
export const updateOrderStatusRequestSchema = z
  .object({
    status: z.enum(STAFF_ORDER_STATUSES),
    reason: z
      .string()
      .trim()
      .max(ORDER_CANCEL_REASON_MAX, `Keep the reason under ${ORDER_CANCEL_REASON_MAX} characters`)
      .optional()
      .transform((v) => v || null),
  })
  .refine((body) => body.reason === null || body.status === 'cancelled', {
    message: 'A reason goes with cancelling only',
    path: ['reason'],
  });

export const foodDeletedResponseSchema = z.object({ success: z.literal(true), id: z.number() });
/** retired: the item was on past orders, so it stays in the database as unavailable. */
export const menuItemRemovedResponseSchema = foodDeletedResponseSchema.extend({ retired: z.boolean() });
