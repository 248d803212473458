import { ROOMS } from '@club/shared/events';
import { STAFF_PERMISSIONS, type StaffPermission, type StaffRole } from '@club/shared/staff';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { auditLog, menuItems } from '../../db/schema';

// Decision 105: the kitchen role reads and moves food orders and nothing else, over HTTP and the socket.
const t = listeningTestApp();
const db = () => t.app.database.db;
let routes: Array<{ method: string; path: string }>;
let playerId = 0;
beforeAll(async () => {
  const doc = (await t.app.inject('/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
  playerId = (await createPlayer(db())).id;
});

const kitchenCookie = async () => staffCookie(db(), (await createStaff(db(), 'kitchen')).id);
// A real player's id where a path names one (a guard that lets staff read a player must be asked about a real one).
const urlOf = (path: string) => path.replace(/\{playerId\}/g, String(playerId)).replace(/\{[^}]+\}/g, '1');
const call = (method: string, url: string, cookie?: string) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

// The routes a kitchen member may use: the kitchen queue, and their own sign-in, session and password.
const FOOD_ORDERS = new Set(['GET /api/staff/food-beverage/orders', 'PATCH /api/staff/food-beverage/orders/{id}']);
// Someone else's KYC document answers a member who may not review it as a missing one (ids cannot be probed).
const ANSWERED_AS_MISSING = new Set(['GET /api/documents/view/{documentId}']);
const OWN_SESSION = new Set([
  'POST /api/staff/auth/signin',
  'POST /api/staff/auth/signout',
  'GET /api/staff/auth/session',
  'GET /api/staff/auth/me',
  'POST /api/staff/auth/password',
]);

async function placedOrder() {
  const player = await createPlayer(db());
  const cookie = await playerCookie(db(), player.id);
  const [item] = await db().insert(menuItems).values({ name: 'Masala Chai', pricePaise: 6_000n }).returning();
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/food-beverage/orders',
    headers: { cookie },
    payload: { items: [{ itemId: item!.id, quantity: 2 }] },
  });
  expect(placed.statusCode).toBe(201);
  return placed.json().order as { id: number };
}

describe('the kitchen role', () => {
  it('holds the food orders permission and no other', () => {
    const held = (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((permission) =>
      (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes('kitchen'),
    );
    expect(held).toEqual(['foodOrders']);
    expect(STAFF_PERMISSIONS.foodOrders).toEqual(['super_admin', 'admin', 'gre', 'kitchen']);
  });

  it('answers a kitchen member 403 on every staff route but the food orders and its own session', async () => {
    const cookie = await kitchenCookie();
    const staffRoutes = routes.filter((r) => r.path.startsWith('/api/staff/'));
    expect(staffRoutes.length).toBeGreaterThan(100);
    const refusedWrongly: string[] = [];
    for (const route of staffRoutes) {
      const name = `${route.method} ${route.path}`;
      if (OWN_SESSION.has(name)) continue;
      const answer = await call(route.method, urlOf(route.path), cookie);
      const allowed = FOOD_ORDERS.has(name);
      if (allowed ? [401, 403].includes(answer.statusCode) : answer.statusCode !== 403) {
        refusedWrongly.push(`${name}: ${answer.statusCode}`);
      }
    }
    expect(refusedWrongly).toEqual([]);
  });

  it('opens no player route to a kitchen member that a signed-out caller cannot use', async () => {
    const cookie = await kitchenCookie();
    const playerRoutes = routes.filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/staff/'));
    expect(playerRoutes.length).toBeGreaterThan(40);
    const opened: string[] = [];
    for (const route of playerRoutes) {
      const name = `${route.method} ${route.path}`;
      const url = urlOf(route.path);
      const [anonymous, kitchen] = [await call(route.method, url), await call(route.method, url, cookie)];
      const refused = kitchen.statusCode === 403 || (kitchen.statusCode === 404 && ANSWERED_AS_MISSING.has(name));
      if (kitchen.statusCode !== anonymous.statusCode && !refused) {
        opened.push(`${route.method} ${route.path}: ${anonymous.statusCode} signed out, ${kitchen.statusCode} kitchen`);
      }
    }
    expect(opened).toEqual([]);
  });

  it('reads the kitchen queue and moves an order on, audited', async () => {
    const member = await createStaff(db(), 'kitchen');
    const cookie = await staffCookie(db(), member.id);
    const order = await placedOrder();
    const queue = await call('GET', '/api/staff/food-beverage/orders?status=open', cookie);
    expect(queue.statusCode).toBe(200);
    expect((queue.json() as Array<{ id: number }>).map((o) => o.id)).toContain(order.id);

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/food-beverage/orders/${order.id}`,
      headers: { cookie },
      payload: { status: 'preparing' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: order.id, status: 'preparing' });
    const audited = await db().select().from(auditLog).where(eq(auditLog.staffId, member.id));
    expect(audited.map((row) => row.entityId)).toContain(String(order.id));
  });

  it("hears the kitchen's orders on its socket and none of the lobby's or the menu's news", async () => {
    const socket = await t.socketFor(await kitchenCookie());
    const gre = await t.socketFor(await staffCookie(db(), (await createStaff(db(), 'gre')).id));
    const ordered = nextEvent(socket, 'kitchen_order_updated');
    const heardByGre = nextEvent(gre, 'kitchen_order_updated');
    await placedOrder();
    await Promise.all([ordered, heardByGre]);

    const lobby = receivesWithin(socket, 'lobby_updated', 500);
    const menu = receivesWithin(socket, 'menu-updated', 500);
    const greLobby = nextEvent(gre, 'lobby_updated');
    t.app.publish(ROOMS.lobby, 'lobby_updated', { marker: 'lobby' } as never);
    t.app.publish(ROOMS.foodBeverage, 'menu-updated', { items: [] });
    expect(await Promise.all([lobby, menu])).toEqual([false, false]);
    await greLobby;
  });

  it("moves an open console's rooms when a super admin makes a member kitchen staff, and back", async () => {
    const admin = await staffCookie(db(), (await createStaff(db(), 'super_admin')).id);
    const member = await createStaff(db(), 'gre');
    const socket = await t.socketFor(await staffCookie(db(), member.id));
    const changeRole = async (role: StaffRole) => {
      const changed = nextEvent(socket, 'staff_role_changed');
      const answer = await t.app.inject({
        method: 'PATCH',
        url: `/api/staff/accounts/${member.id}`,
        headers: { cookie: admin },
        payload: { role },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      await changed;
    };

    await changeRole('kitchen');
    const lobby = receivesWithin(socket, 'lobby_updated', 500);
    const chat = receivesWithin(socket, 'feedback_received', 500);
    t.app.publish(ROOMS.lobby, 'lobby_updated', { marker: 'lobby' } as never);
    t.app.publish(ROOMS.staffRole('gre'), 'feedback_received', { marker: 'gre' } as never);
    expect(await Promise.all([lobby, chat])).toEqual([false, false]);

    await changeRole('admin');
    const back = nextEvent(socket, 'lobby_updated');
    t.app.publish(ROOMS.lobby, 'lobby_updated', { marker: 'lobby' } as never);
    await back;
  });
});
