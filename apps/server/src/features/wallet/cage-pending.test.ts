import { randomUUID } from 'node:crypto';
import type { PendingOperation } from '@club/shared/cage';
import { STAFF_ROLES } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { signedInCashier, signedInStaff, walletCall } from '../../../test/wallet';
import { auditLog, cagePendingOperations, transactions, wallets } from '../../db/schema';
import { ledgerSum } from './wallet.repo';

const t = listeningTestApp();
const db = () => t.app.database.db;

const approve = (cookie: string, id: number, key: string | null = randomUUID(), note?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/cage/pending/${id}/approve`,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: note ? { note } : {},
  });
const reject = (cookie: string, id: number, note?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/cage/pending/${id}/reject`,
    headers: { cookie },
    payload: note ? { note } : {},
  });
const listPending = async (cookie: string): Promise<PendingOperation[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/staff/cage/pending', headers: { cookie } })).json();

const cash = async (playerId: number) =>
  (await db().select().from(wallets).where(eq(wallets.playerId, playerId)))[0]?.cashPaise ?? 0n;
const rowsOf = (playerId: number) => db().select().from(transactions).where(eq(transactions.playerId, playerId));

/** A player with `lakhs` × ₹1,00,000 of cash, deposited at the threshold by a super admin. */
async function playerWithCash(lakhs: number) {
  const player = await createPlayer(db());
  const admin = await signedInStaff(t.app, 'super_admin');
  for (let i = 0; i < lakhs; i += 1) {
    expect((await walletCall(t.app, admin.cookie, player.id, 'cash-in', { amount: '100000' })).statusCode).toBe(200);
  }
  return player;
}

/** A cashier on shift asks for a large cash-in: the pending record. */
async function largeCashIn(amount = '150000') {
  const cashier = await signedInCashier(t.app);
  const player = await createPlayer(db());
  const res = await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount, note: 'Suitcase' });
  expect(res.statusCode, res.body).toBe(202);
  return { cashier, player, pending: res.json().pending as PendingOperation };
}

describe('roles', () => {
  it('serves the pending list and decisions to cashiers and super admins only, before the body', async () => {
    const { pending } = await largeCashIn();
    for (const role of STAFF_ROLES) {
      const member = await signedInStaff(t.app, role);
      const allowed = role === 'cashier' || role === 'super_admin';
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/staff/cage/pending',
        headers: { cookie: member.cookie },
      });
      expect(list.statusCode, role).toBe(allowed ? 200 : 403);
      // Without an Idempotency-Key: 400 for the allowed, 403 for the others.
      expect((await approve(member.cookie, pending.id, null)).statusCode, role).toBe(allowed ? 400 : 403);
      if (!allowed) {
        const refused = await t.app.inject({
          method: 'POST',
          url: `/api/staff/cage/pending/${pending.id}/reject`,
          headers: { cookie: member.cookie },
          payload: { note: 'x'.repeat(600) },
        });
        expect(refused.statusCode, role).toBe(403);
      }
    }
    expect((await approve('', pending.id)).statusCode).toBe(401);
    expect((await reject('', pending.id)).statusCode).toBe(401);
    const player = await createPlayer(db());
    expect((await approve(await playerCookie(db(), player.id), pending.id)).statusCode).toBe(401);
  });
});

describe('large operations (four-eyes)', () => {
  it('moves money at the threshold and holds it above, for cashiers and super admins alike', async () => {
    const cashier = await signedInCashier(t.app);
    const player = await createPlayer(db());
    expect((await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '100000.00' })).statusCode).toBe(
      200,
    );
    expect((await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '100000.01' })).statusCode).toBe(
      202,
    );
    const admin = await signedInStaff(t.app, 'super_admin');
    expect((await walletCall(t.app, admin.cookie, player.id, 'cash-in', { amount: '100000.01' })).statusCode).toBe(202);
    expect(await cash(player.id)).toBe(10_000_000n);
  });

  it('holds the operation without moving money, tells the cage, and answers a retry with the same record', async () => {
    const cashier = await signedInCashier(t.app);
    const player = await createPlayer(db(), { firstName: 'Ravi', lastName: 'Menon' });
    const cage = await t.socketFor((await signedInStaff(t.app, 'super_admin')).cookie);
    const floor = await t.socketFor((await signedInStaff(t.app, 'manager')).cookie);
    const heard = nextEvent<{ pending: PendingOperation }>(cage, 'cage_pending_updated');
    const floorHears = receivesWithin(floor, 'cage_pending_updated');
    const key = randomUUID();

    const res = await walletCall(
      t.app,
      cashier.cookie,
      player.id,
      'cash-in',
      { amount: '250000.50', note: 'Bag' },
      key,
    );
    expect(res.statusCode).toBe(202);
    const { pending } = res.json() as { pending: PendingOperation };
    expect(pending).toMatchObject({
      kind: 'operation',
      operation: 'cash-in',
      transactionId: null,
      playerId: player.id,
      playerName: 'Ravi Menon',
      amount: '250000.50',
      note: 'Bag',
      status: 'pending',
      requestedById: cashier.id,
      requestedByName: cashier.name,
      decidedById: null,
      transactionIds: [],
    });
    expect(pending.shiftId).toEqual(expect.any(Number));
    expect((await heard).pending.id).toBe(pending.id);
    expect(await floorHears).toBe(false);
    expect(await rowsOf(player.id)).toHaveLength(0);

    const retry = await walletCall(
      t.app,
      cashier.cookie,
      player.id,
      'cash-in',
      { amount: '250000.50', note: 'Bag' },
      key,
    );
    expect(retry.statusCode).toBe(202);
    expect(retry.json().pending.id).toBe(pending.id);
    expect(
      await db().select().from(cagePendingOperations).where(eq(cagePendingOperations.playerId, player.id)),
    ).toHaveLength(1);
    expect((await listPending(cashier.cookie)).map((p) => p.id)).toContain(pending.id);
  });

  it("refuses at once what the wallet would refuse, in the service's words", async () => {
    const cashier = await signedInCashier(t.app);
    const player = await playerWithCash(1);
    const res = await walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '150000' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Insufficient cash balance: ₹100000.00 available');
    expect(
      await db().select().from(cagePendingOperations).where(eq(cagePendingOperations.playerId, player.id)),
    ).toHaveLength(0);
  });

  it('never lets the requester approve', async () => {
    const { cashier, pending } = await largeCashIn();
    const res = await approve(cashier.cookie, pending.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot approve your own request: another staff member must approve it');
  });

  it('applies the money once on approval by another person, as the requester’s operation, audited with both names', async () => {
    const { cashier, player, pending } = await largeCashIn('150000');
    const approver = await signedInStaff(t.app, 'super_admin');
    const playerSocket = await t.socketFor(await playerCookie(db(), player.id));
    const balance = nextEvent<{ balance: { cashBalance: string } }>(playerSocket, 'balance_updated');
    const cage = await t.socketFor(cashier.cookie);
    const decided = nextEvent<{ pending: PendingOperation }>(cage, 'cage_pending_updated');
    const key = randomUUID();

    const res = await approve(approver.cookie, pending.id, key, 'Counted twice');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pending).toMatchObject({
      status: 'approved',
      decidedById: approver.id,
      decidedByName: approver.name,
      decisionNote: 'Counted twice',
    });
    expect(body.result.balance.cashBalance).toBe('150000.00');
    expect((await balance).balance.cashBalance).toBe('150000.00');
    expect((await decided).pending).toMatchObject({ id: pending.id, status: 'approved' });

    const rows = await rowsOf(player.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'cash_in',
      amountPaise: 15_000_000n,
      staffId: cashier.id,
      shiftId: pending.shiftId,
    });
    expect(body.pending.transactionIds).toEqual([rows[0]?.id]);
    expect(await ledgerSum(db(), player.id, 'cash')).toBe(await cash(player.id));

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cage.approve_pending'), eq(auditLog.entityId, String(pending.id))));
    expect(audit?.staffId).toBe(approver.id);
    expect(audit?.after).toMatchObject({ requestedByName: cashier.name, approvedByName: approver.name });

    // The same key answers the first result; a new key finds it decided. Money moved once.
    const replay = await approve(approver.cookie, pending.id, key, 'Counted twice');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().pending.id).toBe(pending.id);
    const again = await approve((await signedInCashier(t.app)).cookie, pending.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This operation has already been approved');
    expect(await rowsOf(player.id)).toHaveLength(1);
    expect((await listPending(cashier.cookie)).map((p) => p.id)).not.toContain(pending.id);
  });

  it('lets another cashier approve, and keeps it pending when the wallet no longer allows it', async () => {
    const cashier = await signedInCashier(t.app);
    const player = await playerWithCash(2);
    const asked = await walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '150000' });
    expect(asked.statusCode).toBe(202);
    const { pending } = asked.json() as { pending: PendingOperation };
    await walletCall(t.app, cashier.cookie, player.id, 'cash-out', { amount: '90000' });

    const other = await signedInCashier(t.app);
    const refused = await approve(other.cookie, pending.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Insufficient cash balance: ₹110000.00 available');
    expect((await listPending(other.cookie)).find((p) => p.id === pending.id)?.status).toBe('pending');

    await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '40000' });
    expect((await approve(other.cookie, pending.id)).statusCode).toBe(200);
    expect(await cash(player.id)).toBe(0n);
  });

  it('rejects with a note (the requester may withdraw too), moving nothing', async () => {
    const { cashier, player, pending } = await largeCashIn();
    const res = await reject(cashier.cookie, pending.id, 'Asked by mistake');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', decidedById: cashier.id, decisionNote: 'Asked by mistake' });
    expect(await rowsOf(player.id)).toHaveLength(0);
    const late = await approve((await signedInStaff(t.app, 'super_admin')).cookie, pending.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This operation has already been rejected');
    const long = await reject(cashier.cookie, pending.id, 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Keep the note under 500 characters');
  });

  it('refuses an approval once the requester’s shift has closed', async () => {
    const { cashier, pending } = await largeCashIn();
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/cage/shifts/${pending.shiftId}/close`,
      headers: { cookie: cashier.cookie },
      payload: { countedCash: '0' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const res = await approve((await signedInStaff(t.app, 'super_admin')).cookie, pending.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The shift this operation was asked in has closed: reject it and ask again in an open shift',
    );
  });

  it('lets exactly one of an approval and a rejection racing each other win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { player, pending } = await largeCashIn();
      const admin = await signedInStaff(t.app, 'super_admin');
      const other = await signedInCashier(t.app);
      const [approved, rejected] = await Promise.all([
        approve(admin.cookie, pending.id),
        reject(other.cookie, pending.id),
      ]);
      expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      const [row] = await db().select().from(cagePendingOperations).where(eq(cagePendingOperations.id, pending.id));
      const rows = await rowsOf(player.id);
      expect(rows).toHaveLength(approved.statusCode === 200 ? 1 : 0);
      expect(row?.status).toBe(approved.statusCode === 200 ? 'approved' : 'rejected');
    }
  });
});
