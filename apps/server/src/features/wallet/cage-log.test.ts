import { randomUUID } from 'node:crypto';
import type { CageLog, TypeTotal } from '@club/shared/cage';
import { fromPaise } from '@club/shared/money';
import { STAFF_ROLES } from '@club/shared/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { openShift, signedInCashier, signedInStaff, walletCall } from '../../../test/wallet';
import { clubSettings, transactions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const db = () => t.app.database.db;

const log = (cookie: string, query = '') =>
  t.app.inject({ url: `/api/staff/wallet/transactions${query ? `?${query}` : ''}`, headers: { cookie } });
const csv = (cookie: string, query = '') =>
  t.app.inject({ url: `/api/staff/wallet/transactions.csv${query ? `?${query}` : ''}`, headers: { cookie } });

type Row = typeof transactions.$inferSelect;

/**
 * The totals of `rows` summed here, in JavaScript, from the ledger table itself: a reversal under the type
 * of the row it reverses (`all` holds that row), netted.
 */
function independentTotals(rows: Row[], all: Row[] = rows): TypeTotal[] {
  type Sum = {
    type: Row['type'];
    account: Row['account'];
    count: number;
    paise: bigint;
    rCount: number;
    rPaise: bigint;
  };
  const sums = new Map<string, Sum>();
  for (const row of rows) {
    const reversed = row.reversesTransactionId === null ? null : all.find((r) => r.id === row.reversesTransactionId);
    const type = reversed?.type ?? row.type;
    const key = `${type}|${row.account}`;
    const entry = sums.get(key) ?? { type, account: row.account, count: 0, paise: 0n, rCount: 0, rPaise: 0n };
    if (reversed) {
      entry.rCount += 1;
      entry.rPaise += row.amountPaise;
    } else {
      entry.count += 1;
      entry.paise += row.amountPaise;
    }
    sums.set(key, entry);
  }
  return [...sums.values()]
    .sort((a, b) => a.type.localeCompare(b.type) || a.account.localeCompare(b.account))
    .map(({ type, account, count, paise, rCount, rPaise }) => ({
      type,
      account,
      count,
      amount: fromPaise(paise),
      reversalCount: rCount,
      reversalAmount: fromPaise(rPaise),
      net: fromPaise(paise + rPaise),
    }));
}

/** Two cashiers on their shifts, two players, a handful of rows. */
async function scene() {
  const first = await signedInCashier(t.app);
  const second = await signedInCashier(t.app);
  const admin = await signedInStaff(t.app, 'super_admin');
  const alice = await createPlayer(db(), { firstName: 'Alice', lastName: 'Iyer' });
  const bob = await createPlayer(db(), { firstName: 'Bob', lastName: 'Das' });
  const ok = async (cookie: string, playerId: number, op: string, amount: string, note?: string) =>
    expect((await walletCall(t.app, cookie, playerId, op, { amount, note })).statusCode).toBe(200);
  await ok(first.cookie, alice.id, 'cash-in', '100');
  await ok(first.cookie, alice.id, 'cash-out', '30.50');
  await ok(first.cookie, bob.id, 'cash-in', '200', 'Paid, in "cash", thanks');
  await ok(second.cookie, bob.id, 'cash-in', '50', '=SUM(A1:A9)');
  await t.app.inject({
    method: 'PUT',
    url: `/api/staff/wallet/${bob.id}/credit-limit`,
    headers: { cookie: admin.cookie },
    payload: { creditLimit: '500' },
  });
  await ok(second.cookie, bob.id, 'credit-add', '120');
  await ok(second.cookie, bob.id, 'credit-transfer', '20');
  const shiftOf = async (cookie: string) =>
    (await t.app.inject({ url: '/api/staff/cage/shifts/current', headers: { cookie } })).json().shift.id as number;
  return {
    first,
    second,
    alice,
    bob,
    firstShift: await shiftOf(first.cookie),
    secondShift: await shiftOf(second.cookie),
  };
}

describe('roles and validation', () => {
  it('serves the log and its CSV to cashiers and super admins only', async () => {
    for (const role of STAFF_ROLES) {
      const member = await signedInStaff(t.app, role);
      const allowed = role === 'cashier' || role === 'super_admin';
      expect((await log(member.cookie)).statusCode, role).toBe(allowed ? 200 : 403);
      expect((await csv(member.cookie)).statusCode, role).toBe(allowed ? 200 : 403);
    }
    expect((await log('')).statusCode).toBe(401);
    expect((await csv('')).statusCode).toBe(401);
    const player = await createPlayer(db());
    expect((await log(await playerCookie(db(), player.id))).statusCode).toBe(401);
  });

  it('says what is wrong with a filter', async () => {
    const cashier = await signedInStaff(t.app, 'cashier');
    const cases: Array<[string, string]> = [
      ['from=2026/11/25', 'Dates are YYYY-MM-DD'],
      ['to=yesterday', 'Dates are YYYY-MM-DD'],
      ['type=bonus', 'type'],
      ['pageSize=201', 'pageSize'],
      ['page=0', 'page'],
      ['playerId=abc', 'playerId'],
    ];
    for (const [query, message] of cases) {
      const res = await log(cashier.cookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });
});

describe("the day's log", () => {
  it('filters by player, staff, shift and type, with totals equal to an independent sum of the ledger', async () => {
    const { first, second, alice, bob, firstShift, secondShift } = await scene();
    const all = await db().select().from(transactions);
    const filters: Array<[string, (row: Row) => boolean]> = [
      ['', () => true],
      [`playerId=${alice.id}`, (r) => r.playerId === alice.id],
      [`playerId=${bob.id}`, (r) => r.playerId === bob.id],
      [`staffId=${second.id}`, (r) => r.staffId === second.id],
      [`shiftId=${firstShift}`, (r) => r.shiftId === firstShift],
      [`shiftId=${secondShift}&type=cash_in`, (r) => r.shiftId === secondShift && r.type === 'cash_in'],
      [`type=credit_transfer`, (r) => r.type === 'credit_transfer'],
      [`staffId=${first.id}&playerId=${bob.id}`, (r) => r.staffId === first.id && r.playerId === bob.id],
    ];
    // A super admin's totals take every row (a cashier's leave out open shifts': the blind count, below).
    const admin = await signedInStaff(t.app, 'super_admin');
    for (const [query, keep] of filters) {
      const res = await log(admin.cookie, `${query}&pageSize=200`);
      expect(res.statusCode, query).toBe(200);
      const body = res.json() as CageLog;
      const expected = all.filter(keep);
      expect(body.total, query).toBe(expected.length);
      expect(
        body.rows.map((r) => r.id).sort((a, b) => a - b),
        query,
      ).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
      expect(body.totals, query).toEqual(independentTotals(expected));
      expect(body.openShiftRowsNotTotalled, query).toBe(0);
    }
    const bobs = (await log(first.cookie, `playerId=${bob.id}`)).json() as CageLog;
    expect(bobs.rows[0]).toMatchObject({ playerName: 'Bob Das', playerId: bob.id, shiftId: secondShift });
    expect(bobs.rows.find((r) => r.type === 'cash_in' && r.staffId === first.id)).toMatchObject({
      staffName: first.name,
      shiftId: firstShift,
      amount: '200.00',
    });
    // Newest first.
    expect(bobs.rows.map((r) => r.id)).toEqual([...bobs.rows.map((r) => r.id)].sort((a, b) => b - a));
  });

  it('pages the rows and keeps the totals and count of the whole filter', async () => {
    const { bob } = await scene();
    const cashier = await signedInStaff(t.app, 'super_admin');
    const whole = (await log(cashier.cookie, `playerId=${bob.id}`)).json() as CageLog;
    const pages = [1, 2, 3].map(async (page) =>
      (await log(cashier.cookie, `playerId=${bob.id}&pageSize=2&page=${page}`)).json(),
    );
    const [one, two, three] = (await Promise.all(pages)) as CageLog[];
    expect([one, two, three].map((p) => p?.rows.length)).toEqual([2, 2, 1]);
    expect([one, two, three].flatMap((p) => p?.rows.map((r) => r.id))).toEqual(whole.rows.map((r) => r.id));
    expect(two).toMatchObject({ total: 5, page: 2, pageSize: 2, totals: whole.totals });
  });

  it("reads dates as days of the club's time zone", async () => {
    const cashier = await signedInStaff(t.app, 'cashier');
    const player = await createPlayer(db());
    // 00:15 on 2 January in Kolkata, still 1 January in UTC.
    const [row] = await db()
      .insert(transactions)
      .values({
        playerId: player.id,
        type: 'cash_in',
        account: 'cash',
        amountPaise: 100n,
        createdAt: new Date('2026-01-01T18:45:00Z'),
      })
      .returning();
    const ids = async (query: string) =>
      ((await log(cashier.cookie, `playerId=${player.id}&${query}`)).json() as CageLog).rows.map((r) => r.id);
    expect(await ids('from=2026-01-02&to=2026-01-02')).toEqual([row?.id]);
    expect(await ids('from=2026-01-01&to=2026-01-01')).toEqual([]);
    expect(await ids('to=2026-01-01')).toEqual([]);
    expect(await ids('from=2026-01-03')).toEqual([]);
    await db().update(clubSettings).set({ timeZone: 'UTC' }).where(eq(clubSettings.id, 1));
    try {
      expect(await ids('from=2026-01-01&to=2026-01-01')).toEqual([row?.id]);
    } finally {
      await db().update(clubSettings).set({ timeZone: 'Asia/Kolkata' }).where(eq(clubSettings.id, 1));
    }
  });
});

const reverse = (cookie: string, transactionId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/wallet/transactions/${transactionId}/reverse`,
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: { reason: 'Keyed in error' },
  });
const shiftReport = (cookie: string, shiftId: number) =>
  t.app.inject({ url: `/api/staff/cage/shifts/${shiftId}`, headers: { cookie } });
const closeShift = (cookie: string, shiftId: number, countedCash: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/cage/shifts/${shiftId}/close`,
    headers: { cookie },
    payload: { countedCash },
  });

describe('the blind count in the log (issue 27, item 6)', () => {
  it("gives a cashier no totals of an open shift's rows, by shift, staff member or day; a super admin all; everyone after the close", async () => {
    const cashier = await signedInStaff(t.app, 'cashier');
    await openShift(t.app, cashier.cookie, '1000');
    const shiftId = (
      await t.app.inject({ url: '/api/staff/cage/shifts/current', headers: { cookie: cashier.cookie } })
    ).json().shift.id as number;
    const player = await createPlayer(db());
    for (const [op, amount] of [
      ['cash-in', '777.25'],
      ['cash-out', '111.50'],
    ] as const) {
      expect((await walletCall(t.app, cashier.cookie, player.id, op, { amount })).statusCode).toBe(200);
    }
    const other = await signedInStaff(t.app, 'cashier');
    const admin = await signedInStaff(t.app, 'super_admin');
    const queries = [`shiftId=${shiftId}`, `staffId=${cashier.id}`, `playerId=${player.id}`, ''];

    for (const cookie of [cashier.cookie, other.cookie]) {
      for (const query of queries) {
        const res = await log(cookie, query);
        expect(res.statusCode, query).toBe(200);
        const body = res.json() as CageLog;
        // The rows stay readable (the cashier sees what they did), the sums that make the drawer do not.
        expect(
          body.rows.filter((r) => r.shiftId === shiftId),
          query,
        ).toHaveLength(2);
        expect(body.openShiftRowsNotTotalled, query).toBeGreaterThanOrEqual(2);
        if (query !== '') expect(body.totals, query).toEqual([]);
        expect(res.body, query).not.toContain('665.75');
      }
    }
    const sums = (await log(admin.cookie, `shiftId=${shiftId}`)).json() as CageLog;
    expect(sums).toMatchObject({
      openShiftRowsNotTotalled: 0,
      totals: [
        { type: 'cash_in', count: 1, amount: '777.25', net: '777.25' },
        { type: 'cashier_withdrawal', count: 1, amount: '-111.50', net: '-111.50' },
      ],
    });

    expect((await closeShift(cashier.cookie, shiftId, '1665.75')).statusCode).toBe(200);
    const after = (await log(cashier.cookie, `shiftId=${shiftId}`)).json() as CageLog;
    expect(after).toMatchObject({ openShiftRowsNotTotalled: 0, totals: sums.totals });
  });
});

describe('reversals in the totals (issue 27, item 8)', () => {
  it('are their own line under the type they reverse, netted, and their own type in the filter', async () => {
    const cashier = await signedInStaff(t.app, 'cashier');
    await openShift(t.app, cashier.cookie, '1000');
    const player = await createPlayer(db());
    const money = async (op: string, amount: string) => {
      const res = await walletCall(t.app, cashier.cookie, player.id, op, { amount });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().transactions[0].id as number;
    };
    const cashIn = await money('cash-in', '5000');
    await money('cash-in', '300');
    const cashOut = await money('cash-out', '200');
    const reversedIn = await reverse(cashier.cookie, cashIn);
    expect(reversedIn.statusCode, reversedIn.body).toBe(200);
    expect((await reverse(cashier.cookie, cashOut)).statusCode).toBe(200);
    const shiftId = (
      await t.app.inject({ url: '/api/staff/cage/shifts/current', headers: { cookie: cashier.cookie } })
    ).json().shift.id as number;
    const admin = await signedInStaff(t.app, 'super_admin');

    const netted = [
      {
        type: 'cash_in',
        account: 'cash',
        count: 2,
        amount: '5300.00',
        reversalCount: 1,
        reversalAmount: '-5000.00',
        net: '300.00',
      },
      {
        type: 'cashier_withdrawal',
        account: 'cash',
        count: 1,
        amount: '-200.00',
        reversalCount: 1,
        reversalAmount: '200.00',
        net: '0.00',
      },
    ];
    const body = (await log(admin.cookie, `shiftId=${shiftId}`)).json() as CageLog;
    expect(body.totals).toEqual(netted);
    const all = await db().select().from(transactions);
    expect(body.totals).toEqual(
      independentTotals(
        all.filter((r) => r.shiftId === shiftId),
        all,
      ),
    );
    expect(body.rows.find((r) => r.reversesTransactionId === cashIn)).toMatchObject({
      type: 'cashier_withdrawal',
      reversesType: 'cash_in',
    });
    expect(body.rows.find((r) => r.id === cashIn)).toMatchObject({ reversesType: null });

    // The shift report nets them the same way, and the drawer is still right: 1,000 + 300 in, nothing out.
    const report = (await shiftReport(admin.cookie, shiftId)).json();
    expect(report.totals).toEqual(netted);
    expect(report.shift).toMatchObject({ cashIn: '300.00', cashOut: '0.00', expectedCash: '1300.00' });
    const closed = await closeShift(cashier.cookie, shiftId, '1300');
    expect(closed.json()).toMatchObject({ expectedCash: '1300.00', variance: '0.00', cashIn: '300.00' });

    // The filter: a type takes its own rows only; `reversal` takes the reversals.
    const ids = async (type: string) =>
      ((await log(admin.cookie, `shiftId=${shiftId}&type=${type}`)).json() as CageLog).rows.map((r) => r.id).sort();
    expect(await ids('reversal')).toHaveLength(2);
    expect((await ids('reversal')).every((id) => id > cashOut)).toBe(true);
    expect(await ids('cash_in')).toHaveLength(2);
    expect(await ids('cashier_withdrawal')).toEqual([cashOut]);
  });
});

describe('the CSV', () => {
  it('answers text/csv with a header row and every row of the filter, safely quoted', async () => {
    const { first, bob } = await scene();
    const res = await csv(first.cookie, `playerId=${bob.id}&pageSize=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,player_id,player_code,player_name,type,account,amount,description,staff_id,staff_name,shift_id,seat_id,reverses_transaction_id,reversed_by_transaction_id',
    );
    const json = (await log(first.cookie, `playerId=${bob.id}`)).json() as CageLog;
    expect(lines).toHaveLength(json.total + 1);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(json.rows.map((r) => r.id));
    expect(res.body).toContain('"Paid, in ""cash"", thanks"');
    expect(res.body).toContain(",'=SUM(A1:A9),");
    expect(res.body).toContain(',-20.00,');
  });
});
