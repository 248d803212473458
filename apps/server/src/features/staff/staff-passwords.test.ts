import { STAFF_PASSWORD_CHANGE_MESSAGE } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password';
import { auditLog } from '../../db/schema';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { upload, uploadBody } from '../../../test/kyc';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';

const t = listeningTestApp();
const db = () => t.app.database.db;
const GIVEN = 'Handed-Over-42';
const CHOSEN = 'My-Own-Choice-77';

async function signIn(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/staff/auth/signin', payload: { email, password } });
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { res, cookie };
}

const setPassword = (cookie: string, staffId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/accounts/${staffId}/password`, headers: { cookie }, payload });

const changeOwn = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/staff/auth/password', headers: { cookie }, payload });

describe('a password set by a super admin', () => {
  it('ends the member’s sessions, then allows nothing but choosing their own password; after that, work resumes', async () => {
    const admin = await staffCookie(db(), (await createStaff(db(), 'super_admin')).id);
    const manager = await createStaff(db(), 'manager');
    const oldCookie = await staffCookie(db(), manager.id);
    const oldSocket = await t.socketFor(oldCookie, { as: 'staff' });
    const revoked = nextEvent<{ reason: string }>(oldSocket, 'session_revoked');

    const set = await setPassword(admin, manager.id, { password: GIVEN });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: manager.id, mustChangePassword: true });
    expect((await revoked).reason).toBe('A super admin set a new password for your account');
    expect((await t.app.inject({ url: '/api/staff/auth/me', headers: { cookie: oldCookie } })).statusCode).toBe(401);

    const { res, cookie } = await signIn(manager.email, GIVEN);
    expect(res.json().staff.mustChangePassword).toBe(true);
    const floor = await t.app.inject({ url: '/api/staff/floor', headers: { cookie } });
    expect(floor.statusCode).toBe(403);
    expect(floor.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', error: STAFF_PASSWORD_CHANGE_MESSAGE });
    await expect(t.socketFor(cookie, { as: 'staff' })).rejects.toThrow('password change required');

    expect((await changeOwn(cookie, { currentPassword: 'wrong-one-1A', newPassword: CHOSEN })).json().error).toBe(
      'Your current password is not right.',
    );
    expect((await changeOwn(cookie, { currentPassword: GIVEN, newPassword: GIVEN })).json().error).toBe(
      'Choose a password different from the one you were given.',
    );
    const short = await changeOwn(cookie, { currentPassword: GIVEN, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/at least 8 characters/);

    const changed = await changeOwn(cookie, { currentPassword: GIVEN, newPassword: CHOSEN });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().staff.mustChangePassword).toBe(false);
    expect((await t.app.inject({ url: '/api/staff/floor', headers: { cookie } })).statusCode).toBe(200);
    await t.socketFor(cookie, { as: 'staff' });
    expect((await signIn(manager.email, GIVEN)).res.statusCode).toBe(401);
    expect((await signIn(manager.email, CHOSEN)).res.statusCode).toBe(200);

    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, String(manager.id))));
    expect(audited.map((row) => row.action)).toEqual(['staff.set_password', 'staff.change_password']);
    expect(JSON.stringify(audited)).not.toContain(GIVEN);
    expect(JSON.stringify(audited)).not.toContain(CHOSEN);
  });

  it('only a super admin sets one, never for their own account, and a weak one is refused', async () => {
    const target = await createStaff(db(), 'gre');
    for (const role of ['admin', 'manager', 'cashier', 'gre'] as const) {
      const cookie = await staffCookie(db(), (await createStaff(db(), role)).id);
      expect((await setPassword(cookie, target.id, { password: GIVEN })).statusCode).toBe(403);
    }
    // Signed out: 401 before the body is looked at.
    expect((await setPassword('', target.id, { password: 1 })).statusCode).toBe(401);
    const superAdmin = await createStaff(db(), 'super_admin');
    const cookie = await staffCookie(db(), superAdmin.id);
    expect((await setPassword(cookie, superAdmin.id, { password: GIVEN })).statusCode).toBe(409);
    const weak = await setPassword(cookie, target.id, { password: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect((await setPassword(cookie, 999_999, { password: GIVEN })).statusCode).toBe(404);
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.set_password'), eq(auditLog.entityId, String(target.id))));
    expect(row).toBeUndefined();
  });

  it('a member’s own change ends their other consoles and keeps the one they changed it from', async () => {
    const cashier = await createStaff(db(), 'cashier');
    const admin = await staffCookie(db(), (await createStaff(db(), 'super_admin')).id);
    await setPassword(admin, cashier.id, { password: GIVEN });
    await changeOwn((await signIn(cashier.email, GIVEN)).cookie, { currentPassword: GIVEN, newPassword: CHOSEN });

    const here = (await signIn(cashier.email, CHOSEN)).cookie;
    const elsewhere = (await signIn(cashier.email, CHOSEN)).cookie;
    const hereSocket = await t.socketFor(here, { as: 'staff' });
    const elsewhereSocket = await t.socketFor(elsewhere, { as: 'staff' });
    const elsewhereRevoked = nextEvent<{ reason: string }>(elsewhereSocket, 'session_revoked');
    const hereRevoked = receivesWithin(hereSocket, 'session_revoked', 800);

    const changed = await changeOwn(here, { currentPassword: CHOSEN, newPassword: 'Third-Time-Lucky-3' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await elsewhereRevoked).reason).toBe('Your password was changed');
    expect(await hereRevoked).toBe(false);
    expect(hereSocket.connected).toBe(true);
    expect((await t.app.inject({ url: '/api/staff/auth/me', headers: { cookie: elsewhere } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/staff/auth/me', headers: { cookie: here } })).statusCode).toBe(200);
  });

  it('is a gate on the routes players use for their own data too: balance, KYC, documents, files and chat', async () => {
    const player = await createPlayer(db());
    const uploaded = await upload(t.app, await playerCookie(db(), player.id), uploadBody(player.id));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = uploaded.json().document.id as number;
    const admin = await staffCookie(db(), (await createStaff(db(), 'super_admin')).id);
    const playerData = [
      `/api/balance/${player.id}`,
      `/api/kyc/status/${player.id}`,
      `/api/documents/player/${player.id}`,
      `/api/documents/view/${documentId}`,
      `/api/chat-history/${player.id}`,
      '/api/tables',
    ];
    // A super admin holds every permission these routes let staff through with (cashier, KYC review,
    // guest relations): the password, not the role, is what refuses them. A GRE is not a cashier.
    for (const role of ['super_admin', 'gre'] as const) {
      const member = await createStaff(db(), role);
      expect((await setPassword(admin, member.id, { password: GIVEN })).statusCode).toBe(200);
      const { cookie } = await signIn(member.email, GIVEN);
      for (const url of playerData) {
        const res = await t.app.inject({ url, headers: { cookie } });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json(), url).toMatchObject({
          code: 'PASSWORD_CHANGE_REQUIRED',
          error: STAFF_PASSWORD_CHANGE_MESSAGE,
        });
      }
      // Who they are still answers: the console shows the change-password screen.
      expect((await t.app.inject({ url: '/api/staff/auth/me', headers: { cookie } })).statusCode).toBe(200);

      expect((await changeOwn(cookie, { currentPassword: GIVEN, newPassword: CHOSEN })).statusCode).toBe(200);
      for (const url of playerData) {
        const res = await t.app.inject({ url, headers: { cookie } });
        const isBalanceForGre = role === 'gre' && url.startsWith('/api/balance/');
        expect(res.statusCode, `${role} ${url}`).toBe(isBalanceForGre ? 403 : 200);
        if (isBalanceForGre) expect(res.json().code).toBe('FORBIDDEN');
      }
    }
  });

  it("counts tries at one's own password per member: one member's typos never use up the club's address", async () => {
    const hash = await hashPassword(CHOSEN);
    const [typist, colleague] = [
      await createStaff(db(), 'cashier', { passwordHash: hash }),
      await createStaff(db(), 'manager', { passwordHash: hash }),
    ];
    const from = '192.0.2.77';
    const tryChange = async (staffId: number, currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/auth/password',
        remoteAddress: from,
        headers: { cookie: await staffCookie(db(), staffId) },
        payload: { currentPassword, newPassword: 'Brand-New-Choice-5' },
      });
    for (let i = 0; i < 10; i++) {
      expect((await tryChange(typist.id, `Not-it-${i}A`)).json().error).toBe('Your current password is not right.');
    }
    const refused = await tryChange(typist.id, CHOSEN);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too many tries at your password. Please wait 15 minutes and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The colleague at the same desk, behind the same address, is not held up.
    const changed = await tryChange(colleague.id, CHOSEN);
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
