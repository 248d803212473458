import { errorResponses } from '../../plugins/errors';
import { errorBodySchema } from '@club/shared/errors';
import {
  OFFER_MESSAGES,
  offerIdParams,
  offerListSchema,
  offerSchema,
  offerViewRequestSchema,
  offerViewResponseSchema,
} from '@club/shared/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { currentPlayer, requirePlayer } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { findVisibleOffer, listVisibleOffers } from './offers.repo';
import { recordOfferView } from './offers.service';

const errors = errorResponses(400, 401, 403, 404);

/** Players read the offers staff publish (the spec's path names them "staff offers"). */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/staff-offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'Active offers within their dates, highest priority first',
        response: { 200: offerListSchema, ...errors },
      },
      preHandler: requirePlayer(),
    },
    async () => listVisibleOffers(db),
  );

  app.get(
    '/api/staff-offers/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'One offer; 404 once it is inactive or outside its dates',
        params: offerIdParams,
        response: { 200: offerSchema, ...errors },
      },
      preHandler: requirePlayer(),
    },
    async (request) => {
      const offer = await findVisibleOffer(db, request.params.id);
      if (!offer) throw new AppError('NOT_FOUND', OFFER_MESSAGES.notFound);
      return offer;
    },
  );

  app.post(
    '/api/offer-views',
    {
      schema: {
        tags: ['offers'],
        summary: 'Count a view of an offer by the signed-in player',
        body: offerViewRequestSchema,
        response: { 200: offerViewResponseSchema, ...errors, 429: errorBodySchema },
      },
      preHandler: [
        requirePlayer(),
        rateLimit({ name: 'offer-views', max: 120, windowMs: 60_000, key: (r) => String(currentPlayer(r).playerId) }),
      ],
    },
    async (request) => {
      await recordOfferView(db, { playerId: currentPlayer(request).playerId, offerId: request.body.offer_id });
      return { success: true as const };
    },
  );
};
