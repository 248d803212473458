import { randomUUID } from 'node:crypto';
import type { PendingOperation } from '@club/shared/cage';
import { STAFF_ROLES } from '@club/shared/staff';
import type { Transaction } from '@club/shared/wallet';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { listeningTestApp } from '../../../test/sockets';
import { paidSeatAtNewTable } from '../../../test/tables';
import { signedInCashier, signedInStaff, walletCall } from '../../../test/wallet';
import { transactions, wallets } from '../../db/schema';
import { ledgerSum } from './wallet.repo';

const t = listeningTestApp();
const db = () => t.app.database.db;

const reverse = (
  cookie: string,
  transactionId: number,
  reason: unknown = 'Keyed the wrong amount',
  key: string | null = randomUUID(),
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/wallet/transactions/${transactionId}/reverse`,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: reason === null ? {} : { reason },
  });
const approve = (cookie: string, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/cage/pending/${id}/approve`,
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: {},
  });

/** One counter operation that must move money at once: its ledger row id. */
async function operation(cookie: string, playerId: number, op: string, amount: string): Promise<number> {
  const res = await walletCall(t.app, cookie, playerId, op, { amount });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().transactions[0].id;
}

async function expectLedgerMatchesWallet(playerId: number) {
  const [wallet] = await db().select().from(wallets).where(eq(wallets.playerId, playerId));
  expect(await ledgerSum(db(), playerId, 'cash')).toBe(wallet?.cashPaise ?? 0n);
  expect(await ledgerSum(db(), playerId, 'credit')).toBe(wallet?.creditPaise ?? 0n);
}

const playerList = async (playerId: number): Promise<Transaction[]> =>
  (
    await t.app.inject({
      url: `/api/player/${playerId}/transactions?limit=100`,
      headers: { cookie: await playerCookie(db(), playerId) },
    })
  ).json();

describe('roles and validation', () => {
  it('lets only cashiers and super admins reverse, before the body is read', async () => {
    const cashier = await signedInCashier(t.app);
    const player = await createPlayer(db());
    const id = await operation(cashier.cookie, player.id, 'cash-in', '10');
    for (const role of STAFF_ROLES) {
      const member = await signedInStaff(t.app, role);
      const allowed = role === 'cashier' || role === 'super_admin';
      expect((await reverse(member.cookie, id, '')).statusCode, role).toBe(allowed ? 400 : 403);
    }
    expect((await reverse('', id)).statusCode).toBe(401);
    expect((await reverse(await playerCookie(db(), player.id), id)).statusCode).toBe(401);
  });

  it('asks for a reason and an Idempotency-Key, and answers 404 for an unknown row', async () => {
    const cashier = await signedInCashier(t.app);
    const player = await createPlayer(db());
    const id = await operation(cashier.cookie, player.id, 'cash-in', '10');
    for (const reason of [null, '', '   ']) {
      const res = await reverse(cashier.cookie, id, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Reason is required');
    }
    const long = await reverse(cashier.cookie, id, 'x'.repeat(501));
    expect(long.json().message).toContain('Keep the reason under 500 characters');
    const noKey = await reverse(cashier.cookie, id, 'Wrong', null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toContain('Idempotency-Key');
    expect((await reverse(cashier.cookie, 99_999_999)).statusCode).toBe(404);
  });
});

describe('reversing at once (own row, same shift, at or below the threshold)', () => {
  it('writes the opposite row, linked, in the shift; the player sees both marked', async () => {
    const cashier = await signedInCashier(t.app);
    const player = await createPlayer(db());
    const id = await operation(cashier.cookie, player.id, 'cash-in', '10000');
    const res = await reverse(cashier.cookie, id, 'Counted a bundle twice');
    expect(res.statusCode, res.body).toBe(200);
    const [reversal] = res.json().transactions as Transaction[];
    expect(reversal).toMatchObject({
      type: 'cashier_withdrawal',
      account: 'cash',
      amount: '-10000.00',
      reverses: id,
      reversed_by: null,
      description: `Reversal of #${id}: Counted a bundle twice`,
    });
    expect(res.json().balance.cashBalance).toBe('0.00');
    const [original, row] = await Promise.all([
      db().select().from(transactions).where(eq(transactions.id, id)),
      db()
        .select()
        .from(transactions)
        .where(eq(transactions.id, reversal?.id ?? 0)),
    ]);
    expect(row[0]?.shiftId).toBe(original[0]?.shiftId);
    await expectLedgerMatchesWallet(player.id);

    const list = await playerList(player.id);
    expect(list.find((r) => r.id === id)?.reversed_by).toBe(reversal?.id);
    expect(list.find((r) => r.id === reversal?.id)?.reverses).toBe(id);
  });

  it('reverses a row once; a reversal itself is never reversed', async () => {
    const cashier = await signedInCashier(t.app);
    const player = await createPlayer(db());
    const id = await operation(cashier.cookie, player.id, 'cash-in', '100');
    const first = await reverse(cashier.cookie, id);
    expect(first.statusCode).toBe(200);
    const again = await reverse(cashier.cookie, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This transaction has already been reversed');
    const ofReversal = await reverse(cashier.cookie, first.json().transactions[0].id);
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().message).toBe('This transaction is itself a reversal and cannot be reversed');
  });

  it('reverses withdrawals and credit rows with the opposite type', async () => {
    const cashier = await signedInCashier(t.app);
    const admin = await signedInStaff(t.app, 'super_admin');
    const player = await createPlayer(db());
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/wallet/${player.id}/credit-limit`,
      headers: { cookie: admin.cookie },
      payload: { creditLimit: '1000' },
    });
    await operation(cashier.cookie, player.id, 'cash-in', '500');
    const withdrawal = await operation(cashier.cookie, player.id, 'cash-out', '200');
    const credit = await operation(cashier.cookie, player.id, 'credit-add', '300');
    const cleared = await operation(cashier.cookie, player.id, 'credit-clear', '100');
    const types = [];
    // The clear first: reversing the credit issued first would take more credit than the player holds.
    for (const id of [withdrawal, cleared, credit]) {
      const res = await reverse(cashier.cookie, id);
      expect(res.statusCode, res.body).toBe(200);
      types.push(res.json().transactions[0].type);
    }
    expect(types).toEqual(['cash_in', 'add_credit', 'clear_credit']);
    expect((await db().select().from(wallets).where(eq(wallets.playerId, player.id)))[0]).toMatchObject({
      cashPaise: 50_000n,
      creditPaise: 0n,
    });
    await expectLedgerMatchesWallet(player.id);
  });

  it("keeps the wallet's rules: a reversal that would take cash below zero is refused in the service's words", async () => {
    const cashier = await signedInCashier(t.app);
    const player = await createPlayer(db());
    const deposit = await operation(cashier.cookie, player.id, 'cash-in', '500');
    await operation(cashier.cookie, player.id, 'cash-out', '300');
    const res = await reverse(cashier.cookie, deposit);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Insufficient cash balance: ₹200.00 available');
    await expectLedgerMatchesWallet(player.id);
  });

  it('refuses rows the cage cannot reverse (table money)', async () => {
    const cashier = await signedInCashier(t.app);
    const player = await createPlayer(db());
    await operation(cashier.cookie, player.id, 'cash-in', '500');
    const { buyIn } = await paidSeatAtNewTable(t.app, cashier.cookie, player.id);
    const id = buyIn.json().wallet.transactions[0].id;
    const res = await reverse(cashier.cookie, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A Table Buy-in cannot be reversed here: only cash deposits, cashier withdrawals and credit issued or cleared can',
    );
  });

  it('lets exactly one of two reversals of one row racing each other through', async () => {
    const cashier = await signedInCashier(t.app);
    const player = await createPlayer(db());
    const id = await operation(cashier.cookie, player.id, 'cash-in', '1000');
    const results = await Promise.all([
      reverse(cashier.cookie, id),
      reverse(cashier.cookie, id),
      reverse(cashier.cookie, id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await db().select().from(transactions).where(eq(transactions.reversesTransactionId, id))).toHaveLength(1);
    await expectLedgerMatchesWallet(player.id);
  });
});

describe('reversals that wait for a super admin', () => {
  async function pendingReversal(res: Awaited<ReturnType<typeof reverse>>) {
    expect(res.statusCode, res.body).toBe(202);
    return res.json().pending as PendingOperation;
  }

  it("holds another cashier's row; a cashier cannot approve it, a super admin can (not the requester)", async () => {
    const first = await signedInCashier(t.app);
    const second = await signedInCashier(t.app);
    const player = await createPlayer(db());
    const id = await operation(first.cookie, player.id, 'cash-in', '100');
    const pending = await pendingReversal(await reverse(second.cookie, id, 'Wrong player'));
    expect(pending).toMatchObject({
      kind: 'reversal',
      operation: null,
      transactionId: id,
      amount: '100.00',
      note: 'Wrong player',
      requestedById: second.id,
    });
    expect(await db().select().from(transactions).where(eq(transactions.reversesTransactionId, id))).toHaveLength(0);

    const byCashier = await approve(first.cookie, pending.id);
    expect(byCashier.statusCode).toBe(403);
    expect(byCashier.json().message).toBe('Only a super admin can approve a reversal');
    const rejectByOther = await t.app.inject({
      method: 'POST',
      url: `/api/staff/cage/pending/${pending.id}/reject`,
      headers: { cookie: first.cookie },
      payload: {},
    });
    expect(rejectByOther.statusCode).toBe(403);
    expect(rejectByOther.json().message).toBe('Only a super admin or the person who asked can reject a reversal');
    const twice = await reverse(second.cookie, id, 'Again');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('A reversal of this transaction is already waiting for approval');

    const admin = await signedInStaff(t.app, 'super_admin');
    const res = await approve(admin.cookie, pending.id);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(transactions).where(eq(transactions.reversesTransactionId, id));
    expect(row).toMatchObject({
      type: 'cashier_withdrawal',
      amountPaise: -10_000n,
      staffId: second.id,
      shiftId: pending.shiftId,
    });
    await expectLedgerMatchesWallet(player.id);
  });

  it('holds an own row above the threshold, and never lets a super admin approve their own request', async () => {
    const cashier = await signedInCashier(t.app);
    const player = await createPlayer(db());
    const id = await operation(cashier.cookie, player.id, 'cash-in', '10000.01');
    await pendingReversal(await reverse(cashier.cookie, id));

    const admin = await signedInStaff(t.app, 'super_admin');
    const adminsOwn = await operation(admin.cookie, player.id, 'cash-in', '5');
    // A super admin without a shift has no shift to reverse in at once: it waits for another super admin.
    const pending = await pendingReversal(await reverse(admin.cookie, adminsOwn));
    const own = await approve(admin.cookie, pending.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot approve your own request: another staff member must approve it');
    expect((await approve((await signedInStaff(t.app, 'super_admin')).cookie, pending.id)).statusCode).toBe(200);
  });

  it('holds an own row of an earlier shift', async () => {
    const cashier = await signedInCashier(t.app);
    const player = await createPlayer(db());
    const id = await operation(cashier.cookie, player.id, 'cash-in', '50');
    const shift = (
      await t.app.inject({ url: '/api/staff/cage/shifts/current', headers: { cookie: cashier.cookie } })
    ).json().shift;
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/cage/shifts/${shift.id}/close`,
      headers: { cookie: cashier.cookie },
      payload: { countedCash: '50' },
    });
    const refused = await reverse(cashier.cookie, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Open a shift before handling money');
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/cage/shifts',
      headers: { cookie: cashier.cookie },
      payload: { openingFloat: '0' },
    });
    await pendingReversal(await reverse(cashier.cookie, id));
  });
});
