import { z } from 'zod';
import { route } from '../contract';
import { playerIdParams } from '../accounts';
import {
  dismissManyBodySchema,
  notificationHistoryBodySchema,
  notificationIdsSchema,
  pushNotificationListSchema,
  pushNotificationSchema,
  sendNotificationBodySchema,
  sendNotificationResultSchema,
  sentNotificationListSchema,
} from '../notifications';

const notificationIdParams = z.object({ id: z.coerce.number().int().positive() });

export const notificationsContract = {
  postStaffPushNotifications: route({
    method: 'POST',
    path: '/api/staff/push-notifications',
    summary: 'Send a push notification to one player or an audience (resolved now)',
    tags: ['staff', 'notifications'],
    body: sendNotificationBodySchema,
    responses: { 201: sendNotificationResultSchema },
    errors: [400, 401, 403, 404],
  }),
  getStaffPushNotifications: route({
    method: 'GET',
    path: '/api/staff/push-notifications',
    summary:
      "The composer's sent notifications, newest first (the last 100): who sent each, when, to whom, how many players it reached live and how many read it",
    tags: ['staff', 'notifications'],
    responses: { 200: sentNotificationListSchema },
    errors: [401, 403],
  }),
  getPushNotifications: route({
    method: 'GET',
    path: '/api/push-notifications',
    summary: "The signed-in player's notifications (the specification's variant without an id)",
    tags: ['notifications'],
    responses: { 200: pushNotificationListSchema },
    errors: [401, 403],
  }),
  getPushNotificationsByPlayerId: route({
    method: 'GET',
    path: '/api/push-notifications/:playerId',
    summary: "The player's notifications of the last 24 hours, newest first, with read state",
    tags: ['notifications'],
    params: playerIdParams,
    responses: { 200: pushNotificationListSchema },
    errors: [400, 401, 403, 404],
  }),
  patchPushNotificationsByIdRead: route({
    method: 'PATCH',
    path: '/api/push-notifications/:id/read',
    summary: "Mark one of the player's own notifications read",
    tags: ['notifications'],
    params: notificationIdParams,
    responses: { 200: pushNotificationSchema },
    errors: [400, 401, 403, 404],
  }),
  postPushNotificationsReadAll: route({
    method: 'POST',
    path: '/api/push-notifications/read-all',
    summary: "Mark every unread notification of the signed-in player's last 24 hours read",
    tags: ['notifications'],
    responses: { 200: notificationIdsSchema },
    errors: [401, 403],
  }),
  postNotificationHistoryDismissMany: route({
    method: 'POST',
    path: '/api/notification-history/dismiss-many',
    summary: "Move several of the signed-in player's own bubbles to the history (a collapsed bulk)",
    tags: ['notifications'],
    body: dismissManyBodySchema,
    responses: { 200: notificationIdsSchema },
    errors: [400, 401, 403],
  }),
  postNotificationHistory: route({
    method: 'POST',
    path: '/api/notification-history',
    summary: "Move one of the player's own notification bubbles to the history",
    tags: ['notifications'],
    body: notificationHistoryBodySchema,
    responses: { 200: pushNotificationSchema },
    errors: [400, 401, 403, 404],
  }),
};
