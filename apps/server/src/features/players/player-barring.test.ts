import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@club/shared/staff';
import { hashPassword } from '../../auth/password';
import { PASSWORD, getMe, signIn } from '../../../test/accounts';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { createTable, joinWaitlist } from '../../../test/tables';
import { players } from '../../db/schema';
import { eq } from 'drizzle-orm';

const t = listeningTestApp();
const db = () => t.app.database.db;
const cookieOf = async (role: StaffRole) => staffCookie(db(), (await createStaff(db(), role)).id);

const bar = (cookie: string, playerId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/players/${playerId}/bar`, headers: { cookie }, payload });
const lift = (cookie: string, playerId: number, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/staff/players/${playerId}/bar/lift`, headers: { cookie }, payload });
const auditOf = (cookie: string, playerId: number) =>
  t.app.inject({ url: `/api/staff/audit?playerId=${playerId}`, headers: { cookie } });

async function playerWithPassword() {
  return createPlayer(db(), { passwordHash: await hashPassword(PASSWORD) });
}

describe('barring a player (issue 19)', () => {
  it('is for super admins and admins only: every other role gets 403 before the body is read', async () => {
    const player = await createPlayer(db());
    for (const role of STAFF_ROLES) {
      const cookie = await cookieOf(role);
      const allowed = role === 'super_admin' || role === 'admin';
      // An empty body: an allowed role hears what is missing (400), the others only 403.
      expect((await bar(cookie, player.id, {})).statusCode, `bar as ${role}`).toBe(allowed ? 400 : 403);
      expect((await lift(cookie, player.id)).statusCode, `lift as ${role}`).toBe(allowed ? 409 : 403);
    }
    const playerSelf = await playerCookie(db(), player.id);
    expect((await bar(playerSelf, player.id, { reason: 'Fighting' })).statusCode).toBe(401);
  });

  it('refuses sign-in with a message naming the end, then lets the player in once it has passed', async () => {
    const player = await playerWithPassword();
    const admin = await cookieOf('admin');
    const until = '2099-03-14T14:30:00.000Z'; // 8:00 pm on the club's clock (Asia/Kolkata)
    const res = await bar(admin, player.id, { reason: 'Abusive to the dealer', until });
    expect(res.statusCode).toBe(200);
    expect(res.json().bar).toMatchObject({ reason: 'Abusive to the dealer', until });

    const refused = await signIn(t.app, { email: player.email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAYER_BARRED' });
    expect(refused.json().message).toBe(
      "Your account has been barred from the club until 14 Mar 2099, 8:00 pm. Please speak to the club's management.",
    );
    expect(refused.cookies).toEqual([]);
    // A wrong password learns nothing about the bar.
    expect((await signIn(t.app, { email: player.email, password: 'Wrong-pass1' })).json().code).toBe(
      'INVALID_CREDENTIALS',
    );

    await db()
      .update(players)
      .set({ barredUntil: new Date(Date.now() - 1000) })
      .where(eq(players.id, player.id));
    expect((await signIn(t.app, { email: player.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('without an end, says so; lifting lets the player sign in again and both are audited', async () => {
    const player = await playerWithPassword();
    const superAdmin = await cookieOf('super_admin');
    expect((await bar(superAdmin, player.id, { reason: 'Cheating', until: null })).json().bar.until).toBeNull();
    expect((await signIn(t.app, { email: player.email, password: PASSWORD })).json().message).toBe(
      "Your account has been barred from the club. Please speak to the club's management.",
    );
    const lifted = await lift(superAdmin, player.id, { note: 'Apologised' });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().bar).toBeNull();
    expect((await signIn(t.app, { email: player.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await lift(superAdmin, player.id)).statusCode).toBe(409);

    const rows = (await auditOf(superAdmin, player.id)).json().rows as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.action)).toEqual(['player.lift_bar', 'player.bar']);
    expect(rows[0]).toMatchObject({
      before: { barred: true, until: null, reason: 'Cheating' },
      after: { barred: false },
      note: 'Apologised',
    });
  });

  it('refuses a reason too short and an end already past', async () => {
    const player = await createPlayer(db());
    const admin = await cookieOf('admin');
    expect((await bar(admin, player.id, { reason: ' x ' })).statusCode).toBe(400);
    const past = await bar(admin, player.id, { reason: 'Late payment', until: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The end of the bar must be in the future.');
    expect((await bar(admin, 999_999, { reason: 'Nobody' })).statusCode).toBe(404);
  });

  it("ends the player's sessions and signs out the open phone with the message", async () => {
    const player = await createPlayer(db());
    const cookie = await playerCookie(db(), player.id);
    const phone = await t.socketFor(cookie);
    const revoked = nextEvent<{ reason: string }>(phone, 'session_revoked');
    const disconnected = nextEvent(phone, 'disconnect');
    await bar(await cookieOf('admin'), player.id, { reason: 'Fighting' });
    expect((await revoked).reason).toMatch(/^Your account has been barred from the club\./);
    await disconnected;
    expect((await getMe(t.app, cookie)).statusCode).toBe(401);
  });

  it('refuses joining a wait-list while barred, and allows it once lifted', async () => {
    const player = await createPlayer(db());
    const table = await createTable(t.app);
    const admin = await cookieOf('admin');
    await bar(admin, player.id, { reason: 'Fighting' });
    // Even a session made around the bar cannot put the player on a list.
    const cookie = await playerCookie(db(), player.id);
    const refused = await joinWaitlist(t.app, cookie, { playerId: player.id, tableId: table.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PLAYER_BARRED',
      message: 'A player barred from the club cannot join a wait-list.',
    });
    await lift(admin, player.id);
    expect((await joinWaitlist(t.app, cookie, { playerId: player.id, tableId: table.id })).statusCode).toBe(201);
  });

  it('pushes a bar and a lift to every role that reads the directory, never to players', async () => {
    const player = await createPlayer(db());
    const other = await createPlayer(db());
    const consoles = await Promise.all(
      STAFF_PERMISSIONS.playersRead.map(async (role) => t.socketFor(await cookieOf(role))),
    );
    const phone = await t.socketFor(await playerCookie(db(), other.id));
    const heard = consoles.map((s) => nextEvent<{ playerId: number; bar: unknown }>(s, 'player_bar_updated'));
    const phoneHears = receivesWithin(phone, 'player_bar_updated');
    await bar(await cookieOf('super_admin'), player.id, { reason: 'Fighting' });
    for (const event of await Promise.all(heard)) {
      expect(event).toMatchObject({ playerId: player.id, bar: { reason: 'Fighting' } });
    }
    expect(await phoneHears).toBe(false);
    const liftHeard = nextEvent<{ bar: unknown }>(consoles[0]!, 'player_bar_updated');
    await lift(await cookieOf('admin'), player.id);
    expect((await liftHeard).bar).toBeNull();
  });
});
