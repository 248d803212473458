import { randomUUID } from 'node:crypto';
import type { PendingCashOut } from '@club/shared/pending-cash-outs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextEvent, listeningTestApp } from '../../../../test/sockets';
import { createTable, seatDirectly, signedInPlayer } from '../../../../test/tables';
import { signedInCashier, signedInStaff, walletCall } from '../../../../test/wallet';
import { auditLog, seats, transactions, wallets } from '../../../db/schema';
import { ledgerSum } from '../../wallet/wallet.repo';

// A seat the floor released (no money) is settled by the cashier later, once (issue 15 follow-up). Its
// buy-in was never recorded, so each settlement says it was paid in cash at the table (decision 104: the
// wallet is unchanged by that; seat-buy-in-paid.test.ts tests the question itself).

const t = listeningTestApp();
const db = () => t.app.database.db;

const cashOut = (cookie: string, seatId: number, amount: string, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/seats/${seatId}/cash-out`,
    headers: { cookie, 'idempotency-key': key },
    payload: { amount, unpaidBuyInPaidWith: 'table_cash' },
  });
/** The seat's table_cash_out rows (its buy-in rows are decision 104's). */
const cashOutRows = async (seatId: number) =>
  (await db().select().from(transactions).where(eq(transactions.seatId, seatId))).filter(
    (r) => r.type === 'table_cash_out',
  );
const release = (cookie: string, seatId: number, note = 'Left without going to the cage') =>
  t.app.inject({ method: 'POST', url: `/api/staff/seats/${seatId}/release`, headers: { cookie }, payload: { note } });
const pending = (cookie: string) => t.app.inject({ url: '/api/staff/seats/pending-cash-outs', headers: { cookie } });
const pendingOf = async (cookie: string, seatIds: number[]) => {
  const res = await pending(cookie);
  expect(res.statusCode).toBe(200);
  return (res.json() as PendingCashOut[]).filter((row) => seatIds.includes(row.seatId));
};

/** A player holding ₹10,000 of cash, seated, then released by a manager; and a cashier. */
async function releasedSeat(seatNumber = 1) {
  const cashier = await signedInCashier(t.app);
  const manager = await signedInStaff(t.app, 'manager');
  const player = await signedInPlayer(t.app);
  await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '10000' });
  const table = await createTable(t.app);
  const seat = await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber, minutesAgo: 90 });
  const released = await release(manager.cookie, seat.id);
  expect(released.statusCode).toBe(200);
  const [row] = await db().select().from(seats).where(eq(seats.id, seat.id));
  return { cashier, manager, player, table, seat: row! };
}

async function expectLedgerMatchesWallet(playerId: number) {
  const [wallet] = await db().select().from(wallets).where(eq(wallets.playerId, playerId));
  expect(await ledgerSum(db(), playerId, 'cash')).toBe(wallet!.cashPaise);
}

describe('POST /api/staff/seats/{seatId}/cash-out of a released seat', () => {
  it('settles it once: the money moves, the cash-out is stored, the end stays as the floor set it; audited', async () => {
    const { cashier, player, seat } = await releasedSeat();
    expect(seat.endedAt).not.toBeNull();
    expect(seat.cashOutPaise).toBeNull();
    const socket = await t.socketFor(player.cookie);
    const balance = nextEvent<{ balance: { cashBalance: string } }>(socket, 'balance_updated');

    const res = await cashOut(cashier.cookie, seat.id, '6400');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      seat: { seatId: seat.id, cashOut: '6400.00', endedAt: seat.endedAt!.toISOString() },
      wallet: {
        balance: { cashBalance: '16400.00' },
        transactions: [
          { type: 'table_cash_in' },
          { type: 'table_buy_in' },
          { type: 'table_cash_out', amount: '6400.00' },
        ],
      },
    });
    expect((await balance).balance.cashBalance).toBe('16400.00');
    const [row] = await db().select().from(seats).where(eq(seats.id, seat.id));
    expect(row).toMatchObject({ cashOutPaise: 640_000n, endedAt: seat.endedAt });
    const ledger = await db().select().from(transactions).where(eq(transactions.seatId, seat.id));
    expect(ledger.map((r) => [r.type, r.amountPaise])).toEqual([
      ['table_cash_in', 500_000n],
      ['table_buy_in', -500_000n],
      ['table_cash_out', 640_000n],
    ]);
    await expectLedgerMatchesWallet(player.id);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tables.settle_released_seat'), eq(auditLog.entityId, String(seat.id))));
    expect(audits).toMatchObject([{ staffId: cashier.id, playerId: player.id }]);

    const again = await cashOut(cashier.cookie, seat.id, '6400');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This seat has already been cashed out');
    expect(await db().select().from(transactions).where(eq(transactions.seatId, seat.id))).toHaveLength(3);
    await expectLedgerMatchesWallet(player.id);
  });

  it('settles with zero (the player lost the chips) without a cash-out row, and only once', async () => {
    const { cashier, seat } = await releasedSeat();
    const res = await cashOut(cashier.cookie, seat.id, '0');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ seat: { cashOut: '0.00' }, wallet: { balance: { cashBalance: '10000.00' } } });
    expect((await cashOut(cashier.cookie, seat.id, '100')).statusCode).toBe(409);
    expect(await cashOutRows(seat.id)).toEqual([]);
  });

  it('answers a retried Idempotency-Key with the first result and moves the money once', async () => {
    const { cashier, player, seat } = await releasedSeat();
    const key = randomUUID();
    const [a, b] = await Promise.all([
      cashOut(cashier.cookie, seat.id, '2500', key),
      cashOut(cashier.cookie, seat.id, '2500', key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    const replay = await cashOut(cashier.cookie, seat.id, '2500', key);
    expect(replay.statusCode).toBe(200);
    expect(await ledgerSum(db(), player.id, 'cash')).toBe(1_250_000n);
    await expectLedgerMatchesWallet(player.id);
  });

  it('lets exactly one of two parallel cash-outs (different keys, two cashiers) through', async () => {
    const { cashier, player, seat } = await releasedSeat();
    const other = await signedInStaff(t.app, 'super_admin');
    const answers = await Promise.all([
      cashOut(cashier.cookie, seat.id, '3000'),
      cashOut(other.cookie, seat.id, '4000'),
      cashOut(cashier.cookie, seat.id, '5000'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const ledger = await cashOutRows(seat.id);
    expect(ledger).toHaveLength(1);
    const [row] = await db().select().from(seats).where(eq(seats.id, seat.id));
    expect(row!.cashOutPaise).toBe(ledger[0]!.amountPaise);
    await expectLedgerMatchesWallet(player.id);
  });

  it('still refuses a buy-in on a released seat', async () => {
    const { cashier, seat } = await releasedSeat();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/seats/${seat.id}/buy-in`,
      headers: { cookie: cashier.cookie, 'idempotency-key': randomUUID() },
      payload: { amount: '100' },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('GET /api/staff/seats/pending-cash-outs', () => {
  it('lists released seats not yet settled, oldest first, with who released them; settlement empties it', async () => {
    const first = await releasedSeat(3);
    const second = await releasedSeat(4);
    // An open seat and a seat cashed out at the cage are not pending.
    const open = await signedInPlayer(t.app);
    const openSeat = await seatDirectly(t.app, { playerId: open.id, tableId: first.table.id, seatNumber: 5 });
    const cashedPlayer = await signedInPlayer(t.app);
    const cashed = await seatDirectly(t.app, { playerId: cashedPlayer.id, tableId: first.table.id, seatNumber: 6 });
    expect((await cashOut(first.cashier.cookie, cashed.id, '0')).statusCode).toBe(200);

    const ids = [first.seat.id, second.seat.id, openSeat.id, cashed.id];
    const listed = await pendingOf(first.cashier.cookie, ids);
    expect(listed).toEqual([
      {
        seatId: first.seat.id,
        tableId: String(first.table.id),
        tableName: first.table.name,
        seatNumber: 3,
        playerId: first.player.id,
        playerName: `${first.player.firstName} ${first.player.lastName}`,
        buyIn: '5000.00',
        buyInPaid: '0.00',
        sessionStartTime: first.seat.sessionStartAt.toISOString(),
        endedAt: first.seat.endedAt!.toISOString(),
        releasedBy: first.manager.name,
        releaseNote: 'Left without going to the cage',
      },
      expect.objectContaining({ seatId: second.seat.id, seatNumber: 4, releasedBy: second.manager.name }),
    ]);

    expect((await cashOut(first.cashier.cookie, first.seat.id, '100')).statusCode).toBe(200);
    expect((await pendingOf(first.cashier.cookie, ids)).map((row) => row.seatId)).toEqual([second.seat.id]);
    expect((await cashOut(first.cashier.cookie, second.seat.id, '0')).statusCode).toBe(200);
    expect(await pendingOf(first.cashier.cookie, ids)).toEqual([]);
  });

  it('is the cashier’s and the super admin’s read only', async () => {
    expect((await pending('')).statusCode).toBe(401);
    for (const role of ['manager', 'admin', 'gre'] as const) {
      const staff = await signedInStaff(t.app, role);
      expect((await pending(staff.cookie)).statusCode, role).toBe(403);
    }
    for (const role of ['cashier', 'super_admin'] as const) {
      const staff = await signedInStaff(t.app, role);
      expect((await pending(staff.cookie)).statusCode, role).toBe(200);
    }
  });
});
