import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoInstances } from '../../../test/instances';
import { connectSocket, listen } from '../../../test/sockets';
import { signedInStaff } from '../../../test/wallet';

// Runs only when TEST_REDIS_URL is set (vitest.config.ts leaves *-redis files out otherwise).
describe('ending sockets across two instances sharing Redis', () => {
  let set: Awaited<ReturnType<typeof createTwoInstances>>;
  beforeAll(async () => {
    set = await createTwoInstances(process.env.TEST_REDIS_URL!);
  });
  afterAll(() => set?.close());

  it('disconnects a socket on instance B when the account is deactivated on instance A', async () => {
    const admin = await signedInStaff(set.a.app, 'super_admin');
    const manager = await signedInStaff(set.a.app, 'manager');
    const socket = await connectSocket(await listen(set.b.app), manager.cookie);
    try {
      const gone = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 3000);
        socket.once('disconnect', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      const response = await set.a.app.inject({
        method: 'PATCH',
        url: `/api/staff/accounts/${manager.id}`,
        headers: { cookie: admin.cookie },
        payload: { isActive: false },
      });
      expect(response.statusCode).toBe(200);
      expect(await gone).toBe(true);
    } finally {
      socket.close();
    }
  });
});
