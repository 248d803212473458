import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';
import { feedback } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const send = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/feedback', headers: { cookie }, payload });

describe('POST /api/feedback', () => {
  it('stores the trimmed message for the session’s player', async () => {
    const player = await signedInPlayer(t.app);
    const res = await send(player.cookie, { playerId: player.id, message: '  Loved the new tables.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Feedback Sent',
      feedback: { playerId: player.id, message: 'Loved the new tables.' },
    });
    const rows = await db().select().from(feedback).where(eq(feedback.playerId, player.id));
    expect(rows.map((r) => r.message)).toEqual(['Loved the new tables.']);
  });

  it("refuses an empty or whitespace message with 'Please enter a message', and an overlong one", async () => {
    const player = await signedInPlayer(t.app);
    for (const message of ['', '   \n ']) {
      const res = await send(player.cookie, { message });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Please enter a message');
    }
    expect((await send(player.cookie, { message: 'x'.repeat(2_001) })).statusCode).toBe(400);
    expect((await send(player.cookie, { message: 'x'.repeat(2_000) })).statusCode).toBe(201);
  });

  it("refuses feedback in another player's name and without a session", async () => {
    const player = await signedInPlayer(t.app);
    const other = await signedInPlayer(t.app);
    expect((await send(player.cookie, { playerId: other.id, message: 'Not me' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/feedback', payload: { message: 'Hi' } })).statusCode).toBe(
      401,
    );
    expect(await db().select().from(feedback).where(eq(feedback.playerId, other.id))).toHaveLength(0);
  });

  it('limits a player to 5 messages in 10 minutes', async () => {
    const player = await signedInPlayer(t.app);
    for (let i = 0; i < 5; i += 1) expect((await send(player.cookie, { message: `Note ${i}` })).statusCode).toBe(201);
    const refused = await send(player.cookie, { message: 'Note 6' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

describe('GET /api/staff/feedback', () => {
  it('lists feedback newest first with the player for super_admin, admin and gre; others get 403', async () => {
    const player = await signedInPlayer(t.app, { firstName: 'Meera', lastName: 'Iyer' });
    await send(player.cookie, { message: 'First note' });
    await send(player.cookie, { message: 'Second note' });
    for (const role of ['super_admin', 'admin', 'gre'] as const) {
      const member = await signedInStaff(t.app, role);
      const res = await t.app.inject({ url: '/api/staff/feedback', headers: { cookie: member.cookie } });
      expect(res.statusCode).toBe(200);
      const mine = res.json().feedback.filter((f: { playerId: number }) => f.playerId === player.id);
      expect(mine.map((f: { message: string }) => f.message)).toEqual(['Second note', 'First note']);
      expect(mine[0]).toMatchObject({ playerName: 'Meera Iyer', playerEmail: player.email });
    }
    for (const role of ['manager', 'cashier'] as const) {
      const member = await signedInStaff(t.app, role);
      expect((await t.app.inject({ url: '/api/staff/feedback', headers: { cookie: member.cookie } })).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ url: '/api/staff/feedback', headers: { cookie: player.cookie } })).statusCode).toBe(
      401,
    );
  });
});
