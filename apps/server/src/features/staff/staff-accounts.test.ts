import { STAFF_SESSION_DEACTIVATED_MESSAGE } from '@club/shared/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createStaff, staffCookie } from '../../../test/fixtures';
import { auditLog, staff } from '../../db/schema';
import { and, eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const superAdmin = async () => staffCookie(db(), (await createStaff(db(), 'super_admin')).id);
const NEW_STAFF = {
  email: 'new.cashier@club.example',
  name: 'New Cashier',
  password: 'Counter-Cash-9',
  role: 'cashier',
};

describe('staff accounts', () => {
  it('a super admin creates an account that can sign in with its role', async () => {
    const cookie = await superAdmin();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie },
      payload: NEW_STAFF,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: NEW_STAFF.email, role: 'cashier', isActive: true });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/signin',
      payload: { email: NEW_STAFF.email, password: NEW_STAFF.password },
    });
    expect(signIn.json().staff.role).toBe('cashier');
    expect(created.json().lastSignInAt).toBeNull();
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/accounts', headers: { cookie } });
    const listed = list.json().find((a: { id: number }) => a.id === created.json().id);
    expect(Date.now() - Date.parse(listed.lastSignInAt)).toBeLessThan(60_000);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie },
      payload: NEW_STAFF,
    });
    expect(again.statusCode).toBe(409);
  });

  it('only a super admin manages accounts', async () => {
    const member = await createStaff(db(), 'cashier');
    for (const role of ['admin', 'manager', 'cashier', 'gre', 'kitchen'] as const) {
      const cookie = await staffCookie(db(), (await createStaff(db(), role)).id);
      expect((await t.app.inject({ method: 'GET', url: '/api/staff/accounts', headers: { cookie } })).statusCode).toBe(
        403,
      );
      // A rename too, refused before its body is read.
      const rename = await t.app.inject({
        method: 'PATCH',
        url: `/api/staff/accounts/${member.id}`,
        headers: { cookie },
        payload: { name: 'Someone Else' },
      });
      expect(rename.statusCode, role).toBe(403);
    }
    const [row] = await db().select().from(staff).where(eq(staff.id, member.id));
    expect(row?.name).toBe(member.name);
  });

  it("a super admin renames an account, audited; the member's session shows the new name at once", async () => {
    const admin = await createStaff(db(), 'super_admin');
    const cookie = await staffCookie(db(), admin.id);
    const cashier = await createStaff(db(), 'cashier', { name: 'cashier' });
    const cashierCookie = await staffCookie(db(), cashier.id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${cashier.id}`,
      headers: { cookie },
      payload: { name: '  Asha Rao  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: cashier.id, name: 'Asha Rao', role: 'cashier', isActive: true });
    const me = await t.app.inject({ url: '/api/staff/auth/me', headers: { cookie: cashierCookie } });
    expect(me.json().staff.name).toBe('Asha Rao');
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.update'), eq(auditLog.entityId, String(cashier.id))));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      staffId: admin.id,
      before: { name: 'cashier', role: 'cashier', isActive: true },
      after: { name: 'Asha Rao', role: 'cashier', isActive: true },
    });

    // Their own name a super admin may change (their role and activity they may not).
    const own = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${admin.id}`,
      headers: { cookie },
      payload: { name: 'Vikram Shah' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().name).toBe('Vikram Shah');
  });

  it('refuses a blank, an over-long or a control-character name with the reason', async () => {
    const cookie = await superAdmin();
    const member = await createStaff(db(), 'gre');
    const cases: Array<[string, string]> = [
      ['   ', 'Please enter a name'],
      ['x'.repeat(81), 'A name has at most 80 characters'],
      ['Asha\nRao', 'A name cannot contain control characters'],
    ];
    for (const [name, message] of cases) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/staff/accounts/${member.id}`,
        headers: { cookie },
        payload: { name },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const [row] = await db().select().from(staff).where(eq(staff.id, member.id));
    expect(row?.name).toBe(member.name);
  });

  it('deactivating an account ends its sessions at once', async () => {
    const cookie = await superAdmin();
    const gre = await createStaff(db(), 'gre');
    const greCookie = await staffCookie(db(), gre.id);
    expect((await t.app.inject({ url: '/api/staff/auth/me', headers: { cookie: greCookie } })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${gre.id}`,
      headers: { cookie },
      payload: { isActive: false },
    });
    expect(res.json().isActive).toBe(false);
    const after = await t.app.inject({ url: '/api/staff/auth/me', headers: { cookie: greCookie } });
    expect(after.statusCode).toBe(401);
    // The console that sent it before the socket's reason arrived learns the reason from the answer.
    expect(after.json().message).toBe(STAFF_SESSION_DEACTIVATED_MESSAGE);
    const onStaffRoute = await t.app.inject({ url: '/api/staff/floor', headers: { cookie: greCookie } });
    expect([onStaffRoute.statusCode, onStaffRoute.json().message]).toEqual([401, STAFF_SESSION_DEACTIVATED_MESSAGE]);
    // A session that merely ended says nothing of the kind.
    const active = await createStaff(db(), 'gre');
    const signedOut = await staffCookie(db(), active.id);
    await t.app.inject({ method: 'POST', url: '/api/staff/auth/signout', headers: { cookie: signedOut } });
    const ended = await t.app.inject({ url: '/api/staff/auth/me', headers: { cookie: signedOut } });
    expect([ended.statusCode, ended.json().message]).toEqual([401, 'Staff sign-in required']);
  });

  it('a role change counts from the next request', async () => {
    const cookie = await superAdmin();
    const manager = await createStaff(db(), 'manager');
    const managerCookie = await staffCookie(db(), manager.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${manager.id}`,
      headers: { cookie },
      payload: { role: 'gre' },
    });
    const me = await t.app.inject({ url: '/api/staff/auth/me', headers: { cookie: managerCookie } });
    expect(me.json().staff.role).toBe('gre');
  });

  it('refuses a weak password and a super admin changing their own account', async () => {
    const admin = await createStaff(db(), 'super_admin');
    const cookie = await staffCookie(db(), admin.id);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie },
      payload: { ...NEW_STAFF, email: 'weak@club.example', password: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${admin.id}`,
      headers: { cookie },
      payload: { isActive: false },
    });
    expect(self.statusCode).toBe(409);
  });
});
