import { ROOMS } from '@club/shared/events';
import {
  notificationHistoryBodySchema,
  pushNotificationListSchema,
  pushNotificationSchema,
  sendNotificationBodySchema,
  sendNotificationResultSchema,
} from '@club/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer, currentStaff, requireOwnPlayer, requirePlayer, requireStaff } from '../../plugins/auth';
import { playerIdParams } from '../accounts/players.routes';
import { listPlayerNotifications, markNotification, sendNotification } from './notifications.service';

const notificationIdParams = z.object({ id: z.coerce.number().int().positive() });

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/push-notifications',
    {
      schema: {
        tags: ['staff', 'notifications'],
        summary: 'Send a push notification to one player or an audience (resolved now)',
        body: sendNotificationBodySchema,
        response: { 201: sendNotificationResultSchema },
      },
      preHandler: requireStaff('pushNotifications'),
    },
    async (request, reply) => {
      const sent = await sendNotification(app.database.db, request.body, currentStaff(request));
      if (sent.recipientIds.length > 0) {
        app.publish(sent.recipientIds.map(ROOMS.player), 'notification', sent.notification);
      }
      return reply
        .status(201)
        .send({ id: sent.id, recipientCount: sent.recipientIds.length, target: request.body.target });
    },
  );

  app.get(
    '/api/push-notifications/:playerId',
    {
      schema: {
        tags: ['notifications'],
        summary: "The player's notifications of the last 24 hours, newest first, with read state",
        params: playerIdParams,
        response: { 200: pushNotificationListSchema },
      },
      preHandler: requireOwnPlayer({ staffPermission: 'pushNotifications' }),
    },
    async (request) => listPlayerNotifications(app.database.db, request.params.playerId),
  );

  app.patch(
    '/api/push-notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: "Mark one of the player's own notifications read",
        params: notificationIdParams,
        response: { 200: pushNotificationSchema },
      },
      preHandler: requirePlayer(),
    },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const updated = await markNotification(app.database.db, playerId, request.params.id, 'read');
      app.publish(ROOMS.player(playerId), 'notification_state', {
        id: updated.id,
        read: updated.read,
        dismissed: updated.dismissed,
      });
      return updated;
    },
  );

  app.post(
    '/api/notification-history',
    {
      schema: {
        tags: ['notifications'],
        summary: "Move one of the player's own notification bubbles to the history",
        body: notificationHistoryBodySchema,
        response: { 200: pushNotificationSchema },
      },
      preHandler: requireOwnPlayer(),
    },
    async (request) => {
      const { notificationId, playerId } = request.body;
      const updated = await markNotification(app.database.db, playerId, notificationId, 'dismissed');
      app.publish(ROOMS.player(playerId), 'notification_state', {
        id: updated.id,
        read: updated.read,
        dismissed: updated.dismissed,
      });
      return updated;
    },
  );
};
