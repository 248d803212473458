import { route } from '../contract';
import {
  deletePushSubscriptionSchema,
  pushSubscriptionResultSchema,
  pushSubscriptionSchema,
  vapidPublicKeySchema,
} from '../push';

/** Web Push (issue 31, decision 140): the club's VAPID key and a player's device subscriptions. */
export const pushContract = {
  getPushVapidPublicKey: route({
    method: 'GET',
    path: '/api/push/vapid-public-key',
    summary: "The club's VAPID public key, to subscribe a service worker with",
    tags: ['push'],
    responses: { 200: vapidPublicKeySchema },
    errors: [],
  }),
  postPushSubscriptions: route({
    method: 'POST',
    path: '/api/push/subscriptions',
    summary: "Keeps this device's push subscription for the signed-in player",
    description:
      'The body is the browser’s PushSubscription JSON. One device per endpoint: an endpoint posted again is updated, and one another player posted moves to this player (the browser’s subscription belongs to whoever is signed in on it). 429 when posted too often.',
    tags: ['push'],
    body: pushSubscriptionSchema,
    responses: { 201: pushSubscriptionResultSchema },
    errors: [400, 401, 403, 429],
  }),
  deletePushSubscriptions: route({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    summary: "Removes this device's push subscription (the player's own only)",
    description: 'Answers the devices left. An endpoint that is not the player’s own (or unknown) is 404.',
    tags: ['push'],
    body: deletePushSubscriptionSchema,
    responses: { 200: pushSubscriptionResultSchema },
    errors: [400, 401, 403, 404],
  }),
};
