import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer } from '../../../test/fixtures';
import { signedInCashier, signedInStaff, walletCall } from '../../../test/wallet';
import { auditLog, transactions, wallets } from '../../db/schema';
import { ledgerSum } from './wallet.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const walletOf = async (playerId: number) =>
  (await db().select().from(wallets).where(eq(wallets.playerId, playerId)))[0]!;

describe('one wallet under concurrent calls', () => {
  it('keeps cash at or above zero and the ledger sum equal to the balance through 200 parallel cash-ins and withdrawals', async () => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    const calls = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '10.00' })
        : walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '15.00' }),
    );
    const answers = await Promise.all(calls);
    const statuses = answers.map((res) => res.statusCode);
    // Every call either moved money or was refused for lack of cash; nothing failed otherwise.
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    const cashIns = answers.filter((r, i) => i % 2 === 0 && r.statusCode === 200).length;
    const cashOuts = answers.filter((r, i) => i % 2 === 1 && r.statusCode === 200).length;
    expect(cashIns).toBe(100);

    const wallet = await walletOf(player.id);
    expect(wallet.cashPaise).toBe(BigInt(cashIns * 1000 - cashOuts * 1500));
    expect(wallet.cashPaise >= 0n).toBe(true);
    expect(await ledgerSum(db(), player.id, 'cash')).toBe(wallet.cashPaise);
    const rows = await db().select().from(transactions).where(eq(transactions.playerId, player.id));
    expect(rows).toHaveLength(cashIns + cashOuts);
    const audits = await db().select().from(auditLog).where(eq(auditLog.playerId, player.id));
    expect(audits).toHaveLength(cashIns + cashOuts);
  });

  it('keeps credit within the limit under parallel credit issues', async () => {
    const player = await createPlayer(db());
    const admin = await signedInStaff(t.app, 'super_admin');
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/wallet/${player.id}/credit-limit`,
      headers: { cookie: admin.cookie },
      payload: { creditLimit: '1000' },
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => walletCall(t.app, admin.cookie, player.id, 'credit-add', { amount: '100' })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'CREDIT_LIMIT_EXCEEDED')).toBe(
      true,
    );
    const wallet = await walletOf(player.id);
    expect(wallet.creditPaise).toBe(100_000n);
    expect(await ledgerSum(db(), player.id, 'credit')).toBe(wallet.creditPaise);
  });
});

describe('Idempotency-Key', () => {
  it('moves money once for the same key sent twice and answers the first result again', async () => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    const key = randomUUID();
    const first = await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '500' }, key);
    const again = await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '500' }, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await walletOf(player.id)).cashPaise).toBe(50_000n);
    expect(await db().select().from(transactions).where(eq(transactions.playerId, player.id))).toHaveLength(1);
  });

  it('moves money once for the same key sent in parallel', async () => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '75.25' }, key),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((r) => r.json().transactions[0].id));
    expect(ids.size).toBe(1);
    expect((await walletOf(player.id)).cashPaise).toBe(7_525n);
    expect(await db().select().from(transactions).where(eq(transactions.playerId, player.id))).toHaveLength(1);
  });

  it('refuses the same key with a different body or operation with IDEMPOTENCY_CONFLICT', async () => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    const key = randomUUID();
    await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '100' }, key);
    const otherAmount = await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '200' }, key);
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const otherOperation = await walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '100' }, key);
    expect(otherOperation.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await walletOf(player.id)).cashPaise).toBe(10_000n);
  });

  it('treats the same amount written differently as the same request', async () => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    const key = randomUUID();
    await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '100' }, key);
    const again = await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '100.00' }, key);
    expect(again.statusCode).toBe(200);
    expect((await walletOf(player.id)).cashPaise).toBe(10_000n);
  });

  it('lets a refused attempt be retried with its key once the money is there', async () => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    const key = randomUUID();
    expect((await walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '50' }, key)).statusCode).toBe(
      409,
    );
    await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '50' });
    expect((await walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '50' }, key)).statusCode).toBe(
      200,
    );
    expect((await walletOf(player.id)).cashPaise).toBe(0n);
  });
});
