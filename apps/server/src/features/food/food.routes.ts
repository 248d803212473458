import { foodContract as contract } from '@club/shared/contracts/food';
import { fromContract } from '../../plugins/contract';
import { FOOD_MESSAGES } from '@club/shared/food';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../app-error';
import { currentPlayer, requirePlayer } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { listActiveAds, listAvailableMenu } from './food.repo';
import { listPlayerOrders, placeOrder } from './orders.service';

export const foodRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...fromContract(contract.getFoodBeverageItems),
    preHandler: requirePlayer(),
    // The table's reader takes `items` (dashboard.md section 7), as the menu-updated push carries it.
    handler: async () => ({ items: await listAvailableMenu(db) }),
  });

  app.route({
    ...fromContract(contract.getFoodBeverageAds),
    preHandler: requirePlayer(),
    handler: async () => ({ ads: await listActiveAds(db) }),
  });

  app.route({
    ...fromContract(contract.postFoodBeverageOrders),
    preHandler: [
      requirePlayer(),
      rateLimit({ name: 'food-orders', max: 20, windowMs: 60_000, key: (r) => String(currentPlayer(r).playerId) }),
    ],
    handler: async (request, reply) => {
      const { playerId } = currentPlayer(request);
      if (request.body.playerId !== undefined && request.body.playerId !== playerId) {
        throw forbidden('You can only order for yourself');
      }
      const { items, notes, tableNumber } = request.body;
      const order = await placeOrder(app.useCase, { playerId, items, notes, tableNumber });
      return reply.status(201).send({ success: true as const, message: FOOD_MESSAGES.orderPlaced, order });
    },
  });

  app.route({
    ...fromContract(contract.getFoodBeverageOrders),
    preHandler: requirePlayer(),
    handler: async (request) => listPlayerOrders(db, currentPlayer(request).playerId),
  });
};
