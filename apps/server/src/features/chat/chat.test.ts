import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';
import { auditLog, chatMessages, chatSessions } from '../../db/schema';
import { replyAsStaff, sendPlayerMessage } from './chat.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;

const send = (cookie: string, payload: Record<string, unknown>, url = '/api/unified-chat/send') =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const history = (cookie: string, playerId: number) =>
  t.app.inject({ url: `/api/chat-history/${playerId}`, headers: { cookie } });
const reply = (cookie: string, conversationId: number, message: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/chat/sessions/${conversationId}/messages`,
    headers: { cookie },
    payload: { message },
  });
const close = (cookie: string, conversationId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/chat/sessions/${conversationId}/close`,
    headers: { cookie },
    payload: {},
  });
const clear = (cookie: string, playerId: number) =>
  t.app.inject({ method: 'POST', url: `/api/chat-history/${playerId}/clear`, headers: { cookie } });

describe('the conversation: none → pending → active → resolved (recent) → cleared (none)', () => {
  it('follows the player writing, staff replying and closing, and the player clearing', async () => {
    const player = await signedInPlayer(t.app);
    const gre = await signedInStaff(t.app, 'gre');

    expect((await history(player.cookie, player.id)).json()).toEqual({
      success: true,
      playerId: player.id,
      status: 'none',
      conversations: [],
      asOf: expect.any(String),
    });

    const first = await send(player.cookie, { playerId: player.id, message: '  Can I get a table for four?  ' });
    expect(first.statusCode).toBe(201);
    const conversationId = first.json().conversation.id;
    expect(first.json()).toMatchObject({
      duplicate: false,
      conversation: { status: 'pending', player_id: player.id, initial_message: 'Can I get a table for four?' },
      message: {
        sender: 'player',
        message: 'Can I get a table for four?',
        message_text: 'Can I get a table for four?',
      },
    });
    expect((await history(player.cookie, player.id)).json().status).toBe('pending');

    const answered = await reply(gre.cookie, conversationId, 'Of course, table 3 in ten minutes.');
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({
      conversation: { id: conversationId, status: 'active' },
      message: { sender: 'staff', sender_name: gre.name },
    });
    const active = (await history(player.cookie, player.id)).json();
    expect(active.status).toBe('active');
    // The player's first message is the conversation's initial_message, not repeated in chat_messages.
    expect(active.conversations[0].initial_message).toBe('Can I get a table for four?');
    expect(active.conversations[0].chat_messages.map((m: { sender: string }) => m.sender)).toEqual(['staff']);

    expect((await close(gre.cookie, conversationId)).json()).toMatchObject({
      success: true,
      conversation: { id: conversationId, status: 'resolved' },
    });
    // Closed but not cleared: the player still reads it, as Recent.
    const recent = (await history(player.cookie, player.id)).json();
    expect(recent.status).toBe('recent');
    expect(recent.conversations).toHaveLength(1);

    expect((await clear(player.cookie, player.id)).json()).toEqual({
      success: true,
      cleared: 1,
      status: 'none',
      asOf: expect.any(String),
    });
    expect((await history(player.cookie, player.id)).json()).toMatchObject({ status: 'none', conversations: [] });
    // Cleared from the player's view only: staff still read the conversation, marked cleared.
    const staffView = (await history(gre.cookie, player.id)).json();
    expect(staffView.conversations).toHaveLength(1);
    expect(staffView.conversations[0].cleared_at).not.toBeNull();
    expect(staffView.conversations[0].chat_messages).toHaveLength(2);
  });

  it('starts a new pending conversation when the player writes after a close, keeping the recent one', async () => {
    const player = await signedInPlayer(t.app);
    const admin = await signedInStaff(t.app, 'admin');
    const first = (await send(player.cookie, { message: 'Hello' })).json();
    await close(admin.cookie, first.conversation.id);
    const second = await send(player.cookie, { message: 'Hello again' }, '/api/staff-chat-integration/send');
    expect(second.statusCode).toBe(201);
    expect(second.json().conversation.id).not.toBe(first.conversation.id);
    const view = (await history(player.cookie, player.id)).json();
    expect(view.status).toBe('pending');
    expect(view.conversations.map((c: { status: string }) => c.status)).toEqual(['resolved', 'pending']);
    // Clearing now hides only the resolved one: an open conversation is never cleared.
    expect((await clear(player.cookie, player.id)).json()).toEqual({
      success: true,
      cleared: 1,
      status: 'pending',
      asOf: expect.any(String),
    });
    expect((await history(player.cookie, player.id)).json().conversations).toHaveLength(1);
  });

  it('refuses a reply to, or a second close of, a resolved conversation, and an unknown one', async () => {
    const player = await signedInPlayer(t.app);
    const gre = await signedInStaff(t.app, 'gre');
    const { conversation } = (await send(player.cookie, { message: 'Thanks' })).json();
    expect((await close(gre.cookie, conversation.id)).statusCode).toBe(200);
    expect((await close(gre.cookie, conversation.id)).statusCode).toBe(409);
    const late = await reply(gre.cookie, conversation.id, 'One more thing');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('INVALID_STATE');
    expect((await reply(gre.cookie, 999_999, 'Hello')).statusCode).toBe(404);
  });

  it('keeps one conversation when two tabs send at once', async () => {
    const player = await signedInPlayer(t.app);
    const answers = await Promise.all(
      ['one', 'two', 'three', 'four', 'five'].map((message) => send(player.cookie, { message })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const rows = await db().select().from(chatSessions).where(eq(chatSessions.playerId, player.id));
    expect(rows).toHaveLength(1);
    expect(await db().select().from(chatMessages).where(eq(chatMessages.sessionId, rows[0]!.id))).toHaveLength(5);
  });

  it('writes an audit row for each staff reply and close', async () => {
    const player = await signedInPlayer(t.app);
    const gre = await signedInStaff(t.app, 'gre');
    const { conversation } = (await send(player.cookie, { message: 'Audit me' })).json();
    await reply(gre.cookie, conversation.id, 'Noted');
    await close(gre.cookie, conversation.id);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'chat_session'), eq(auditLog.entityId, String(conversation.id))));
    expect(rows.map((r) => [r.action, r.staffId])).toEqual([
      ['chat.reply', gre.id],
      ['chat.close', gre.id],
    ]);
  });
});

describe('who may read and write a conversation', () => {
  it('refuses another player reading, writing into or clearing the conversation', async () => {
    const owner = await signedInPlayer(t.app);
    const other = await signedInPlayer(t.app);
    await send(owner.cookie, { message: 'Private question' });
    const read = await history(other.cookie, owner.id);
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('Private question');
    expect((await send(other.cookie, { playerId: owner.id, message: 'Let me in' })).statusCode).toBe(403);
    expect((await clear(other.cookie, owner.id)).statusCode).toBe(403);
    const stored = await db().select().from(chatMessages).where(eq(chatMessages.playerId, owner.id));
    expect(stored.map((m) => m.message)).toEqual(['Private question']);
  });

  it("trusts only the session's player: playerName and senderType from the body are ignored", async () => {
    const player = await signedInPlayer(t.app, { firstName: 'Asha', lastName: 'Rao' });
    const res = await send(player.cookie, { playerName: 'Guest Relations', senderType: 'staff', message: 'Hi' });
    expect(res.json().message).toMatchObject({ sender: 'player', sender_name: 'Asha Rao', player_id: player.id });
    expect(res.json().conversation.player_name).toBe('Asha Rao');
  });

  it('lets super_admin, admin and gre answer; manager and cashier get 403; no session gets 401', async () => {
    const player = await signedInPlayer(t.app);
    const { conversation } = (await send(player.cookie, { message: 'Roles?' })).json();
    for (const role of ['super_admin', 'admin', 'gre'] as const) {
      const member = await signedInStaff(t.app, role);
      expect(
        (await t.app.inject({ url: '/api/staff/chat/sessions', headers: { cookie: member.cookie } })).statusCode,
      ).toBe(200);
      expect((await history(member.cookie, player.id)).statusCode).toBe(200);
      expect((await reply(member.cookie, conversation.id, `From ${role}`)).statusCode).toBe(201);
    }
    for (const role of ['manager', 'cashier'] as const) {
      const member = await signedInStaff(t.app, role);
      expect(
        (await t.app.inject({ url: '/api/staff/chat/sessions', headers: { cookie: member.cookie } })).statusCode,
      ).toBe(403);
      expect((await history(member.cookie, player.id)).statusCode).toBe(403);
      expect((await reply(member.cookie, conversation.id, 'Nope')).statusCode).toBe(403);
      expect((await close(member.cookie, conversation.id)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: `/api/chat-history/${player.id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/unified-chat/send', payload: { message: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('lists open conversations for staff with the player and messages, resolved ones on request', async () => {
    const player = await signedInPlayer(t.app, { firstName: 'Vik', lastName: 'Shah' });
    const gre = await signedInStaff(t.app, 'gre');
    const { conversation } = (await send(player.cookie, { message: 'Listed?' })).json();
    const open = (await t.app.inject({ url: '/api/staff/chat/sessions', headers: { cookie: gre.cookie } })).json();
    expect(open.conversations.find((c: { id: number }) => c.id === conversation.id)).toMatchObject({
      player_name: 'Vik Shah',
      status: 'pending',
      chat_messages: [{ message: 'Listed?' }],
    });
    await close(gre.cookie, conversation.id);
    const stillOpen = (await t.app.inject({ url: '/api/staff/chat/sessions', headers: { cookie: gre.cookie } })).json();
    expect(stillOpen.conversations.map((c: { id: number }) => c.id)).not.toContain(conversation.id);
    const resolved = (
      await t.app.inject({ url: '/api/staff/chat/sessions?status=resolved', headers: { cookie: gre.cookie } })
    ).json();
    expect(resolved.conversations.map((c: { id: number }) => c.id)).toContain(conversation.id);
  });
});

describe('message rules', () => {
  it('drops the same text from the same sender inside 5 s, on both sides', async () => {
    const player = await signedInPlayer(t.app);
    const gre = await signedInStaff(t.app, 'gre');
    const first = await send(player.cookie, { message: 'Is the bar open?' });
    const again = await send(player.cookie, { message: ' Is the bar open? ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ duplicate: true, message: { id: first.json().message.id } });
    expect((await send(player.cookie, { message: 'Is the kitchen open?' })).json().duplicate).toBe(false);

    const conversationId = first.json().conversation.id;
    expect((await reply(gre.cookie, conversationId, 'Yes')).statusCode).toBe(201);
    expect((await reply(gre.cookie, conversationId, 'Yes')).json().duplicate).toBe(true);
    const stored = await db().select().from(chatMessages).where(eq(chatMessages.sessionId, conversationId));
    expect(stored.map((m) => m.message)).toEqual(['Is the bar open?', 'Is the kitchen open?', 'Yes']);
  });

  it('stores the same text again once 5 s have passed', async () => {
    const player = await signedInPlayer(t.app);
    const gre = await signedInStaff(t.app, 'gre');
    const start = new Date();
    const first = await sendPlayerMessage(t.app.useCase, { playerId: player.id, text: 'Ping', now: start });
    const inside = await sendPlayerMessage(t.app.useCase, {
      playerId: player.id,
      text: 'Ping',
      now: new Date(start.getTime() + 4_999),
    });
    const after = await sendPlayerMessage(t.app.useCase, {
      playerId: player.id,
      text: 'Ping',
      now: new Date(start.getTime() + 5_000),
    });
    expect([first.duplicate, inside.duplicate, after.duplicate]).toEqual([false, true, false]);

    const staff = { staffId: gre.id, name: gre.name };
    const conversationId = first.conversation.id;
    const staffFirst = await replyAsStaff(t.app.useCase, { conversationId, staff, text: 'Pong', now: start });
    const staffInside = await replyAsStaff(t.app.useCase, {
      conversationId,
      staff,
      text: 'Pong',
      now: new Date(start.getTime() + 4_000),
    });
    const staffAfter = await replyAsStaff(t.app.useCase, {
      conversationId,
      staff,
      text: 'Pong',
      now: new Date(start.getTime() + 6_000),
    });
    expect([staffFirst.duplicate, staffInside.duplicate, staffAfter.duplicate]).toEqual([false, true, false]);
  });

  it('refuses empty, whitespace-only and overlong messages', async () => {
    const player = await signedInPlayer(t.app);
    const gre = await signedInStaff(t.app, 'gre');
    for (const message of ['', '   ', '\n\t']) {
      const res = await send(player.cookie, { message });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Please enter a message');
    }
    expect((await send(player.cookie, { message: 'x'.repeat(1_001) })).statusCode).toBe(400);
    const { conversation } = (await send(player.cookie, { message: 'Real one' })).json();
    expect((await reply(gre.cookie, conversation.id, '   ')).statusCode).toBe(400);
    expect(await db().select().from(chatMessages).where(eq(chatMessages.playerId, player.id))).toHaveLength(1);
  });

  it('limits a player to 20 messages a minute', async () => {
    const player = await signedInPlayer(t.app);
    for (let i = 0; i < 20; i += 1)
      expect((await send(player.cookie, { message: `Message ${i}` })).statusCode).toBe(201);
    const refused = await send(player.cookie, { message: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
