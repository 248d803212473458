import { STAFF_ROLES } from '@club/shared/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, staffCookie } from '../../../test/fixtures';
import { auditLog } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const signedIn = async (role: (typeof STAFF_ROLES)[number]) => {
  const member = await createStaff(db(), role);
  return { member, cookie: await staffCookie(db(), member.id) };
};
const get = (cookie: string, query: Record<string, string | number | undefined> = {}, csv = false) =>
  t.app.inject({
    method: 'GET',
    url: `/api/staff/audit${csv ? '.csv' : ''}`,
    query: Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))),
    headers: { cookie },
  });

/** A staff member with a few audit rows of their own, at known instants (UTC). */
async function memberWithRows() {
  const actor = await createStaff(db(), 'manager');
  const player = await createPlayer(db(), { firstName: 'Asha', lastName: 'Rao' });
  const at = (iso: string) => new Date(iso);
  await db()
    .insert(auditLog)
    .values([
      // 2025-03-01 23:00 in Kolkata is 17:30 UTC: the club's day 2025-03-01.
      {
        staffId: actor.id,
        action: 'table.update',
        entity: 'table',
        entityId: '7',
        createdAt: at('2025-03-01T17:30:00Z'),
      },
      // 2025-03-02 00:30 in Kolkata (19:00 UTC on the 1st): the club's day 2025-03-02.
      {
        staffId: actor.id,
        playerId: player.id,
        action: 'seat.assign',
        entity: 'seat',
        entityId: '11',
        before: null,
        after: { seatNumber: 3 },
        note: '=HYPERLINK("x"), "quoted"',
        createdAt: at('2025-03-01T19:00:00Z'),
      },
      {
        staffId: actor.id,
        playerId: player.id,
        action: 'wallet.cash_in',
        entity: 'transaction',
        entityId: '99',
        before: { balance: '0' },
        after: { balance: '50000' },
        createdAt: at('2025-03-03T10:00:00Z'),
      },
    ]);
  return { actor, player };
}

describe('GET /api/staff/audit', () => {
  it('answers super admins and admins only', async () => {
    for (const role of STAFF_ROLES) {
      const { cookie } = await signedIn(role);
      const allowed = role === 'super_admin' || role === 'admin';
      expect((await get(cookie)).statusCode, role).toBe(allowed ? 200 : 403);
      expect((await get(cookie, {}, true)).statusCode, `${role} csv`).toBe(allowed ? 200 : 403);
    }
    expect((await get('')).statusCode).toBe(401);
    expect((await get('', {}, true)).statusCode).toBe(401);
  });

  it('has no route that edits or deletes a row', async () => {
    const { cookie } = await signedIn('super_admin');
    const [row] = await db()
      .insert(auditLog)
      .values({ staffId: null, action: 'x.y', entity: 'x', entityId: '1' })
      .returning();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/staff/audit', `/api/staff/audit/${row!.id}`]) {
        const res = await t.app.inject({ method, url, headers: { cookie }, payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('filters by staff member, action, player and days of the club, newest first, with the total', async () => {
    const { cookie } = await signedIn('admin');
    const { actor, player } = await memberWithRows();

    const all = (await get(cookie, { staffId: actor.id })).json();
    expect(all.total).toBe(3);
    expect(all.rows.map((r: { action: string }) => r.action)).toEqual([
      'wallet.cash_in',
      'seat.assign',
      'table.update',
    ]);
    expect(all.rows[0]).toMatchObject({
      staffId: actor.id,
      staffName: actor.name,
      staffRole: 'manager',
      entity: 'transaction',
      entityId: '99',
      playerId: player.id,
      playerName: 'Asha Rao',
      before: { balance: '0' },
      after: { balance: '50000' },
    });
    expect(all.actions).toEqual(expect.arrayContaining(['seat.assign', 'table.update', 'wallet.cash_in']));

    const byAction = (await get(cookie, { staffId: actor.id, action: 'seat.assign' })).json();
    expect(byAction.total).toBe(1);
    expect(byAction.rows[0].after).toEqual({ seatNumber: 3 });

    const byPlayer = (await get(cookie, { playerId: player.id })).json();
    expect(byPlayer.total).toBe(2);

    // Days are the club's (Asia/Kolkata): the two rows of 1 March UTC fall on two club days.
    const first = (await get(cookie, { staffId: actor.id, from: '2025-03-01', to: '2025-03-01' })).json();
    expect(first.rows.map((r: { action: string }) => r.action)).toEqual(['table.update']);
    const second = (await get(cookie, { staffId: actor.id, from: '2025-03-02', to: '2025-03-02' })).json();
    expect(second.rows.map((r: { action: string }) => r.action)).toEqual(['seat.assign']);
    const fromSecond = (await get(cookie, { staffId: actor.id, from: '2025-03-02' })).json();
    expect(fromSecond.total).toBe(2);
    const none = (await get(cookie, { staffId: actor.id, from: '2025-04-01' })).json();
    expect(none).toMatchObject({ total: 0, rows: [] });
  });

  it('pages with the total of every matching row', async () => {
    const { cookie } = await signedIn('super_admin');
    const { actor } = await memberWithRows();
    const first = (await get(cookie, { staffId: actor.id, pageSize: 2 })).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.rows).toHaveLength(2);
    const second = (await get(cookie, { staffId: actor.id, pageSize: 2, page: 2 })).json();
    expect(second.rows).toHaveLength(1);
    expect(second.rows[0].action).toBe('table.update');
  });

  it('refuses a bad filter with a sentence', async () => {
    const { cookie } = await signedIn('super_admin');
    for (const query of [{ from: '1-3-2025' }, { staffId: 'me' }, { pageSize: 1000 }]) {
      const res = await get(cookie, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('records a real action: a super admin changing a role', async () => {
    const { member, cookie } = await signedIn('super_admin');
    const target = await createStaff(db(), 'gre');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${target.id}`,
      headers: { cookie },
      payload: { role: 'manager' },
    });
    const page = (await get(cookie, { staffId: member.id, action: 'staff.update' })).json();
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      entity: 'staff',
      entityId: String(target.id),
      staffRole: 'super_admin',
      before: { role: 'gre', isActive: true },
      after: { role: 'manager', isActive: true },
    });
  });
});

describe('GET /api/staff/audit.csv', () => {
  it('answers every row of the same filter, quoted, with formula cells defused', async () => {
    const { cookie } = await signedIn('admin');
    const { actor } = await memberWithRows();
    const res = await get(cookie, { staffId: actor.id, pageSize: 1 }, true);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('audit.csv');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,staff_id,staff_name,staff_role,action,entity,entity_id,player_id,player_name,before,after,note,summary',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',wallet.cash_in,transaction,99,');
    expect(lines[1]).toContain('"{""balance"":""0""}","{""balance"":""50000""}"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x""), ""quoted"""`);
    const filtered = await get(cookie, { staffId: actor.id, action: 'table.update' }, true);
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2);
  });
});

describe('GET /api/staff/audit/staff (the filter finds a staff member by name)', () => {
  const suggest = (cookie: string, q: string) =>
    t.app.inject({ url: `/api/staff/audit/staff?q=${encodeURIComponent(q)}`, headers: { cookie } });

  it('suggests the members whose name or e-mail contains what was typed, whatever its case', async () => {
    const { cookie } = await signedIn('admin');
    const tag = Math.random().toString(36).slice(2, 7);
    const meera = await createStaff(db(), 'cashier', { name: `Meera ${tag} Iyer` });
    const other = await createStaff(db(), 'gre', { name: `Someone ${tag}` });
    const found = (await suggest(cookie, `MEERA ${tag}`)).json() as Array<{ id: number; name: string; role: string }>;
    expect(found).toEqual([{ id: meera.id, name: meera.name, email: meera.email, role: 'cashier' }]);
    const both = (await suggest(cookie, tag)).json() as Array<{ id: number }>;
    expect(both.map((m) => m.id).sort()).toEqual([meera.id, other.id].sort());
    // A wildcard typed is a character, not a pattern.
    expect((await suggest(cookie, '%')).json()).toEqual([]);
  });

  it('answers super admins and admins only', async () => {
    for (const role of STAFF_ROLES) {
      const { cookie } = await signedIn(role);
      const allowed = role === 'super_admin' || role === 'admin';
      expect((await suggest(cookie, 'a')).statusCode, role).toBe(allowed ? 200 : 403);
    }
  });
});
