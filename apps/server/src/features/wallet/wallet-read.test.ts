import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { signedInCashier, signedInStaff, walletCall } from '../../../test/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;

describe('GET /api/balance/{playerId}', () => {
  it("answers the spec's fields as decimal strings of rupees", async () => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '23456.50' });
    const res = await t.app.inject({
      url: `/api/balance/${player.id}`,
      headers: { cookie: await playerCookie(db(), player.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      playerId: player.id,
      cashBalance: '23456.50',
      currentBalance: '23456.50',
      creditBalance: '0.00',
      availableCredit: '0.00',
      creditLimit: '0.00',
      creditApproved: false,
      creditEligible: false,
      totalBalance: '23456.50',
      asOf: expect.any(String),
    });
  });

  it('counts credit in the total only while the player is credit eligible', async () => {
    const player = await createPlayer(db());
    const admin = await signedInStaff(t.app, 'super_admin');
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/wallet/${player.id}/credit-limit`,
      headers: { cookie: admin.cookie },
      payload: { creditLimit: '5000' },
    });
    await walletCall(t.app, admin.cookie, player.id, 'cash-in', { amount: '100' });
    await walletCall(t.app, admin.cookie, player.id, 'credit-add', { amount: '2000' });
    const res = await t.app.inject({
      url: `/api/balance/${player.id}`,
      headers: { cookie: await playerCookie(db(), player.id) },
    });
    expect(res.json()).toMatchObject({
      cashBalance: '100.00',
      creditBalance: '2000.00',
      creditLimit: '5000.00',
      creditApproved: true,
      creditEligible: true,
      totalBalance: '2100.00',
    });
  });

  it("refuses another player's balance with 403", async () => {
    const alice = await createPlayer(db());
    const bob = await createPlayer(db());
    const res = await t.app.inject({
      url: `/api/balance/${bob.id}`,
      headers: { cookie: await playerCookie(db(), alice.id) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(res.body).not.toContain('cashBalance');
  });

  it('refuses a visitor without a session with 401 and a player still in KYC with 403', async () => {
    const player = await createPlayer(db(), { kycStatus: 'pending' });
    expect((await t.app.inject(`/api/balance/${player.id}`)).statusCode).toBe(401);
    const onboarding = await t.app.inject({
      url: `/api/balance/${player.id}`,
      headers: { cookie: await playerCookie(db(), player.id, 'onboarding') },
    });
    expect(onboarding.statusCode).toBe(403);
    expect(onboarding.json().code).toBe('KYC_VERIFICATION_REQUIRED');
  });

  it('answers cashiers and super admins, and refuses the other staff roles', async () => {
    const player = await createPlayer(db());
    for (const role of ['cashier', 'super_admin'] as const) {
      const member = await signedInStaff(t.app, role);
      expect(
        (await t.app.inject({ url: `/api/balance/${player.id}`, headers: { cookie: member.cookie } })).statusCode,
      ).toBe(200);
    }
    for (const role of ['admin', 'manager', 'gre'] as const) {
      const member = await signedInStaff(t.app, role);
      expect(
        (await t.app.inject({ url: `/api/balance/${player.id}`, headers: { cookie: member.cookie } })).statusCode,
      ).toBe(403);
    }
  });

  it('answers 400 for a player id that is not a number', async () => {
    const player = await createPlayer(db());
    const res = await t.app.inject({
      url: '/api/balance/abc',
      headers: { cookie: await playerCookie(db(), player.id) },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/player/{playerId}/transactions', () => {
  it('lists the ledger newest first with signed amounts and the staff member who processed each row', async () => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '500', note: 'Deposit at the desk' });
    await walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '120.25' });
    const res = await t.app.inject({
      url: `/api/player/${player.id}/transactions`,
      headers: { cookie: await playerCookie(db(), player.id) },
    });
    expect(res.statusCode).toBe(200);
    const [withdrawal, deposit] = res.json();
    expect(withdrawal).toMatchObject({
      player_id: player.id,
      type: 'cashier_withdrawal',
      account: 'cash',
      amount: '-120.25',
      status: 'completed',
      description: 'Cash withdrawn at the cashier counter',
      staff_id: cashier.id,
      staff_name: cashier.name,
    });
    expect(deposit).toMatchObject({ type: 'cash_in', amount: '500.00', description: 'Deposit at the desk' });
    expect(Date.parse(withdrawal.created_at)).toBeGreaterThanOrEqual(Date.parse(deposit.created_at));
  });

  it('answers 10 by default and up to 100 with ?limit=100', async () => {
    const player = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    for (let i = 0; i < 12; i++) await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '1' });
    const cookie = await playerCookie(db(), player.id);
    const ten = await t.app.inject({ url: `/api/player/${player.id}/transactions`, headers: { cookie } });
    expect(ten.json()).toHaveLength(10);
    const all = await t.app.inject({ url: `/api/player/${player.id}/transactions?limit=100`, headers: { cookie } });
    expect(all.json()).toHaveLength(12);
    const tooMany = await t.app.inject({
      url: `/api/player/${player.id}/transactions?limit=1000`,
      headers: { cookie },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it("refuses another player's transactions with 403", async () => {
    const alice = await createPlayer(db());
    const bob = await createPlayer(db());
    const res = await t.app.inject({
      url: `/api/player/${bob.id}/transactions`,
      headers: { cookie: await playerCookie(db(), alice.id) },
    });
    expect(res.statusCode).toBe(403);
  });
});
