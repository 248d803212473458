import { errorResponses } from '../../plugins/errors';

import {
  adListSchema,
  createAdRequestSchema,
  createMenuItemRequestSchema,
  foodAdSchema,
  foodDeletedResponseSchema,
  idParams,
  menuItemRemovedResponseSchema,
  menuItemSchema,
  menuListSchema,
  orderListSchema,
  orderSchema,
  staffOrdersQuerySchema,
  updateAdRequestSchema,
  updateMenuItemRequestSchema,
  updateOrderStatusRequestSchema,
} from '@club/shared/food';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { publishAds, publishMenu, publishOrder } from './food.events';
import { listAllAds, listWholeMenu } from './food.repo';
import { createAd, createMenuItem, deleteAd, removeMenuItem, updateAd, updateMenuItem } from './menu.service';
import { listKitchenOrders, updateOrderStatus } from './orders.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['staff', 'food'];

/**
 * Menu and ads: super_admin, admin, manager (content). The kitchen queue: super_admin, admin, gre
 * (DESIGN.md section 8, food orders). Players' screens follow by menu-updated / ads-updated, sent whole.
 */
export const foodStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const content = requireStaff('content');
  const kitchen = requireStaff('guestRelations');
  const staffId = (request: Parameters<typeof currentStaff>[0]) => currentStaff(request).staffId;
  const announceMenu = () => publishMenu(app);
  const announceAds = () => publishAds(app);

  app.get(
    '/api/staff/food-beverage/items',
    {
      schema: {
        tags,
        summary: 'The whole menu, unavailable items included',
        response: { 200: menuListSchema, ...errors },
      },
      preHandler: content,
    },
    async () => listWholeMenu(db),
  );
  app.post(
    '/api/staff/food-beverage/items',
    {
      schema: {
        tags,
        summary: 'Add a menu item',
        body: createMenuItemRequestSchema,
        response: { 201: menuItemSchema, ...errors },
      },
      preHandler: content,
    },
    async (request, reply) => {
      const item = await createMenuItem(db, staffId(request), request.body);
      await announceMenu();
      return reply.status(201).send(item);
    },
  );
  app.patch(
    '/api/staff/food-beverage/items/:id',
    {
      schema: {
        tags,
        summary: 'Change a menu item (price, availability, …)',
        params: idParams,
        body: updateMenuItemRequestSchema,
        response: { 200: menuItemSchema, ...errors },
      },
      preHandler: content,
    },
    async (request) => {
      const item = await updateMenuItem(db, staffId(request), request.params.id, request.body);
      await announceMenu();
      return item;
    },
  );
  app.delete(
    '/api/staff/food-beverage/items/:id',
    {
      schema: {
        tags,
        summary: 'Remove a menu item (kept as unavailable if it was ever ordered)',
        params: idParams,
        response: { 200: menuItemRemovedResponseSchema, ...errors },
      },
      preHandler: content,
    },
    async (request) => {
      const { retired } = await removeMenuItem(db, staffId(request), request.params.id);
      await announceMenu();
      return { success: true as const, id: request.params.id, retired };
    },
  );

  app.get(
    '/api/staff/food-beverage/ads',
    {
      schema: { tags, summary: 'Every ad, inactive included', response: { 200: adListSchema, ...errors } },
      preHandler: content,
    },
    async () => listAllAds(db),
  );
  app.post(
    '/api/staff/food-beverage/ads',
    {
      schema: { tags, summary: 'Add an ad', body: createAdRequestSchema, response: { 201: foodAdSchema, ...errors } },
      preHandler: content,
    },
    async (request, reply) => {
      const ad = await createAd(db, staffId(request), request.body);
      await announceAds();
      return reply.status(201).send(ad);
    },
  );
  app.patch(
    '/api/staff/food-beverage/ads/:id',
    {
      schema: {
        tags,
        summary: 'Change an ad',
        params: idParams,
        body: updateAdRequestSchema,
        response: { 200: foodAdSchema, ...errors },
      },
      preHandler: content,
    },
    async (request) => {
      const ad = await updateAd(db, staffId(request), request.params.id, request.body);
      await announceAds();
      return ad;
    },
  );
  app.delete(
    '/api/staff/food-beverage/ads/:id',
    {
      schema: {
        tags,
        summary: 'Remove an ad',
        params: idParams,
        response: { 200: foodDeletedResponseSchema, ...errors },
      },
      preHandler: content,
    },
    async (request) => {
      await deleteAd(db, staffId(request), request.params.id);
      await announceAds();
      return { success: true as const, id: request.params.id };
    },
  );

  app.get(
    '/api/staff/food-beverage/orders',
    {
      schema: {
        tags,
        summary: 'The kitchen queue (status=open by default: placed, preparing, ready)',
        querystring: staffOrdersQuerySchema,
        response: { 200: orderListSchema, ...errors },
      },
      preHandler: kitchen,
    },
    async (request) => listKitchenOrders(db, request.query.status),
  );
  app.patch(
    '/api/staff/food-beverage/orders/:id',
    {
      schema: {
        tags,
        summary: 'Move an order: placed → preparing → ready → delivered, or cancelled before delivery',
        params: idParams,
        body: updateOrderStatusRequestSchema,
        response: { 200: orderSchema, ...errors },
      },
      preHandler: kitchen,
    },
    async (request) => {
      const order = await updateOrderStatus(db, {
        staffId: staffId(request),
        orderId: request.params.id,
        status: request.body.status,
      });
      publishOrder(app, order);
      return order;
    },
  );
};
