import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reportCsv, REPORT_KEYS, type Report } from '@club/shared/reports';
import { STAFF_ROLES } from '@club/shared/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { freshPan, uploadRequiredDocuments } from '../../../test/kyc';
import { assignSeatCall, createTable, joinWaitlist, signedInPlayer } from '../../../test/tables';
import { signedInCashier, signedInStaff, walletCall } from '../../../test/wallet';
import {
  foodOrders,
  menuItems,
  players,
  pokerTables,
  seats,
  transactions,
  vipRedemptions,
  waitlistEntries,
} from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const HOUR = 3_600_000;
const TZ = 'Asia/Kolkata'; // the club's default zone: +05:30, no daylight saving

const report = (cookie: string, query: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/staff/reports', query, headers: { cookie } });
const csv = (cookie: string, key: string, query: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/staff/reports/${key}.csv`, query, headers: { cookie } });

const ok = async <R extends { statusCode: number; body: string }>(res: R, status = 200): Promise<R> => {
  if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
  return res;
};

/** Today on the club's clock, and the instant of its midnight. */
function clubToday(now: Date) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .slice(0, 10);
  return { day, midnight: Date.parse(`${day}T00:00:00+05:30`) };
}

/**
 * An evening built through the HTTP API: cash at the cage, wait-lists, seats with buy-ins and cash-outs,
 * credit issued and cleared, food ordered and one order cancelled, two KYC submissions (one decided), a VIP
 * redemption approved. What the test did is kept, to check the report's totals against it.
 */
async function buildEvening() {
  const admin = await signedInStaff(t.app, 'super_admin');
  const floor = await signedInStaff(t.app, 'manager');
  const cashier = await signedInCashier(t.app);
  const holdem = await createTable(t.app, { gameType: "No Limit Hold'em" });
  const omaha = await createTable(t.app, { gameType: 'Pot Limit Omaha', stakes: '₹50/₹100' });
  const [p1, p2, p3] = [await signedInPlayer(t.app), await signedInPlayer(t.app), await signedInPlayer(t.app)];
  const p4 = await signedInPlayer(t.app);

  for (const p of [p1, p2, p3]) await ok(await walletCall(t.app, cashier.cookie, p.id, 'cash-in', { amount: '10000' }));
  await ok(await joinWaitlist(t.app, p1.cookie, { tableId: holdem.id }), 201);
  await ok(await joinWaitlist(t.app, p2.cookie, { tableId: holdem.id }), 201);
  await ok(await joinWaitlist(t.app, p3.cookie, { tableId: omaha.id }), 201);
  const seatOf = async (tableId: number, playerId: number, seatNumber: number, buyIn: string) => {
    const res = await ok(await assignSeatCall(t.app, floor.cookie, tableId, { playerId, seatNumber, buyIn }), 201);
    const seatId = res.json().seatId as number;
    await ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/staff/seats/${seatId}/buy-in`,
        headers: { cookie: cashier.cookie, 'idempotency-key': randomUUID() },
        payload: { amount: buyIn },
      }),
    );
    return seatId;
  };
  await seatOf(holdem.id, p1.id, 1, '5000');
  const s2 = await seatOf(holdem.id, p2.id, 2, '3000');
  const s3 = await seatOf(omaha.id, p3.id, 1, '2000');
  const cashOut = (seatId: number, amount: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/seats/${seatId}/cash-out`,
      headers: { cookie: cashier.cookie, 'idempotency-key': randomUUID() },
      payload: { amount },
    });
  await ok(await cashOut(s2, '4500'));
  await ok(await cashOut(s3, '0'));
  await ok(await walletCall(t.app, cashier.cookie, p2.id, 'cash-out', { amount: '1000' }));

  await ok(
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/wallet/${p4.id}/credit-limit`,
      headers: { cookie: admin.cookie },
      payload: { creditLimit: '2000' },
    }),
  );
  await ok(await walletCall(t.app, cashier.cookie, p4.id, 'credit-add', { amount: '1500' }));
  await ok(await walletCall(t.app, cashier.cookie, p4.id, 'credit-clear', { amount: '500' }));

  const [item] = await db().insert(menuItems).values({ name: 'Masala Chai', pricePaise: 12_050n }).returning();
  const order = (cookie: string, quantity: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/food-beverage/orders',
      headers: { cookie },
      payload: { items: [{ itemId: item!.id, quantity }] },
    });
  await ok(await order(p1.cookie, 2), 201);
  const cancelled = (await ok(await order(p2.cookie, 1), 201)).json().order.id as number;
  await ok(
    await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/food-beverage/orders/${cancelled}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'cancelled', reason: 'Out of milk' },
    }),
  );

  const submit = async () => {
    const player = await createPlayer(db(), { kycStatus: 'pending' });
    const cookie = await playerCookie(db(), player.id, 'onboarding');
    const documentIds = await uploadRequiredDocuments(t.app, cookie, player.id);
    await ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/kyc/submit',
        headers: { cookie },
        payload: { playerId: player.id, panCardNumber: freshPan() },
      }),
    );
    return { player, documentIds };
  };
  await submit();
  const { player: approved, documentIds } = await submit();
  for (const id of documentIds)
    await ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/staff/kyc/documents/${id}`,
        headers: { cookie: admin.cookie },
        payload: { status: 'approved' },
      }),
    );
  await ok(
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/kyc/players/${approved.id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'approved' },
    }),
  );

  // p1 bought in ₹5,000: 500 points from buy-ins, enough for a tournament ticket.
  const redemption = await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/vip-club/redeem',
      headers: { cookie: p1.cookie },
      payload: { rewardType: 'tournament_ticket' },
    }),
    201,
  );
  await ok(
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/vip/redemptions/${redemption.json().redemption.id}/approve`,
      headers: { cookie: admin.cookie },
      payload: {},
    }),
  );
  return { admin, playersCreated: 6 };
}

/** Rows of one bucket [start, start + length), counted in JavaScript from the raw rows. */
const inBucket = (at: Date | null, start: number, length: number) =>
  at !== null && at.getTime() >= start && at.getTime() < start + length;
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
const rupees = (paise: bigint) => {
  const abs = paise < 0n ? -paise : paise;
  return `${paise < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};
const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
/** percentile_cont: linear interpolation between the closest ranks. */
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/** Every figure of a one-day report, recounted from the raw rows with JavaScript. */
async function independentCount(body: Report, bucketStarts: number[], length: number) {
  const now = new Date(body.generatedAt);
  const [seatRows, ledger, entries, orders, people, redemptions] = await Promise.all([
    db().select().from(seats),
    db().select().from(transactions),
    db()
      .select({ entry: waitlistEntries, game: pokerTables.gameType })
      .from(waitlistEntries)
      .innerJoin(pokerTables, eq(pokerTables.id, waitlistEntries.tableId)),
    db().select().from(foodOrders),
    db().select().from(players),
    db().select().from(vipRedemptions),
  ]);
  const byType = (start: number, types: string[]) =>
    sum(ledger.filter((r) => types.includes(r.type) && inBucket(r.createdAt, start, length)).map((r) => r.amountPaise));
  const perBucket = bucketStarts.map((start) => {
    const end = start + length;
    const overlapping = seatRows.filter(
      (s) => s.sessionStartAt.getTime() < end && (s.endedAt ?? now).getTime() > start && s.sessionStartAt <= now,
    );
    const seatMs = overlapping.reduce(
      (acc, s) => acc + Math.min((s.endedAt ?? now).getTime(), end) - Math.max(s.sessionStartAt.getTime(), start),
      0,
    );
    const cashIn = byType(start, ['cash_in', 'funds_added']);
    const cashPaidOut = -byType(start, ['cash_out', 'cashier_withdrawal']);
    const credit = ledger.filter((r) => r.account === 'credit');
    const live = orders.filter((o) => inBucket(o.createdAt, start, length));
    const cut = Math.min(end, now.getTime());
    const decided = people.filter((p) => inBucket(p.kycDecidedAt, start, length));
    const timed = decided.filter((p) => p.kycSubmittedAt && p.kycSubmittedAt <= p.kycDecidedAt!);
    const buyInPaise = -byType(start, ['table_buy_in']);
    const playedMs = seatRows.reduce((acc, s) => {
      const counted = Math.min((s.endedAt ?? now).getTime(), now.getTime(), s.sessionStartAt.getTime() + 24 * HOUR);
      return acc + Math.max(Math.min(counted, end) - Math.max(s.sessionStartAt.getTime(), start), 0);
    }, 0);
    const firstVisits = new Map<string, number>();
    for (const s of seatRows) {
      const key = `${s.playerId}/${clubToday(s.sessionStartAt).day}`;
      firstVisits.set(key, Math.min(firstVisits.get(key) ?? Number.POSITIVE_INFINITY, s.sessionStartAt.getTime()));
    }
    const visitDays = [...firstVisits.values()].filter((at) => at >= start && at < end).length;
    return {
      room: {
        players: new Set(overlapping.map((s) => s.playerId)).size,
        tables: new Set(overlapping.map((s) => s.tableId)).size,
        seatHours: round(seatMs / HOUR),
      },
      cage: {
        buyIns: rupees(buyInPaise),
        cashOuts: rupees(byType(start, ['table_cash_out'])),
        cashIn: rupees(cashIn),
        cashPaidOut: rupees(cashPaidOut),
        net: rupees(cashIn - cashPaidOut),
      },
      credit: {
        issued: rupees(
          sum(
            credit.filter((r) => r.amountPaise > 0n && inBucket(r.createdAt, start, length)).map((r) => r.amountPaise),
          ),
        ),
        cleared: rupees(
          -sum(
            credit.filter((r) => r.amountPaise < 0n && inBucket(r.createdAt, start, length)).map((r) => r.amountPaise),
          ),
        ),
        outstanding: rupees(sum(credit.filter((r) => r.createdAt.getTime() < end).map((r) => r.amountPaise))),
      },
      food: {
        orders: live.filter((o) => o.status !== 'cancelled').length,
        revenue: rupees(sum(live.filter((o) => o.status !== 'cancelled').map((o) => o.totalPaise))),
        cancelled: live.filter((o) => o.status === 'cancelled').length,
      },
      kyc: {
        submitted: people.filter((p) => inBucket(p.kycSubmittedAt, start, length)).length,
        decided: decided.length,
        backlog: people.filter(
          (p) =>
            p.kycSubmittedAt !== null &&
            p.kycSubmittedAt.getTime() < cut &&
            (p.kycDecidedAt === null || p.kycDecidedAt < p.kycSubmittedAt || p.kycDecidedAt.getTime() >= cut),
        ).length,
        averageHoursToDecision:
          timed.length === 0
            ? null
            : round(
                timed.reduce((acc, p) => acc + p.kycDecidedAt!.getTime() - p.kycSubmittedAt!.getTime(), 0) /
                  timed.length /
                  HOUR,
              ),
      },
      vip: {
        earned: Number(buyInPaise / 1000n) + Math.floor((playedMs * 3) / HOUR) + visitDays * 5,
        redeemed: redemptions
          .filter((r) => r.status === 'approved' && inBucket(r.decidedAt, start, length))
          .reduce((acc, r) => acc + r.pointsCost, 0),
      },
      signups: { signups: people.filter((p) => inBucket(p.createdAt, start, length)).length },
    };
  });
  const seated = entries.filter((e) => e.entry.status === 'seated' && e.entry.resolvedAt);
  const games = [...new Set(seated.map((e) => e.game))].sort();
  const waits = games.map((game) => {
    const minutes = seated
      .filter((e) => e.game === game)
      .map((e) => (e.entry.resolvedAt!.getTime() - e.entry.createdAt.getTime()) / 1000);
    return {
      game,
      seated: minutes.length,
      averageMinutes: round(minutes.reduce((a, b) => a + b, 0) / minutes.length / 60, 1),
      p90Minutes: round(percentile(minutes, 0.9) / 60, 1),
    };
  });
  return { perBucket, waits };
}

describe('GET /api/staff/reports', () => {
  it('answers super admins, admins and managers only, the CSVs too', async () => {
    for (const role of STAFF_ROLES) {
      const { cookie } = await signedInStaff(t.app, role);
      const allowed = role === 'super_admin' || role === 'admin' || role === 'manager';
      expect((await report(cookie)).statusCode, role).toBe(allowed ? 200 : 403);
      for (const key of REPORT_KEYS)
        expect((await csv(cookie, key)).statusCode, `${role} ${key}`).toBe(allowed ? 200 : 403);
    }
    expect((await report('')).statusCode).toBe(401);
    expect((await csv('', 'room')).statusCode).toBe(401);
    // Refused before the query is looked at.
    const { cookie } = await signedInStaff(t.app, 'cashier');
    expect((await report(cookie, { from: 'nonsense' })).statusCode).toBe(403);
  });

  it('refuses ranges it cannot read, with sentences', async () => {
    const { cookie } = await signedInStaff(t.app, 'admin');
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ from: '2026-03-01' }, /both a start and an end date/],
      [{ from: '2026-03-05', to: '2026-03-01' }, /on or before the end date/],
      [{ from: '2026-01-01', to: '2026-04-03' }, /at most 92 days/],
      [{ from: '2026-02-30', to: '2026-03-01' }, /does not exist/],
      [{ from: '1 March', to: '2026-03-01' }, /YYYY-MM-DD/],
    ];
    for (const [query, message] of cases) {
      const res = await report(cookie, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatch(message);
    }
    expect((await csv(cookie, 'nothing')).statusCode).toBe(400);
    expect((await csv(cookie, 'room', { from: '2026-03-05', to: '2026-03-01' })).statusCode).toBe(400);
    // 92 days is the longest range.
    expect((await report(cookie, { from: '2026-01-01', to: '2026-04-02' })).statusCode).toBe(200);
  });

  it('counts every figure of tonight, hour by hour, as an independent count of the rows finds them', async () => {
    const { admin, playersCreated } = await buildEvening();
    const res = await ok(await report(admin.cookie));
    const body = res.json() as Report;
    const now = new Date(body.generatedAt);
    const { day, midnight } = clubToday(now);
    expect(body).toMatchObject({ from: day, to: day, timeZone: TZ, bucket: 'hour' });

    // Tonight: the club's hours from midnight to the one under way, labelled on the club's clock.
    const hours = Math.floor((now.getTime() - midnight) / HOUR) + 1;
    const starts = Array.from({ length: hours }, (_, h) => midnight + h * HOUR);
    for (const key of ['room', 'cage', 'credit', 'food', 'kyc', 'vip', 'signups'] as const) {
      expect(body[key].map((r) => Date.parse(r.start))).toEqual(starts);
      expect(body[key].map((r) => r.label)).toEqual(starts.map((_, h) => `${String(h).padStart(2, '0')}:00`));
    }

    const expected = await independentCount(body, starts, HOUR);
    for (const [i, figures] of expected.perBucket.entries()) {
      for (const [key, values] of Object.entries(figures)) {
        expect(
          (body as unknown as Record<string, Array<Record<string, unknown>>>)[key]![i],
          `${key} ${i}`,
        ).toMatchObject(values);
      }
    }
    expect(body.waits).toEqual(expected.waits);

    // And the totals against what the evening did.
    const total = (key: 'cage' | 'credit' | 'food', field: string) =>
      rupees(
        sum((body[key] as unknown as Array<Record<string, string>>).map((r) => BigInt(r[field]!.replace('.', '')))),
      );
    expect(total('cage', 'buyIns')).toBe('10000.00');
    expect(total('cage', 'cashOuts')).toBe('4500.00');
    expect(total('cage', 'cashIn')).toBe('30000.00');
    expect(total('cage', 'cashPaidOut')).toBe('1000.00');
    expect(total('cage', 'net')).toBe('29000.00');
    expect(total('credit', 'issued')).toBe('1500.00');
    expect(total('credit', 'cleared')).toBe('500.00');
    expect(body.credit.at(-1)!.outstanding).toBe('1000.00');
    expect(body.food.reduce((a, r) => a + r.orders, 0)).toBe(1);
    expect(body.food.reduce((a, r) => a + r.cancelled, 0)).toBe(1);
    expect(total('food', 'revenue')).toBe('241.00');
    expect(body.kyc.reduce((a, r) => a + r.submitted, 0)).toBe(2);
    expect(body.kyc.reduce((a, r) => a + r.decided, 0)).toBe(1);
    expect(body.kyc.at(-1)!.backlog).toBe(1);
    expect(body.vip.reduce((a, r) => a + r.redeemed, 0)).toBe(500);
    // ₹10,000 of buy-ins is 1,000 points, three players' visit days 15 more (the hours are minutes).
    expect(body.vip.reduce((a, r) => a + r.earned, 0)).toBe(1015);
    expect(body.signups.reduce((a, r) => a + r.signups, 0)).toBeGreaterThanOrEqual(playersCreated);
    expect(body.waits.map((w) => [w.game, w.seated])).toEqual([
      ["No Limit Hold'em", 2],
      ['Pot Limit Omaha', 1],
    ]);
    expect(Math.max(...body.room.map((r) => r.players))).toBeGreaterThanOrEqual(1);
    expect(new Set(body.room.flatMap((r) => (r.players > 0 ? [r.label] : []))).size).toBeGreaterThan(0);

    // Each chart's CSV is its table: the same figures under the same headings.
    for (const key of REPORT_KEYS) {
      const file = await ok(await csv(admin.cookie, key, { from: day, to: day }));
      expect(file.headers['content-type']).toMatch(/^text\/csv/);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${key}-${day}-to-${day}.csv"`);
      const again = (await ok(await report(admin.cookie, { from: day, to: day }))).json() as Report;
      // Open seats keep counting by the second: compare with a report read at the CSV's instant or just after.
      if (key === 'room' || key === 'vip')
        expect(file.body.split('\r\n')[0]).toBe(reportCsv(key, again[key]).split('\r\n')[0]);
      else expect(file.body).toBe(reportCsv(key, again[key]));
    }
  });

  it('reads a range by the day: the days add up to their hours', async () => {
    const { cookie } = await signedInStaff(t.app, 'manager');
    const today = (await ok(await report(cookie))).json() as Report;
    const yesterday = new Date(Date.parse(`${today.from}T00:00:00Z`) - 24 * HOUR).toISOString().slice(0, 10);
    const range = (await ok(await report(cookie, { from: yesterday, to: today.from }))).json() as Report;
    expect(range.bucket).toBe('day');
    expect(range.signups.map((r) => r.label)).toEqual([yesterday, today.from]);
    expect(range.signups.map((r) => Date.parse(r.start))).toEqual([
      Date.parse(`${yesterday}T00:00:00+05:30`),
      Date.parse(`${today.from}T00:00:00+05:30`),
    ]);
    const day = range.signups.at(-1)!;
    expect(day.signups).toBe(today.signups.reduce((a, r) => a + r.signups, 0));
    expect(range.cage.at(-1)!.buyIns).toBe('10000.00');
    expect(range.credit.at(-1)!.outstanding).toBe('1000.00');
    expect(range.food.at(-1)).toMatchObject({ orders: 1, revenue: '241.00', cancelled: 1 });
    expect(range.cage[0]).toMatchObject({ buyIns: '0.00', net: '0.00' });
    // A range wholly in the future has no buckets yet.
    const future = (await ok(await report(cookie, { from: '2099-01-01', to: '2099-01-31' }))).json() as Report;
    expect(future.room).toEqual([]);
    expect(future.waits).toEqual([]);
  });
});
