import { randomBytes } from 'node:crypto';
import { ROOMS } from '@club/shared/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../test/sockets';

const kycEvent = (playerId: number) => ({
  playerId,
  kycStatus: 'approved' as const,
  note: null,
  scope: 'full' as const,
});

describe('real time on one instance', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  it('refuses a socket without a session cookie', async () => {
    await expect(connectSocket(url)).rejects.toThrow('unauthorized');
  });

  it('refuses a socket with a forged or revoked session cookie', async () => {
    await expect(connectSocket(url, `club_session=${randomBytes(32).toString('base64url')}`)).rejects.toThrow(
      'unauthorized',
    );
  });

  it("delivers a player's event to that player's sockets and no other player's", async () => {
    const db = t.app.database.db;
    const alice = await createPlayer(db);
    const bob = await createPlayer(db);
    const aliceSocket = await connectSocket(url, await playerCookie(db, alice.id));
    const bobSocket = await connectSocket(url, await playerCookie(db, bob.id));
    try {
      const received = nextEvent(aliceSocket, 'kyc_status_updated');
      const bobGets = receivesWithin(bobSocket, 'kyc_status_updated');
      t.app.publish(ROOMS.player(alice.id), 'kyc_status_updated', kycEvent(alice.id));
      expect(await received).toEqual(kycEvent(alice.id));
      expect(await bobGets).toBe(false);
    } finally {
      aliceSocket.close();
      bobSocket.close();
    }
  });

  it('keeps an onboarding session out of the lobby until KYC approval', async () => {
    const db = t.app.database.db;
    const player = await createPlayer(db, { kycStatus: 'pending' });
    const verified = await createPlayer(db);
    const socket = await connectSocket(url, await playerCookie(db, player.id, 'onboarding'));
    const control = await connectSocket(url, await playerCookie(db, verified.id));
    try {
      const onboardingGets = receivesWithin(socket, 'session_revoked');
      const fullGets = receivesWithin(control, 'session_revoked');
      t.app.publish(ROOMS.lobby, 'session_revoked', { reason: 'lobby test' });
      expect(await onboardingGets).toBe(false);
      expect(await fullGets).toBe(true);
    } finally {
      socket.close();
      control.close();
    }
  });
});
