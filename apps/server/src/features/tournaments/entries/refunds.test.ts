import { randomUUID } from 'node:crypto';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../../test/fixtures';
import { clockAction, createTournament, putStructure, sampleStructure } from '../../../../test/tournaments';
import { fundPlayer, signedInCashier, signedInStaff } from '../../../../test/wallet';
import { auditLog, tournamentEntries, transactions, wallets } from '../../../db/schema';
import { ledgerSum } from '../../wallet/wallet.repo';

// Issue 29: unregistering, the desk's refund and a cancellation give the money back by reversal rows
// linked to the rows paid, once (decision 130).

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await staffCookie(t.app.database.db, (await createStaff(t.app.database.db, 'manager')).id);
});
afterAll(() => t.close());

const db = () => t.app.database.db;

async function newTournament() {
  const id = await createTournament(t.app, manager);
  expect((await putStructure(t.app, manager, id, sampleStructure())).statusCode).toBe(200);
  return id;
}
async function enteredPlayer(id: number, cash = '10000') {
  const row = await createPlayer(db());
  await fundPlayer(t.app, row.id, cash);
  const cookie = await playerCookie(db(), row.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/tournaments/${id}/entries`,
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...row, cookie, entryId: res.json().receipt.entryId as number };
}
const unregister = (cookie: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/tournaments/${id}/entries`, headers: { cookie } });
const refund = (cookie: string, id: number, entryId: number, key = randomUUID(), reason = 'Asked at the desk') =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/tournaments/${id}/entries/${entryId}/refund`,
    headers: { cookie, 'idempotency-key': key },
    payload: { reason },
  });
async function cashOf(playerId: number) {
  const [wallet] = await db().select().from(wallets).where(eq(wallets.playerId, playerId));
  return wallet?.cashPaise ?? 0n;
}
const rowsOf = (playerId: number) =>
  db().select().from(transactions).where(eq(transactions.playerId, playerId)).orderBy(transactions.id);
async function entry(entryId: number) {
  const [row] = await db().select().from(tournamentEntries).where(eq(tournamentEntries.id, entryId));
  return row;
}
async function expectLedgerMatches(playerId: number) {
  expect(await ledgerSum(db(), playerId, 'cash')).toBe(await cashOf(playerId));
}
/** Each refund row reverses exactly one paid row, once, for the same amount with the opposite sign. */
async function expectReversed(playerId: number) {
  const rows = await rowsOf(playerId);
  const paid = rows.filter((r) => r.type === 'tournament_buy_in' || r.type === 'tournament_fee');
  for (const row of paid) {
    const reversals = rows.filter((r) => r.reversesTransactionId === row.id);
    expect(reversals.map((r) => [r.type, r.amountPaise])).toEqual([['tournament_refund', -row.amountPaise]]);
  }
}

describe('a player unregisters before the start', () => {
  it('ends the entry as refunded and returns the buy-in and fee by linked reversal rows', async () => {
    const id = await newTournament();
    const ana = await enteredPlayer(id);
    expect(await cashOf(ana.id)).toBe(780_000n);
    const res = await unregister(ana.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().balance.cashBalance).toBe('10000.00');
    expect(res.json().refunded).toEqual([expect.objectContaining({ entryId: ana.entryId, status: 'refunded' })]);
    expect((await entry(ana.entryId))?.status).toBe('refunded');
    await expectReversed(ana.id);
    await expectLedgerMatches(ana.id);
    expect(await (await t.app.inject({ url: `/api/tournaments/${id}/clock` })).json()).toMatchObject({
      entries: 0,
      prizePool: '50000.00',
      fees: '0.00',
    });
    const again = await unregister(ana.cookie, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are not registered for this tournament');
    expect(await cashOf(ana.id)).toBe(1_000_000n);
    // The seat is free again: the player may enter anew.
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${id}/entries`,
      headers: { cookie: ana.cookie, 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(back.statusCode).toBe(200);
  });

  it('refuses once play has begun: the desk refunds during late registration', async () => {
    const id = await newTournament();
    const ben = await enteredPlayer(id);
    await clockAction(t.app, manager, id, { action: 'start' });
    const res = await unregister(ben.cookie, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Play has begun: only the desk can refund an entry now');
    expect(await cashOf(ben.id)).toBe(780_000n);
  });
});

describe('the desk refunds an entry', () => {
  const allowed = STAFF_PERMISSIONS.cashier as readonly StaffRole[];

  it.each(STAFF_ROLES)('answers a %s as the cashier permission says', async (role) => {
    const id = await newTournament();
    const cy = await enteredPlayer(id);
    const staff = role === 'cashier' ? await signedInCashier(t.app) : await signedInStaff(t.app, role);
    expect((await refund(staff.cookie, id, cy.entryId)).statusCode).toBe(allowed.includes(role) ? 200 : 403);
  });

  it('refunds during late registration, once for a retried key, and audits it; not after it closed', async () => {
    const id = await newTournament();
    const di = await enteredPlayer(id);
    const ed = await enteredPlayer(id);
    await clockAction(t.app, manager, id, { action: 'start' });
    const cashier = await signedInCashier(t.app);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      refund(cashier.cookie, id, di.entryId, key),
      refund(cashier.cookie, id, di.entryId, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().receipt).toMatchObject({ status: 'refunded', entryId: di.entryId });
    expect(await cashOf(di.id)).toBe(1_000_000n);
    await expectReversed(di.id);
    await expectLedgerMatches(di.id);
    const twice = await refund(cashier.cookie, id, di.entryId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This entry is refunded: nothing to refund');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.entry_refund'), eq(auditLog.entityId, String(di.entryId))));
    expect(audit).toMatchObject({ staffId: cashier.id, playerId: di.id, note: 'Asked at the desk' });

    await clockAction(t.app, manager, id, { action: 'next_level' });
    await clockAction(t.app, manager, id, { action: 'next_level' }); // the break: late registration closed
    const late = await refund(cashier.cookie, id, ed.entryId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Late registration has closed: the entry stands');
    expect(await cashOf(ed.id)).toBe(780_000n);
    expect((await refund(cashier.cookie, id, 99_999_999)).statusCode).toBe(409);
  });

  it('answers 404 for an entry of another tournament', async () => {
    const id = await newTournament();
    const other = await newTournament();
    const fay = await enteredPlayer(other);
    const res = await refund((await signedInCashier(t.app)).cookie, id, fay.entryId);
    expect(res.statusCode).toBe(404);
  });

  it('holds a refund above the reversal threshold for a super admin who did not ask (four-eyes)', async () => {
    const id = await newTournament();
    const boss = await signedInStaff(t.app, 'super_admin');
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/api/staff/club/settings',
      headers: { cookie: boss.cookie },
      payload: { reversalThreshold: '1000' },
    });
    try {
      expect(settings.statusCode, settings.body).toBe(200);
      const gus = await enteredPlayer(id);
      const cashier = await signedInCashier(t.app);
      const asked = await refund(cashier.cookie, id, gus.entryId, randomUUID(), 'Wrong tournament');
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json().pending).toMatchObject({ entryId: gus.entryId, amount: '2200.00', requestedBy: cashier.id });
      expect(await cashOf(gus.id)).toBe(780_000n);
      // The cage's list says the entry waits, for the super admin to find.
      expect((await deskEntries(boss.cookie, id, gus.id)).json().receipts[0]).toMatchObject({
        entryId: gus.entryId,
        status: 'active',
        refundRequested: true,
      });
      const self = await refund(cashier.cookie, id, gus.entryId);
      expect(self.statusCode).toBe(403);
      const otherCashier = await signedInCashier(t.app);
      const notBoss = await refund(otherCashier.cookie, id, gus.entryId);
      expect(notBoss.statusCode).toBe(403);
      expect(notBoss.json().message).toBe('Only a super admin can approve a refund above the threshold');
      const approved = await refund(boss.cookie, id, gus.entryId);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await cashOf(gus.id)).toBe(1_000_000n);
      expect((await entry(gus.entryId))?.refundedBy).toBe(boss.id);
      await expectReversed(gus.id);
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/staff/club/settings',
        headers: { cookie: boss.cookie },
        payload: { reversalThreshold: '10000' },
      });
    }
  });
});

const deskEntries = (cookie: string, id: number, playerId: number) =>
  t.app.inject({ method: 'GET', url: `/api/staff/tournaments/${id}/players/${playerId}/entries`, headers: { cookie } });

describe('the desk reads a player’s entries (the cage’s reprint and refund list)', () => {
  const allowed = STAFF_PERMISSIONS.cashier as readonly StaffRole[];

  it.each(STAFF_ROLES)('answers a %s as the cashier permission says', async (role) => {
    const id = await newTournament();
    const hal = await enteredPlayer(id);
    const staff = role === 'cashier' ? await signedInCashier(t.app) : await signedInStaff(t.app, role);
    expect((await deskEntries(staff.cookie, id, hal.id)).statusCode).toBe(allowed.includes(role) ? 200 : 403);
  });

  it('answers the receipts with the table and seat once drawn, and refuses a player', async () => {
    const id = await newTournament();
    const ivy = await enteredPlayer(id);
    const cashier = await signedInCashier(t.app);
    const before = (await deskEntries(cashier.cookie, id, ivy.id)).json();
    expect(before).toMatchObject({ status: 'active', table: null, seat: null });
    expect(before.receipts[0]).toMatchObject({ entryId: ivy.entryId, table: null, seat: null, refundRequested: false });
    const drawn = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tournaments/${id}/draw`,
      headers: { cookie: manager },
      payload: { tables: [{ number: 3, seats: 9 }] },
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const after = (await deskEntries(cashier.cookie, id, ivy.id)).json();
    expect(after.receipts[0]).toMatchObject({ table: 3, seat: after.seat });
    expect(after.seat).toEqual(expect.any(Number));
    // A player reads only their own entry, never through the desk's route.
    expect((await deskEntries(ivy.cookie, id, ivy.id)).statusCode).toBe(401);
    expect((await deskEntries(cashier.cookie, 99_999_999, ivy.id)).statusCode).toBe(404);
  });
});

describe('cancelling a tournament', () => {
  it('refunds every entry once, busted ones included, and the ledger equals every wallet', async () => {
    const id = await newTournament();
    const players = await Promise.all([enteredPlayer(id), enteredPlayer(id), enteredPlayer(id)]);
    const busted = players[0];
    if (!busted) throw new Error('no player');
    await db()
      .update(tournamentEntries)
      .set({ status: 'busted', endedAt: new Date() })
      .where(eq(tournamentEntries.id, busted.entryId));
    const cancel = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/staff/tournaments/${id}`,
        headers: { cookie: manager },
        payload: { status: 'cancelled' },
      });
    expect((await cancel()).statusCode).toBe(200);
    for (const p of players) {
      expect(await cashOf(p.id)).toBe(1_000_000n);
      expect((await entry(p.entryId))?.status).toBe('refunded');
      await expectReversed(p.id);
      await expectLedgerMatches(p.id);
    }
    // Cancelling again changes nothing and moves no money.
    expect((await cancel()).statusCode).toBe(200);
    for (const p of players) expect(await cashOf(p.id)).toBe(1_000_000n);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.cancel_refunds'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
  });
});
