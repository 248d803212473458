import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';

// Guards run before validation on every route (DESIGN.md section 3): a caller without the right
// session or role learns nothing of a route's schema from a 400.
let t: TestApp;
let routes: Array<{ method: string; url: string }>;
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject('/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      // Invalid path parameters too: they must not be validated before the guard either.
      url: path.replace(/\{[^}]+\}/g, 'not-a-number'),
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

const INVALID_BODY = { amount: 'lots', status: 42, seatNumber: 'x', playerId: 'me', title: '', bogus: true };
const call = (route: { method: string; url: string }, cookie?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers: { ...(cookie ? { cookie } : {}), 'idempotency-key': 'not a valid key' },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: INVALID_BODY }),
  });

describe('guards before validation', () => {
  it('answers every staff route 401 without a staff session, invalid body and parameters or not', async () => {
    // Signing in and out need no session (signing out without one is a no-op that answers 200), and the
    // console's session read answers a signed-out browser 200 with no member (staff-auth.test.ts).
    const open = new Set(['/api/staff/auth/signin', '/api/staff/auth/signout', '/api/staff/auth/session']);
    const staffRoutes = routes.filter((r) => r.url.startsWith('/api/staff/') && !open.has(r.url));
    expect(staffRoutes.length).toBeGreaterThan(40);
    const player = await createPlayer(t.app.database.db);
    const asPlayer = await playerCookie(t.app.database.db, player.id);
    for (const route of staffRoutes) {
      for (const cookie of [undefined, asPlayer]) {
        const answer = await call(route, cookie);
        expect(answer.statusCode, `${route.method} ${route.url}: ${answer.body}`).toBe(401);
      }
    }
  });

  it('answers a role without the permission 403 before looking at the body', async () => {
    const db = t.app.database.db;
    const cashier = await staffCookie(db, (await createStaff(db, 'cashier')).id);
    const gre = await staffCookie(db, (await createStaff(db, 'gre')).id);
    const manager = await staffCookie(db, (await createStaff(db, 'manager')).id);
    const cases: Array<[string, string, string]> = [
      [cashier, 'POST', '/api/staff/tables'],
      [cashier, 'POST', '/api/staff/tables/1/seat'],
      [cashier, 'POST', '/api/staff/push-notifications'],
      [gre, 'POST', '/api/staff/wallet/1/cash-in'],
      [gre, 'POST', '/api/staff/tournaments'],
      [manager, 'PUT', '/api/staff/wallet/1/credit-limit'],
      [manager, 'POST', '/api/staff/accounts'],
      [cashier, 'POST', '/api/staff/kyc/players/1'],
    ];
    for (const [cookie, method, url] of cases) {
      const answer = await call({ method, url }, cookie);
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(403);
    }
  });

  it('answers a player path naming another player 403 before looking at the body', async () => {
    const db = t.app.database.db;
    const player = await createPlayer(db);
    const other = await createPlayer(db);
    const cookie = await playerCookie(db, player.id);
    for (const route of [
      { method: 'PUT', url: `/api/players/${other.id}` },
      { method: 'POST', url: `/api/players/${other.id}/pan-card` },
      { method: 'GET', url: `/api/balance/${other.id}` },
    ]) {
      const answer = await call(route, cookie);
      expect(answer.statusCode, `${route.method} ${route.url}: ${answer.body}`).toBe(403);
    }
  });
});
