import { randomBytes } from 'node:crypto';
import { ROOMS } from '@club/shared/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
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
  let a: TestApp;
  let b: TestApp;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    // A key prefix of its own, so parallel runs on one Redis never hear each other.
    const overrides = {
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    };
    a = await createTestApp(overrides, { database });
    b = await createTestApp(overrides, { database });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('delivers an event published on one instance to a client connected to the other', async () => {
    const db = database.db;
    const player = await createPlayer(db);
    const urlB = await listen(b.app);
    const socket = await connectSocket(urlB, await playerCookie(db, player.id));
    try {
      const received = nextEvent(socket, 'kyc_status_updated');
      a.app.publish(ROOMS.player(player.id), 'kyc_status_updated', kycEvent(player.id));
      expect(await received).toEqual(kycEvent(player.id));
    } finally {
      socket.close();
    }
  });
});
