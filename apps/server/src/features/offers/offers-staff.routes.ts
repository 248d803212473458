import { errorResponses } from '../../plugins/errors';

import { ROOMS } from '@club/shared/events';
import {
  createOfferRequestSchema,
  offerDeletedResponseSchema,
  offerIdParams,
  offerListSchema,
  offerSchema,
  updateOfferRequestSchema,
} from '@club/shared/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { listAllOffers } from './offers.repo';
import { createOffer, deleteOffer, updateOffer } from './offers.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['staff', 'offers'];

/** Staff manage offers (super_admin, admin, manager); players' lists refresh on `offers_updated`. */
export const offersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const guard = requireStaff('content');
  const announce = (offerId: number) => app.publish(ROOMS.lobby, 'offers_updated', { offerId });

  app.get(
    '/api/staff/offers',
    {
      schema: {
        tags,
        summary: 'Every offer, active or not, in or out of its dates',
        response: { 200: offerListSchema, ...errors },
      },
      preHandler: guard,
    },
    async () => listAllOffers(db),
  );

  app.post(
    '/api/staff/offers',
    {
      schema: {
        tags,
        summary: 'Create an offer',
        body: createOfferRequestSchema,
        response: { 201: offerSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const offer = await createOffer(db, currentStaff(request).staffId, request.body);
      announce(offer.id);
      return reply.status(201).send(offer);
    },
  );

  app.patch(
    '/api/staff/offers/:id',
    {
      schema: {
        tags,
        summary: 'Change an offer',
        params: offerIdParams,
        body: updateOfferRequestSchema,
        response: { 200: offerSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const offer = await updateOffer(db, currentStaff(request).staffId, request.params.id, request.body);
      announce(offer.id);
      return offer;
    },
  );

  app.delete(
    '/api/staff/offers/:id',
    {
      schema: {
        tags,
        summary: 'Remove an offer',
        params: offerIdParams,
        response: { 200: offerDeletedResponseSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      await deleteOffer(db, currentStaff(request).staffId, request.params.id);
      announce(request.params.id);
      return { success: true as const, id: request.params.id };
    },
  );
};
