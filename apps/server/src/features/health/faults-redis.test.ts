import { randomBytes } from 'node:crypto';
import { ROOMS } from '@club/shared/events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTwoInstances } from '../../../test/instances';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { connectSocket, listen, nextEvent } from '../../../test/sockets';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';

// Two instances reach Redis through a TCP proxy of the test's own; cutting the proxy is a Redis outage.
const event = (playerId: number) => ({ playerId, kycStatus: 'approved' as const, note: null, scope: 'full' as const });

async function waitUntil(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${withinMs} ms`);
}

describe('a Redis outage (through a TCP proxy that is cut and restored)', () => {
  let proxy: TcpProxy;
  let set: Awaited<ReturnType<typeof createTwoInstances>>;
  beforeAll(async () => {
    const redis = new URL(process.env.TEST_REDIS_URL!);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    set = await createTwoInstances(`redis://127.0.0.1:${proxy.port}`);
  });
  afterAll(async () => {
    await set?.close();
    await proxy?.close();
  });

  it('keeps serving, answers /api/ready 503 meanwhile, delivers locally, and is ready again within 10 s of Redis coming back', async () => {
    const player = await createPlayer(set.database.db);
    const cookie = await playerCookie(set.database.db, player.id);
    const socketOnA = await connectSocket(await listen(set.a.app), cookie);
    const socketOnB = await connectSocket(await listen(set.b.app), cookie);
    try {
      expect((await set.a.app.inject('/api/ready')).json()).toMatchObject({ redis: 'connected' });
      // What instance A logs: once per outage and client, never once per request.
      const logged: string[] = [];
      for (const level of ['error', 'warn', 'info'] as const) {
        vi.spyOn(set.a.app.log, level).mockImplementation(((...args: unknown[]) => {
          logged.push(String(args.find((arg) => typeof arg === 'string') ?? ''));
        }) as never);
      }
      const lines = (pattern: RegExp) => logged.filter((line) => pattern.test(line)).length;

      await proxy.cut();
      await waitUntil(async () => (await set.a.app.inject('/api/ready')).statusCode === 503, 5_000);
      const notReady = await set.a.app.inject('/api/ready');
      expect(notReady.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

      // Rate-limited, authenticated requests still answer (the limits count in memory meanwhile).
      for (let i = 0; i < 5; i++) {
        const balance = await set.a.app.inject({ url: `/api/balance/${player.id}`, headers: { cookie } });
        expect(balance.statusCode).toBe(200);
      }
      const unreachable = lines(/^Redis \(.+\) unreachable/);
      expect(unreachable).toBeGreaterThanOrEqual(1);
      // Pub, sub and the rate-limit store: at most one line each for the whole outage.
      expect(unreachable).toBeLessThanOrEqual(3);
      expect(lines(/rate limits: Redis unreachable, counting in this instance's memory/)).toBe(1);
      for (let i = 0; i < 20; i++) await set.a.app.inject({ url: `/api/balance/${player.id}`, headers: { cookie } });
      expect(lines(/^Redis \(.+\) unreachable/)).toBe(unreachable);
      expect(lines(/rate limits: Redis unreachable/)).toBe(1);
      // A socket on the publishing instance still hears its events.
      const local = nextEvent(socketOnA, 'kyc_status_updated');
      set.a.app.publish(ROOMS.player(player.id), 'kyc_status_updated', event(player.id));
      expect(await local).toEqual(event(player.id));

      // Every tab is told to re-read once Redis is back: what was published meanwhile reached one instance only.
      const resyncOnA = nextEvent(socketOnA, 'resync', 15_000);
      const resyncOnB = nextEvent(socketOnB, 'resync', 15_000);
      await proxy.restore();
      const tookMs = await waitUntil(async () => (await set.a.app.inject('/api/ready')).statusCode === 200, 10_000);
      expect(tookMs).toBeLessThan(10_000);
      await waitUntil(async () => (await set.b.app.inject('/api/ready')).statusCode === 200, 10_000);
      expect(lines(/^Redis \(.+\) reachable again/)).toBe(unreachable);

      expect(await resyncOnA).toEqual({ reason: 'realtime restored' });
      expect(await resyncOnB).toEqual({ reason: 'realtime restored' });

      // Across instances again once both are back.
      const remote = nextEvent(socketOnB, 'kyc_status_updated');
      set.a.app.publish(ROOMS.player(player.id), 'kyc_status_updated', event(player.id));
      expect(await remote).toEqual(event(player.id));
    } finally {
      vi.restoreAllMocks();
      socketOnA.close();
      socketOnB.close();
    }
  });

  it('counts rate limits in Redis again after the outage, shared by both instances', async () => {
    const key = `probe:${randomBytes(4).toString('hex')}`;
    await set.a.app.rateLimiter.hit(key, 10, 60_000);
    const second = await set.b.app.rateLimiter.hit(key, 1, 60_000);
    expect(second.allowed).toBe(false);
  });
});
