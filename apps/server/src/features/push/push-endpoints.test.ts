import type { PushMessage } from '@club/shared/push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSubscription, startPushService } from '../../../test/push-service';
import { listeningTestApp } from '../../../test/sockets';
import { signedInPlayer } from '../../../test/tables';
import { pushSubscriptions } from '../../db/schema';
import type { UseCaseContext } from '../../use-case';
import { sendPushToPlayer } from './push.service';

// Where the server may post a push (decision 140): only https to public addresses, checked when a subscription
// is stored and again, resolved, right before each send. This app runs as production does: no loopback allowance.
const t = listeningTestApp();
const db = () => t.app.database.db;
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

const subscribe = (cookie: string, endpoint: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie },
    payload: browserSubscription(endpoint).json,
  });

const message: PushMessage = { kind: 'notification', title: 'Hello', body: 'A test', tag: 'club-test', url: '/' };

/** A device stored before this rule (or whose host's DNS changed since): straight into the table. */
async function storedDevice(endpoint: string) {
  const player = await signedInPlayer(t.app);
  const keys = browserSubscription(endpoint).json.keys;
  await db()
    .insert(pushSubscriptions)
    .values({ playerId: player.id, endpoint, ...keys });
  return player;
}

const devicesOf = async (playerId: number) =>
  (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.playerId, playerId))).map((d) => d.endpoint);

/** The app's context with a resolver of the test's: what each host resolves to, and who was asked. */
function resolvingTo(answers: Record<string, string[]>) {
  const asked: string[] = [];
  const ctx: UseCaseContext = {
    ...t.app.useCase,
    webPush: {
      ...t.app.useCase.webPush,
      lookupHost: async (host) => {
        asked.push(host);
        return (answers[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      },
    },
  };
  return { ctx, asked };
}

describe('storing a subscription', () => {
  it('refuses an endpoint on this machine, the club’s network or a metadata service, with a clear 400', async () => {
    const player = await signedInPlayer(t.app);
    const cases: Array<[string, string]> = [
      [pushService.endpoint().url, 'endpoint must be the https URL'],
      ['https://127.0.0.1/push/a', 'endpoint must be a public address: 127.0.0.1 is loopback'],
      ['https://2130706433/push/a', '127.0.0.1 is loopback'],
      ['https://[::ffff:127.0.0.1]/push/a', 'is loopback'],
      ['https://localhost/push/a', 'localhost is a local name'],
      ['https://169.254.169.254/latest/meta-data/', '169.254.169.254 is metadata'],
      ['https://metadata.google.internal/computeMetadata/v1/', 'is a local name'],
      ['https://192.168.1.20/push', '192.168.1.20 is private'],
      ['https://100.64.3.4/push', 'is shared (CGNAT)'],
      ['https://[fd12::1]/push', 'is unique-local'],
      ['https://[fe80::1]/push', 'is link-local'],
    ];
    for (const [endpoint, words] of cases) {
      const res = await subscribe(player.cookie, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toContain(words);
    }
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.playerId, player.id))).toEqual([]);
  });

  it('keeps a push service’s https endpoint', async () => {
    const player = await signedInPlayer(t.app);
    const res = await subscribe(player.cookie, 'https://fcm.googleapis.com/fcm/send/abc:def');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', devices: 1 });
  });
});

describe('sending', () => {
  it('refuses a host that resolves to a non-public address, before connecting', async () => {
    for (const addresses of [['127.0.0.1'], ['::1'], ['8.8.8.8', '10.0.0.7'], ['::ffff:169.254.169.254']]) {
      const host = `push-${Math.random().toString(36).slice(2, 8)}.example.com`;
      const player = await storedDevice(`https://${host}/push/x`);
      const { ctx, asked } = resolvingTo({ [host]: addresses });
      const summary = await sendPushToPlayer(ctx, player.id, message);
      expect(asked).toEqual([host]);
      expect(summary).toMatchObject({ sent: 0, gone: 0, failed: 1 });
      expect(summary.reasons[0]).toContain(`${host} resolves to a non-public address`);
      // Dropped: the next send neither asks DNS nor logs it again.
      expect(await devicesOf(player.id)).toEqual([]);
    }
    expect(pushService.received).toEqual([]);
  });

  it('refuses an endpoint stored before the rule, without asking DNS', async () => {
    const player = await storedDevice('https://169.254.169.254/latest/meta-data/');
    const { ctx, asked } = resolvingTo({});
    const summary = await sendPushToPlayer(ctx, player.id, message);
    expect(asked).toEqual([]);
    expect(summary.reasons).toEqual([
      '169.254.169.254: endpoint must be a public address: 169.254.169.254 is metadata',
    ]);
    expect(await devicesOf(player.id)).toEqual([]);
  });

  it('refuses the tests’ local push service without the test-only allowance', async () => {
    const endpoint = pushService.endpoint();
    const player = await storedDevice(endpoint.url);
    const summary = await sendPushToPlayer(t.app.useCase, player.id, message);
    expect(summary.failed).toBe(1);
    expect(summary.reasons[0]).toContain('endpoint must be the https URL');
    expect(pushService.deliveriesTo(endpoint.path)).toEqual([]);
  });
});
