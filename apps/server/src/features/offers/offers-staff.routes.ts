import { offersContract as contract } from '@club/shared/contracts/offers';
import { fromContract } from '../../plugins/contract';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { listStaffOffers } from './offers.repo';
import { createOffer, deleteOffer, moveOffer, updateOffer } from './offers.service';

/** Staff manage offers (super_admin, admin, manager); players' lists refresh on `offers_updated`. */
export const offersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const guard = requireStaff('content');

  app.route({
    ...fromContract(contract.getStaffOffersForStaff),
    preHandler: guard,
    handler: async () => listStaffOffers(db),
  });

  app.route({
    ...fromContract(contract.postStaffOffersByIdMove),
    preHandler: guard,
    handler: async (request) =>
      moveOffer(app.useCase, currentStaff(request).staffId, request.params.id, request.body.direction),
  });

  app.route({
    ...fromContract(contract.postStaffOffers),
    preHandler: guard,
    handler: async (request, reply) => {
      const offer = await createOffer(app.useCase, currentStaff(request).staffId, request.body);
      return reply.status(201).send(offer);
    },
  });

  app.route({
    ...fromContract(contract.patchStaffOffersById),
    preHandler: guard,
    handler: async (request) => {
      const offer = await updateOffer(app.useCase, currentStaff(request).staffId, request.params.id, request.body);
      return offer;
    },
  });

  app.route({
    ...fromContract(contract.deleteStaffOffersById),
    preHandler: guard,
    handler: async (request) => {
      await deleteOffer(app.useCase, currentStaff(request).staffId, request.params.id);
      return { success: true as const, id: request.params.id };
    },
  });
};
