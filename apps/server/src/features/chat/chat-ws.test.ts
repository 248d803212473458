import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { connectChatWs, connectSocket, listen, nextEvent } from '../../../test/sockets';
import { signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';

/** The specification's chat websocket (dashboard.md, "Chat websocket"), beside the Socket.IO channel. */
let t: TestApp;
let baseUrl = '';
const open: Array<{ close(): void }> = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => t.close());

const connectChat = (cookie: string | undefined, origin?: string) =>
  connectChatWs(baseUrl, cookie, origin).then((client) => {
    open.push(client.ws);
    return client;
  });

async function authenticated(player: { id: number; cookie: string }) {
  const client = await connectChat(player.cookie);
  client.send({ type: 'authenticate', playerId: player.id, playerName: 'Asha Rao', playerEmail: 'asha@club.test' });
  expect(await client.next('authenticated')).toMatchObject({ playerId: player.id });
  return client;
}

const sendOverHttp = (cookie: string, message: string) =>
  t.app.inject({ method: 'POST', url: '/api/unified-chat/send', headers: { cookie }, payload: { message } });

describe('/chat-ws: who may open it', () => {
  it('refuses an upgrade without a player session (401), from another site (403), or in onboarding (403)', async () => {
    await expect(connectChat(undefined)).rejects.toThrow('refused 401');
    const player = await signedInPlayer(t.app);
    await expect(connectChat(player.cookie, 'https://evil.example')).rejects.toThrow('refused 403');
    const onboarding = await createPlayer(t.app.database.db, { kycStatus: 'submitted' });
    const cookie = await playerCookie(t.app.database.db, onboarding.id, 'onboarding');
    await expect(connectChat(cookie)).rejects.toThrow('refused 403');
  });

  it('refuses authenticate naming another player with an error message and closes the socket', async () => {
    const player = await signedInPlayer(t.app);
    const victim = await createPlayer(t.app.database.db);
    const client = await connectChat(player.cookie);
    client.send({ type: 'authenticate', playerId: victim.id, playerName: 'Someone', playerEmail: victim.email });
    expect(await client.next('error')).toMatchObject({ message: 'You can only open your own chat' });
    expect(await client.closed).toBe(1008);
  });

  it('answers get_messages only after authenticate, and never for another player', async () => {
    const player = await signedInPlayer(t.app);
    const client = await connectChat(player.cookie);
    client.send({ type: 'get_messages' });
    expect(await client.next('error')).toMatchObject({ message: 'Send authenticate first' });
    client.send({ type: 'authenticate', playerId: String(player.id) });
    await client.next('authenticated');
    client.send({ type: 'get_messages', playerId: player.id + 1000 });
    expect(await client.next('acknowledgment')).toMatchObject({ request: 'get_messages', ok: false });
  });

  it('ends with the session: a sign-out closes it', async () => {
    const player = await signedInPlayer(t.app);
    const client = await authenticated(player);
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie: player.cookie } });
    expect(await client.closed).toBe(1008);
  });
});

describe('/chat-ws: the table protocol', () => {
  it('answers get_messages with chat_history (initial_message once) and an acknowledgment', async () => {
    const player = await signedInPlayer(t.app);
    await sendOverHttp(player.cookie, 'Is table 3 open?');
    const client = await authenticated(player);
    client.send({ type: 'get_messages' });
    const history = await client.next('chat_history');
    expect(history).toMatchObject({ success: true, playerId: player.id, status: 'pending' });
    expect(history.conversations).toMatchObject([{ initial_message: 'Is table 3 open?', chat_messages: [] }]);
    expect((history.messages as Array<{ message: string }>).map((m) => m.message)).toEqual(['Is table 3 open?']);
    expect(await client.next('acknowledgment')).toEqual({ type: 'acknowledgment', request: 'get_messages', ok: true });
  });

  it('tells session_started, gre_message and session_closed; a staff reply reaches /chat-ws and Socket.IO alike', async () => {
    const player = await signedInPlayer(t.app);
    const gre = await signedInStaff(t.app, 'gre');
    const client = await authenticated(player);
    const socket = await connectSocket(baseUrl, player.cookie);
    open.push(socket);

    const ownOverSocketIo = nextEvent<{ message: { message: string } }>(socket, 'new-message');
    const sent = await sendOverHttp(player.cookie, 'Can I get a table for four?');
    const conversationId = sent.json().conversation.id;
    expect(await client.next('session_started')).toMatchObject({ conversationId, status: 'pending' });
    expect(await client.next('new_message')).toMatchObject({ message: { message: 'Can I get a table for four?' } });

    expect((await ownOverSocketIo).message.message).toBe('Can I get a table for four?');
    const overSocketIo = nextEvent<{ message: { message: string } }>(socket, 'new-message');
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/staff/chat/sessions/${conversationId}/messages`,
      headers: { cookie: gre.cookie },
      payload: { message: 'Table 3 in ten minutes' },
    });
    expect(reply.statusCode).toBe(201);
    expect(await client.next('gre_message')).toMatchObject({
      playerId: player.id,
      message: { sender: 'staff', sender_name: gre.name, message: 'Table 3 in ten minutes' },
    });
    expect((await overSocketIo).message.message).toBe('Table 3 in ten minutes');

    await t.app.inject({
      method: 'POST',
      url: `/api/staff/chat/sessions/${conversationId}/close`,
      headers: { cookie: gre.cookie },
      payload: {},
    });
    expect(await client.next('session_closed')).toMatchObject({ conversationId, status: 'recent' });
    await t.app.inject({
      method: 'POST',
      url: `/api/chat-history/${player.id}/clear`,
      headers: { cookie: player.cookie },
      payload: {},
    });
    expect(await client.next('chat_closed')).toMatchObject({ status: 'none' });
  });

  it('sends through the one chat service: message_sent, the 5 s duplicate dropped, the same send limit as HTTP', async () => {
    const player = await signedInPlayer(t.app);
    const client = await authenticated(player);
    client.send({ type: 'send_message', message: '  Hello from the old client ' });
    const first = await client.next('message_sent');
    expect(first).toMatchObject({
      duplicate: false,
      message: { sender: 'player', message: 'Hello from the old client' },
    });
    client.send({ type: 'send_message', message: 'Hello from the old client' });
    const again = await client.next('message_sent');
    expect(again).toMatchObject({ duplicate: true, message: { id: (first.message as { id: number }).id } });
    // Its own message is answered by message_sent, not told again as new_message.
    expect(client.received.some((m) => m.type === 'new_message')).toBe(false);

    client.send({ type: 'send_message', message: '   ' });
    const acks = [await client.next('acknowledgment'), await client.next('acknowledgment')];
    expect(acks.map((m) => m.ok)).toEqual([true, true]);
    expect(await client.next('acknowledgment')).toMatchObject({ ok: false, message: 'Please enter a message' });

    // Twenty sends a minute per player, counted together over HTTP and /chat-ws (two made above).
    for (let i = 0; i < 18; i++) expect((await sendOverHttp(player.cookie, `Message ${i}`)).statusCode).toBe(201);
    client.send({ type: 'send_message', message: 'One too many' });
    expect(await client.next('acknowledgment')).toMatchObject({
      ok: false,
      message: 'Too many requests. Please wait a minute.',
    });
  });
});
