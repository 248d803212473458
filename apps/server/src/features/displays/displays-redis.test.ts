import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoInstances } from '../../../test/instances';
import { connectSocket, listen, nextEvent } from '../../../test/sockets';
import { createTable, signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';

// Runs only when TEST_REDIS_URL is set (vitest.config.ts leaves *-redis files out otherwise).
describe('the TV board across two instances sharing Redis', () => {
  let set: Awaited<ReturnType<typeof createTwoInstances>>;
  beforeAll(async () => {
    set = await createTwoInstances(process.env.TEST_REDIS_URL!);
  });
  afterAll(() => set?.close());

  it('tells a board on instance B of a join on instance A, and closes it when A revokes its key', async () => {
    const manager = await signedInStaff(set.a.app, 'manager');
    const created = await set.a.app.inject({
      method: 'POST',
      url: '/api/staff/displays',
      headers: { cookie: manager.cookie },
      payload: { name: 'Hall TV' },
    });
    const { display, key } = created.json() as { display: { id: number }; key: string };
    const socket = await connectSocket(await listen(set.b.app), undefined, undefined, { displayKey: key });
    try {
      const table = await createTable(set.a.app);
      const player = await signedInPlayer(set.a.app);
      const told = nextEvent(socket, 'display_board_changed');
      const joined = await set.a.app.inject({
        method: 'POST',
        url: '/api/seat-requests',
        headers: { cookie: player.cookie },
        payload: { tableId: table.id },
      });
      expect(joined.statusCode).toBe(201);
      await told;

      const gone = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
      const revoked = await set.a.app.inject({
        method: 'POST',
        url: `/api/staff/displays/${display.id}/revoke`,
        headers: { cookie: manager.cookie },
      });
      expect(revoked.statusCode).toBe(200);
      expect(await gone).toBe('io server disconnect');
    } finally {
      socket.close();
    }
  });
});
