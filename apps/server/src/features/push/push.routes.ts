import { pushContract as contract } from '@club/shared/contracts/push';
import { PUSH_SUBSCRIBE_LIMIT } from '@club/shared/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer, requirePlayer } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import { rateLimit } from '../../plugins/rate-limit';
import { ensureVapidKeys, getVapidPublicKey, subscribePlayer, unsubscribePlayer } from './push.service';

/** Web Push (decision 140): the club's VAPID key for anyone, a player's own device subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  // The club's key pair is made on first start, so the key a browser subscribed with never changes.
  await ensureVapidKeys(app.useCase);

  app.route({
    ...fromContract(contract.getPushVapidPublicKey),
    handler: async () => getVapidPublicKey(app.useCase),
  });

  app.route({
    ...fromContract(contract.postPushSubscriptions),
    preHandler: [
      requirePlayer(),
      rateLimit({
        name: 'push-subscribe',
        ...PUSH_SUBSCRIBE_LIMIT,
        key: (r) => String(currentPlayer(r).playerId),
        message: 'This device subscribed many times just now. Please wait a few minutes.',
      }),
    ],
    handler: async (request, reply) => {
      const saved = await subscribePlayer(app.useCase, {
        playerId: currentPlayer(request).playerId,
        subscription: request.body,
        now: new Date(),
      });
      return reply.status(201).send(saved);
    },
  });

  app.route({
    ...fromContract(contract.deletePushSubscriptions),
    preHandler: requirePlayer(),
    handler: async (request) =>
      unsubscribePlayer(app.useCase, { playerId: currentPlayer(request).playerId, endpoint: request.body.endpoint }),
  });
};
