import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';
import { auditLog, chatMessages, chatSessions, feedback, notificationRecipients } from '../../db/schema';

const t = listeningTestApp();
const db = () => t.app.database.db;

async function feedbackFrom(player: { cookie: string }, message: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { cookie: player.cookie },
    payload: { message },
  });
  expect(res.statusCode).toBe(201);
  return res.json().feedback.id;
}
const read = (cookie: string, id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/staff/feedback/${id}/read`, headers: { cookie } });
const respond = (cookie: string, id: number | string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/feedback/${id}/respond`, headers: { cookie }, payload });
const row = async (id: number) => (await db().select().from(feedback).where(eq(feedback.id, id)))[0];
const audits = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'feedback'), eq(auditLog.entityId, String(id))));

describe('feedback statuses: new → read → responded', () => {
  it('starts new; opening marks it read once (audited), again changes nothing; the list shows the status', async () => {
    const player = await signedInPlayer(t.app);
    const id = await feedbackFrom(player, 'The music is too loud');
    const gre = await signedInStaff(t.app, 'gre');
    const listed = await t.app.inject({ url: '/api/staff/feedback', headers: { cookie: gre.cookie } });
    expect(listed.json().feedback.find((f: { id: number }) => f.id === id)).toMatchObject({
      status: 'new',
      readAt: null,
      respondedAt: null,
      respondedBy: null,
      responseVia: null,
    });
    const opened = await read(gre.cookie, id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id, status: 'read', readAt: expect.any(String) });
    expect((await read(gre.cookie, id)).json().status).toBe('read');
    expect(await row(id)).toMatchObject({ status: 'read', readBy: gre.id });
    expect((await audits(id)).map((a) => a.action)).toEqual(['feedback.read']);
  });

  it('answered by a notification: the player gets it, the feedback is responded (audited), a reopen keeps it', async () => {
    const player = await signedInPlayer(t.app);
    const id = await feedbackFrom(player, 'Please add more vegetarian snacks');
    const gre = await signedInStaff(t.app, 'gre');
    const res = await respond(gre.cookie, id, {
      via: 'notification',
      title: 'Thanks for your feedback',
      message: 'Paneer tikka is on the menu from tonight.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      feedback: { id, status: 'responded', responseVia: 'notification', respondedBy: gre.name },
      conversationId: null,
      notificationId: expect.any(Number),
    });
    const recipients = await db()
      .select()
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, res.json().notificationId));
    expect(recipients.map((r) => r.playerId)).toEqual([player.id]);
    expect((await read(gre.cookie, id)).json().status).toBe('responded');
    const [audit] = (await audits(id)).filter((a) => a.action === 'feedback.respond');
    expect(audit).toMatchObject({
      staffId: gre.id,
      playerId: player.id,
      after: { status: 'responded', via: 'notification' },
    });
  });

  it('answered by chat: opens a conversation that starts with the feedback and holds the reply, claimed by the writer', async () => {
    const player = await signedInPlayer(t.app);
    const id = await feedbackFrom(player, 'The chairs at table 3 wobble');
    const admin = await signedInStaff(t.app, 'admin');
    const res = await respond(admin.cookie, id, { via: 'chat', message: 'Thank you, we have replaced them.' });
    expect(res.statusCode).toBe(200);
    const conversationId = res.json().conversationId as number;
    expect(res.json().feedback).toMatchObject({ status: 'responded', responseVia: 'chat' });
    const [session] = await db().select().from(chatSessions).where(eq(chatSessions.id, conversationId));
    expect(session).toMatchObject({ playerId: player.id, status: 'active', claimedBy: admin.id });
    const messages = await db().select().from(chatMessages).where(eq(chatMessages.sessionId, conversationId));
    expect(messages.map((m) => [m.sender, m.message])).toEqual([
      ['player', 'Feedback: The chairs at table 3 wobble'],
      ['staff', 'Thank you, we have replaced them.'],
    ]);
    const history = await t.app.inject({ url: `/api/chat-history/${player.id}`, headers: { cookie: player.cookie } });
    expect(history.json()).toMatchObject({ status: 'active' });
  });

  it("answered by chat while the player's conversation is open: continues it", async () => {
    const player = await signedInPlayer(t.app);
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/unified-chat/send',
      headers: { cookie: player.cookie },
      payload: { message: 'Hello?' },
    });
    const open = chat.json().conversation.id;
    const id = await feedbackFrom(player, 'Lovely evening');
    const gre = await signedInStaff(t.app, 'gre');
    const res = await respond(gre.cookie, id, { via: 'chat', message: 'Glad you enjoyed it!' });
    expect(res.json().conversationId).toBe(open);
    const messages = await db().select().from(chatMessages).where(eq(chatMessages.sessionId, open));
    expect(messages.map((m) => m.message)).toEqual(['Hello?', 'Glad you enjoyed it!']);
  });

  it('validates: unknown via, empty answer, missing title, bad and unknown id', async () => {
    const player = await signedInPlayer(t.app);
    const id = await feedbackFrom(player, 'Validation');
    const gre = await signedInStaff(t.app, 'gre');
    expect((await respond(gre.cookie, id, { via: 'sms', message: 'x' })).statusCode).toBe(400);
    const empty = await respond(gre.cookie, id, { via: 'chat', message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please write the answer');
    const noTitle = await respond(gre.cookie, id, { via: 'notification', title: '', message: 'Hi' });
    expect(noTitle.json().message).toContain('Give the notification a title');
    expect((await read(gre.cookie, 'x')).statusCode).toBe(400);
    expect((await read(gre.cookie, 999_999)).statusCode).toBe(404);
    expect((await respond(gre.cookie, 999_999, { via: 'chat', message: 'Hi' })).statusCode).toBe(404);
    expect(await row(id)).toMatchObject({ status: 'new' });
  });

  it('lets super_admin, admin and gre read and respond; manager and cashier 403; a player 401', async () => {
    const player = await signedInPlayer(t.app);
    for (const role of ['super_admin', 'admin', 'gre'] as const) {
      const id = await feedbackFrom(player, `For ${role}`);
      const member = await signedInStaff(t.app, role);
      expect((await read(member.cookie, id)).statusCode).toBe(200);
      expect(
        (await respond(member.cookie, id, { via: 'notification', title: 'Thanks', message: 'Noted' })).statusCode,
      ).toBe(200);
    }
    const id = await feedbackFrom(player, 'Nobody else');
    for (const role of ['manager', 'cashier'] as const) {
      const member = await signedInStaff(t.app, role);
      expect((await read(member.cookie, id)).statusCode).toBe(403);
      expect((await respond(member.cookie, id, { via: 'chat', message: 'x' })).statusCode).toBe(403);
    }
    expect((await read(player.cookie, id)).statusCode).toBe(401);
    expect((await respond(player.cookie, id, { via: 'chat', message: 'x' })).statusCode).toBe(401);
    expect(await row(id)).toMatchObject({ status: 'new' });
  });

  it('pushes feedback_updated to the guest-relations rooms only, never to players or other staff', async () => {
    const player = await signedInPlayer(t.app);
    const id = await feedbackFrom(player, 'Live status');
    const gre = await signedInStaff(t.app, 'gre');
    const [greSocket, adminSocket, managerSocket, cashierSocket, playerSocket] = await Promise.all([
      t.socketFor(gre.cookie),
      t.socketFor((await signedInStaff(t.app, 'admin')).cookie),
      t.socketFor((await signedInStaff(t.app, 'manager')).cookie),
      t.socketFor((await signedInStaff(t.app, 'cashier')).cookie),
      t.socketFor(player.cookie),
    ]);
    const heard = [greSocket, adminSocket].map((s) => nextEvent<{ id: number; status: string }>(s, 'feedback_updated'));
    const unheard = [managerSocket, cashierSocket, playerSocket].map((s) => receivesWithin(s, 'feedback_updated'));
    await read(gre.cookie, id);
    for (const event of await Promise.all(heard)) expect(event).toMatchObject({ id, status: 'read' });
    expect(await Promise.all(unheard)).toEqual([false, false, false]);
  });
});
