import { errorResponses } from '../../plugins/errors';
import { errorBodySchema } from '@club/shared/errors';
import {
  adListSchema,
  FOOD_MESSAGES,
  menuListSchema,
  orderListSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from '@club/shared/food';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../app-error';
import { currentPlayer, requirePlayer } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { publishOrder } from './food.events';
import { listActiveAds, listAvailableMenu } from './food.repo';
import { listPlayerOrders, placeOrder } from './orders.service';

const errors = errorResponses(400, 401, 403, 409);

export const foodRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['food'];

  app.get(
    '/api/food-beverage/items',
    {
      schema: { tags, summary: 'The menu: available items', response: { 200: menuListSchema, ...errors } },
      preHandler: requirePlayer(),
    },
    async () => listAvailableMenu(db),
  );

  app.get(
    '/api/food-beverage/ads',
    {
      schema: { tags, summary: 'Active food and beverage ads', response: { 200: adListSchema, ...errors } },
      preHandler: requirePlayer(),
    },
    async () => listActiveAds(db),
  );

  app.post(
    '/api/food-beverage/orders',
    {
      schema: {
        tags,
        summary: 'Place an order, priced from the menu',
        description:
          'The spec payload (playerId, playerName, items, totalAmount, notes, tableNumber). Each line is priced from the menu; the client’s price and totalAmount are ignored. An unknown or unavailable item refuses the order (409 ITEM_UNAVAILABLE, details.itemIds). Blank notes and tableNumber become null.',
        body: placeOrderRequestSchema,
        response: { 201: placeOrderResponseSchema, ...errors, 429: errorBodySchema },
      },
      preHandler: [
        requirePlayer(),
        rateLimit({ name: 'food-orders', max: 20, windowMs: 60_000, key: (r) => String(currentPlayer(r).playerId) }),
      ],
    },
    async (request, reply) => {
      const { playerId } = currentPlayer(request);
      if (request.body.playerId !== undefined && request.body.playerId !== playerId) {
        throw forbidden('You can only order for yourself');
      }
      const { items, notes, tableNumber } = request.body;
      const order = await placeOrder(db, { playerId, items, notes, tableNumber });
      publishOrder(app, order);
      return reply.status(201).send({ success: true as const, message: FOOD_MESSAGES.orderPlaced, order });
    },
  );

  app.get(
    '/api/food-beverage/orders',
    {
      schema: {
        tags,
        summary: "The signed-in player's latest orders with their status",
        response: { 200: orderListSchema, ...errors },
      },
      preHandler: requirePlayer(),
    },
    async (request) => listPlayerOrders(db, currentPlayer(request).playerId),
  );
};
