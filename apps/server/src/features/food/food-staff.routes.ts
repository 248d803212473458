import { foodContract as contract } from '@club/shared/contracts/food';
import { fromContract } from '../../plugins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { listAllAds, listWholeMenu } from './food.repo';
import { createAd, createMenuItem, deleteAd, removeMenuItem, updateAd, updateMenuItem } from './menu.service';
import { listKitchenOrders, updateOrderStatus } from './orders.service';

/**
 * Menu and ads: super_admin, admin, manager (content). The kitchen queue: super_admin, admin, gre and
 * kitchen (`foodOrders`, decision 105). Players' screens follow by menu-updated / ads-updated, sent whole.
 */
export const foodStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const content = requireStaff('content');
  const kitchen = requireStaff('foodOrders');
  const staffId = (request: Parameters<typeof currentStaff>[0]) => currentStaff(request).staffId;

  app.route({
    ...fromContract(contract.getStaffFoodBeverageItems),
    preHandler: content,
    handler: async () => listWholeMenu(db),
  });
  app.route({
    ...fromContract(contract.postStaffFoodBeverageItems),
    preHandler: content,
    handler: async (request, reply) => {
      const item = await createMenuItem(app.useCase, staffId(request), request.body);
      return reply.status(201).send(item);
    },
  });
  app.route({
    ...fromContract(contract.patchStaffFoodBeverageItemsById),
    preHandler: content,
    handler: async (request) => {
      const item = await updateMenuItem(app.useCase, staffId(request), request.params.id, request.body);
      return item;
    },
  });
  app.route({
    ...fromContract(contract.deleteStaffFoodBeverageItemsById),
    preHandler: content,
    handler: async (request) => {
      const { retired } = await removeMenuItem(app.useCase, staffId(request), request.params.id);
      return { success: true as const, id: request.params.id, retired };
    },
  });

  app.route({
    ...fromContract(contract.getStaffFoodBeverageAds),
    preHandler: content,
    handler: async () => listAllAds(db),
  });
  app.route({
    ...fromContract(contract.postStaffFoodBeverageAds),
    preHandler: content,
    handler: async (request, reply) => {
      const ad = await createAd(app.useCase, staffId(request), request.body);
      return reply.status(201).send(ad);
    },
  });
  app.route({
    ...fromContract(contract.patchStaffFoodBeverageAdsById),
    preHandler: content,
    handler: async (request) => {
      const ad = await updateAd(app.useCase, staffId(request), request.params.id, request.body);
      return ad;
    },
  });
  app.route({
    ...fromContract(contract.deleteStaffFoodBeverageAdsById),
    preHandler: content,
    handler: async (request) => {
      await deleteAd(app.useCase, staffId(request), request.params.id);
      return { success: true as const, id: request.params.id };
    },
  });

  app.route({
    ...fromContract(contract.getStaffFoodBeverageOrders),
    preHandler: kitchen,
    handler: async (request) => listKitchenOrders(db, request.query.status),
  });
  app.route({
    ...fromContract(contract.patchStaffFoodBeverageOrdersById),
    preHandler: kitchen,
    handler: async (request) => {
      const order = await updateOrderStatus(app.useCase, {
        staff: currentStaff(request),
        orderId: request.params.id,
        status: request.body.status,
        reason: request.body.reason,
      });
      return order;
    },
  });
};
