import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoInstances } from '../../../../test/instances';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../../test/sockets';
import { signedInStaff } from '../../../../test/wallet';
import { startCheckInCodeTimer } from './check-in-code-timer';

// Runs only when TEST_REDIS_URL is set (vitest.config.ts leaves *-redis files out otherwise).
// The room's check-in code is sent when it changes (decision 064), so no board or console reads it over HTTP
// while connected: each instance sends it to its own sockets, so across instances each socket hears it once.
describe('the check-in code sent when it changes, across two instances sharing Redis', () => {
  let set: Awaited<ReturnType<typeof createTwoInstances>>;
  beforeAll(async () => {
    set = await createTwoInstances(process.env.TEST_REDIS_URL!);
  });
  afterAll(() => set?.close());

  const timerOf = (app: typeof set.a.app, at: Date) =>
    startCheckInCodeTimer({
      db: app.database.db,
      publicUrl: app.config.publicUrl,
      publishLocal: app.publishLocal,
      log: app.log,
      now: () => at,
    });

  it('reaches the floor roles and the boards on each instance once, and no other role', async () => {
    const manager = await signedInStaff(set.a.app, 'manager');
    const cashier = await signedInStaff(set.a.app, 'cashier');
    const created = await set.a.app.inject({
      method: 'POST',
      url: '/api/staff/displays',
      headers: { cookie: manager.cookie },
      payload: { name: 'Hall TV' },
    });
    const { key } = created.json() as { key: string };
    const [urlA, urlB] = [await listen(set.a.app), await listen(set.b.app)];
    const floorOnB = await connectSocket(urlB, manager.cookie);
    const boardOnA = await connectSocket(urlA, undefined, undefined, { displayKey: key });
    const cashierOnB = await connectSocket(urlB, cashier.cookie);
    // Both instances' timers act at the same change, as on a real night.
    const at = new Date('2026-11-25T20:03:00.050Z');
    const timers = [timerOf(set.a.app, at), timerOf(set.b.app, at)];
    try {
      const heardByFloor: unknown[] = [];
      floorOnB.on('check_in_code_changed', (code: unknown) => heardByFloor.push(code));
      const board = nextEvent<{ code: string; url: string; changesAt: string }>(boardOnA, 'check_in_code_changed');
      const cashierHears = receivesWithin(cashierOnB, 'check_in_code_changed', 800);

      const changesAt = await Promise.all(timers.map((timer) => timer.tick()));
      expect(changesAt.map((d) => d?.toISOString())).toEqual(['2026-11-25T20:06:00.000Z', '2026-11-25T20:06:00.000Z']);

      const code = await board;
      expect(code.code).toMatch(/^\d{6}$/);
      expect(code.url).toBe(`${set.a.app.config.publicUrl}/check-in?code=${code.code}`);
      expect(code.changesAt).toBe('2026-11-25T20:06:00.000Z');
      expect(await cashierHears).toBe(false);
      // The desk's read answers the same code for the same moment.
      expect(heardByFloor).toEqual([code]);
    } finally {
      for (const timer of timers) timer.stop();
      for (const socket of [floorOnB, boardOnA, cashierOnB]) socket.close();
    }
  });
});
