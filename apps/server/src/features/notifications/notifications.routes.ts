import { notificationsContract as contract } from '@club/shared/contracts/notifications';
import { fromContract } from '../../plugins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer, currentStaff, requireOwnPlayer, requirePlayer, requireStaff } from '../../plugins/auth';
import { SENT_HISTORY_LIMIT } from '@club/shared/notifications';
import {
  composeNotification,
  listPlayerNotifications,
  listSentNotifications,
  markNotification,
  markNotifications,
} from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(contract.postStaffPushNotifications),
    preHandler: requireStaff('pushNotifications'),
    handler: async (request, reply) => {
      const sent = await composeNotification(app.useCase, request.body, currentStaff(request));
      return reply.status(201).send({ ...sent, target: request.body.target });
    },
  });

  app.route({
    ...fromContract(contract.getStaffPushNotifications),
    preHandler: requireStaff('pushNotifications'),
    handler: async () => listSentNotifications(app.database.db, { limit: SENT_HISTORY_LIMIT }),
  });

  // The specification's variant without an id: the session's player, as the path with their own id.
  app.route({
    ...fromContract(contract.getPushNotifications),
    preHandler: requirePlayer(),
    handler: async (request) => listPlayerNotifications(app.database.db, currentPlayer(request).playerId),
  });

  app.route({
    ...fromContract(contract.getPushNotificationsByPlayerId),
    preHandler: requireOwnPlayer({ staffPermission: 'pushNotifications' }),
    handler: async (request) => listPlayerNotifications(app.database.db, request.params.playerId),
  });

  app.route({
    ...fromContract(contract.patchPushNotificationsByIdRead),
    preHandler: requirePlayer(),
    handler: async (request) => {
      const { playerId } = currentPlayer(request);
      return markNotification(app.useCase, playerId, request.params.id, 'read');
    },
  });

  // Batches act on the session's own player only: no id to name anyone else.
  app.route({
    ...fromContract(contract.postPushNotificationsReadAll),
    preHandler: requirePlayer(),
    handler: async (request) => markNotifications(app.useCase, currentPlayer(request).playerId, { read: 'all' }),
  });

  app.route({
    ...fromContract(contract.postNotificationHistoryDismissMany),
    preHandler: requirePlayer(),
    handler: async (request) =>
      markNotifications(app.useCase, currentPlayer(request).playerId, { dismissed: request.body.notificationIds }),
  });

  app.route({
    ...fromContract(contract.postNotificationHistory),
    preHandler: requireOwnPlayer(),
    handler: async (request) => {
      const { notificationId, playerId } = request.body;
      return markNotification(app.useCase, playerId, notificationId, 'dismissed');
    },
  });
};
