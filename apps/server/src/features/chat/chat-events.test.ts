import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../test/sockets';
import { signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(() => t.close());

const send = (cookie: string, message: string) =>
  t.app.inject({ method: 'POST', url: '/api/unified-chat/send', headers: { cookie }, payload: { message } });
const staffCall = (cookie: string, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/chat/sessions/${path}`, headers: { cookie }, payload });

async function sockets(cookies: string[]): Promise<Socket[]> {
  return Promise.all(cookies.map((cookie) => connectSocket(url, cookie)));
}
const closeAll = (list: Socket[]) => {
  for (const socket of list) socket.close();
};

describe('chat events', () => {
  it("sends the player's message to the player's tabs and guest-relations staff, no one else", async () => {
    const player = await signedInPlayer(t.app);
    const other = await signedInPlayer(t.app);
    const gre = await signedInStaff(t.app, 'gre');
    const manager = await signedInStaff(t.app, 'manager');
    const all = await sockets([player.cookie, other.cookie, gre.cookie, manager.cookie]);
    const [mine, theirs, greSocket, managerSocket] = all as [Socket, Socket, Socket, Socket];
    try {
      const started = nextEvent<{ status: string; previousStatus: string; event: string }>(mine, 'chat-status-updated');
      const mineGets = nextEvent<{ message: { message: string; sender: string } }>(mine, 'new-message');
      const greGets = nextEvent<{ playerId: number; message: { message: string } }>(greSocket, 'new-message');
      const otherHears = receivesWithin(theirs, 'new-message');
      const managerHears = receivesWithin(managerSocket, 'new-message');
      expect((await send(player.cookie, 'Where is my drink?')).statusCode).toBe(201);
      expect(await started).toMatchObject({ status: 'pending', previousStatus: 'none', event: 'started' });
      expect((await mineGets).message).toMatchObject({ message: 'Where is my drink?', sender: 'player' });
      expect(await greGets).toMatchObject({ playerId: player.id, message: { message: 'Where is my drink?' } });
      expect(await otherHears).toBe(false);
      expect(await managerHears).toBe(false);
    } finally {
      closeAll(all);
    }
  });

  it('pushes a staff reply and the status moves to the player without a reload', async () => {
    const player = await signedInPlayer(t.app);
    const admin = await signedInStaff(t.app, 'admin');
    const { conversation } = (await send(player.cookie, 'Any seats?')).json();
    const all = await sockets([player.cookie]);
    const [mine] = all as [Socket];
    try {
      const status = nextEvent<{ status: string; event: string }>(mine, 'chat-status-updated');
      const message = nextEvent<{ message: { sender: string; sender_name: string } }>(mine, 'new-message');
      await staffCall(admin.cookie, `${conversation.id}/messages`, { message: 'Table 2 has one.' });
      expect(await status).toMatchObject({ status: 'active', event: 'active' });
      expect((await message).message).toMatchObject({ sender: 'staff', sender_name: admin.name });

      const readBefore = (
        await t.app.inject({ url: `/api/chat-history/${player.id}`, headers: { cookie: player.cookie } })
      ).json<{ asOf: string }>();
      const closed = nextEvent<{ status: string; previousStatus: string; event: string; asOf: string }>(
        mine,
        'chat-status-updated',
      );
      await staffCall(admin.cookie, `${conversation.id}/close`, {});
      const close = await closed;
      expect(close).toMatchObject({ status: 'recent', previousStatus: 'active', event: 'resolved' });
      // Stamped after the commit: later than a history read before it, so the client applies it.
      expect(Date.parse(close.asOf)).toBeGreaterThan(Date.parse(readBefore.asOf));

      const cleared = nextEvent<{ status: string; event: string }>(mine, 'chat-status-updated');
      await t.app.inject({
        method: 'POST',
        url: `/api/chat-history/${player.id}/clear`,
        headers: { cookie: player.cookie },
      });
      expect(await cleared).toMatchObject({ status: 'none', event: 'cleared' });
    } finally {
      closeAll(all);
    }
  });

  it('publishes nothing for a dropped duplicate', async () => {
    const player = await signedInPlayer(t.app);
    await send(player.cookie, 'Twice');
    const all = await sockets([player.cookie]);
    const [mine] = all as [Socket];
    try {
      const hears = receivesWithin(mine, 'new-message', 700);
      expect((await send(player.cookie, 'Twice')).json().duplicate).toBe(true);
      expect(await hears).toBe(false);
    } finally {
      closeAll(all);
    }
  });

  it('answers get_messages with chat_history on the asking socket only', async () => {
    const player = await signedInPlayer(t.app);
    await send(player.cookie, 'History please');
    const all = await sockets([player.cookie, player.cookie]);
    const [asking, otherTab] = all as [Socket, Socket];
    try {
      const history = nextEvent<{
        status: string;
        conversations: Array<{ initial_message: string; chat_messages: unknown[] }>;
      }>(asking, 'chat_history');
      const otherTabHears = receivesWithin(otherTab, 'chat_history');
      const ack = await asking.emitWithAck('get_messages', {});
      expect(ack).toEqual({ ok: true });
      const answer = await history;
      expect(answer.status).toBe('pending');
      expect(answer.conversations[0]).toMatchObject({ initial_message: 'History please', chat_messages: [] });
      expect(await otherTabHears).toBe(false);
    } finally {
      closeAll(all);
    }
  });

  it("refuses get_messages for another player's chat; guest-relations staff may name the player", async () => {
    const owner = await signedInPlayer(t.app);
    const other = await signedInPlayer(t.app);
    const gre = await signedInStaff(t.app, 'gre');
    const cashier = await signedInStaff(t.app, 'cashier');
    await send(owner.cookie, 'Mine only');
    const all = await sockets([other.cookie, gre.cookie, cashier.cookie]);
    const [otherSocket, greSocket, cashierSocket] = all as [Socket, Socket, Socket];
    try {
      const otherHears = receivesWithin(otherSocket, 'chat_history');
      expect(await otherSocket.emitWithAck('get_messages', { playerId: owner.id })).toEqual({
        ok: false,
        message: 'You can only read your own chat',
      });
      expect(await otherHears).toBe(false);
      expect(await cashierSocket.emitWithAck('get_messages', { playerId: owner.id })).toMatchObject({ ok: false });

      const staffHistory = nextEvent<{ playerId: number; conversations: unknown[] }>(greSocket, 'chat_history');
      expect(await greSocket.emitWithAck('get_messages', { playerId: owner.id })).toEqual({ ok: true });
      expect(await staffHistory).toMatchObject({
        playerId: owner.id,
        conversations: [{ initial_message: 'Mine only' }],
      });
    } finally {
      closeAll(all);
    }
  });
});
