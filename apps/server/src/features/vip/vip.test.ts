import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../test/sockets';
import { createTable, signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';
import { auditLog, seats, transactions, vipRedemptions } from '../../db/schema';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const HOUR = 3_600_000;

/** A table buy-in as the ledger holds it: a negative cash row. */
async function buyIn(playerId: number, rupees: number) {
  await db()
    .insert(transactions)
    .values({ playerId, type: 'table_buy_in', account: 'cash', amountPaise: -BigInt(Math.round(rupees * 100)) });
}
async function session(playerId: number, tableId: number, seatNumber: number, startAt: Date, endedAt: Date | null) {
  await db()
    .insert(seats)
    .values({ playerId, tableId, seatNumber, buyInPaise: 100_000n, sessionStartAt: startAt, endedAt });
}
/** A player with exactly `points` from buy-ins (₹10 a point) and nothing else. */
async function playerWithPoints(points: number) {
  const player = await signedInPlayer(t.app);
  if (points > 0) await buyIn(player.id, points * 10);
  return player;
}
const calculate = (cookie: string) => t.app.inject({ url: '/api/vip-points/calculate', headers: { cookie } });
const redeem = (cookie: string, payload: Record<string, unknown>, path = '/api/vip-club/redeem') =>
  t.app.inject({ method: 'POST', url: path, headers: { cookie }, payload });
const decide = (cookie: string, id: number, decision: 'approve' | 'reject', note?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/vip/redemptions/${id}/${decision}`,
    headers: { cookie },
    payload: note ? { note } : {},
  });

describe('GET /api/vip-points/calculate', () => {
  it("matches a hand calculation from the player's ledger buy-ins and seats", async () => {
    const player = await signedInPlayer(t.app);
    const stranger = await signedInPlayer(t.app);
    const table = await createTable(t.app);
    // Buy-ins ₹5,000 + ₹2,500.50 + ₹1,000 = ₹8,500.50 → 850.05 → 850 points; average ₹2,833.50.
    await buyIn(player.id, 5_000);
    await buyIn(player.id, 2_500.5);
    await buyIn(player.id, 1_000);
    // Not buy-ins: a cash-in and a table cash-out; and someone else's buy-in.
    await db()
      .insert(transactions)
      .values([
        { playerId: player.id, type: 'cash_in', account: 'cash', amountPaise: 900_000n },
        { playerId: player.id, type: 'table_cash_out', account: 'cash', amountPaise: 400_000n },
      ]);
    await buyIn(stranger.id, 50_000);
    // Sessions: 22:00–01:20 IST across midnight (3 h 20 min, started 10 Jan), 20:00–22:00 IST on 11 Jan
    // (2 h), and the open one started 90 minutes ago (today): 6 h 50 min → 20.5 → 20 points; 3 days → 15.
    await session(player.id, table.id, 1, new Date('2025-01-10T16:30:00Z'), new Date('2025-01-10T19:50:00Z'));
    await session(player.id, table.id, 2, new Date('2025-01-11T14:30:00Z'), new Date('2025-01-11T16:30:00Z'));
    await session(player.id, table.id, 3, new Date(Date.now() - 1.5 * HOUR), null);
    await session(stranger.id, table.id, 4, new Date(Date.now() - 5 * HOUR), null);

    const res = await calculate(player.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      playerId: player.id,
      buyInPoints: 850,
      totalBuyIn: '8500.50',
      buyInCount: 3,
      avgBuyIn: '2833.50',
      hoursPlayedPoints: 20,
      frequencyPoints: 15,
      visitFrequency: 3,
      totalVipPoints: 885,
      pointsSpent: 0,
      pointsPending: 0,
      availablePoints: 885,
      pendingRedemption: null,
      redemptions: [],
    });
    expect(res.json().totalHoursPlayed).toBeCloseTo(6.83, 1);
  });

  it("refuses another player's id and needs a player session", async () => {
    const player = await signedInPlayer(t.app);
    const other = await signedInPlayer(t.app);
    const res = await t.app.inject({
      url: `/api/vip-points/calculate?playerId=${other.id}`,
      headers: { cookie: player.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/vip-points/calculate' })).statusCode).toBe(401);
  });
});

describe('redemption', () => {
  it("creates a pending request at the catalogue's cost, whatever the client says it costs", async () => {
    const player = await playerWithPoints(885);
    const res = await redeem(player.cookie, { playerId: player.id, rewardType: 'tournament_ticket', pointsCost: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Redemption Successful!',
      remainingPoints: 385,
      redemption: {
        rewardType: 'tournament_ticket',
        rewardName: 'Tournament Ticket',
        pointsCost: 500,
        status: 'pending',
      },
    });
    // The pending request is held against the balance until staff decide.
    expect((await calculate(player.cookie)).json()).toMatchObject({
      totalVipPoints: 885,
      pointsPending: 500,
      pointsSpent: 0,
      availablePoints: 385,
      pendingRedemption: { pointsCost: 500 },
    });
  });

  it('serves /api/vip-points/redeem with the same handler (redemptionType by name, pointsRequired ignored)', async () => {
    const player = await playerWithPoints(300);
    const res = await redeem(
      player.cookie,
      { playerId: player.id, redemptionType: 'Buy-in Discount', pointsRequired: 0 },
      '/api/vip-points/redeem',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      remainingPoints: 0,
      redemption: { rewardType: 'buy_in_discount', pointsCost: 300 },
    });
  });

  it('refuses a reward the points do not cover, a second request while one is pending, and unknown rewards', async () => {
    const player = await playerWithPoints(600);
    const short = await redeem(player.cookie, { rewardType: 'premium_product', pointsCost: 10 });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect((await redeem(player.cookie, { rewardType: 'buy_in_discount' })).statusCode).toBe(201);
    const again = await redeem(player.cookie, { rewardType: 'buy_in_discount' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REDEMPTION_PENDING');
    expect((await redeem(player.cookie, { rewardType: 'yacht' })).statusCode).toBe(400);
    expect((await redeem(player.cookie, {})).statusCode).toBe(400);
  });

  it("refuses redeeming for another player's id", async () => {
    const player = await playerWithPoints(600);
    const other = await playerWithPoints(600);
    const res = await redeem(player.cookie, { playerId: other.id, rewardType: 'buy_in_discount' });
    expect(res.statusCode).toBe(403);
    expect(await db().select().from(vipRedemptions).where(eq(vipRedemptions.playerId, other.id))).toHaveLength(0);
  });

  it('cannot overspend under concurrent redemptions', async () => {
    const player = await playerWithPoints(1_000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        redeem(player.cookie, { rewardType: i % 2 ? 'premium_product' : 'tournament_ticket' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(['REDEMPTION_PENDING', 'INSUFFICIENT_POINTS']).toContain(refused.json().code);
    }
    const rows = await db().select().from(vipRedemptions).where(eq(vipRedemptions.playerId, player.id));
    expect(rows).toHaveLength(1);
    expect((await calculate(player.cookie)).json().availablePoints).toBeGreaterThanOrEqual(0);
  });

  it('spends the points on approval and returns them on rejection; available never goes below zero', async () => {
    const player = await playerWithPoints(1_100);
    const cashier = await signedInStaff(t.app, 'cashier');
    const first = (await redeem(player.cookie, { rewardType: 'premium_product' })).json().redemption;
    const approved = await decide(cashier.cookie, first.id, 'approve', 'Handed over at the desk');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: first.id, status: 'approved', note: 'Handed over at the desk' });
    expect((await calculate(player.cookie)).json()).toMatchObject({ pointsSpent: 1_000, availablePoints: 100 });
    expect((await redeem(player.cookie, { rewardType: 'buy_in_discount' })).json().code).toBe('INSUFFICIENT_POINTS');

    const richer = await playerWithPoints(800);
    const second = (await redeem(richer.cookie, { rewardType: 'tournament_ticket' })).json().redemption;
    expect((await decide(cashier.cookie, second.id, 'reject')).json().status).toBe('rejected');
    expect((await calculate(richer.cookie)).json()).toMatchObject({
      pointsSpent: 0,
      pointsPending: 0,
      availablePoints: 800,
    });
    // Decided once: a second decision is refused.
    expect((await decide(cashier.cookie, second.id, 'approve')).statusCode).toBe(409);
    expect((await decide(cashier.cookie, 999_999, 'approve')).statusCode).toBe(404);
  });

  it('refuses an approval when a correction left the player short, so spent never passes earned', async () => {
    const player = await playerWithPoints(500);
    const gre = await signedInStaff(t.app, 'gre');
    const { redemption } = (await redeem(player.cookie, { rewardType: 'tournament_ticket' })).json();
    // The ledger row behind the points goes (a test stand-in for a corrected session or buy-in).
    await db().delete(transactions).where(eq(transactions.playerId, player.id));
    const res = await decide(gre.cookie, redemption.id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_POINTS');
    expect((await calculate(player.cookie)).json().availablePoints).toBe(0);
  });

  it('lets super_admin, admin, gre and cashier decide; a manager gets 403; audit rows are written', async () => {
    for (const role of ['super_admin', 'admin', 'gre', 'cashier'] as const) {
      const player = await playerWithPoints(300);
      const member = await signedInStaff(t.app, role);
      const { redemption } = (await redeem(player.cookie, { rewardType: 'buy_in_discount' })).json();
      const list = await t.app.inject({ url: '/api/staff/vip/redemptions', headers: { cookie: member.cookie } });
      expect(list.json().redemptions.map((r: { id: number }) => r.id)).toContain(redemption.id);
      expect((await decide(member.cookie, redemption.id, 'approve')).statusCode).toBe(200);
      const audit = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'vip_redemption'), eq(auditLog.entityId, String(redemption.id))));
      expect(audit.map((a) => [a.action, a.staffId])).toEqual([['vip_redemption.approve', member.id]]);
    }
    const player = await playerWithPoints(300);
    const manager = await signedInStaff(t.app, 'manager');
    const { redemption } = (await redeem(player.cookie, { rewardType: 'buy_in_discount' })).json();
    expect((await decide(manager.cookie, redemption.id, 'approve')).statusCode).toBe(403);
    expect((await decide(manager.cookie, redemption.id, 'reject')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/staff/vip/redemptions', headers: { cookie: manager.cookie } })).statusCode,
    ).toBe(403);
    expect((await decide(player.cookie, redemption.id, 'approve')).statusCode).toBe(401);
  });

  it('limits redemption attempts to 10 a minute per player', async () => {
    const player = await playerWithPoints(0);
    for (let i = 0; i < 10; i += 1)
      expect((await redeem(player.cookie, { rewardType: 'buy_in_discount' })).statusCode).toBe(409);
    expect((await redeem(player.cookie, { rewardType: 'buy_in_discount' })).statusCode).toBe(429);
  });
});

describe('VIP events', () => {
  it("pushes the points to the player's tabs and the request to redemption staff, no one else", async () => {
    const player = await playerWithPoints(700);
    const other = await signedInPlayer(t.app);
    const cashier = await signedInStaff(t.app, 'cashier');
    const manager = await signedInStaff(t.app, 'manager');
    const all = await Promise.all(
      [player.cookie, other.cookie, cashier.cookie, manager.cookie].map((c) => connectSocket(url, c)),
    );
    const [mine, theirs, cashierSocket, managerSocket] = all as [Socket, Socket, Socket, Socket];
    try {
      const points = nextEvent<{ availablePoints: number; pointsPending: number }>(mine, 'vip_points_updated');
      const staffGets = nextEvent<{ playerId: number; status: string }>(cashierSocket, 'vip_redemption_updated');
      const otherHears = receivesWithin(theirs, 'vip_points_updated');
      const managerHears = receivesWithin(managerSocket, 'vip_redemption_updated');
      const { redemption } = (await redeem(player.cookie, { rewardType: 'tournament_ticket' })).json();
      expect(await points).toMatchObject({ availablePoints: 200, pointsPending: 500 });
      expect(await staffGets).toMatchObject({ playerId: player.id, status: 'pending' });
      expect(await otherHears).toBe(false);
      expect(await managerHears).toBe(false);

      const approved = nextEvent<{ pointsSpent: number; availablePoints: number }>(mine, 'vip_points_updated');
      await decide(cashier.cookie, redemption.id, 'approve');
      expect(await approved).toMatchObject({ pointsSpent: 500, availablePoints: 200 });
    } finally {
      for (const socket of all) socket.close();
    }
  });
});
