import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../test/sockets';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';
import { openDatabase } from '../../db/client';
import { pushSeatRequests } from '../tables/table-updates.service';

// A database that cannot be reached answers 503 SERVICE_UNAVAILABLE with Retry-After, never 500, and
// the app recovers by itself when it is back. PostgreSQL is cut through a TCP proxy of the test's own;
// the embedded PGlite is closed under the app.
const isPostgres = process.env.TEST_DB_KIND === 'postgres';

describe(`a database outage (${isPostgres ? 'PostgreSQL behind a cut proxy' : 'PGlite closed'})`, () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxy | null = null;
  let player: { id: number; cookie: string };
  let proxied: Awaited<ReturnType<typeof openDatabase>> | null = null;

  beforeAll(async () => {
    database = await createTestDatabase();
    const created = await createPlayer(database.db);
    player = { id: created.id, cookie: await playerCookie(database.db, created.id) };
    if (isPostgres) {
      // The app reaches the test's database through the proxy; the test keeps its own direct connection.
      const direct = new URL(process.env.TEST_DATABASE_URL!);
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    }
    t = await createTestApp({}, { database: isPostgres ? await proxiedDatabase() : database });
  });
  afterAll(async () => {
    await t?.close();
    if (isPostgres) await database?.close();
    await proxy?.close();
  });

  /** The same PostgreSQL database as `database`, opened through the proxy. */
  async function proxiedDatabase() {
    const result = await database.db.execute(sql`select current_database() as name`);
    const [row] = (result as unknown as { rows: Array<{ name: string }> }).rows;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.port = String(proxy!.port);
    url.hostname = '127.0.0.1';
    url.pathname = `/${row!.name}`;
    proxied = await openDatabase({ databaseUrl: url.toString(), dataDir: database.dataDir });
    return { ...proxied, dataDir: database.dataDir };
  }

  const readBalance = () => t.app.inject({ url: `/api/balance/${player.id}`, headers: { cookie: player.cookie } });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After while the database is unreachable, not 500', async () => {
    expect((await readBalance()).statusCode).toBe(200);
    if (proxy) await proxy.cut();
    else await database.close();

    const answer = await readBalance();
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject('/api/ready')).statusCode).toBe(503);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });

  if (isPostgres) {
    it('keeps running when the connection of a query in flight breaks (the client emits error while checked out)', async () => {
      await proxy!.restore();
      expect((await readBalance()).statusCode).toBe(200);
      // A transaction holds a checked-out connection while the proxy cuts it: the transaction fails, and the
      // broken client's 'error' event is heard (unheard it ends the process, as a load test's cut showed;
      // pool.query listens for itself, a checked-out client has no listener but ours).
      const inFlight = proxied!.db
        .transaction((tx) => tx.execute(sql`select pg_sleep(2)`))
        .then(
          () => 'finished',
          (error: Error) => error.message,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await proxy!.cut();
      expect(await inFlight).not.toBe('finished');
      expect((await readBalance()).statusCode).toBe(503);
    });

    it('serves again by itself once PostgreSQL is reachable again', async () => {
      await proxy!.restore();
      expect((await readBalance()).statusCode).toBe(200);
      expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
    });

    it('a push after commit that meets the outage is not lost: once PostgreSQL answers, every socket is told to re-read', async () => {
      const socket = await connectSocket(await listen(t.app), player.cookie);
      try {
        await proxy!.cut();
        // A use case committed just before the cut; its push re-reads the player's seat requests and fails.
        t.app.useCase.afterCommit(() => pushSeatRequests(t.app.useCase, [player.id]));
        expect(await receivesWithin(socket, 'resync', 1_500), 'no resync while the database is away').toBe(false);
        await proxy!.restore();
        expect(await nextEvent(socket, 'resync', 3_000)).toEqual({ reason: 'pushes lost' });
        // One lost push, one re-read of every tab: nothing more follows.
        expect(await receivesWithin(socket, 'resync', 1_000)).toBe(false);
      } finally {
        socket.close();
      }
    });
  }
});
