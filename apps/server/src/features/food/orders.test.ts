import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { foodOrderLines, foodOrders, menuItems } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;

async function menuItem(overrides: Partial<typeof menuItems.$inferInsert> = {}) {
  const [row] = await db()
    .insert(menuItems)
    .values({ name: `Item ${Math.random().toString(36).slice(2, 7)}`, pricePaise: 18_000n, ...overrides })
    .returning();
  return row!;
}
async function signedIn() {
  const player = await createPlayer(db());
  return { player, cookie: await playerCookie(db(), player.id) };
}
const order = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/food-beverage/orders', headers: { cookie }, payload });

describe('GET /api/food-beverage/items and /ads', () => {
  it('shows available items only, with prices as rupee strings', async () => {
    const { cookie } = await signedIn();
    const tea = await menuItem({ name: 'Chai', pricePaise: 0n, category: 'beverage' });
    const gone = await menuItem({ isAvailable: false });
    const { items } = (await t.app.inject({ url: '/api/food-beverage/items', headers: { cookie } })).json();
    expect(items.find((i: { id: number }) => i.id === tea.id)).toMatchObject({
      name: 'Chai',
      price: '0.00',
      category: 'beverage',
    });
    expect(items.map((i: { id: number }) => i.id)).not.toContain(gone.id);
  });

  it('needs a signed-in player', async () => {
    expect((await t.app.inject({ url: '/api/food-beverage/items' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/food-beverage/ads' })).statusCode).toBe(401);
  });
});

describe('POST /api/food-beverage/orders', () => {
  it("charges the menu's price whatever price and total the client sends", async () => {
    const { player, cookie } = await signedIn();
    const coffee = await menuItem({ pricePaise: 18_000n });
    const sandwich = await menuItem({ pricePaise: 35_050n });
    const res = await order(cookie, {
      playerId: player.id,
      playerName: 'Forger',
      items: [
        { itemId: coffee.id, name: coffee.name, price: '0.01', quantity: 2 },
        { itemId: sandwich.id, name: sandwich.name, price: 1, quantity: 1 },
      ],
      totalAmount: '1.02',
      notes: 'No sugar',
      tableNumber: '7',
    });
    expect(res.statusCode).toBe(201);
    const placed = res.json().order;
    expect(placed).toMatchObject({
      status: 'placed',
      totalAmount: '710.50',
      notes: 'No sugar',
      tableNumber: '7',
      playerId: player.id,
    });
    expect(placed.items).toEqual([
      { menuItemId: coffee.id, name: coffee.name, unitPrice: '180.00', quantity: 2, lineTotal: '360.00' },
      { menuItemId: sandwich.id, name: sandwich.name, unitPrice: '350.50', quantity: 1, lineTotal: '350.50' },
    ]);
    const [stored] = await db().select().from(foodOrders).where(eq(foodOrders.id, placed.id));
    expect(stored!.totalPaise).toBe(71_050n);
    const lines = await db().select().from(foodOrderLines).where(eq(foodOrderLines.orderId, placed.id));
    expect(lines.map((l) => l.unitPricePaise).sort()).toEqual([18_000n, 35_050n]);
  });

  it('adds up the same item sent twice as one line', async () => {
    const { cookie } = await signedIn();
    const soda = await menuItem({ pricePaise: 12_000n });
    const res = await order(cookie, {
      items: [
        { itemId: soda.id, quantity: 1 },
        { itemId: soda.id, quantity: 2 },
      ],
    });
    expect(res.json().order.items).toEqual([
      expect.objectContaining({ menuItemId: soda.id, quantity: 3, lineTotal: '360.00' }),
    ]);
  });

  it('turns blank notes and table number into null', async () => {
    const { cookie } = await signedIn();
    const item = await menuItem();
    const res = await order(cookie, { items: [{ itemId: item.id, quantity: 1 }], notes: '   ', tableNumber: '' });
    expect(res.json().order).toMatchObject({ notes: null, tableNumber: null });
  });

  it('refuses an unknown or unavailable item, and stores nothing', async () => {
    const { player, cookie } = await signedIn();
    const available = await menuItem();
    const gone = await menuItem({ isAvailable: false });
    for (const itemId of [gone.id, 99_999_999]) {
      const res = await order(cookie, {
        items: [
          { itemId: available.id, quantity: 1 },
          { itemId, quantity: 1 },
        ],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ITEM_UNAVAILABLE', details: { itemIds: [itemId] } });
    }
    expect(await db().select().from(foodOrders).where(eq(foodOrders.playerId, player.id))).toEqual([]);
  });

  it('refuses an empty cart with the spec message, and bounds quantities', async () => {
    const { cookie } = await signedIn();
    const item = await menuItem();
    const empty = await order(cookie, { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Empty Cart - Please add items to your cart before placing an order.');
    for (const quantity of [0, -1, 51, 2.5]) {
      expect((await order(cookie, { items: [{ itemId: item.id, quantity }] })).statusCode).toBe(400);
    }
    const split = await order(cookie, {
      items: [
        { itemId: item.id, quantity: 30 },
        { itemId: item.id, quantity: 30 },
      ],
    });
    expect(split.statusCode).toBe(400);
  });

  it('orders only for the signed-in player', async () => {
    const { cookie } = await signedIn();
    const other = await createPlayer(db());
    const item = await menuItem();
    const res = await order(cookie, { playerId: other.id, items: [{ itemId: item.id, quantity: 1 }] });
    expect(res.statusCode).toBe(403);
    expect(await db().select().from(foodOrders).where(eq(foodOrders.playerId, other.id))).toEqual([]);
  });
});

describe('GET /api/food-beverage/orders', () => {
  it("lists the player's own orders, newest first, and nobody else's", async () => {
    const { cookie } = await signedIn();
    const other = await signedIn();
    const item = await menuItem();
    const first = (await order(cookie, { items: [{ itemId: item.id, quantity: 1 }] })).json().order;
    const second = (await order(cookie, { items: [{ itemId: item.id, quantity: 2 }] })).json().order;
    await order(other.cookie, { items: [{ itemId: item.id, quantity: 1 }] });
    const mine = (await t.app.inject({ url: '/api/food-beverage/orders', headers: { cookie } })).json();
    expect(mine.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
  });
});
