import type { StaffRole } from '@club/shared/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { createTable, seatDirectly } from '../../../test/tables';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../test/sockets';
import { menuItems, seats } from '../../db/schema';

let t: TestApp;
let url: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let statements = 0;
beforeAll(async () => {
  database = await createTestDatabase({
    onQuery: () => {
      statements += 1;
    },
  });
  t = await createTestApp({}, { database });
  url = await listen(t.app);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const db = () => t.app.database.db;
const staffFor = async (role: StaffRole) => staffCookie(db(), (await createStaff(db(), role)).id);
const call = (
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  path: string,
  cookie: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: path, headers: { cookie }, ...(payload ? { payload } : {}) });

async function playerWithOrder() {
  const player = await createPlayer(db());
  const cookie = await playerCookie(db(), player.id);
  const [item] = await db().insert(menuItems).values({ name: 'Paneer Tikka', pricePaise: 32_000n }).returning();
  const res = await call('POST', '/api/food-beverage/orders', cookie, { items: [{ itemId: item!.id, quantity: 1 }] });
  return { player, cookie, order: res.json().order as { id: number } };
}

describe('staff manage the menu', () => {
  it('adds, changes and removes items, pushing the available menu to the food-beverage room', async () => {
    const staff = await staffFor('manager');
    const socket = await connectSocket(url, await playerCookie(db(), (await createPlayer(db())).id));
    try {
      const added = nextEvent<{ items: Array<{ id: number; price: string }> }>(socket, 'menu-updated');
      const res = await call('POST', '/api/staff/food-beverage/items', staff, {
        name: 'Masala Fries',
        description: 'Crisp, spiced',
        category: 'Food',
        price: '149.5',
        image_url: '/api/media/3',
      });
      expect(res.statusCode).toBe(201);
      const item = res.json();
      expect(item).toMatchObject({ category: 'food', price: '149.50', is_available: true });
      expect((await added).items.find((i) => i.id === item.id)?.price).toBe('149.50');

      const hidden = nextEvent<{ items: Array<{ id: number }> }>(socket, 'menu-updated');
      await call('PATCH', `/api/staff/food-beverage/items/${item.id}`, staff, { is_available: false });
      expect((await hidden).items.map((i) => i.id)).not.toContain(item.id);

      const removed = nextEvent(socket, 'menu-updated');
      const del = await call('DELETE', `/api/staff/food-beverage/items/${item.id}`, staff);
      expect(del.json()).toEqual({ success: true, id: item.id, retired: false });
      await removed;
      expect(await db().select().from(menuItems).where(eq(menuItems.id, item.id))).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('keeps an item that was ordered as unavailable instead of deleting it', async () => {
    const { order } = await playerWithOrder();
    const staff = await staffFor('admin');
    const kitchen = (await call('GET', '/api/staff/food-beverage/orders?status=all', await staffFor('gre'))).json();
    const itemId = kitchen.find((o: { id: number }) => o.id === order.id).items[0].menuItemId;
    const res = await call('DELETE', `/api/staff/food-beverage/items/${itemId}`, staff);
    expect(res.json()).toMatchObject({ retired: true });
    const [row] = await db().select().from(menuItems).where(eq(menuItems.id, itemId));
    expect(row!.isAvailable).toBe(false);
  });

  it('manages ads and pushes the active ones as ads-updated', async () => {
    const staff = await staffFor('super_admin');
    const socket = await connectSocket(url, await playerCookie(db(), (await createPlayer(db())).id));
    try {
      const added = nextEvent<{ ads: Array<{ id: number }> }>(socket, 'ads-updated');
      const ad = (
        await call('POST', '/api/staff/food-beverage/ads', staff, {
          title: 'Biryani Friday',
          target_url: 'https://club.example/menu',
        })
      ).json();
      expect((await added).ads.map((a) => a.id)).toContain(ad.id);
      const paused = nextEvent<{ ads: Array<{ id: number }> }>(socket, 'ads-updated');
      await call('PATCH', `/api/staff/food-beverage/ads/${ad.id}`, staff, { is_active: false });
      expect((await paused).ads.map((a) => a.id)).not.toContain(ad.id);
      expect((await call('DELETE', `/api/staff/food-beverage/ads/${ad.id}`, staff)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/staff/food-beverage/ads/${ad.id}`, staff)).statusCode).toBe(404);
    } finally {
      socket.close();
    }
  });

  it.each(['cashier', 'gre'] as const)('refuses a %s', async (role) => {
    const staff = await staffFor(role);
    expect((await call('POST', '/api/staff/food-beverage/items', staff, { name: 'x', price: '1' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/staff/food-beverage/ads', staff, { title: 'x' })).statusCode).toBe(403);
  });

  it('validates prices and links', async () => {
    const staff = await staffFor('admin');
    for (const price of ['-1', 'abc', '1.234']) {
      expect((await call('POST', '/api/staff/food-beverage/items', staff, { name: 'x', price })).statusCode).toBe(400);
    }
    const badLink = await call('POST', '/api/staff/food-beverage/ads', staff, {
      title: 'x',
      target_url: 'javascript:alert(1)',
    });
    expect(badLink.statusCode).toBe(400);
  });
});

describe('the kitchen queue', () => {
  it('moves an order placed → preparing → ready → delivered, telling the player each time', async () => {
    const { cookie, order } = await playerWithOrder();
    const socket = await connectSocket(url, cookie);
    const gre = await staffFor('gre');
    try {
      for (const status of ['preparing', 'ready', 'delivered'] as const) {
        const heard = nextEvent<{ id: number; status: string }>(socket, 'food_order_updated');
        const res = await call('PATCH', `/api/staff/food-beverage/orders/${order.id}`, gre, { status });
        expect(res.statusCode).toBe(200);
        expect(await heard).toMatchObject({ id: order.id, status });
      }
      const mine = (await call('GET', '/api/food-beverage/orders', cookie)).json();
      expect(mine[0]).toMatchObject({ id: order.id, status: 'delivered' });
    } finally {
      socket.close();
    }
  });

  it('tells only the ordering player, not other players', async () => {
    const { order } = await playerWithOrder();
    const other = await connectSocket(url, await playerCookie(db(), (await createPlayer(db())).id));
    try {
      const heard = receivesWithin(other, 'food_order_updated', 400);
      await call('PATCH', `/api/staff/food-beverage/orders/${order.id}`, await staffFor('admin'), { status: 'ready' });
      expect(await heard).toBe(false);
    } finally {
      other.close();
    }
  });

  it('tells the kitchen staff when an order is placed, with where to deliver it', async () => {
    const gre = await createStaff(db(), 'gre');
    const socket = await connectSocket(url, await staffCookie(db(), gre.id));
    try {
      const heard = nextEvent<{ status: string }>(socket, 'kitchen_order_updated');
      const { order } = await playerWithOrder();
      expect(await heard).toMatchObject({ id: order.id, status: 'placed', deliverTo: null, cancelReason: null });
    } finally {
      socket.close();
    }
  });

  it("says where to deliver: the player's table and seat now, even after a move", async () => {
    const { player, order } = await playerWithOrder();
    const [alpha, bravo] = [await createTable(t.app), await createTable(t.app)];
    const seat = await seatDirectly(t.app, { playerId: player.id, tableId: alpha.id, seatNumber: 4 });
    const gre = await staffFor('gre');
    const find = async () =>
      (await call('GET', '/api/staff/food-beverage/orders', gre)).json().find((o: { id: number }) => o.id === order.id);
    expect((await find()).deliverTo).toEqual({ tableId: String(alpha.id), tableName: alpha.name, seatNumber: 4 });

    await db().update(seats).set({ tableId: bravo.id, seatNumber: 7 }).where(eq(seats.id, seat.id));
    expect((await find()).deliverTo).toEqual({ tableId: String(bravo.id), tableName: bravo.name, seatNumber: 7 });
    const moved = await call('PATCH', `/api/staff/food-beverage/orders/${order.id}`, gre, { status: 'preparing' });
    expect(moved.json().deliverTo).toMatchObject({ tableName: bravo.name, seatNumber: 7 });

    // The player's own answers carry no delivery place (it is the kitchen's).
    const mine = (await call('GET', '/api/food-beverage/orders', await playerCookie(db(), player.id))).json();
    expect(mine[0]).not.toHaveProperty('deliverTo');
  });

  it('reads the delivery places of the whole queue in one query', async () => {
    await playerWithOrder();
    await playerWithOrder();
    const gre = await staffFor('gre');
    const count = async () => {
      const before = statements;
      expect((await call('GET', '/api/staff/food-beverage/orders', gre)).statusCode).toBe(200);
      return statements - before;
    };
    const few = await count();
    for (let i = 0; i < 5; i += 1) {
      const { player } = await playerWithOrder();
      const table = await createTable(t.app);
      await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 1 });
    }
    expect(await count()).toBe(few);
  });

  it('cancels with a reason the player reads, on the push and on the order', async () => {
    const { cookie, order } = await playerWithOrder();
    const socket = await connectSocket(url, cookie);
    try {
      const heard = nextEvent<{ status: string; cancelReason: string | null }>(socket, 'food_order_updated');
      const res = await call('PATCH', `/api/staff/food-beverage/orders/${order.id}`, await staffFor('admin'), {
        status: 'cancelled',
        reason: '  The paneer ran out tonight  ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled', cancelReason: 'The paneer ran out tonight' });
      expect(await heard).toMatchObject({ status: 'cancelled', cancelReason: 'The paneer ran out tonight' });
      const mine = (await call('GET', '/api/food-beverage/orders', cookie)).json();
      expect(mine[0]).toMatchObject({ id: order.id, cancelReason: 'The paneer ran out tonight' });
    } finally {
      socket.close();
    }
  });

  it('takes a reason with cancelling only, and a short one', async () => {
    const { order } = await playerWithOrder();
    const staff = await staffFor('gre');
    const path = `/api/staff/food-beverage/orders/${order.id}`;
    expect((await call('PATCH', path, staff, { status: 'ready', reason: 'Because' })).statusCode).toBe(400);
    expect((await call('PATCH', path, staff, { status: 'cancelled', reason: 'x'.repeat(201) })).statusCode).toBe(400);
    const plain = await call('PATCH', path, staff, { status: 'cancelled' });
    expect(plain.json()).toMatchObject({ status: 'cancelled', cancelReason: null });
  });

  it('moves an order once when two consoles move it at the same time', async () => {
    const { order } = await playerWithOrder();
    const [a, b] = [await staffFor('gre'), await staffFor('admin')];
    const path = `/api/staff/food-beverage/orders/${order.id}`;
    const answers = await Promise.all([
      call('PATCH', path, a, { status: 'ready' }),
      call('PATCH', path, b, { status: 'ready' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses moves backwards or out of a final status', async () => {
    const { order } = await playerWithOrder();
    const staff = await staffFor('super_admin');
    const path = `/api/staff/food-beverage/orders/${order.id}`;
    expect((await call('PATCH', path, staff, { status: 'ready' })).statusCode).toBe(200);
    const back = await call('PATCH', path, staff, { status: 'preparing' });
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('INVALID_STATE');
    expect((await call('PATCH', path, staff, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await call('PATCH', path, staff, { status: 'delivered' })).statusCode).toBe(409);
    expect((await call('PATCH', path, staff, { status: 'placed' })).statusCode).toBe(400);
  });

  it('lists open orders oldest first to the food-order roles only', async () => {
    const first = await playerWithOrder();
    const second = await playerWithOrder();
    const open = (await call('GET', '/api/staff/food-beverage/orders', await staffFor('gre'))).json();
    const ids = open.map((o: { id: number }) => o.id);
    expect(ids.indexOf(first.order.id)).toBeLessThan(ids.indexOf(second.order.id));
    expect(open.find((o: { id: number }) => o.id === first.order.id).playerName).toBe(
      `${first.player.firstName} ${first.player.lastName}`,
    );
    for (const role of ['manager', 'cashier'] as const) {
      const staff = await staffFor(role);
      expect((await call('GET', '/api/staff/food-beverage/orders', staff)).statusCode).toBe(403);
      expect(
        (await call('PATCH', `/api/staff/food-beverage/orders/${first.order.id}`, staff, { status: 'ready' }))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe('the player hears by a notification when the order is ready and delivered (issue 14, item 22)', () => {
  it('sends a bubble-ready notification to the ordering player only, naming the table and seat', async () => {
    const { player, cookie, order } = await playerWithOrder();
    const table = await createTable(t.app, { name: 'Dragon Room' });
    await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 5 });
    const socket = await connectSocket(url, cookie);
    const other = await connectSocket(url, await playerCookie(db(), (await createPlayer(db())).id));
    const gre = await staffFor('gre');
    try {
      const preparing = receivesWithin(socket, 'notification', 400);
      await call('PATCH', `/api/staff/food-beverage/orders/${order.id}`, gre, { status: 'preparing' });
      expect(await preparing).toBe(false);

      const ready = nextEvent<{ title: string; message: string; read: boolean }>(socket, 'notification');
      const otherHears = receivesWithin(other, 'notification', 600);
      await call('PATCH', `/api/staff/food-beverage/orders/${order.id}`, gre, { status: 'ready' });
      expect(await ready).toMatchObject({
        title: 'Your order is ready',
        message: `Order #${order.id} (1 × Paneer Tikka) is ready and on its way to Dragon Room, seat 5.`,
        read: false,
      });
      expect(await otherHears).toBe(false);

      const delivered = nextEvent<{ title: string; message: string }>(socket, 'notification');
      await call('PATCH', `/api/staff/food-beverage/orders/${order.id}`, gre, { status: 'delivered' });
      expect(await delivered).toMatchObject({
        title: 'Order delivered',
        message: `Order #${order.id} (1 × Paneer Tikka) was delivered. Enjoy!`,
      });
      // Kept in the history like any notification, so a closed page shows the bubble on return.
      const history = (await call('GET', `/api/push-notifications/${player.id}`, cookie)).json();
      expect(history.map((n: { title: string }) => n.title)).toEqual(['Order delivered', 'Your order is ready']);
    } finally {
      socket.close();
      other.close();
    }
  });
});
