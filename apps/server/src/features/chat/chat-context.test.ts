import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTable, seatDirectly, signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';
import { foodOrderLines, foodOrders, menuItems, wallets } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const context = (cookie: string, playerId: number | string) =>
  t.app.inject({ url: `/api/staff/chat/players/${playerId}/context`, headers: { cookie } });

/** A seated player with a wallet (₹1,234.50 cash, ₹5,000 credit limit, ₹2,000 used) and two food orders. */
async function playerWithContext() {
  const player = await signedInPlayer(t.app, { firstName: 'Kiran', lastName: 'Rao', nickname: `kiran${Date.now()}` });
  const table = await createTable(t.app, { name: `Table ctx ${player.id}` });
  await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 4 });
  await db()
    .insert(wallets)
    .values({
      playerId: player.id,
      cashPaise: 123_450n,
      creditLimitPaise: 500_000n,
      creditPaise: 200_000n,
      creditApproved: true,
    })
    .onConflictDoUpdate({
      target: wallets.playerId,
      set: { cashPaise: 123_450n, creditLimitPaise: 500_000n, creditPaise: 200_000n, creditApproved: true },
    });
  const [chai] = await db().insert(menuItems).values({ name: 'Masala chai', pricePaise: 5_000n }).returning();
  for (const [quantity, at] of [
    [2, new Date(Date.now() - 60_000)],
    [1, new Date()],
  ] as const) {
    const [order] = await db()
      .insert(foodOrders)
      .values({ playerId: player.id, totalPaise: BigInt(quantity) * 5_000n, createdAt: at })
      .returning();
    await db()
      .insert(foodOrderLines)
      .values({ orderId: order!.id, menuItemId: chai!.id, name: 'Masala chai', unitPricePaise: 5_000n, quantity });
  }
  return { player, table };
}

describe('GET /api/staff/chat/players/:playerId/context', () => {
  it('gives super_admin and admin the player, seat, recent orders, KYC status and money', async () => {
    const { player, table } = await playerWithContext();
    for (const role of ['super_admin', 'admin'] as const) {
      const res = await context((await signedInStaff(t.app, role)).cookie, player.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        player: {
          id: player.id,
          playerCode: expect.stringMatching(/^POKEPLAYER-/),
          name: 'Kiran Rao',
          nickname: player.nickname,
          kycStatus: player.kycStatus,
        },
        seat: { tableId: table.id, tableName: table.name, seatNumber: 4 },
        recentOrders: [
          expect.objectContaining({ items: '1 × Masala chai', total: '50.00', status: 'placed' }),
          expect.objectContaining({ items: '2 × Masala chai', total: '100.00', status: 'placed' }),
        ],
        money: { cashBalance: '1234.50', creditLimit: '5000.00', creditUsed: '2000.00', creditApproved: true },
      });
    }
  });

  it('never sends a gre the balance or credit: money is null and no figure is in the answer', async () => {
    const { player } = await playerWithContext();
    const res = await context((await signedInStaff(t.app, 'gre')).cookie, player.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().money).toBeNull();
    expect(res.json().seat).toMatchObject({ seatNumber: 4 });
    for (const figure of ['1234.50', '5000.00', '2000.00', 'cashBalance', 'creditLimit']) {
      expect(res.body).not.toContain(figure);
    }
  });

  it('answers a player without seat, orders or wallet with nulls and an empty list', async () => {
    const player = await signedInPlayer(t.app);
    const res = await context((await signedInStaff(t.app, 'super_admin')).cookie, player.id);
    expect(res.json()).toMatchObject({
      seat: null,
      recentOrders: [],
      money: { cashBalance: '0.00', creditLimit: '0.00', creditUsed: '0.00', creditApproved: false },
    });
  });

  it('refuses manager and cashier (403), a player (401), a bad id (400) and an unknown player (404)', async () => {
    const player = await signedInPlayer(t.app);
    for (const role of ['manager', 'cashier'] as const) {
      expect((await context((await signedInStaff(t.app, role)).cookie, player.id)).statusCode).toBe(403);
    }
    expect((await context(player.cookie, player.id)).statusCode).toBe(401);
    const gre = await signedInStaff(t.app, 'gre');
    expect((await context(gre.cookie, 'abc')).statusCode).toBe(400);
    const missing = await context(gre.cookie, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Player not found');
  });
});
