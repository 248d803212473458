import { randomUUID } from 'node:crypto';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@club/shared/staff';
import type { TournamentStructureInput } from '@club/shared/tournament-structure';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../../test/fixtures';
import { connectSocket, eventMatching, listen } from '../../../../test/sockets';
import { clockAction, createTournament, putStructure, sampleStructure } from '../../../../test/tournaments';
import { fundPlayer, signedInCashier, signedInStaff } from '../../../../test/wallet';
import { auditLog, tournamentEntries, tournaments, transactions, wallets } from '../../../db/schema';
import { ledgerSum } from '../../wallet/wallet.repo';

// Issue 29, "Entries and money" (decision 130): every entry is paid through the ledger, once.

let t: TestApp;
let url: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  manager = await staffCookie(t.app.database.db, (await createStaff(t.app.database.db, 'manager')).id);
});
afterAll(() => t.close());

const db = () => t.app.database.db;

/** A tournament (buy-in ₹2,000, added ₹50,000) with the sample structure (fee ₹200, late registration to level 2). */
async function newTournament(structure: TournamentStructureInput = sampleStructure()) {
  const id = await createTournament(t.app, manager);
  const res = await putStructure(t.app, manager, id, structure);
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

async function player(cash = '10000') {
  const row = await createPlayer(db());
  if (cash !== '0') await fundPlayer(t.app, row.id, cash);
  return { ...row, cookie: await playerCookie(db(), row.id) };
}

const enter = (cookie: string, id: number, body: Record<string, unknown> = {}, key: string | null = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tournaments/${id}/entries`,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
const deskEnter = (cookie: string, id: number, body: Record<string, unknown>, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/tournaments/${id}/entries`,
    headers: { cookie, 'idempotency-key': key },
    payload: body,
  });
const me = (cookie: string, id: number) => t.app.inject({ url: `/api/tournaments/${id}/me`, headers: { cookie } });
const clock = async (id: number) => (await t.app.inject({ url: `/api/tournaments/${id}/clock` })).json();

async function cashOf(playerId: number): Promise<bigint> {
  const [wallet] = await db().select().from(wallets).where(eq(wallets.playerId, playerId));
  return wallet?.cashPaise ?? 0n;
}
const rowsOf = (playerId: number) =>
  db().select().from(transactions).where(eq(transactions.playerId, playerId)).orderBy(transactions.id);
const entriesOf = (id: number) => db().select().from(tournamentEntries).where(eq(tournamentEntries.tournamentId, id));
/** The ledger equals the wallet (DESIGN.md section 5). */
async function expectLedgerMatches(playerId: number) {
  expect(await ledgerSum(db(), playerId, 'cash')).toBe(await cashOf(playerId));
}
const bust = (id: number, playerId: number) =>
  db()
    .update(tournamentEntries)
    .set({ status: 'busted', endedAt: new Date() })
    .where(and(eq(tournamentEntries.tournamentId, id), eq(tournamentEntries.playerId, playerId)));

describe('a player enters from the cash balance', () => {
  it('writes the buy-in and the fee as two ledger rows with the entry, and answers a receipt', async () => {
    const id = await newTournament();
    const ana = await player('10000');
    const res = await enter(ana.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    const { receipt, balance } = res.json();
    expect(receipt).toMatchObject({
      tournamentId: id,
      playerId: ana.id,
      kind: 'entry',
      buyIn: '2000.00',
      fee: '200.00',
      total: '2200.00',
      payment: 'balance',
      chips: 20_000,
      status: 'active',
      shiftId: null,
      soldBy: null,
      table: null,
      seat: null,
    });
    expect(balance.cashBalance).toBe('7800.00');
    const rows = await rowsOf(ana.id);
    expect(rows.slice(1).map((r) => [r.type, r.amountPaise])).toEqual([
      ['tournament_buy_in', -200_000n],
      ['tournament_fee', -20_000n],
    ]);
    expect(receipt.transactionIds).toEqual(rows.slice(1).map((r) => r.id));
    await expectLedgerMatches(ana.id);
  });

  it('computes the pool from the buy-ins plus the added money, with the fees apart', async () => {
    const id = await newTournament();
    for (let i = 0; i < 3; i++) expect((await enter((await player()).cookie, id)).statusCode).toBe(200);
    expect(await clock(id)).toMatchObject({
      entries: 3,
      playersLeft: 3,
      chipsInPlay: 60_000,
      averageStack: 20_000,
      prizePool: '56000.00',
      fees: '600.00',
    });
    const [row] = await db().select().from(tournaments).where(eq(tournaments.id, id));
    expect(row?.addedMoneyPaise).toBe(5_000_000n);
  });

  it('refuses without enough cash with the balance and the price, writing nothing', async () => {
    const id = await newTournament();
    const ben = await player('2199.99');
    const before = await rowsOf(ben.id);
    const res = await enter(ben.cookie, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Not enough cash: the balance is ₹2199.99 and this costs ₹2200.00',
    });
    expect(await rowsOf(ben.id)).toEqual(before);
    expect(await cashOf(ben.id)).toBe(219_999n);
    expect(await entriesOf(id)).toHaveLength(0);
  });

  it('enters once and charges once for a double tap with one Idempotency-Key', async () => {
    const id = await newTournament();
    const cy = await player('10000');
    const key = randomUUID();
    const [a, b] = await Promise.all([enter(cy.cookie, id, {}, key), enter(cy.cookie, id, {}, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().receipt.entryId).toBe(b.json().receipt.entryId);
    expect(await entriesOf(id)).toHaveLength(1);
    expect(await cashOf(cy.id)).toBe(780_000n);
    const again = await enter(cy.cookie, id, { kind: 'rebuy' }, key);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IDEMPOTENCY_CONFLICT');
    await expectLedgerMatches(cy.id);
  });

  it('refuses a second entry under a new key with ALREADY_REGISTERED, charging once', async () => {
    const id = await newTournament();
    const di = await player('10000');
    expect((await enter(di.cookie, id)).statusCode).toBe(200);
    const second = await enter(di.cookie, id);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_REGISTERED');
    expect(await cashOf(di.id)).toBe(780_000n);
  });

  it('needs an Idempotency-Key and a known kind', async () => {
    const id = await newTournament();
    const ed = await player();
    const noKey = await enter(ed.cookie, id, {}, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toContain('Idempotency-Key');
    const badKind = await enter(ed.cookie, id, { kind: 'freeroll' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toContain('kind is one of entry, reentry, rebuy, addon');
    expect((await enter(ed.cookie, 99_999_999)).statusCode).toBe(404);
  });

  it('gives the last seat to exactly one of 20 players entering at once; the others pay nothing', async () => {
    const id = await newTournament();
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/staff/tournaments/${id}`,
          headers: { cookie: manager },
          payload: { max_players: 5 },
        })
      ).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i++) expect((await enter((await player()).cookie, id)).statusCode).toBe(200);
    const racers = await Promise.all(Array.from({ length: 20 }, () => player('10000')));
    const answers = await Promise.all(racers.map((r) => enter(r.cookie, id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(
      Array(19).fill('TOURNAMENT_FULL'),
    );
    expect(await entriesOf(id)).toHaveLength(5);
    const charged = await Promise.all(racers.map((r) => cashOf(r.id)));
    expect(charged.filter((cash) => cash === 780_000n)).toHaveLength(1);
    expect(charged.filter((cash) => cash === 1_000_000n)).toHaveLength(19);
    for (const r of racers) await expectLedgerMatches(r.id);
  });
});

describe('the structure’s entry rules', () => {
  it('closes late registration at the end of its level, saying why', async () => {
    const id = await newTournament();
    expect((await clockAction(t.app, manager, id, { action: 'start' })).statusCode).toBe(200);
    expect((await clockAction(t.app, manager, id, { action: 'next_level' })).statusCode).toBe(200);
    expect((await enter((await player()).cookie, id)).statusCode).toBe(200); // level 2: still open
    expect((await clockAction(t.app, manager, id, { action: 'next_level' })).statusCode).toBe(200); // the break
    const late = await player();
    const res = await enter(late.cookie, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'REGISTRATION_CLOSED',
      message: 'Late registration closed at the end of level 2',
    });
    expect(await cashOf(late.id)).toBe(1_000_000n);
  });

  it('allows a re-entry only after a bust, within its limit and its level', async () => {
    const id = await newTournament();
    const fay = await player('20000');
    expect((await enter(fay.cookie, id)).statusCode).toBe(200);
    const stillIn = await enter(fay.cookie, id, { kind: 'reentry' });
    expect(stillIn.statusCode).toBe(409);
    expect(stillIn.json().message).toBe('A re-entry is only for a player who has busted: this player is still in');
    const entryAgain = await enter(fay.cookie, id);
    expect(entryAgain.json().code).toBe('ALREADY_REGISTERED');
    await bust(id, fay.id);
    const asEntry = await enter(fay.cookie, id);
    expect(asEntry.json().message).toBe('This player has busted: a re-entry is the way back in');
    const back = await enter(fay.cookie, id, { kind: 'reentry' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().receipt).toMatchObject({ kind: 'reentry', buyIn: '2000.00', fee: '200.00', chips: 20_000 });
    await bust(id, fay.id);
    const twice = await enter(fay.cookie, id, { kind: 'reentry' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('No re-entries left: this tournament allows 1');
    expect(await cashOf(fay.id)).toBe(2_000_000n - 2n * 220_000n);
    await expectLedgerMatches(fay.id);

    // Past its level a re-entry is closed, even with re-entries left.
    const other = await newTournament({
      ...sampleStructure(),
      entryRules: { maxReentries: 2, reentryUntilLevel: 1, fee: '0' },
    });
    const gus = await player();
    expect((await enter(gus.cookie, other)).statusCode).toBe(200);
    await bust(other, gus.id);
    await clockAction(t.app, manager, other, { action: 'start' });
    await clockAction(t.app, manager, other, { action: 'next_level' });
    const late = await enter(gus.cookie, other, { kind: 'reentry' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Re-entry closed at the end of level 1');
  });

  it('sells rebuys while allowed and one add-on at its level', async () => {
    const id = await newTournament({
      ...sampleStructure(),
      entryRules: {
        maxReentries: 0,
        reentryUntilLevel: null,
        fee: '100',
        rebuy: { price: '1000', chips: 10_000, untilLevel: 1 },
        addOn: { price: '1500', chips: 15_000, atLevel: 2 },
      },
    });
    const hal = await player('20000');
    expect((await enter(hal.cookie, id, { kind: 'rebuy' })).json().message).toBe(
      'A rebuy is for a player still in the tournament',
    );
    expect((await enter(hal.cookie, id)).statusCode).toBe(200);
    expect((await enter(hal.cookie, id, { kind: 'rebuy' })).json().message).toBe('Rebuys open when play begins');
    await clockAction(t.app, manager, id, { action: 'start' });
    const rebuy = await enter(hal.cookie, id, { kind: 'rebuy' });
    expect(rebuy.statusCode, rebuy.body).toBe(200);
    expect(rebuy.json().receipt).toMatchObject({ kind: 'rebuy', buyIn: '1000.00', fee: '100.00', chips: 10_000 });
    expect((await enter(hal.cookie, id, { kind: 'addon' })).json().message).toBe(
      'The add-on is taken during level 2 and the break after it',
    );
    await clockAction(t.app, manager, id, { action: 'next_level' });
    expect((await enter(hal.cookie, id, { kind: 'rebuy' })).json().message).toBe('Rebuys closed at the end of level 1');
    const addOn = await enter(hal.cookie, id, { kind: 'addon' });
    expect(addOn.statusCode, addOn.body).toBe(200);
    expect(addOn.json().receipt).toMatchObject({ kind: 'addon', buyIn: '1500.00', chips: 15_000 });
    const again = await enter(hal.cookie, id, { kind: 'addon' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This player already took the add-on');
    expect(await clock(id)).toMatchObject({ entries: 1, chipsInPlay: 45_000, prizePool: '54500.00', fees: '300.00' });

    const mine = (await me(hal.cookie, id)).json();
    expect(mine).toMatchObject({
      tournamentId: id,
      status: 'active',
      counts: { entry: 1, reentry: 0, rebuy: 1, addon: 1 },
      chipsIn: 45_000,
      paid: { buyIns: '4500.00', fees: '300.00' },
      table: null,
      seat: null,
      place: null,
    });
    expect(mine.receipts).toHaveLength(3);
  });

  it('refuses entries for a finished tournament and a tournament without rebuys', async () => {
    const id = await newTournament();
    const ida = await player();
    expect((await enter(ida.cookie, id)).statusCode).toBe(200);
    await clockAction(t.app, manager, id, { action: 'start' });
    expect((await enter(ida.cookie, id, { kind: 'rebuy' })).json().message).toBe('This tournament has no rebuys');
    expect((await enter(ida.cookie, id, { kind: 'addon' })).json().message).toBe('This tournament has no add-on');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/tournaments/${id}`,
      headers: { cookie: manager },
      payload: { status: 'finished' },
    });
    const late = await enter((await player()).cookie, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The tournament is finished: it takes no more entries');
  });
});

describe('the desk enters a player', () => {
  const allowed = STAFF_PERMISSIONS.cashier as readonly StaffRole[];

  it.each(STAFF_ROLES)('answers a %s as the cashier permission says', async (role) => {
    const id = await newTournament();
    const jo = await player();
    const staff = role === 'cashier' ? await signedInCashier(t.app) : await signedInStaff(t.app, role);
    const res = await deskEnter(staff.cookie, id, { playerId: jo.id, kind: 'entry', payment: 'balance' });
    expect(res.statusCode, res.body).toBe(allowed.includes(role) ? 200 : 403);
  });

  it('refuses players and anonymous callers before reading the body', async () => {
    const id = await newTournament();
    const kim = await player();
    expect((await deskEnter(kim.cookie, id, { playerId: kim.id, payment: 'balance' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/staff/tournaments/${id}/entries`, payload: {} })).statusCode,
    ).toBe(401);
  });

  it('takes cash into the cashier’s open shift, leaves the balance as it was, and audits it', async () => {
    const id = await newTournament();
    const lea = await player('0');
    const cashier = await signedInCashier(t.app);
    const res = await deskEnter(cashier.cookie, id, { playerId: lea.id, kind: 'entry', payment: 'cash' });
    expect(res.statusCode, res.body).toBe(200);
    const { receipt, balance } = res.json();
    expect(receipt).toMatchObject({ payment: 'cash', soldBy: cashier.name, total: '2200.00' });
    expect(receipt.shiftId).toEqual(expect.any(Number));
    expect(balance.cashBalance).toBe('0.00');
    const rows = await rowsOf(lea.id);
    expect(rows.map((r) => [r.type, r.amountPaise, r.shiftId])).toEqual([
      ['cash_in', 220_000n, receipt.shiftId],
      ['tournament_buy_in', -200_000n, receipt.shiftId],
      ['tournament_fee', -20_000n, receipt.shiftId],
    ]);
    await expectLedgerMatches(lea.id);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.entry'), eq(auditLog.entityId, String(receipt.entryId))));
    expect(audit).toMatchObject({ staffId: cashier.id, playerId: lea.id, entity: 'tournament_entry' });

    const noShift = await signedInStaff(t.app, 'cashier');
    const refused = await deskEnter(noShift.cookie, id, { playerId: (await player()).id, payment: 'cash' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Open a shift before handling money');
    const boss = await signedInStaff(t.app, 'super_admin');
    const bossCash = await deskEnter(boss.cookie, id, { playerId: (await player()).id, payment: 'cash' });
    expect(bossCash.statusCode).toBe(409);
  });

  it('refuses a barred or unapproved player, and a player without cash for the price', async () => {
    const id = await newTournament();
    const cashier = await signedInCashier(t.app);
    const barred = await createPlayer(db(), { barredAt: new Date(), barReason: 'Cheating' });
    const b = await deskEnter(cashier.cookie, id, { playerId: barred.id, payment: 'cash' });
    expect(b.statusCode).toBe(403);
    expect(b.json().code).toBe('PLAYER_BARRED');
    const pending = await createPlayer(db(), { kycStatus: 'submitted' });
    const p = await deskEnter(cashier.cookie, id, { playerId: pending.id, payment: 'cash' });
    expect(p.statusCode).toBe(403);
    expect(p.json().code).toBe('KYC_VERIFICATION_REQUIRED');
    const poor = await player('100');
    const n = await deskEnter(cashier.cookie, id, { playerId: poor.id, payment: 'balance' });
    expect(n.statusCode).toBe(409);
    expect(n.json().message).toBe('Not enough cash: the balance is ₹100.00 and this costs ₹2200.00');
    expect(await entriesOf(id)).toHaveLength(0);
    expect((await deskEnter(cashier.cookie, id, { playerId: 99_999_999, payment: 'cash' })).statusCode).toBe(404);
  });

  it('pushes the entry to the player’s phone, the balance and the clock after the commit', async () => {
    const id = await newTournament();
    const max = await player('5000');
    const socket = await connectSocket(url, max.cookie);
    // Another player's phone hears the lobby's count, never this player's entry or balance.
    const other = await connectSocket(url, (await player('0')).cookie);
    const otherHeard: string[] = [];
    other.on('tournament_my_entry', () => otherHeard.push('tournament_my_entry'));
    other.on('balance_updated', () => otherHeard.push('balance_updated'));
    const otherLobby = eventMatching<{ id: number }>(other, 'tournament_updated', (e) => e.id === id);
    try {
      const mine = eventMatching<{ tournamentId: number; status: string }>(
        socket,
        'tournament_my_entry',
        (e) => e.tournamentId === id,
      );
      const balance = eventMatching<{ playerId: number; balance: { cashBalance: string } }>(
        socket,
        'balance_updated',
        (e) => e.playerId === max.id,
      );
      const ticked = eventMatching<{ tournamentId: number; entries: number }>(
        socket,
        'tournament_clock',
        (e) => e.tournamentId === id,
      );
      const lobby = eventMatching<{ id: number; registered_players: number }>(
        socket,
        'tournament_updated',
        (e) => e.id === id,
      );
      const cashier = await signedInCashier(t.app);
      expect((await deskEnter(cashier.cookie, id, { playerId: max.id, payment: 'balance' })).statusCode).toBe(200);
      expect(await mine).toMatchObject({ status: 'active' });
      expect((await balance).balance.cashBalance).toBe('2800.00');
      expect(await ticked).toMatchObject({ entries: 1, prizePool: '52000.00' });
      expect(await lobby).toMatchObject({ registered_players: 1, prize_pool: '52000.00' });
      await otherLobby;
      expect(otherHeard).toEqual([]);
    } finally {
      socket.close();
      other.close();
    }
  });
});

describe('GET /api/tournaments/{id}/me', () => {
  it('shows only the signed-in player’s own entry', async () => {
    const id = await newTournament();
    const nia = await player();
    expect((await enter(nia.cookie, id)).statusCode).toBe(200);
    expect((await me(nia.cookie, id)).json()).toMatchObject({
      status: 'active',
      counts: { entry: 1 },
      chipsIn: 20_000,
    });
    const other = await player();
    expect((await me(other.cookie, id)).json()).toMatchObject({ status: 'none', receipts: [], chipsIn: 0 });
    expect((await me(other.cookie, 99_999_999)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/tournaments/${id}/me` })).statusCode).toBe(401);
  });
});
