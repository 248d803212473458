import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoInstances } from '../../../test/instances';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { connectSocket, listen, nextEvent } from '../../../test/sockets';

// Runs only when TEST_REDIS_URL is set (vitest.config.ts leaves the file out otherwise; CI sets it).
describe('the delivery count of a composed notification across two instances sharing Redis', () => {
  let set: Awaited<ReturnType<typeof createTwoInstances>>;
  beforeAll(async () => {
    set = await createTwoInstances(process.env.TEST_REDIS_URL!);
  });
  afterAll(() => set?.close());

  it('counts a player whose phone is connected to the other instance (decision 101)', async () => {
    const db = set.database.db;
    const online = await createPlayer(db);
    await createPlayer(db);
    const manager = await createStaff(db, 'manager');
    const cookie = await staffCookie(db, manager.id);
    const urlB = await listen(set.b.app);
    const phone = await connectSocket(urlB, await playerCookie(db, online.id));
    const desk = await connectSocket(urlB, cookie, undefined, { as: 'staff' });
    try {
      const received = nextEvent<{ title: string }>(phone, 'notification');
      const historyRow = nextEvent<{ deliveredCount: number | null }>(desk, 'staff_notification_sent');
      const res = await set.a.app.inject({
        method: 'POST',
        url: '/api/staff/push-notifications',
        headers: { cookie },
        payload: { title: 'Across', message: 'Both instances', target: { audience: 'all' } },
      });
      expect(res.statusCode).toBe(201);
      expect((await received).title).toBe('Across');
      // Two players on this fresh database; only one has a phone connected, to instance B.
      expect(res.json()).toMatchObject({ recipientCount: 2, deliveredCount: 1 });
      const rows = await set.a.app.inject({ url: '/api/staff/push-notifications', headers: { cookie } });
      const row = (rows.json() as Array<{ id: number; deliveredCount: number | null }>).find(
        (r) => r.id === res.json().id,
      );
      expect(row?.deliveredCount).toBe(res.json().deliveredCount);
      expect((await historyRow).deliveredCount).toBe(res.json().deliveredCount);
    } finally {
      phone.close();
      desk.close();
    }
  });
});
