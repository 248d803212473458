import { PUSH_DEVICES_PER_PLAYER, type PushMessage, type PushSubscriptionBody } from '@club/shared/push';
import webPush from 'web-push';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import type { UseCaseContext } from '../../use-case';
import { endpointProblem } from './endpoint-address';
import { EndpointRefused, postToEndpoint, systemLookup } from './push-request';
import {
  countSubscriptions,
  deleteGoneSubscription,
  deleteOldestBeyond,
  deletePlayerSubscription,
  findSubscriptionsOf,
  findVapidKeys,
  hasSubscription,
  insertVapidKeysIfMissing,
  markSent,
  upsertSubscription,
} from './push.repo';

// Web Push (issue 31, decision 140): web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292); the
// request itself goes out through push-request.ts (the endpoint's address checked and pinned), with a timeout,
// so one slow push service holds nothing else up.

/** A push service that has not answered in this long is counted as failed. */
const SEND_TIMEOUT_MS = 10_000;
/** Devices sent to at once (an audience's notification reaches many players). */
const SEND_BATCH = 50;
/** How long a push service keeps an undelivered message by default: a seat or a notice is stale after an hour. */
const DEFAULT_TTL_SECONDS = 60 * 60;

export interface PushOptions {
  /** Seconds the push service keeps the message for a device that is off (a page: its hold). */
  ttlSeconds?: number;
  /** RFC 8030 urgency: 'high' wakes a phone that saves battery (pages, seatings). */
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** RFC 8030 topic: an undelivered message with the same topic is replaced (a page paged again). */
  topic?: string;
}

/** How one send went, for a caller that records it (the floor's 'how the page went out'). */
export interface PushSummary {
  /** Devices the push service accepted the message for. */
  sent: number;
  /** Devices the push service said are gone (404/410): their subscriptions were dropped. */
  gone: number;
  /** Devices that failed otherwise (the push service's status or the network), one reason each. */
  failed: number;
  reasons: string[];
}

const NOTHING_SENT: PushSummary = { sent: 0, gone: 0, failed: 0, reasons: [] };

/** The club's VAPID key pair: the configured one, else the one kept in the database (made on first use). */
async function vapidKeys(ctx: UseCaseContext) {
  if (ctx.webPush.keys) return ctx.webPush.keys;
  const kept = await findVapidKeys(ctx.db);
  if (kept) return kept;
  await insertVapidKeysIfMissing(ctx.db, webPush.generateVAPIDKeys());
  const made = await findVapidKeys(ctx.db);
  if (!made) throw new Error('The VAPID key pair is missing right after it was written');
  return made;
}

/** Made at start (the push routes plugin), so the key a browser subscribes with never changes under it. */
export async function ensureVapidKeys(ctx: UseCaseContext): Promise<void> {
  await vapidKeys(ctx);
}

export async function getVapidPublicKey(ctx: UseCaseContext): Promise<{ publicKey: string }> {
  return { publicKey: (await vapidKeys(ctx)).publicKey };
}

const endpointRules = (ctx: UseCaseContext) => ({ allowLoopback: ctx.webPush.allowLoopbackEndpoints });

/**
 * A player's browser names the URL the server will post to: only https to a public address (never this machine,
 * the club's network or a cloud's metadata service), checked here and again, resolved, before each send.
 */
function refuseNonPublicEndpoint(ctx: UseCaseContext, endpoint: string) {
  const problem = endpointProblem(endpoint, endpointRules(ctx));
  if (problem) throw new AppError('BAD_REQUEST', problem);
}

/**
 * Keeps this device's subscription for the player: one row per endpoint, so a phone on which another player
 * signs in afterwards pushes to the new player only. A player keeps at most PUSH_DEVICES_PER_PLAYER devices.
 */
export async function subscribePlayer(
  ctx: UseCaseContext,
  input: { playerId: number; subscription: PushSubscriptionBody; now: Date },
): Promise<{ endpoint: string; devices: number }> {
  const { endpoint, keys } = input.subscription;
  refuseNonPublicEndpoint(ctx, endpoint);
  return ctx.db.transaction(async (tx) => {
    await upsertSubscription(tx, { playerId: input.playerId, endpoint, ...keys, now: input.now });
    await deleteOldestBeyond(tx, input.playerId, PUSH_DEVICES_PER_PLAYER);
    return { endpoint, devices: await countSubscriptions(tx, input.playerId) };
  });
}

/** Removes the player's own subscription (sign-out, or alerts turned off); 404 for anyone else's. */
export async function unsubscribePlayer(
  ctx: UseCaseContext,
  input: { playerId: number; endpoint: string },
): Promise<{ endpoint: string; devices: number }> {
  if (!(await deletePlayerSubscription(ctx.db, input.playerId, input.endpoint))) {
    throw new AppError('NOT_FOUND', 'This device is not subscribed for you');
  }
  return { endpoint: input.endpoint, devices: await countSubscriptions(ctx.db, input.playerId) };
}

export async function playerHasPushSubscription(db: DbOrTx, playerId: number): Promise<boolean> {
  return hasSubscription(db, playerId);
}

/** `refused`: the endpoint is not a public https address (decision 140); the device is dropped as a gone one is. */
type Outcome =
  | { id: number; result: 'sent' | 'gone' }
  | { id: number; result: 'failed'; reason: string; refused?: boolean };

async function sendToDevice(
  ctx: UseCaseContext,
  subscription: { id: number; endpoint: string; p256dh: string; auth: string },
  payload: string,
  options: webPush.RequestOptions,
): Promise<Outcome> {
  const { id, endpoint } = subscription;
  const host = new URL(endpoint).host;
  try {
    const request = webPush.generateRequestDetails(
      { endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      options,
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const status = await postToEndpoint(
      endpoint,
      { headers, body: request.body },
      { rules: endpointRules(ctx), lookupHost: ctx.webPush.lookupHost ?? systemLookup, timeoutMs: SEND_TIMEOUT_MS },
    );
    if (status === 404 || status === 410) return { id, result: 'gone' };
    if (status >= 200 && status < 300) return { id, result: 'sent' };
    return { id, result: 'failed', reason: `${host} answered ${status}` };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { id, result: 'failed', reason: `${host}: ${reason}`, refused: error instanceof EndpointRefused };
  }
}

type Device = Awaited<ReturnType<typeof findSubscriptionsOf>>[number];

/** Sends each device its message in batches, drops the gone ones and answers how it went. */
async function deliver(
  ctx: UseCaseContext,
  jobs: Array<{ device: Device; message: PushMessage; options: PushOptions }>,
): Promise<PushSummary> {
  if (jobs.length === 0) return NOTHING_SENT;
  const startedAt = new Date();
  const keys = await vapidKeys(ctx);
  const send = ({ device, message, options }: (typeof jobs)[number]) =>
    sendToDevice(ctx, device, JSON.stringify(message), {
      vapidDetails: { subject: ctx.webPush.subject, ...keys },
      TTL: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
      urgency: options.urgency ?? 'normal',
      ...(options.topic ? { topic: options.topic } : {}),
      contentEncoding: 'aes128gcm',
    });
  const outcomes: Outcome[] = [];
  for (let i = 0; i < jobs.length; i += SEND_BATCH) {
    outcomes.push(...(await Promise.all(jobs.slice(i, i + SEND_BATCH).map(send))));
  }
  const summary: PushSummary = { sent: 0, gone: 0, failed: 0, reasons: [] };
  for (const outcome of outcomes) {
    // A device the push service says is gone, or whose endpoint is refused (stored before the rule, or its
    // host now resolves to a non-public address), is dropped: it is not tried and logged at every send.
    if (outcome.result === 'gone' || (outcome.result === 'failed' && outcome.refused)) {
      await deleteGoneSubscription(ctx.db, outcome.id, startedAt);
    }
    if (outcome.result === 'failed') summary.reasons.push(outcome.reason);
    summary[outcome.result] += 1;
  }
  await markSent(
    ctx.db,
    outcomes.filter((o) => o.result === 'sent').map((o) => o.id),
    new Date(),
  );
  if (summary.failed > 0) {
    const kinds = [...new Set(jobs.map((job) => job.message.kind))];
    ctx.webPush.log.warn({ kinds, reasons: summary.reasons }, 'a web push failed');
  }
  return summary;
}

/**
 * Sends `message` to every subscribed device of these players, in parallel; drops the subscriptions the push
 * service says are gone (404/410). Call it after commit: it never throws for a device, and answers how it went.
 */
export async function sendPushToPlayers(
  ctx: UseCaseContext,
  playerIds: number[],
  message: PushMessage,
  options: PushOptions = {},
): Promise<PushSummary> {
  const devices = await findSubscriptionsOf(ctx.db, [...new Set(playerIds)]);
  return deliver(
    ctx,
    devices.map((device) => ({ device, message, options })),
  );
}

/** Each player their own message (a tournament draw: each their seat), with one read of the subscriptions. */
export async function sendPushToEach(
  ctx: UseCaseContext,
  sends: Array<{ playerId: number; message: PushMessage; options?: PushOptions }>,
): Promise<PushSummary> {
  const devices = await findSubscriptionsOf(ctx.db, [...new Set(sends.map((send) => send.playerId))]);
  const byPlayer = new Map(sends.map((send) => [send.playerId, send]));
  return deliver(
    ctx,
    devices.flatMap((device) => {
      const send = byPlayer.get(device.playerId);
      return send ? [{ device, message: send.message, options: send.options ?? {} }] : [];
    }),
  );
}

/** Sends `message` to every subscribed device of one player (nothing for a guest's entry: playerId null). */
export async function sendPushToPlayer(
  ctx: UseCaseContext,
  playerId: number | null,
  message: PushMessage,
  options: PushOptions = {},
): Promise<PushSummary> {
  if (playerId === null) return NOTHING_SENT;
  return sendPushToPlayers(ctx, [playerId], message, options);
}
