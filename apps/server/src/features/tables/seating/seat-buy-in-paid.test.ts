import { randomUUID } from 'node:crypto';
import type { UnpaidBuyIn } from '@club/shared/pending-cash-outs';
import { STAFF_ROLES } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listeningTestApp, nextEvent } from '../../../../test/sockets';
import { createTable, seatDirectly, signedInPlayer } from '../../../../test/tables';
import { signedInCashier, signedInStaff, walletCall } from '../../../../test/wallet';
import { auditLog, seats, transactions, wallets } from '../../../db/schema';
import { ledgerSum } from '../../wallet/wallet.repo';

// A seat's buy-in, paid or not (issue 27, item 22; decision 104): every seat's money adds up.

const t = listeningTestApp();
const db = () => t.app.database.db;

const post = (cookie: string, url: string, payload: Record<string, unknown>, key: string | null = randomUUID()) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) }, payload });
const cashOut = (cookie: string, seatId: number, payload: Record<string, unknown>, key?: string) =>
  post(cookie, `/api/staff/seats/${seatId}/cash-out`, payload, key);
const buyIn = (cookie: string, seatId: number, payload: Record<string, unknown>, key?: string) =>
  post(cookie, `/api/staff/seats/${seatId}/buy-in`, payload, key);
const unpaidList = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/staff/seats/unpaid-buy-ins', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UnpaidBuyIn[];
};
const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

/** ₹6,500 of cash-ins, then seated with a buy-in of ₹2,000 the floor agreed and nobody recorded as paid. */
async function unpaidSeat() {
  const cashier = await signedInCashier(t.app);
  const player = await signedInPlayer(t.app);
  expect((await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '6500' })).statusCode).toBe(200);
  const table = await createTable(t.app);
  const seat = await seatDirectly(t.app, {
    playerId: player.id,
    tableId: table.id,
    seatNumber: 3,
    buyInPaise: 200_000n,
  });
  return { cashier, player, table, seat };
}

async function expectMoneyAddsUp(playerId: number) {
  const [wallet] = await db().select().from(wallets).where(eq(wallets.playerId, playerId));
  expect(await ledgerSum(db(), playerId, 'cash')).toBe(wallet!.cashPaise);
  // Every seat's paid buy-in is the sum of its table_buy_in rows.
  const playerSeats = await db().select().from(seats).where(eq(seats.playerId, playerId));
  for (const seat of playerSeats) {
    const rows = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.seatId, seat.id), eq(transactions.type, 'table_buy_in')));
    expect(seat.buyInPaidPaise).toBe(-rows.reduce((sum, r) => sum + r.amountPaise, 0n));
  }
  return wallet!.cashPaise;
}

const vip = async (cookie: string, playerId: number) =>
  (await get(cookie, `/api/vip-points/calculate/${playerId}`)).json();
const seatRows = (seatId: number) =>
  db().select().from(transactions).where(eq(transactions.seatId, seatId)).orderBy(transactions.id);

describe('a cash-out of a seat with no recorded buy-in', () => {
  it('asks how it was paid (409, nothing moves), then "from the balance" debits the wallet through the ledger', async () => {
    const { cashier, player, seat } = await unpaidSeat();
    const refused = await cashOut(cashier.cookie, seat.id, { amount: '5500' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "The buy-in is not recorded as paid (₹0.00 of ₹2000.00): say how the ₹2000.00 was paid, from the player's balance or in cash at the table",
    );
    expect(await seatRows(seat.id)).toEqual([]);

    const res = await cashOut(cashier.cookie, seat.id, { amount: '5500', unpaidBuyInPaidWith: 'balance' });
    expect(res.statusCode, res.body).toBe(200);
    // ₹6,500 in, ₹2,000 paid for the seat, ₹5,500 back from the table: ₹10,000, not ₹12,000.
    expect(res.json()).toMatchObject({
      seat: { buyIn: '2000.00', buyInPaid: '2000.00', cashOut: '5500.00' },
      wallet: { balance: { cashBalance: '10000.00' } },
    });
    const shiftId = (await get(cashier.cookie, '/api/staff/cage/shifts/current')).json().shift.id;
    expect((await seatRows(seat.id)).map((r) => [r.type, r.amountPaise, r.shiftId, r.staffId])).toEqual([
      ['table_cash_out', 550_000n, shiftId, cashier.id],
      ['table_buy_in', -200_000n, shiftId, cashier.id],
    ]);
    expect(await expectMoneyAddsUp(player.id)).toBe(1_000_000n);
    expect(await vip(player.cookie, player.id)).toMatchObject({ totalBuyIn: '2000.00', buyInCount: 1 });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'seat'), eq(auditLog.entityId, String(seat.id))));
    expect(audits).toMatchObject([
      { action: 'tables.cash_out_seat', staffId: cashier.id, after: { unpaidBuyInPaidWith: 'balance' } },
    ]);
  });

  it('records "cash at the table" as such: the wallet is unchanged by it, the seat is paid, the drawer is not', async () => {
    const { cashier, player, seat } = await unpaidSeat();
    const res = await cashOut(cashier.cookie, seat.id, { amount: '5500', unpaidBuyInPaidWith: 'table_cash' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().wallet.balance.cashBalance).toBe('12000.00');
    expect((await seatRows(seat.id)).map((r) => [r.type, r.amountPaise])).toEqual([
      ['table_cash_in', 200_000n],
      ['table_buy_in', -200_000n],
      ['table_cash_out', 550_000n],
    ]);
    expect(await expectMoneyAddsUp(player.id)).toBe(1_200_000n);
    expect(await vip(player.cookie, player.id)).toMatchObject({ totalBuyIn: '2000.00', buyInCount: 1 });
    // Cash at the table sits in the table's box: the cashier's drawer expects only the cash-in.
    const admin = await signedInStaff(t.app, 'super_admin');
    const shiftId = (await get(cashier.cookie, '/api/staff/cage/shifts/current')).json().shift.id;
    expect((await get(admin.cookie, `/api/staff/cage/shifts/${shiftId}`)).json().shift).toMatchObject({
      cashIn: '6500.00',
      expectedCash: '6500.00',
    });
  });

  it('with the chips covering it, "from the balance" works on an empty wallet; beyond them it is refused whole', async () => {
    const cashier = await signedInCashier(t.app);
    const player = await signedInPlayer(t.app);
    const table = await createTable(t.app);
    const seat = await seatDirectly(t.app, {
      playerId: player.id,
      tableId: table.id,
      seatNumber: 1,
      buyInPaise: 200_000n,
    });
    const short = await cashOut(cashier.cookie, seat.id, { amount: '500', unpaidBuyInPaidWith: 'balance' });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toContain('Insufficient cash balance: ₹500.00 available for the buy-in of ₹2000.00');
    expect(await seatRows(seat.id)).toEqual([]);
    const [open] = await db().select().from(seats).where(eq(seats.id, seat.id));
    expect(open).toMatchObject({ endedAt: null, cashOutPaise: null, buyInPaidPaise: 0n });

    const ok = await cashOut(cashier.cookie, seat.id, { amount: '2600', unpaidBuyInPaidWith: 'balance' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await expectMoneyAddsUp(player.id)).toBe(60_000n);
  });

  it('needs no answer once the buy-in is recorded; a paid seat cashes out as before', async () => {
    const { cashier, player, seat } = await unpaidSeat();
    expect((await buyIn(cashier.cookie, seat.id, { amount: '2000' })).statusCode).toBe(200);
    const res = await cashOut(cashier.cookie, seat.id, { amount: '5500' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().wallet.balance.cashBalance).toBe('10000.00');
    expect(await expectMoneyAddsUp(player.id)).toBe(1_000_000n);
  });

  it('two parallel cash-outs of one seat settle it once', async () => {
    const { cashier, player, seat } = await unpaidSeat();
    const other = await signedInCashier(t.app);
    const answers = await Promise.all([
      cashOut(cashier.cookie, seat.id, { amount: '5500', unpaidBuyInPaidWith: 'balance' }),
      cashOut(other.cookie, seat.id, { amount: '5500', unpaidBuyInPaidWith: 'table_cash' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await seatRows(seat.id);
    expect(rows.filter((r) => r.type === 'table_cash_out')).toHaveLength(1);
    expect(rows.filter((r) => r.type === 'table_buy_in')).toHaveLength(1);
    await expectMoneyAddsUp(player.id);
  });

  it('replays its answer for the same Idempotency-Key and moves the money once', async () => {
    const { cashier, player, seat } = await unpaidSeat();
    const key = randomUUID();
    const body = { amount: '5500', unpaidBuyInPaidWith: 'balance' };
    const first = await cashOut(cashier.cookie, seat.id, body, key);
    const again = await cashOut(cashier.cookie, seat.id, body, key);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await seatRows(seat.id)).toHaveLength(2);
    expect(await expectMoneyAddsUp(player.id)).toBe(1_000_000n);
  });
});

describe('recording a buy-in at the cage', () => {
  it('lists unpaid seats, records cash at the table, and tells the cage, the floor and the phone', async () => {
    const { cashier, player, seat, table } = await unpaidSeat();
    expect((await unpaidList(cashier.cookie)).find((row) => row.seatId === seat.id)).toMatchObject({
      playerId: player.id,
      tableName: table.name,
      seatNumber: 3,
      buyIn: '2000.00',
      buyInPaid: '0.00',
      unpaid: '2000.00',
    });
    const cage = await t.socketFor((await signedInStaff(t.app, 'cashier')).cookie);
    const phone = await t.socketFor(player.cookie);
    const heard = nextEvent<{ seatId: number }>(cage, 'unpaid_buy_ins_changed');
    const session = nextEvent<{ session: { buyInPaid: string } | null }>(phone, 'live_session_updated');

    const res = await buyIn(cashier.cookie, seat.id, { amount: '2000', paidWith: 'table_cash' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ seat: { buyIn: '2000.00', buyInPaid: '2000.00' } });
    expect((await heard).seatId).toBe(seat.id);
    expect((await session).session?.buyInPaid).toBe('2000.00');
    expect((await unpaidList(cashier.cookie)).find((row) => row.seatId === seat.id)).toBeUndefined();
    expect(await expectMoneyAddsUp(player.id)).toBe(650_000n);

    // The phone and the floor read it paid.
    const mine = (await get(player.cookie, `/api/table-seats/${player.id}`)).json();
    expect(mine).toMatchObject([{ seatId: seat.id, sessionBuyIn: '2000.00', buyInPaid: '2000.00' }]);
    const live = (await get(player.cookie, `/api/live-sessions/${player.id}`)).json();
    expect(live.session).toMatchObject({ buyInAmount: '2000.00', buyInPaid: '2000.00' });
    const manager = await signedInStaff(t.app, 'manager');
    const floor = (await get(manager.cookie, '/api/staff/floor')).json();
    const floorSeat = JSON.stringify(floor).includes(`"seatId":${seat.id},`);
    expect(floorSeat).toBe(true);
    expect(JSON.stringify(floor)).toMatch(
      new RegExp(`"seatId":${seat.id},[^}]*"buyIn":"2000.00","buyInPaid":"2000.00"`),
    );
  });

  it('a re-buy above the agreed buy-in raises it and is paid in full', async () => {
    const { cashier, player, seat } = await unpaidSeat();
    expect((await buyIn(cashier.cookie, seat.id, { amount: '2000' })).statusCode).toBe(200);
    const res = await buyIn(cashier.cookie, seat.id, { amount: '1000', paidWith: 'balance' });
    expect(res.json().seat).toMatchObject({ buyIn: '3000.00', buyInPaid: '3000.00' });
    expect(await expectMoneyAddsUp(player.id)).toBe(350_000n);
    expect(await vip(player.cookie, player.id)).toMatchObject({ totalBuyIn: '3000.00', buyInCount: 2 });
  });

  it('is for cashiers and super admins only; players cannot reach it, nor read another player’s seat', async () => {
    const { cashier, player, seat } = await unpaidSeat();
    for (const role of STAFF_ROLES) {
      const member = await signedInStaff(t.app, role);
      const allowed = role === 'cashier' || role === 'super_admin';
      // Guards run before validation: a role without the permission gets 403 even for an empty body.
      expect((await buyIn(member.cookie, seat.id, {})).statusCode, role).toBe(allowed ? 400 : 403);
      expect((await cashOut(member.cookie, seat.id, {})).statusCode, role).toBe(allowed ? 400 : 403);
      const list = await get(member.cookie, '/api/staff/seats/unpaid-buy-ins');
      expect(list.statusCode, role).toBe(allowed ? 200 : 403);
    }
    expect((await buyIn(player.cookie, seat.id, { amount: '2000' })).statusCode).toBe(401);
    expect((await get(player.cookie, '/api/staff/seats/unpaid-buy-ins')).statusCode).toBe(401);
    const stranger = await signedInPlayer(t.app);
    expect((await get(stranger.cookie, `/api/table-seats/${player.id}`)).statusCode).toBe(403);
    expect((await get(stranger.cookie, `/api/live-sessions/${player.id}`)).statusCode).toBe(403);
    expect((await buyIn(cashier.cookie, 99_999_999, { amount: '2000' })).statusCode).toBe(404);
    expect((await buyIn(cashier.cookie, seat.id, { amount: '2000', paidWith: 'chips' })).statusCode).toBe(400);
    expect(await seatRows(seat.id)).toEqual([]);
  });
});
