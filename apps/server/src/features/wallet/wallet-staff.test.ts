import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { openShift, signedInCashier, signedInStaff, walletCall } from '../../../test/wallet';
import { auditLog, transactions, wallets } from '../../db/schema';
import { ledgerSum } from './wallet.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;

async function expectLedgerMatchesWallet(playerId: number) {
  const [wallet] = await db().select().from(wallets).where(eq(wallets.playerId, playerId));
  expect(await ledgerSum(db(), playerId, 'cash')).toBe(wallet!.cashPaise);
  expect(await ledgerSum(db(), playerId, 'credit')).toBe(wallet!.creditPaise);
}

/** A player with ₹cash deposited and (optionally) a credit limit with ₹credit issued. */
async function fundedPlayer(cash: string, credit?: { limit: string; issued: string }) {
  const player = await createPlayer(db());
  const admin = await signedInStaff(t.app, 'super_admin');
  expect((await walletCall(t.app, admin.cookie, player.id, 'cash-in', { amount: cash })).statusCode).toBe(200);
  if (credit) {
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/wallet/${player.id}/credit-limit`,
      headers: { cookie: admin.cookie },
      payload: { creditLimit: credit.limit },
    });
    expect((await walletCall(t.app, admin.cookie, player.id, 'credit-add', { amount: credit.issued })).statusCode).toBe(
      200,
    );
  }
  return player;
}

describe('staff roles on the wallet (DESIGN.md section 8)', () => {
  const operations = ['cash-in', 'cash-out', 'credit-add', 'credit-clear', 'credit-transfer'];

  it('lets cashiers and super admins move money', async () => {
    for (const role of ['cashier', 'super_admin'] as const) {
      const player = await fundedPlayer('100', { limit: '100', issued: '50' });
      const member = await signedInStaff(t.app, role);
      // A cashier handles money in an open shift (issue 17); a super admin may work without one.
      if (role === 'cashier') await openShift(t.app, member.cookie);
      for (const operation of operations) {
        const res = await walletCall(t.app, member.cookie, player.id, operation, { amount: '10' });
        expect(res.statusCode, `${role} ${operation}: ${res.body}`).toBe(200);
      }
    }
  });

  it('refuses admins, managers and guest relations every money call', async () => {
    const player = await fundedPlayer('100', { limit: '100', issued: '50' });
    for (const role of ['admin', 'manager', 'gre'] as const) {
      const member = await signedInStaff(t.app, role);
      for (const operation of operations) {
        const res = await walletCall(t.app, member.cookie, player.id, operation, { amount: '10' });
        expect(res.statusCode, `${role} ${operation}`).toBe(403);
      }
    }
    const [wallet] = await db().select().from(wallets).where(eq(wallets.playerId, player.id));
    expect(wallet).toMatchObject({ cashPaise: 10_000n, creditPaise: 5_000n });
  });

  it('refuses players and visitors', async () => {
    const player = await createPlayer(db());
    const own = await walletCall(t.app, await playerCookie(db(), player.id), player.id, 'cash-in', { amount: '10' });
    expect(own.statusCode).toBe(401);
    expect((await walletCall(t.app, '', player.id, 'cash-in', { amount: '10' })).statusCode).toBe(401);
  });

  it('lets only a super admin set a credit limit', async () => {
    const player = await createPlayer(db());
    for (const role of ['admin', 'manager', 'cashier', 'gre'] as const) {
      const member = await signedInStaff(t.app, role);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/staff/wallet/${player.id}/credit-limit`,
        headers: { cookie: member.cookie },
        payload: { creditLimit: '1000' },
      });
      expect(res.statusCode, role).toBe(403);
    }
    const admin = await signedInStaff(t.app, 'super_admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/wallet/${player.id}/credit-limit`,
      headers: { cookie: admin.cookie },
      payload: { creditLimit: '1000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ creditLimit: '1000.00', creditApproved: true, creditEligible: true });
  });
});

describe('amounts', () => {
  it.each([
    ['zero', '0'],
    ['zero with decimals', '0.00'],
    ['negative', '-10'],
    ['not a number', 'ten'],
    // A JSON number is read as the text it prints as, with the same limits (issue 13 item 6).
    ['a negative JSON number', -10],
    ['a JSON number with more than two decimals', 10.001],
    ['more than two decimals', '10.001'],
    ['absurdly large', '100000000000'],
    ['missing', undefined],
  ])('refuses an amount that is %s with 400 and moves nothing', async (_label, amount) => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    const res = await walletCall(t.app, cashier.cookie, player.id, 'cash-in', amount === undefined ? {} : { amount });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(await db().select().from(transactions).where(eq(transactions.playerId, player.id))).toEqual([]);
  });

  it('refuses a money call without an Idempotency-Key', async () => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    const res = await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '10' }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Idempotency-Key');
  });

  it('answers 404 for a player who does not exist', async () => {
    const cashier = await signedInCashier(t.app);
    const res = await walletCall(t.app, cashier.cookie, 987654, 'cash-in', { amount: '10' });
    expect(res.statusCode).toBe(404);
  });
});

describe('cash', () => {
  it('adds a cash-in to the cash balance with one ledger row, the staff id, the note and an audit row', async () => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    const res = await walletCall(t.app, cashier.cookie, player.id, 'cash-in', {
      amount: '2500.50',
      note: 'Evening deposit',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().balance.cashBalance).toBe('2500.50');
    expect(res.json().transactions).toHaveLength(1);
    const [row] = await db().select().from(transactions).where(eq(transactions.playerId, player.id));
    expect(row).toMatchObject({
      type: 'cash_in',
      account: 'cash',
      amountPaise: 250_050n,
      staffId: cashier.id,
      description: 'Evening deposit',
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.playerId, player.id), eq(auditLog.action, 'wallet.cash_in')));
    expect(audit).toMatchObject({ staffId: cashier.id, note: 'Evening deposit' });
    expect(audit!.before).toEqual({ cashPaise: '0', creditPaise: '0' });
    expect(audit!.after).toMatchObject({ cashPaise: '250050', creditPaise: '0' });
  });

  it('pays out cash at the counter as a cashier withdrawal', async () => {
    const player = await fundedPlayer('1000');
    const cashier = await signedInCashier(t.app);
    const res = await walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '400' });
    expect(res.statusCode).toBe(200);
    expect(res.json().balance.cashBalance).toBe('600.00');
    expect(res.json().transactions[0]).toMatchObject({ type: 'cashier_withdrawal', amount: '-400.00' });
    await expectLedgerMatchesWallet(player.id);
  });

  it('refuses a cash-out above the cash balance with INSUFFICIENT_FUNDS and moves nothing', async () => {
    const player = await fundedPlayer('100');
    const cashier = await signedInCashier(t.app);
    const res = await walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '100.01' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    const [wallet] = await db().select().from(wallets).where(eq(wallets.playerId, player.id));
    expect(wallet!.cashPaise).toBe(10_000n);
  });
});

describe('credit cannot be withdrawn (docs/decisions/004)', () => {
  it('refuses to pay out credit as cash, saying so', async () => {
    const player = await fundedPlayer('100', { limit: '5000', issued: '5000' });
    const cashier = await signedInCashier(t.app);
    const res = await walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '150' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(res.json().message).toContain('Credit cannot be withdrawn');
    const [wallet] = await db().select().from(wallets).where(eq(wallets.playerId, player.id));
    expect(wallet).toMatchObject({ cashPaise: 10_000n, creditPaise: 500_000n });
  });

  it('settles credit from cash with a credit transfer: both balances go down, never cash up', async () => {
    const player = await fundedPlayer('1000', { limit: '500', issued: '300' });
    const cashier = await signedInCashier(t.app);
    const res = await walletCall(t.app, cashier.cookie, player.id, 'credit-transfer', { amount: '200' });
    expect(res.statusCode).toBe(200);
    expect(res.json().balance).toMatchObject({ cashBalance: '800.00', creditBalance: '100.00' });
    expect(
      res.json().transactions.map((row: { account: string; amount: string }) => [row.account, row.amount]),
    ).toEqual([
      ['cash', '-200.00'],
      ['credit', '-200.00'],
    ]);
    await expectLedgerMatchesWallet(player.id);
  });

  it('refuses a credit transfer above the credit held or the cash available', async () => {
    const player = await fundedPlayer('50', { limit: '500', issued: '300' });
    const cashier = await signedInCashier(t.app);
    expect((await walletCall(t.app, cashier.cookie, player.id, 'credit-transfer', { amount: '301' })).json().code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect((await walletCall(t.app, cashier.cookie, player.id, 'credit-transfer', { amount: '51' })).json().code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    await expectLedgerMatchesWallet(player.id);
  });

  it('has the database refuse any ledger row that would move credit into cash', async () => {
    const player = await createPlayer(db());
    const attempts: Omit<typeof transactions.$inferInsert, 'playerId'>[] = [
      { type: 'credit_transfer', account: 'cash', amountPaise: 100n },
      { type: 'add_credit', account: 'cash', amountPaise: 100n },
      { type: 'cashier_withdrawal', account: 'credit', amountPaise: -100n },
      { type: 'cash_in', account: 'credit', amountPaise: 100n },
      { type: 'cash_in', account: 'cash', amountPaise: -100n },
    ];
    for (const attempt of attempts) {
      await expect(
        db()
          .insert(transactions)
          .values({ playerId: player.id, ...attempt }),
        JSON.stringify(attempt, (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
      ).rejects.toThrow();
    }
  });
});

describe('credit', () => {
  it('refuses credit for a player without approved credit', async () => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    const res = await walletCall(t.app, cashier.cookie, player.id, 'credit-add', { amount: '10' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATE');
  });

  it('refuses credit above the limit with CREDIT_LIMIT_EXCEEDED', async () => {
    const player = await fundedPlayer('0.01', { limit: '1000', issued: '900' });
    const cashier = await signedInCashier(t.app);
    const res = await walletCall(t.app, cashier.cookie, player.id, 'credit-add', { amount: '100.01' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CREDIT_LIMIT_EXCEEDED');
    expect((await walletCall(t.app, cashier.cookie, player.id, 'credit-add', { amount: '100' })).statusCode).toBe(200);
    await expectLedgerMatchesWallet(player.id);
  });

  it('clears credit settled at the counter, never below zero', async () => {
    const player = await fundedPlayer('1', { limit: '1000', issued: '600' });
    const cashier = await signedInCashier(t.app);
    const res = await walletCall(t.app, cashier.cookie, player.id, 'credit-clear', { amount: '600' });
    expect(res.json().balance.creditBalance).toBe('0.00');
    expect(res.json().transactions[0]).toMatchObject({ type: 'clear_credit', account: 'credit', amount: '-600.00' });
    expect((await walletCall(t.app, cashier.cookie, player.id, 'credit-clear', { amount: '1' })).statusCode).toBe(409);
  });

  it('never sets a limit below the credit the player holds', async () => {
    const player = await fundedPlayer('1', { limit: '1000', issued: '600' });
    const admin = await signedInStaff(t.app, 'super_admin');
    const lower = (creditLimit: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/wallet/${player.id}/credit-limit`,
        headers: { cookie: admin.cookie },
        payload: { creditLimit },
      });
    const res = await lower('599.99');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CREDIT_LIMIT_EXCEEDED');
    expect((await lower('600')).json()).toMatchObject({ creditLimit: '600.00', creditBalance: '600.00' });
    // And the database itself refuses a wallet whose credit is above its limit.
    await expect(
      db().update(wallets).set({ creditLimitPaise: 100n }).where(eq(wallets.playerId, player.id)),
    ).rejects.toThrow();
  });

  it('withdraws the credit facility with a limit of zero', async () => {
    const player = await createPlayer(db());
    const admin = await signedInStaff(t.app, 'super_admin');
    const put = (creditLimit: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/wallet/${player.id}/credit-limit`,
        headers: { cookie: admin.cookie },
        payload: { creditLimit },
      });
    await put('1000');
    expect((await put('0')).json()).toMatchObject({ creditApproved: false, creditEligible: false });
    expect((await walletCall(t.app, admin.cookie, player.id, 'credit-add', { amount: '1' })).json().code).toBe(
      'INVALID_STATE',
    );
  });
});
