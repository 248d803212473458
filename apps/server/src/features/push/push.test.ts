import { PAGE_HOLD_MINUTES } from '@club/shared/paging';
import { PUSH_SUBSCRIBE_LIMIT, type PushMessage } from '@club/shared/push';
import { formatRupees } from '@club/shared/money';
import { dealOfferText, type TournamentDeal } from '@club/shared/tournament-deals';
import type { SeatingChange } from '@club/shared/tournament-seating';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSubscription, startPushService, verifyVapid } from '../../../test/push-service';
import { deliveriesOf } from '../../../test/paging';
import { listeningTestApp } from '../../../test/sockets';
import { addToWaitlist, assignSeatCall, createTable, signedInPlayer } from '../../../test/tables';
import { clockAction, createTournament, putStructure, sampleStructure } from '../../../test/tournaments';
import { signedInStaff } from '../../../test/wallet';
import { pushSubscriptions, serverSecrets, tournamentEntries } from '../../db/schema';
import { playerHasPushSubscription, sendPushToPlayer } from './push.service';

// The test's push service listens on 127.0.0.1: the test-only allowance lets subscriptions name it.
const t = listeningTestApp({ WEB_PUSH_ALLOW_LOOPBACK: 'true' });
const db = () => t.app.database.db;
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

const subscribe = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const unsubscribe = (cookie: string | undefined, endpoint: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: cookie ? { cookie } : {},
    payload: { endpoint },
  });
const rowsOf = (endpoint: string) =>
  db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

/** A player with one subscribed device of the test's push service answering `status`. */
async function subscribedPlayer(status = 201) {
  const player = await signedInPlayer(t.app);
  const endpoint = pushService.endpoint(status);
  const device = browserSubscription(endpoint.url);
  expect((await subscribe(player.cookie, device.json)).statusCode).toBe(201);
  return { player, endpoint, device };
}

const message: PushMessage = {
  kind: 'notification',
  title: 'Hello',
  body: 'A test',
  tag: 'club-test',
  url: '/dashboard',
};

describe('the club’s VAPID key', () => {
  it('is made on first start, kept in the database and the same on every read', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [kept] = await db().select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid'));
    expect(kept?.secret.startsWith(`${publicKey}.`)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
    expect(again.json()).toEqual({ publicKey });
  });
});

describe('who may subscribe', () => {
  it('takes a signed-in player’s subscription; staff and visitors are refused before validation', async () => {
    const device = browserSubscription(pushService.endpoint().url);
    expect((await subscribe(undefined, device.json)).statusCode).toBe(401);
    expect((await subscribe(undefined, {})).statusCode).toBe(401);
    for (const role of ['super_admin', 'manager', 'cashier'] as const) {
      const staff = await signedInStaff(t.app, role);
      expect([401, 403], role).toContain((await subscribe(staff.cookie, device.json)).statusCode);
      expect([401, 403], role).toContain((await unsubscribe(staff.cookie, device.json.endpoint)).statusCode);
    }
    expect((await unsubscribe(undefined, device.json.endpoint)).statusCode).toBe(401);
    expect(await rowsOf(device.json.endpoint)).toHaveLength(0);
    const player = await signedInPlayer(t.app);
    const saved = await subscribe(player.cookie, device.json);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ endpoint: device.json.endpoint, devices: 1 });
  });

  it('says what is wrong with a subscription', async () => {
    const player = await signedInPlayer(t.app);
    const good = browserSubscription(pushService.endpoint().url).json;
    const cases: Array<[unknown, string]> = [
      [
        { ...good, endpoint: 'http://push.example.com/x' },
        'endpoint must be the https URL of the browser’s push service',
      ],
      [{ ...good, endpoint: 'not a url' }, 'endpoint must be the https URL'],
      [{ endpoint: good.endpoint }, 'keys is required'],
      [{ ...good, keys: { ...good.keys, p256dh: 'abc' } }, 'keys.p256dh must be an uncompressed P-256 public key'],
      [{ ...good, keys: { ...good.keys, auth: 'a+b/' } }, 'keys.auth must be base64url'],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'keys.auth is required'],
    ];
    for (const [body, words] of cases) {
      const res = await subscribe(player.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(words);
    }
    expect((await unsubscribe(player.cookie, 'ftp://x')).json().message).toContain('endpoint must be');
  });

  it('keeps one device per endpoint: posted again it is updated, posted by another player it moves to them', async () => {
    const { player, endpoint, device } = await subscribedPlayer();
    const again = await subscribe(player.cookie, device.json);
    expect(again.json()).toEqual({ endpoint: endpoint.url, devices: 1 });
    const other = await signedInPlayer(t.app);
    const moved = browserSubscription(endpoint.url);
    expect((await subscribe(other.cookie, moved.json)).json()).toEqual({ endpoint: endpoint.url, devices: 1 });
    const rows = await rowsOf(endpoint.url);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.playerId).toBe(other.id);
    expect(rows[0]?.p256dh).toBe(moved.json.keys.p256dh);
    expect(await playerHasPushSubscription(db(), player.id)).toBe(false);
    expect(await playerHasPushSubscription(db(), other.id)).toBe(true);
  });

  it('refuses a player who posts subscriptions in a loop (429)', async () => {
    const player = await signedInPlayer(t.app);
    const device = browserSubscription(pushService.endpoint().url);
    for (let i = 0; i < PUSH_SUBSCRIBE_LIMIT.max; i++) {
      expect((await subscribe(player.cookie, device.json)).statusCode).toBe(201);
    }
    const refused = await subscribe(player.cookie, device.json);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('subscribed many times');
  });
});

describe('unsubscribing', () => {
  it('removes the player’s own device only: another player’s endpoint is 404 and stays', async () => {
    const owner = await subscribedPlayer();
    const stranger = await signedInPlayer(t.app);
    const refused = await unsubscribe(stranger.cookie, owner.endpoint.url);
    expect(refused.statusCode).toBe(404);
    expect(await rowsOf(owner.endpoint.url)).toHaveLength(1);
    const removed = await unsubscribe(owner.player.cookie, owner.endpoint.url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ endpoint: owner.endpoint.url, devices: 0 });
    expect(await rowsOf(owner.endpoint.url)).toHaveLength(0);
  });
});

describe('sending', () => {
  it('encrypts for the device (RFC 8291) and signs with the club’s VAPID key', async () => {
    const { player, endpoint, device } = await subscribedPlayer();
    const summary = await sendPushToPlayer(t.app.useCase, player.id, message, { ttlSeconds: 120, urgency: 'high' });
    expect(summary).toEqual({ sent: 1, gone: 0, failed: 0, reasons: [] });
    const delivery = await pushService.next(endpoint.path);
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery.headers.ttl).toBe('120');
    expect(delivery.headers.urgency).toBe('high');
    expect(JSON.parse(device.decrypt(delivery.body))).toEqual(message);
    const vapid = verifyVapid(delivery.headers.authorization, pushService.origin);
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' })).json();
    expect(vapid.publicKey).toBe(publicKey);
    expect(vapid.alg).toBe('ES256');
    expect(vapid.claims.sub).toMatch(/^mailto:/);
    const [row] = await rowsOf(endpoint.url);
    expect(row?.lastSentAt).not.toBeNull();
  });

  it('sends to every device of the player, drops those the push service says are gone (404, 410), keeps a failing one', async () => {
    const { player, endpoint: ok } = await subscribedPlayer(201);
    const gone = pushService.endpoint(410);
    const missing = pushService.endpoint(404);
    const failing = pushService.endpoint(500);
    for (const endpoint of [gone, missing, failing]) {
      expect((await subscribe(player.cookie, browserSubscription(endpoint.url).json)).statusCode).toBe(201);
    }
    const summary = await sendPushToPlayer(t.app.useCase, player.id, message);
    expect(summary.sent).toBe(1);
    expect(summary.gone).toBe(2);
    expect(summary.failed).toBe(1);
    expect(summary.reasons).toEqual([`${new URL(failing.url).host} answered 500`]);
    for (const endpoint of [ok, gone, missing, failing])
      expect(pushService.deliveriesTo(endpoint.path)).toHaveLength(1);
    expect(await rowsOf(ok.url)).toHaveLength(1);
    expect(await rowsOf(gone.url)).toHaveLength(0);
    expect(await rowsOf(missing.url)).toHaveLength(0);
    expect(await rowsOf(failing.url)).toHaveLength(1);
  });

  it('connects to the address it checked: one lookup per send, and the connection goes where it answered', async () => {
    const player = await signedInPlayer(t.app);
    const endpoint = pushService.endpoint();
    // The same service by name: the resolver's answer, not the system's, is where the request goes.
    const byName = endpoint.url.replace('127.0.0.1', 'localhost');
    expect((await subscribe(player.cookie, browserSubscription(byName).json)).statusCode).toBe(201);
    const resolvingTo = (address: string) => {
      const asked: string[] = [];
      const lookupHost = async (host: string) => {
        asked.push(host);
        return [{ address, family: 4 }];
      };
      return { asked, ctx: { ...t.app.useCase, webPush: { ...t.app.useCase.webPush, lookupHost } } };
    };
    const elsewhere = resolvingTo('127.0.0.2');
    const refused = await sendPushToPlayer(elsewhere.ctx, player.id, message);
    expect(elsewhere.asked).toEqual(['localhost']);
    expect(refused.failed).toBe(1);
    expect(refused.reasons[0]).toContain('127.0.0.2');
    expect(pushService.deliveriesTo(endpoint.path)).toHaveLength(0);
    const here = resolvingTo('127.0.0.1');
    expect((await sendPushToPlayer(here.ctx, player.id, message)).sent).toBe(1);
    expect(here.asked).toEqual(['localhost']);
    expect(pushService.deliveriesTo(endpoint.path)).toHaveLength(1);
  });

  it('sends nothing for a guest’s entry (no player) or a player without a device', async () => {
    expect(await sendPushToPlayer(t.app.useCase, null, message)).toEqual({ sent: 0, gone: 0, failed: 0, reasons: [] });
    const player = await signedInPlayer(t.app);
    expect((await sendPushToPlayer(t.app.useCase, player.id, message)).sent).toBe(0);
  });
});

describe('what is pushed', () => {
  it('a page on the floor reaches the player’s phone with the table, the seat and the answers', async () => {
    const { player, endpoint, device } = await subscribedPlayer();
    const table = await createTable(t.app);
    const entry = await addToWaitlist(t.app, player.id, table.id);
    const manager = await signedInStaff(t.app, 'manager');
    const paged = await t.app.inject({
      method: 'POST',
      url: `/api/staff/waitlist/${entry.id}/page`,
      headers: { cookie: manager.cookie },
      payload: { seatNumber: 4 },
    });
    expect(paged.statusCode).toBe(200);
    const delivery = await pushService.next(endpoint.path);
    expect(JSON.parse(device.decrypt(delivery.body))).toEqual({
      kind: 'page',
      title: 'Your seat is ready',
      body: `${table.name}, seat 4: answer before the hold runs out.`,
      tag: `club-page-${entry.id}`,
      url: '/dashboard',
      entryId: entry.id,
      actions: [
        { action: 'on_my_way', title: 'On my way' },
        { action: 'more_time', title: 'More time' },
        { action: 'leave', title: 'Leave' },
      ],
      requireInteraction: true,
    });
    expect(delivery.headers.urgency).toBe('high');
    expect(Number(delivery.headers.ttl)).toBeGreaterThan(PAGE_HOLD_MINUTES * 60 - 5);
    expect(Number(delivery.headers.ttl)).toBeLessThanOrEqual(PAGE_HOLD_MINUTES * 60);
    expect(delivery.headers.topic).toBe(`page-${entry.id}`);
    // The floor's entry says how the page went out (decision 141).
    await expect
      .poll(async () => (await deliveriesOf(t.app, entry.id)).find((row) => row.channel === 'push')?.state)
      .toBe('sent');
  });

  it('a page the push service refuses shows on the floor’s entry as failed, with its answer', async () => {
    const { player } = await subscribedPlayer(500);
    const table = await createTable(t.app);
    const entry = await addToWaitlist(t.app, player.id, table.id);
    const manager = await signedInStaff(t.app, 'manager');
    const paged = await t.app.inject({
      method: 'POST',
      url: `/api/staff/waitlist/${entry.id}/page`,
      headers: { cookie: manager.cookie },
      payload: { seatNumber: 2 },
    });
    expect(paged.statusCode).toBe(200);
    await expect
      .poll(async () => (await deliveriesOf(t.app, entry.id)).find((row) => row.channel === 'push'))
      .toMatchObject({ state: 'failed', reason: expect.stringContaining('500') });
  });

  it('a seating reaches the seated player', async () => {
    const { player, endpoint, device } = await subscribedPlayer();
    const table = await createTable(t.app);
    await addToWaitlist(t.app, player.id, table.id);
    const manager = await signedInStaff(t.app, 'manager');
    const seated = await assignSeatCall(t.app, manager.cookie, table.id, {
      playerId: player.id,
      seatNumber: 2,
      buyIn: '2000',
    });
    expect(seated.statusCode).toBe(201);
    const pushed = JSON.parse(device.decrypt((await pushService.next(endpoint.path)).body));
    expect(pushed).toMatchObject({ kind: 'seat', title: 'You are seated', body: `${table.name}, seat 2` });
  });

  it('a tournament draw reaches each seated player with their own table and seat', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const tournamentId = await createTournament(t.app, manager.cookie);
    expect((await putStructure(t.app, manager.cookie, tournamentId, sampleStructure())).statusCode).toBe(200);
    const devices = [await subscribedPlayer(), await subscribedPlayer()];
    const withoutDevice = await signedInPlayer(t.app);
    for (const playerId of [...devices.map((d) => d.player.id), withoutDevice.id]) {
      await db().insert(tournamentEntries).values({
        tournamentId,
        playerId,
        kind: 'entry',
        buyInPaise: 0n,
        feePaise: 0n,
        chips: 20_000,
        payment: 'balance',
      });
    }
    const drawn = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tournaments/${tournamentId}/draw`,
      headers: { cookie: manager.cookie },
      payload: { tables: [{ number: 1, seats: 9 }] },
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const { moves } = drawn.json<SeatingChange>();
    for (const { player, endpoint, device } of devices) {
      const seat = moves.find((m) => m.playerId === player.id)?.to;
      const pushed = JSON.parse(device.decrypt((await pushService.next(endpoint.path)).body));
      expect(pushed).toMatchObject({
        kind: 'tournament_seat',
        title: `Your seat: Table 1, seat ${seat?.seat}`,
        url: `/tournaments/${tournamentId}`,
        tag: `club-tournament-seat-${tournamentId}`,
      });
    }
  });

  it('a deal the floor proposes reaches each player in it with their share, opening the tournament (issue 38 item 9)', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const tournamentId = await createTournament(t.app, manager.cookie);
    expect((await putStructure(t.app, manager.cookie, tournamentId, sampleStructure())).statusCode).toBe(200);
    const devices = [await subscribedPlayer(), await subscribedPlayer()];
    for (const { player } of devices) {
      await db().insert(tournamentEntries).values({
        tournamentId,
        playerId: player.id,
        kind: 'entry',
        buyInPaise: 200_000n,
        feePaise: 0n,
        chips: 20_000,
        payment: 'balance',
      });
    }
    expect((await clockAction(t.app, manager.cookie, tournamentId, { action: 'start' })).statusCode).toBe(200);
    const proposed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tournaments/${tournamentId}/deal`,
      headers: { cookie: manager.cookie },
      payload: { method: 'even', stacks: devices.map(({ player }) => ({ playerId: player.id, chips: 20_000 })) },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const deal = proposed.json<TournamentDeal>();
    for (const { player, endpoint, device } of devices) {
      const share = deal.shares.find((s) => s.playerId === player.id)?.amount ?? '';
      const pushed = JSON.parse(device.decrypt((await pushService.next(endpoint.path)).body));
      expect(pushed).toMatchObject({
        kind: 'tournament_deal',
        body: dealOfferText(formatRupees(share)),
        url: `/tournaments/${tournamentId}`,
        tag: `club-tournament-deal-${deal.id}`,
      });
    }
  });

  it('a wait-list notice goes out by push; a normal general message does not', async () => {
    const { player, endpoint, device } = await subscribedPlayer();
    const admin = await signedInStaff(t.app, 'admin');
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/push-notifications',
        headers: { cookie: admin.cookie },
        payload,
      });
    const general = await send({ title: 'Tonight', message: 'Soup', target: { playerId: player.id } });
    expect(general.statusCode).toBe(201);
    const urgent = await send({
      title: 'Wait-list',
      message: 'Skipped',
      messageType: 'seat_waiting',
      target: { playerId: player.id },
    });
    expect(urgent.statusCode).toBe(201);
    const pushed = JSON.parse(device.decrypt((await pushService.next(endpoint.path)).body));
    expect(pushed).toMatchObject({
      kind: 'notification',
      title: 'Wait-list',
      body: 'Skipped',
      tag: `club-notification-${urgent.json().id}`,
    });
    expect(pushService.deliveriesTo(endpoint.path)).toHaveLength(1);
  });
});
