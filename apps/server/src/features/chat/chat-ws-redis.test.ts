import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoInstances } from '../../../test/instances';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { connectChatWs, listen } from '../../../test/sockets';

// Runs only when TEST_REDIS_URL is set (vitest.config.ts leaves the file out otherwise; CI sets it).
describe('/chat-ws across two instances sharing Redis', () => {
  let set: Awaited<ReturnType<typeof createTwoInstances>>;
  beforeAll(async () => {
    set = await createTwoInstances(process.env.TEST_REDIS_URL!);
  });
  afterAll(() => set?.close());

  it('tells a /chat-ws client on one instance the staff reply made on the other, and closes it when the session ends there', async () => {
    const db = set.database.db;
    const player = await createPlayer(db);
    const cookie = await playerCookie(db, player.id);
    const gre = await createStaff(db, 'gre');
    const client = await connectChatWs(await listen(set.b.app), cookie);
    try {
      client.send({ type: 'authenticate', playerId: player.id });
      await client.next('authenticated');
      const sent = await set.a.app.inject({
        method: 'POST',
        url: '/api/unified-chat/send',
        headers: { cookie },
        payload: { playerId: player.id, message: 'Anyone at the desk?' },
      });
      const conversationId = sent.json().conversation.id;
      expect(await client.next('session_started')).toMatchObject({ conversationId });
      await set.a.app.inject({
        method: 'POST',
        url: `/api/staff/chat/sessions/${conversationId}/messages`,
        headers: { cookie: await staffCookie(db, gre.id) },
        payload: { message: 'Yes, on our way' },
      });
      expect(await client.next('gre_message')).toMatchObject({
        message: { sender: 'staff', message: 'Yes, on our way' },
      });

      await set.a.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie } });
      expect(await client.closed).toBe(1008);
    } finally {
      client.ws.close();
    }
  });
});
