import { offersContract as contract } from '@club/shared/contracts/offers';
import { fromContract } from '../../plugins/contract';
import { OFFER_MESSAGES } from '@club/shared/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { currentPlayer, requirePlayer } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { findVisibleOffer, listVisibleOffers } from './offers.repo';
import { recordOfferView } from './offers.service';

/** Players read the offers staff publish (the spec's path names them "staff offers"). */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...fromContract(contract.getStaffOffers),
    preHandler: requirePlayer(),
    handler: async (request) => listVisibleOffers(db, { upcoming: request.query.include === 'upcoming' }),
  });

  app.route({
    ...fromContract(contract.getStaffOffersById),
    preHandler: requirePlayer(),
    handler: async (request) => {
      const offer = await findVisibleOffer(db, request.params.id);
      if (!offer) throw new AppError('NOT_FOUND', OFFER_MESSAGES.notFound);
      return offer;
    },
  });

  app.route({
    ...fromContract(contract.postOfferViews),
    preHandler: [
      requirePlayer(),
      rateLimit({ name: 'offer-views', max: 120, windowMs: 60_000, key: (r) => String(currentPlayer(r).playerId) }),
    ],
    handler: async (request) => {
      await recordOfferView(db, { playerId: currentPlayer(request).playerId, offerId: request.body.offer_id });
      return { success: true as const };
    },
  });
};
