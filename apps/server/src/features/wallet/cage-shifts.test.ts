import type { Shift } from '@club/shared/cage';
import { STAFF_ROLES } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../../test/fixtures';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { paidSeatAtNewTable, signedInPlayer } from '../../../test/tables';
import { openShift, signedInStaff, walletCall } from '../../../test/wallet';
import { auditLog, transactions, wallets } from '../../db/schema';

const t = listeningTestApp();
const db = () => t.app.database.db;

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const open = (cookie: string, openingFloat: unknown) =>
  call(cookie, 'POST', '/api/staff/cage/shifts', { openingFloat });
const current = async (cookie: string): Promise<Shift | null> =>
  (await call(cookie, 'GET', '/api/staff/cage/shifts/current')).json().shift;
const close = (cookie: string, shiftId: number, countedCash: string, note?: string) =>
  call(cookie, 'POST', `/api/staff/cage/shifts/${shiftId}/close`, { countedCash, ...(note ? { note } : {}) });
const signOff = (cookie: string, shiftId: number, note?: string) =>
  call(cookie, 'POST', `/api/staff/cage/shifts/${shiftId}/sign-off`, note ? { note } : {});

/** A cashier with a shift opened on `float`, and the shift. */
async function cashierOnShift(float = '1000') {
  const cashier = await signedInStaff(t.app, 'cashier');
  const res = await open(cashier.cookie, float);
  expect(res.statusCode, res.body).toBe(201);
  return { cashier, shift: res.json() as Shift };
}

describe('roles', () => {
  it('serves every shift route to cashiers and super admins only', async () => {
    const { shift } = await cashierOnShift();
    for (const role of STAFF_ROLES) {
      const member = await signedInStaff(t.app, role);
      const allowed = role === 'cashier' || role === 'super_admin';
      const expected = (status: number) => (allowed ? status : 403);
      expect((await open(member.cookie, 'x')).statusCode, `${role} open`).toBe(expected(400));
      expect((await call(member.cookie, 'GET', '/api/staff/cage/shifts/current')).statusCode, role).toBe(expected(200));
      expect((await call(member.cookie, 'GET', '/api/staff/cage/shifts')).statusCode, role).toBe(expected(200));
      expect((await call(member.cookie, 'GET', `/api/staff/cage/shifts/${shift.id}`)).statusCode, role).toBe(
        expected(200),
      );
      expect((await close(member.cookie, shift.id, 'x')).statusCode, `${role} close`).toBe(expected(400));
      // Sign-off: super admins only (the guard answers before the state of the shift).
      expect((await signOff(member.cookie, shift.id)).statusCode, `${role} sign-off`).toBe(
        role === 'super_admin' ? 409 : 403,
      );
    }
    for (const url of [
      '/api/staff/cage/shifts/current',
      '/api/staff/cage/shifts',
      `/api/staff/cage/shifts/${shift.id}`,
    ]) {
      expect((await call('', 'GET', url)).statusCode).toBe(401);
    }
    expect((await open('', '10')).statusCode).toBe(401);
  });
});

describe('opening a shift', () => {
  it('validates the float', async () => {
    const cashier = await signedInStaff(t.app, 'cashier');
    const cases: Array<[unknown, string]> = [
      [undefined, 'The opening float is required'],
      ['-5', 'The opening float must be a number of rupees with at most two decimals'],
      ['12.345', 'The opening float must be a number of rupees with at most two decimals'],
      ['100000000000', 'The opening float is too large'],
    ];
    for (const [float, message] of cases) {
      const res = await open(cashier.cookie, float);
      expect(res.statusCode, String(float)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await current(cashier.cookie)).toBeNull();
  });

  it('opens one shift per staff member, shown as current to its owner only, and tells the cage', async () => {
    const cashier = await signedInStaff(t.app, 'cashier');
    const cage = await t.socketFor((await signedInStaff(t.app, 'super_admin')).cookie);
    const floor = await t.socketFor((await signedInStaff(t.app, 'manager')).cookie);
    const heard = nextEvent<{ shift: Shift }>(cage, 'cage_shift_updated');
    const floorHears = receivesWithin(floor, 'cage_shift_updated');

    const res = await open(cashier.cookie, '2500.5');
    expect(res.statusCode).toBe(201);
    const shift = res.json() as Shift;
    expect(shift).toMatchObject({
      staffId: cashier.id,
      staffName: cashier.name,
      status: 'open',
      openingFloat: '2500.50',
      countedCash: null,
      variance: null,
      closedAt: null,
    });
    expect((await heard).shift.id).toBe(shift.id);
    expect(await floorHears).toBe(false);

    const again = await open(cashier.cookie, '10');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have an open shift: close it before opening another');
    expect((await current(cashier.cookie))?.id).toBe(shift.id);
    expect(await current((await signedInStaff(t.app, 'cashier')).cookie)).toBeNull();
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cage.open_shift'), eq(auditLog.entityId, String(shift.id))));
    expect(audits).toHaveLength(1);
  });
});

describe('money and shifts', () => {
  it('refuses a cashier without an open shift, moving nothing', async () => {
    const cashier = await signedInStaff(t.app, 'cashier');
    const player = await createPlayer(db());
    const res = await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '100' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Open a shift before handling money');
    expect(await db().select().from(transactions).where(eq(transactions.playerId, player.id))).toHaveLength(0);
  });

  it('lets a super admin work without a shift (rows carry none) or in their own shift', async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    const player = await createPlayer(db());
    const res = await walletCall(t.app, admin.cookie, player.id, 'cash-in', { amount: '100' });
    expect(res.statusCode).toBe(200);
    await openShift(t.app, admin.cookie);
    const shift = await current(admin.cookie);
    expect((await walletCall(t.app, admin.cookie, player.id, 'cash-in', { amount: '5' })).statusCode).toBe(200);
    const rows = await db().select().from(transactions).where(eq(transactions.playerId, player.id));
    expect(rows.map((r) => r.shiftId).sort()).toEqual([shift?.id, null].sort());
  });

  it('ties every cage operation to the shift, counter and table alike, with running totals', async () => {
    const { cashier, shift } = await cashierOnShift('1000');
    const player = await signedInPlayer(t.app);
    const ok = async (operation: string, amount: string) =>
      expect((await walletCall(t.app, cashier.cookie, player.id, operation, { amount })).statusCode).toBe(200);
    await ok('cash-in', '700');
    await ok('cash-in', '300.25');
    await ok('cash-out', '200');
    const { buyIn } = await paidSeatAtNewTable(t.app, cashier.cookie, player.id);
    expect(buyIn.statusCode, buyIn.body).toBe(200);

    const rows = await db().select().from(transactions).where(eq(transactions.playerId, player.id));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.shiftId === shift.id)).toBe(true);
    // Drawer cash: the float, plus deposits, less withdrawals; a table buy-in moves no drawer cash.
    const admin = await signedInStaff(t.app, 'super_admin');
    expect((await call(admin.cookie, 'GET', `/api/staff/cage/shifts/${shift.id}`)).json().shift).toMatchObject({
      cashIn: '1000.25',
      cashOut: '200.00',
      expectedCash: '1800.25',
    });
  });
});

describe('the blind count', () => {
  const RUNNING_FIGURES = ['cashIn', 'cashOut', 'expectedCash'];

  it("keeps an open shift's expected cash and the totals that make it from cashiers, not from a super admin", async () => {
    const cage = await t.socketFor((await signedInStaff(t.app, 'cashier')).cookie);
    const opened = nextEvent<{ shift: Shift }>(cage, 'cage_shift_updated');
    const { cashier, shift } = await cashierOnShift('1000');
    const player = await createPlayer(db());
    await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '500' });
    await walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '200' });
    const admin = await signedInStaff(t.app, 'super_admin');
    const otherCashier = await signedInStaff(t.app, 'cashier');
    const report = (cookie: string) => call(cookie, 'GET', `/api/staff/cage/shifts/${shift.id}`);
    const listed = async (cookie: string) =>
      ((await call(cookie, 'GET', `/api/staff/cage/shifts?staffId=${cashier.id}`)).json() as Shift[])[0];

    // The cashier's own answers (and any cashier's) carry none of it: not in the network panel either.
    for (const answer of [shift, await current(cashier.cookie), (await opened).shift, await listed(cashier.cookie)]) {
      for (const field of RUNNING_FIGURES) expect(answer, field).not.toHaveProperty(field);
    }
    for (const cookie of [cashier.cookie, otherCashier.cookie]) {
      const res = await report(cookie);
      expect(res.statusCode).toBe(200);
      for (const field of RUNNING_FIGURES) expect(res.json().shift, field).not.toHaveProperty(field);
      expect(res.json()).not.toHaveProperty('totals');
      expect(res.body).not.toContain('1300.00');
    }

    // A super admin, who signs shifts off, sees the drawer running.
    const running = { cashIn: '500.00', cashOut: '200.00', expectedCash: '1300.00' };
    expect((await report(admin.cookie)).json()).toMatchObject({
      shift: running,
      totals: [
        { type: 'cash_in', amount: '500.00' },
        { type: 'cashier_withdrawal', amount: '-200.00' },
      ],
    });
    expect(await listed(admin.cookie)).toMatchObject(running);

    // After the count, the cashier sees expected and variance.
    const closed = await close(cashier.cookie, shift.id, '1290');
    expect(closed.json()).toMatchObject({ ...running, countedCash: '1290.00', variance: '-10.00' });
    expect((await report(cashier.cookie)).json()).toMatchObject({
      shift: { ...running, variance: '-10.00' },
      totals: [{ type: 'cash_in' }, { type: 'cashier_withdrawal' }],
    });
    expect(await listed(cashier.cookie)).toMatchObject({ ...running, variance: '-10.00' });
  });
});

describe('closing a shift (blind count)', () => {
  it('shows expected and variance only in the answer, then refuses changes and money in it', async () => {
    const { cashier, shift } = await cashierOnShift('1000');
    const player = await createPlayer(db());
    await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '500' });
    const cage = await t.socketFor((await signedInStaff(t.app, 'cashier')).cookie);
    const heard = nextEvent<{ shift: Shift }>(cage, 'cage_shift_updated');

    const res = await close(cashier.cookie, shift.id, '1499.50');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'closed',
      expectedCash: '1500.00',
      countedCash: '1499.50',
      variance: '-0.50',
      closeNote: null,
    });
    expect((await heard).shift.status).toBe('closed');
    expect(await current(cashier.cookie)).toBeNull();

    const again = await close(cashier.cookie, shift.id, '1500');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This shift is already closed');
    const money = await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '1' });
    expect(money.statusCode).toBe(409);
    expect(money.json().message).toBe('Open a shift before handling money');
    const signed = await signOff((await signedInStaff(t.app, 'super_admin')).cookie, shift.id);
    expect(signed.statusCode).toBe(409);
    expect(signed.json().message).toBe('This shift does not need a sign-off');
  });

  it('needs a note above the variance threshold, then a sign-off by another super admin', async () => {
    const { cashier, shift } = await cashierOnShift('1000');
    const noNote = await close(cashier.cookie, shift.id, '1500.01');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe(
      'The count differs from the expected cash by more than ₹500.00: add a note explaining the difference',
    );
    expect((await current(cashier.cookie))?.status).toBe('open');

    const res = await close(cashier.cookie, shift.id, '1500.01', 'Tip jar counted in');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'awaiting_sign_off',
      variance: '500.01',
      closeNote: 'Tip jar counted in',
    });

    const admin = await signedInStaff(t.app, 'super_admin');
    const signed = await signOff(admin.cookie, shift.id, 'Checked with the cashier');
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      status: 'closed',
      signedOffById: admin.id,
      signedOffByName: admin.name,
      signOffNote: 'Checked with the cashier',
    });
    expect((await signOff((await signedInStaff(t.app, 'super_admin')).cookie, shift.id)).statusCode).toBe(409);
  });

  it('takes a variance at the threshold exactly without a note', async () => {
    const { cashier, shift } = await cashierOnShift('1000');
    const res = await close(cashier.cookie, shift.id, '500');
    expect(res.json()).toMatchObject({ status: 'closed', variance: '-500.00' });
  });

  it("never lets a super admin sign off their own shift, nor another cashier close someone's shift", async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    expect((await open(admin.cookie, '0')).statusCode).toBe(201);
    const shift = (await current(admin.cookie)) as Shift;
    const other = await signedInStaff(t.app, 'cashier');
    const refused = await close(other.cookie, shift.id, '0');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only the shift's own cashier or a super admin can close it");
    expect((await close(admin.cookie, shift.id, '900', 'Float short')).json().status).toBe('awaiting_sign_off');
    const own = await signOff(admin.cookie, shift.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot sign off your own shift');
  });

  it('lets exactly one of two simultaneous closes win', async () => {
    const { cashier, shift } = await cashierOnShift('100');
    const results = await Promise.all([close(cashier.cookie, shift.id, '100'), close(cashier.cookie, shift.id, '100')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cage.close_shift'), eq(auditLog.entityId, String(shift.id))));
    expect(audits).toHaveLength(1);
  });

  it('closes after the operations in flight: none lands in a closed shift', async () => {
    const { cashier, shift } = await cashierOnShift('0');
    const player = await createPlayer(db());
    const attempts = await Promise.all([
      ...Array.from({ length: 10 }, () => walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '10' })),
      close(cashier.cookie, shift.id, '0'),
    ]);
    const closed = attempts.at(-1)?.json() as Shift;
    const moved = attempts.slice(0, -1).filter((r) => r.statusCode === 200).length;
    expect(attempts.slice(0, -1).every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    // The expected cash counts exactly the deposits that landed in the shift.
    expect(closed.expectedCash).toBe(`${moved * 10}.00`);
    const [wallet] = await db().select().from(wallets).where(eq(wallets.playerId, player.id));
    expect(wallet?.cashPaise ?? 0n).toBe(BigInt(moved * 1000));
  });
});

describe('reports and the list', () => {
  it("reports a shift's operations, totals by type, expected, counted and variance", async () => {
    const { cashier, shift } = await cashierOnShift('1000');
    const player = await createPlayer(db(), { firstName: 'Asha', lastName: 'Rao' });
    await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '400' });
    await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '100' });
    await walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '50' });
    await close(cashier.cookie, shift.id, '1450');
    const res = await call(cashier.cookie, 'GET', `/api/staff/cage/shifts/${shift.id}`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.shift).toMatchObject({ expectedCash: '1450.00', countedCash: '1450.00', variance: '0.00' });
    expect(report.operations.map((o: { type: string; amount: string }) => [o.type, o.amount])).toEqual([
      ['cash_in', '400.00'],
      ['cash_in', '100.00'],
      ['cashier_withdrawal', '-50.00'],
    ]);
    expect(report.operations[0]).toMatchObject({ playerName: 'Asha Rao', staffName: cashier.name, shiftId: shift.id });
    expect(report.totals).toEqual([
      {
        type: 'cash_in',
        account: 'cash',
        count: 2,
        amount: '500.00',
        reversalCount: 0,
        reversalAmount: '0.00',
        net: '500.00',
      },
      {
        type: 'cashier_withdrawal',
        account: 'cash',
        count: 1,
        amount: '-50.00',
        reversalCount: 0,
        reversalAmount: '0.00',
        net: '-50.00',
      },
    ]);
    expect((await call(cashier.cookie, 'GET', '/api/staff/cage/shifts/999999')).statusCode).toBe(404);

    const csv = await call(cashier.cookie, 'GET', `/api/staff/cage/shifts/${shift.id}.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('id,created_at,player_id,')).toBe(true);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
      report.operations.map((o: { id: number }) => o.id),
    );
    expect((await call(cashier.cookie, 'GET', '/api/staff/cage/shifts/999999.csv')).statusCode).toBe(404);
    expect(
      (await call((await signedInStaff(t.app, 'gre')).cookie, 'GET', `/api/staff/cage/shifts/${shift.id}.csv`))
        .statusCode,
    ).toBe(403);
  });

  it('lists shifts opened between two days of the club time zone, newest first', async () => {
    const { cashier, shift } = await cashierOnShift('10');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      new Date(Date.now() + 86_400_000),
    );
    const list = async (query: string) =>
      (await call(cashier.cookie, 'GET', `/api/staff/cage/shifts?${query}`)).json() as Shift[];
    const todays = await list(`from=${today}&to=${today}`);
    expect(todays.map((s) => s.id)).toContain(shift.id);
    expect(todays.map((s) => s.id)).toEqual([...todays.map((s) => s.id)].sort((a, b) => b - a));
    expect(await list(`from=${tomorrow}`)).toEqual([]);
    expect((await list(`staffId=${cashier.id}`)).map((s) => s.id)).toEqual([shift.id]);
    const bad = await call(cashier.cookie, 'GET', '/api/staff/cage/shifts?from=25-11-2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Dates are YYYY-MM-DD');
  });
});
