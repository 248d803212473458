import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';
import { auditLog, chatSessions } from '../../db/schema';

// docs/decisions/098: opening claims; a colleague sees who handles it and may take it over (audited);
// two claims at once: one wins; a claim lapses on close, take-over and the claimer signing out.
const t = listeningTestApp();
const db = () => t.app.database.db;

const write = async (cookie: string, message: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/unified-chat/send',
    headers: { cookie },
    payload: { message },
  });
  expect(res.statusCode).toBe(201);
  return res.json().conversation.id as number;
};
const claim = (cookie: string, id: number, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/chat/sessions/${id}/claim`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
const list = async (cookie: string) =>
  (await t.app.inject({ url: '/api/staff/chat/sessions', headers: { cookie } })).json().conversations as Array<{
    id: number;
    claim: { staffId: number; staffName: string } | null;
  }>;
const audits = (conversationId: number, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'chat_session'),
        eq(auditLog.entityId, String(conversationId)),
        eq(auditLog.action, action),
      ),
    );

describe('POST /api/staff/chat/sessions/:id/claim', () => {
  it('lets super_admin, admin and gre claim; manager and cashier get 403, a player 401', async () => {
    for (const role of ['super_admin', 'admin', 'gre'] as const) {
      const player = await signedInPlayer(t.app);
      const id = await write(player.cookie, `Hello from ${role}'s player`);
      const member = await signedInStaff(t.app, role);
      const res = await claim(member.cookie, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        conversationId: id,
        claim: { staffId: member.id, staffName: member.name },
        takenFrom: null,
      });
    }
    const player = await signedInPlayer(t.app);
    const id = await write(player.cookie, 'Anyone there?');
    for (const role of ['manager', 'cashier'] as const) {
      expect((await claim((await signedInStaff(t.app, role)).cookie, id)).statusCode).toBe(403);
    }
    expect((await claim(player.cookie, id)).statusCode).toBe(401);
    const [row] = await db().select().from(chatSessions).where(eq(chatSessions.id, id));
    expect(row?.claimedBy).toBeNull();
  });

  it('refuses a bad id and a bad takeOver with 400, an unknown conversation with 404, a closed one with 409', async () => {
    const gre = await signedInStaff(t.app, 'gre');
    expect((await claim(gre.cookie, 0)).statusCode).toBe(400);
    const player = await signedInPlayer(t.app);
    const id = await write(player.cookie, 'Can I ask something?');
    const bad = await claim(gre.cookie, id, { takeOver: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await claim(gre.cookie, 999_999)).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/chat/sessions/${id}/close`,
      headers: { cookie: gre.cookie },
      payload: {},
    });
    const closed = await claim(gre.cookie, id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This conversation is closed');
  });

  it("shows a colleague who handles it: 409 'Being handled by <name>'; claiming one's own again changes nothing", async () => {
    const player = await signedInPlayer(t.app);
    const id = await write(player.cookie, 'Is the kitchen open?');
    const asha = await signedInStaff(t.app, 'gre');
    const ravi = await signedInStaff(t.app, 'gre');
    expect((await claim(asha.cookie, id)).statusCode).toBe(200);
    expect((await claim(asha.cookie, id)).statusCode).toBe(200);
    const refused = await claim(ravi.cookie, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
    expect(refused.json().message).toContain(`Being handled by ${asha.name}`);
    expect((await list(ravi.cookie)).find((c) => c.id === id)?.claim).toMatchObject({
      staffId: asha.id,
      staffName: asha.name,
    });
    expect(await audits(id, 'chat.claim')).toHaveLength(1);
  });

  it('of two staff claiming at once exactly one wins; the other gets the 409 with the winner’s name', async () => {
    const player = await signedInPlayer(t.app);
    const id = await write(player.cookie, 'Two of you at once?');
    const a = await signedInStaff(t.app, 'gre');
    const b = await signedInStaff(t.app, 'admin');
    const answers = await Promise.all([claim(a.cookie, id), claim(b.cookie, id)]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)?.json().claim.staffName;
    const loser = answers.find((r) => r.statusCode === 409);
    expect(loser?.json().message).toContain(`Being handled by ${winner}`);
    const [row] = await db().select().from(chatSessions).where(eq(chatSessions.id, id));
    expect(row?.claimedBy).toBe(winner === a.name ? a.id : b.id);
    expect(await audits(id, 'chat.claim')).toHaveLength(1);
  });

  it('takes it over only when asked (takeOver: true), audited with who it was taken from', async () => {
    const player = await signedInPlayer(t.app);
    const id = await write(player.cookie, 'I need help with my order');
    const first = await signedInStaff(t.app, 'gre');
    const second = await signedInStaff(t.app, 'super_admin');
    await claim(first.cookie, id);
    const taken = await claim(second.cookie, id, { takeOver: true });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      claim: { staffId: second.id },
      takenFrom: { staffId: first.id, staffName: first.name },
    });
    const [audit] = await audits(id, 'chat.take_over');
    expect(audit).toMatchObject({ staffId: second.id, playerId: player.id, after: { claimedBy: second.id } });
    expect(audit?.before).toMatchObject({ inForce: first.id });
    expect((await claim(first.cookie, id)).json().message).toContain(`Being handled by ${second.name}`);
  });

  it('lapses when the claimer signs out, and ends with the conversation on close', async () => {
    const player = await signedInPlayer(t.app);
    const id = await write(player.cookie, 'Lapse test');
    const leaving = await signedInStaff(t.app, 'gre');
    const staying = await signedInStaff(t.app, 'gre');
    await claim(leaving.cookie, id);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/signout',
      headers: { cookie: leaving.cookie },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await list(staying.cookie)).find((c) => c.id === id)?.claim).toBeNull();
    const claimed = await claim(staying.cookie, id);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().takenFrom).toBeNull();

    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/chat/sessions/${id}/close`,
      headers: { cookie: staying.cookie },
      payload: { note: '  Sorted at the bar.  ' },
    });
    expect(closed.statusCode).toBe(200);
    const [row] = await db().select().from(chatSessions).where(eq(chatSessions.id, id));
    expect(row).toMatchObject({
      status: 'resolved',
      claimedBy: null,
      claimedAt: null,
      resolutionNote: 'Sorted at the bar.',
    });
    const [audit] = await audits(id, 'chat.close');
    expect(audit).toMatchObject({
      note: 'Sorted at the bar.',
      after: { status: 'resolved', resolutionNote: 'Sorted at the bar.' },
    });
  });

  it("refuses a resolution note over 500 characters with the field's message", async () => {
    const player = await signedInPlayer(t.app);
    const id = await write(player.cookie, 'Long note test');
    const gre = await signedInStaff(t.app, 'gre');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/chat/sessions/${id}/close`,
      headers: { cookie: gre.cookie },
      payload: { note: 'x'.repeat(501) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Keep the resolution note under 500 characters');
  });
});

describe('claims and typing reach the guest-relations consoles only', () => {
  it('pushes chat_claim_updated to gre, admin and super_admin, never to the player, a manager or a cashier', async () => {
    const player = await signedInPlayer(t.app);
    const id = await write(player.cookie, 'Who is answering?');
    const gre = await signedInStaff(t.app, 'gre');
    const [greSocket, adminSocket, superSocket, managerSocket, cashierSocket, playerSocket] = await Promise.all([
      t.socketFor(gre.cookie),
      t.socketFor((await signedInStaff(t.app, 'admin')).cookie),
      t.socketFor((await signedInStaff(t.app, 'super_admin')).cookie),
      t.socketFor((await signedInStaff(t.app, 'manager')).cookie),
      t.socketFor((await signedInStaff(t.app, 'cashier')).cookie),
      t.socketFor(player.cookie),
    ]);
    const heard = [greSocket, adminSocket, superSocket].map((s) => nextEvent(s, 'chat_claim_updated'));
    const unheard = [managerSocket, cashierSocket, playerSocket].map((s) => receivesWithin(s, 'chat_claim_updated'));
    expect((await claim(gre.cookie, id)).statusCode).toBe(200);
    for (const event of await Promise.all(heard)) {
      expect(event).toMatchObject({
        conversationId: id,
        playerId: player.id,
        claim: { staffId: gre.id, staffName: gre.name },
      });
    }
    expect(await Promise.all(unheard)).toEqual([false, false, false]);
  });

  it('relays a gre console’s typing signal to the guest-relations rooms only, with who types; never to the player', async () => {
    const player = await signedInPlayer(t.app);
    const id = await write(player.cookie, 'Typing test');
    const typist = await signedInStaff(t.app, 'gre');
    const typistSocket = await t.socketFor(typist.cookie);
    const [colleague, admin, manager, cashier, playerSocket] = await Promise.all([
      t.socketFor((await signedInStaff(t.app, 'gre')).cookie),
      t.socketFor((await signedInStaff(t.app, 'admin')).cookie),
      t.socketFor((await signedInStaff(t.app, 'manager')).cookie),
      t.socketFor((await signedInStaff(t.app, 'cashier')).cookie),
      t.socketFor(player.cookie),
    ]);
    const heard = [colleague, admin].map((s) => nextEvent(s, 'chat_staff_typing'));
    const unheard = [manager, cashier, playerSocket].map((s) => receivesWithin(s, 'chat_staff_typing', 800));
    typistSocket.emit('chat_typing', { conversationId: id });
    for (const event of await Promise.all(heard)) {
      expect(event).toEqual({ conversationId: id, staffId: typist.id, staffName: typist.name });
    }
    expect(await Promise.all(unheard)).toEqual([false, false, false]);
  });

  it('ignores a typing signal from a player, a manager or a malformed payload', async () => {
    const player = await signedInPlayer(t.app);
    const id = await write(player.cookie, 'Ignored typing');
    const listener = await t.socketFor((await signedInStaff(t.app, 'gre')).cookie);
    const playerSocket = await t.socketFor(player.cookie);
    const manager = await t.socketFor((await signedInStaff(t.app, 'manager')).cookie);
    const gre = await t.socketFor((await signedInStaff(t.app, 'gre')).cookie);
    const heard = receivesWithin(listener, 'chat_staff_typing', 800);
    playerSocket.emit('chat_typing', { conversationId: id });
    manager.emit('chat_typing', { conversationId: id });
    gre.emit('chat_typing', { conversationId: 'x' });
    expect(await heard).toBe(false);
  });
});
