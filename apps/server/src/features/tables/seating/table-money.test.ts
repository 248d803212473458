import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextEvent, listeningTestApp } from '../../../../test/sockets';
import { createTable, seatDirectly, signedInPlayer } from '../../../../test/tables';
import { signedInCashier, signedInStaff, walletCall } from '../../../../test/wallet';
import { seats, transactions } from '../../../db/schema';
import { ledgerSum } from '../../wallet/wallet.repo';

const t = listeningTestApp();

const db = () => t.app.database.db;
const seatCall = (cookie: string, seatId: number, action: 'buy-in' | 'cash-out', amount: string, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/seats/${seatId}/${action}`,
    headers: { cookie, 'idempotency-key': key },
    payload: { amount },
  });

/** A seated player holding ₹10,000 of cash, and a cashier. */
async function seatedWithCash(buyInPaise = 500_000n) {
  const cashier = await signedInCashier(t.app);
  const player = await signedInPlayer(t.app);
  await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '10000' });
  const table = await createTable(t.app);
  const seat = await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 1, buyInPaise });
  return { cashier, player, table, seat };
}

describe('POST /api/staff/seats/{seatId}/buy-in', () => {
  it('takes the buy-in from the player’s cash as a table_buy_in row tied to the seat', async () => {
    const { cashier, player, seat } = await seatedWithCash();
    const res = await seatCall(cashier.cookie, seat.id, 'buy-in', '5000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      seat: { seatId: seat.id, buyIn: '5000.00' },
      wallet: { balance: { cashBalance: '5000.00' }, transactions: [{ type: 'table_buy_in', amount: '-5000.00' }] },
    });
    const rows = await db().select().from(transactions).where(eq(transactions.seatId, seat.id));
    expect(rows.map((r) => [r.type, r.amountPaise])).toEqual([['table_buy_in', -500_000n]]);
    expect(await ledgerSum(db(), player.id, 'cash')).toBe(500_000n);
  });

  it('raises the seat’s buy-in when payments pass it (a re-buy), and refuses more than the cash held', async () => {
    const { cashier, seat } = await seatedWithCash(200_000n);
    await seatCall(cashier.cookie, seat.id, 'buy-in', '2000');
    const rebuy = await seatCall(cashier.cookie, seat.id, 'buy-in', '1500');
    expect(rebuy.json().seat.buyIn).toBe('3500.00');
    const tooMuch = await seatCall(cashier.cookie, seat.id, 'buy-in', '7000');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('INSUFFICIENT_FUNDS');
  });

  it('moves money once for a retried Idempotency-Key', async () => {
    const { cashier, player, seat } = await seatedWithCash();
    const key = randomUUID();
    const [a, b] = await Promise.all([
      seatCall(cashier.cookie, seat.id, 'buy-in', '1000', key),
      seatCall(cashier.cookie, seat.id, 'buy-in', '1000', key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await ledgerSum(db(), player.id, 'cash')).toBe(900_000n);
  });

  it('is the cashier’s (and super admin’s) only', async () => {
    const { seat } = await seatedWithCash();
    for (const role of ['admin', 'manager', 'gre'] as const) {
      const staff = await signedInStaff(t.app, role);
      expect((await seatCall(staff.cookie, seat.id, 'buy-in', '100')).statusCode, role).toBe(403);
    }
    const boss = await signedInStaff(t.app, 'super_admin');
    expect((await seatCall(boss.cookie, seat.id, 'buy-in', '100')).statusCode).toBe(200);
  });
});

/** Seated with ₹10,000 of cash, the ₹5,000 buy-in recorded as paid from it (decision 104). */
async function paidSeat() {
  const seated = await seatedWithCash();
  expect((await seatCall(seated.cashier.cookie, seated.seat.id, 'buy-in', '5000')).statusCode).toBe(200);
  return seated;
}

describe('POST /api/staff/seats/{seatId}/cash-out', () => {
  it('ends the seat and its session and pays the chips into cash as table_cash_out; the player hears both', async () => {
    const { cashier, player, seat } = await paidSeat();
    const socket = await t.socketFor(player.cookie);
    const session = nextEvent<{ hasActiveSession: boolean }>(socket, 'live_session_updated');
    const balance = nextEvent<{ balance: { cashBalance: string } }>(socket, 'balance_updated');
    const res = await seatCall(cashier.cookie, seat.id, 'cash-out', '7250.50');
    expect(res.statusCode).toBe(200);
    expect(res.json().seat).toMatchObject({ cashOut: '7250.50', endedAt: expect.any(String) });
    expect((await session).hasActiveSession).toBe(false);
    expect((await balance).balance.cashBalance).toBe('12250.50');
    const [row] = await db().select().from(seats).where(eq(seats.id, seat.id));
    expect(row!.endedAt).not.toBeNull();
    const live = await t.app.inject({ url: `/api/live-sessions/${player.id}`, headers: { cookie: player.cookie } });
    expect(live.json().hasActiveSession).toBe(false);
    const ledger = await db().select().from(transactions).where(eq(transactions.seatId, seat.id));
    expect(ledger.map((r) => [r.type, r.amountPaise])).toEqual([
      ['table_buy_in', -500_000n],
      ['table_cash_out', 725_050n],
    ]);
  });

  it('ends a seat with zero (the player lost the buy-in) without a ledger row, and only once', async () => {
    const { cashier, seat } = await paidSeat();
    const res = await seatCall(cashier.cookie, seat.id, 'cash-out', '0');
    expect(res.statusCode).toBe(200);
    expect(res.json().wallet).toBeNull();
    const rows = await db().select().from(transactions).where(eq(transactions.seatId, seat.id));
    expect(rows.map((r) => r.type)).toEqual(['table_buy_in']);
    const again = await seatCall(cashier.cookie, seat.id, 'cash-out', '10');
    expect(again.statusCode).toBe(409);
    expect((await seatCall(cashier.cookie, 999_999, 'cash-out', '10')).statusCode).toBe(404);
  });

  it('frees the seat for the next player', async () => {
    const { cashier, seat, table } = await paidSeat();
    expect((await seatCall(cashier.cookie, seat.id, 'cash-out', '100')).statusCode).toBe(200);
    const next = await signedInPlayer(t.app);
    expect((await seatDirectly(t.app, { playerId: next.id, tableId: table.id, seatNumber: 1 })).seatNumber).toBe(1);
  });

  it('is refused to floor staff who do not work the cashier counter', async () => {
    const { seat } = await seatedWithCash();
    const manager = await signedInStaff(t.app, 'manager');
    expect((await seatCall(manager.cookie, seat.id, 'cash-out', '100')).statusCode).toBe(403);
  });
});
