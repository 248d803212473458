import { ROOMS } from '@club/shared/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoInstances } from '../../../test/instances';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { connectSocket, listen, nextEvent } from '../../../test/sockets';

// Runs only when TEST_REDIS_URL is set (vitest.config.ts leaves the file out otherwise; CI sets it).
const kycEvent = (playerId: number) => ({
  playerId,
  kycStatus: 'approved' as const,
  note: null,
  scope: 'full' as const,
});

describe('real time across two instances sharing Redis', () => {
  let set: Awaited<ReturnType<typeof createTwoInstances>>;
  beforeAll(async () => {
    set = await createTwoInstances(process.env.TEST_REDIS_URL!);
  });
  afterAll(() => set?.close());

  it('delivers an event published on one instance to a client connected to the other', async () => {
    const db = set.database.db;
    const player = await createPlayer(db);
    const urlB = await listen(set.b.app);
    const socket = await connectSocket(urlB, await playerCookie(db, player.id));
    try {
      const received = nextEvent(socket, 'kyc_status_updated');
      set.a.app.publish(ROOMS.player(player.id), 'kyc_status_updated', kycEvent(player.id));
      expect(await received).toEqual(kycEvent(player.id));
    } finally {
      socket.close();
    }
  });
});
