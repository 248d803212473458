import { z } from 'zod';
import { PAGE_RESPONSES, type PageResponse } from './paging';

// Web Push (issue 31, decision 140): a player's devices subscribe their service worker with the club's VAPID
// key; the server sends pages, seatings, moves and some notifications to every subscribed device.

/** The one sentence the app shows when it asks for permission (after joining a list, or in settings). */
export const PUSH_PERMISSION_REASON = 'So we can reach you when your seat is ready, even with the app closed.';

/** Subscriptions a player may post in this window (a device re-subscribes rarely; a loop is refused). */
export const PUSH_SUBSCRIBE_LIMIT = { max: 20, windowMs: 10 * 60_000 } as const;

/** A device's subscriptions per player: the oldest beyond this are dropped when a new one is kept. */
export const PUSH_DEVICES_PER_PLAYER = 10;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const base64urlBytes = (text: string) => Math.floor((text.replace(/=+$/, '').length * 3) / 4);
const HTTPS_URL = /^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/;
const LOOPBACK_URL = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?(?:[/?#]\S*)?$/;

/**
 * A push service's endpoint: an https URL (every browser's push service is one). Plain http is accepted only
 * for this machine (a test's local push service); the server refuses that too in production (decision 140).
 */
export const pushEndpointSchema = z
  .string({ error: 'endpoint is required: the subscription’s URL' })
  .max(2048, 'endpoint is too long')
  .refine(
    (value) => HTTPS_URL.test(value) || LOOPBACK_URL.test(value),
    'endpoint must be the https URL of the browser’s push service',
  );

/** The browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: 'keys.p256dh is required' })
        .regex(BASE64URL, 'keys.p256dh must be base64url')
        .refine((v) => base64urlBytes(v) === 65, 'keys.p256dh must be an uncompressed P-256 public key (65 bytes)'),
      auth: z
        .string({ error: 'keys.auth is required' })
        .regex(BASE64URL, 'keys.auth must be base64url')
        .refine((v) => base64urlBytes(v) === 16, 'keys.auth must be 16 bytes'),
    },
    { error: 'keys is required: p256dh and auth' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const deletePushSubscriptionSchema = z.object({ endpoint: pushEndpointSchema });

export const vapidPublicKeySchema = z.object({
  /** The club's VAPID public key (base64url, uncompressed P-256): the `applicationServerKey` to subscribe with. */
  publicKey: z.string(),
});

export const pushSubscriptionResultSchema = z.object({
  endpoint: z.string(),
  /** How many devices of this player are subscribed now. */
  devices: z.number().int(),
});

/** The actions a page's notification carries; each answers the page as the app's buttons do. */
export const PAGE_PUSH_ACTIONS: ReadonlyArray<{ action: PageResponse; title: string }> = [
  { action: 'on_my_way', title: 'On my way' },
  { action: 'more_time', title: 'More time' },
  { action: 'leave', title: 'Leave' },
];

/** What a push message carries to the service worker (JSON, well under the 4 KB a push service takes). */
export const pushMessageSchema = z.object({
  kind: z.enum(['page', 'seat', 'tournament_seat', 'tournament_deal', 'notification']),
  title: z.string(),
  body: z.string(),
  /** A repeat (the same page again, the same notification) replaces the one shown. */
  tag: z.string(),
  /** The app's screen to open on a click. */
  url: z.string().startsWith('/'),
  /** A page's wait-list entry: the actions answer it. */
  entryId: z.number().int().optional(),
  actions: z.array(z.object({ action: z.enum(PAGE_RESPONSES), title: z.string() })).optional(),
  requireInteraction: z.boolean().optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/**
 * A page's push: what the locked screen says and the answers it offers. The server sends it; the browser test
 * delivers the same through DevTools (nothing there reaches a real push service).
 */
export const pagePushMessage = (input: { entryId: number; tableName: string; seatNumber: number | null }) =>
  ({
    kind: 'page',
    title: 'Your seat is ready',
    body: `${input.tableName}${input.seatNumber ? `, seat ${input.seatNumber}` : ''}: answer before the hold runs out.`,
    tag: `club-page-${input.entryId}`,
    url: '/dashboard',
    entryId: input.entryId,
    actions: [...PAGE_PUSH_ACTIONS],
    requireInteraction: true,
  }) satisfies PushMessage;
