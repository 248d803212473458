import { randomUUID } from 'node:crypto';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '@club/shared/staff';
import { DEAL_MESSAGES } from '@club/shared/tournament-deals';
import type { PushNotification } from '@club/shared/notifications';
import {
  PRIZE_MESSAGES,
  type PayPrizesAnswer,
  type TournamentFigures,
  type TournamentPrizes,
  type TournamentResult,
} from '@club/shared/tournament-prizes';
import type { Report } from '@club/shared/reports';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventMatching, listeningTestApp } from '../../../../test/sockets';
import { signedInPlayer } from '../../../../test/tables';
import {
  clockAction,
  createTournament,
  managedTournament,
  putStructure,
  putThreePlacePayoutTable,
  sampleStructure,
} from '../../../../test/tournaments';
import { fundPlayer, signedInCashier, signedInStaff } from '../../../../test/wallet';
import {
  auditLog,
  tournamentEliminations,
  tournamentEntries,
  tournamentPrizes,
  transactions,
  wallets,
} from '../../../db/schema';
import { summaryLines } from '../../reports/daily-summary.service';
import { ledgerSum } from '../../wallet/wallet.repo';

// Issue 30, "Paying prizes" and "The tournament's figures" (decision 133).
const t = listeningTestApp();
const db = () => t.app.database.db;
type Signed = Awaited<ReturnType<typeof signedInPlayer>>;

// 3 places from 3 entries (50/30/20), as the deals' tests: the pool is ₹2,000 a buy-in plus ₹50,000 added.
beforeAll(() => putThreePlacePayoutTable(t.app));

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const pay = (cookie: string, id: number, key: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/tournaments/${id}/prizes/pay`,
    headers: { cookie, 'idempotency-key': key },
  });
const bust = (cookie: string, id: number, playerId: number, eliminatorId?: number) =>
  call(cookie, 'POST', `/api/staff/tournaments/${id}/eliminations`, { playerId, eliminatorId });
const prizesOf = async (cookie: string, id: number) =>
  (await call(cookie, 'GET', `/api/staff/tournaments/${id}/prizes`)).json<TournamentPrizes>();
const figuresOf = async (cookie: string, id: number) =>
  (await call(cookie, 'GET', `/api/staff/tournaments/${id}/figures`)).json<TournamentFigures>();

const enter = (player: Signed, id: number, kind: 'entry' | 'reentry' = 'entry') =>
  t.app.inject({
    method: 'POST',
    url: `/api/tournaments/${id}/entries`,
    headers: { cookie: player.cookie, 'idempotency-key': randomUUID() },
    payload: { kind },
  });

/**
 * A running tournament with `n` players entered from their balance (₹2,000 + ₹200 fee each); `bounty` makes
 * it a knockout (that much of each buy-in is the entry's bounty).
 */
async function running(n: number, bounty?: string, options: { lateRegistration?: 'open' } = {}) {
  const structure = sampleStructure();
  if (bounty) structure.entryRules = { ...structure.entryRules, bounty };
  const { id, manager } = await managedTournament(t.app, structure);
  const players: Signed[] = [];
  for (let i = 0; i < n; i += 1) {
    const player = await signedInPlayer(t.app);
    await fundPlayer(t.app, player.id);
    const res = await enter(player, id);
    expect(res.statusCode, res.body).toBe(200);
    players.push(player);
  }
  expect((await clockAction(t.app, manager.cookie, id, { action: 'start' })).statusCode).toBe(200);
  // Prizes are paid once no entry can come (issue 38): the desk closes registration in level 1.
  if (options.lateRegistration !== 'open') await closeRegistration(manager.cookie, id);
  return { id, manager, players };
}

const closeRegistration = async (cookie: string, id: number) => {
  const res = await call(cookie, 'PATCH', `/api/staff/tournaments/${id}`, { registration_open: false });
  expect(res.statusCode, res.body).toBe(200);
};

/** Busts everyone but the first player, last player first, each by the first player. */
async function playedOut(n: number) {
  const game = await running(n);
  const [winner, ...rest] = game.players as [Signed, ...Signed[]];
  for (const player of rest.reverse()) {
    const res = await bust(game.manager.cookie, game.id, player.id, winner.id);
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...game, winner };
}

/** The prize payments (ledger rows) made to `players`. */
const prizeRowsOf = (players: readonly { id: number }[]) =>
  db()
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.type, 'tournament_prize'),
        inArray(
          transactions.playerId,
          players.map((p) => p.id),
        ),
      ),
    );

const cashOf = async (playerId: number) =>
  (await db().select().from(wallets).where(eq(wallets.playerId, playerId)))[0]?.cashPaise ?? 0n;

async function expectWalletsEqualLedger(players: readonly { id: number }[]) {
  for (const player of players) expect(await cashOf(player.id)).toBe(await ledgerSum(db(), player.id, 'cash'));
}

async function withLargeOperationThreshold<T>(amount: string, run: () => Promise<T>): Promise<T> {
  const boss = await signedInStaff(t.app, 'super_admin');
  const set = (value: string) =>
    call(boss.cookie, 'PATCH', '/api/staff/club/settings', { largeOperationThreshold: value });
  expect((await set(amount)).statusCode).toBe(200);
  try {
    return await run();
  } finally {
    await set('100000');
  }
}

describe('paying the prizes', () => {
  it('refuses while paid places are still playing, then pays every prize once to the wallets: the ledger sums to zero with the fees', async () => {
    const game = await running(4);
    const [winner, second, third, fourth] = game.players as [Signed, Signed, Signed, Signed];
    const cashier = await signedInCashier(t.app);
    expect((await bust(game.manager.cookie, game.id, fourth.id, winner.id)).statusCode).toBe(200);
    const early = await pay(cashier.cookie, game.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Not every paid place is known: 1st, 2nd and 3rd are still playing');
    expect((await prizesOf(cashier.cookie, game.id)).placesStillPlaying).toEqual([1, 2, 3]);
    expect((await bust(game.manager.cookie, game.id, third.id, second.id)).statusCode).toBe(200);
    expect((await bust(game.manager.cookie, game.id, second.id, winner.id)).statusCode).toBe(200);

    const phone = await t.socketFor(third.cookie);
    const desk = await t.socketFor(cashier.cookie);
    const told = eventMatching<PushNotification>(phone, 'notification', (n) => n.message.includes('You finished'));
    const balance = eventMatching<{ playerId: number }>(phone, 'balance_updated', (e) => e.playerId === third.id);
    const changed = eventMatching<{ id: number }>(desk, 'tournament_prizes_changed', (e) => e.id === game.id);
    const before = await cashOf(third.id);
    const res = await pay(cashier.cookie, game.id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<PayPrizesAnswer>();
    // ₹58,000 pool: 50/30/20 rounded to ₹100.
    expect(answer.receipts.map((r) => [r.playerId, r.place, r.amount])).toEqual([
      [winner.id, 1, '29000.00'],
      [second.id, 2, '17400.00'],
      [third.id, 3, '11600.00'],
    ]);
    expect(answer.receipts[0]?.cashier).toBe(cashier.name);
    expect(answer.prizes.prizes.every((p) => p.status === 'paid')).toBe(true);
    expect((await told).message).toBe('You finished 3rd: ₹11,600.00 added to your balance');
    await balance;
    await changed;
    expect((await cashOf(third.id)) - before).toBe(1_160_000n);
    await expectWalletsEqualLedger(game.players);

    const figures = await figuresOf(cashier.cookie, game.id);
    expect(figures).toMatchObject({
      entriesByKind: { entry: 4, reentry: 0, rebuy: 0, addon: 0 },
      buyIns: '8000.00',
      fees: '800.00',
      addedMoney: '50000.00',
      prizePool: '58000.00',
      prizesPaid: '58000.00',
      prizesPending: '0.00',
      ledgerRows: '49200.00',
      ledgerCheck: '0.00',
      balanced: true,
    });
    // From the clock's start to the last bust.
    expect(figures.startedAt && figures.endedAt && Date.parse(figures.startedAt) <= Date.parse(figures.endedAt)).toBe(
      true,
    );
    expect(figures.durationMinutes).toBe(0);
    expect(figures.places.map((p) => [p.place, p.prize])).toEqual([
      [1, '29000.00'],
      [2, '17400.00'],
      [3, '11600.00'],
      [4, null],
    ]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.prize'), eq(auditLog.entityId, String(game.id))));
    expect(audits).toHaveLength(3);
  });

  it('pays once when paid twice: the same key answers the first receipts, another key pays nothing more, parallel calls pay once', async () => {
    const game = await playedOut(3);
    const cashier = await signedInCashier(t.app);
    const key = randomUUID();
    const first = await pay(cashier.cookie, game.id, key);
    const again = await pay(cashier.cookie, game.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<PayPrizesAnswer>().receipts).toEqual(first.json<PayPrizesAnswer>().receipts);
    const other = await pay(cashier.cookie, game.id);
    expect(other.statusCode).toBe(200);
    expect(other.json<PayPrizesAnswer>().receipts).toEqual([]);
    const rows = await prizeRowsOf(game.players);
    expect(rows).toHaveLength(3);

    const parallel = await playedOut(3);
    const boss = await signedInStaff(t.app, 'super_admin');
    const sameKey = randomUUID();
    const answers = await Promise.all([
      pay(cashier.cookie, parallel.id),
      pay(boss.cookie, parallel.id),
      pay(cashier.cookie, parallel.id, sameKey),
      pay(cashier.cookie, parallel.id, sameKey),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const paidRows = await prizeRowsOf(parallel.players);
    expect(paidRows).toHaveLength(3);
    expect((await figuresOf(cashier.cookie, parallel.id)).balanced).toBe(true);
    await expectWalletsEqualLedger(parallel.players);
  });

  it('holds a prize above the cage’s threshold for a super admin who did not ask (four-eyes)', async () => {
    await withLargeOperationThreshold('20000', async () => {
      const game = await playedOut(3);
      const cashier = await signedInCashier(t.app);
      const first = await pay(cashier.cookie, game.id);
      expect(first.statusCode, first.body).toBe(200);
      const answer = first.json<PayPrizesAnswer>();
      expect(answer.receipts.map((r) => r.place)).toEqual([2, 3]);
      expect(answer.prizes.prizes[0]).toMatchObject({
        place: 1,
        amount: '28000.00',
        status: 'pending',
        requestedBy: cashier.name,
      });
      expect(answer.prizes.pending).toBe('28000.00');
      const before = await cashOf(game.winner.id);
      // The one who asked, another cashier: nothing moves.
      for (const who of [cashier, await signedInCashier(t.app)]) {
        const res = await pay(who.cookie, game.id);
        expect(res.json<PayPrizesAnswer>().receipts).toEqual([]);
      }
      expect(await cashOf(game.winner.id)).toBe(before);
      const boss = await signedInStaff(t.app, 'super_admin');
      const approved = await pay(boss.cookie, game.id);
      expect(approved.json<PayPrizesAnswer>().receipts.map((r) => [r.place, r.amount])).toEqual([[1, '28000.00']]);
      expect((await cashOf(game.winner.id)) - before).toBe(2_800_000n);
      const requests = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'tournament.prize_request'), eq(auditLog.entityId, String(game.id))));
      expect(requests).toHaveLength(1);
      expect((await figuresOf(boss.cookie, game.id)).balanced).toBe(true);
    });
  });

  it('pays a confirmed deal’s amounts', async () => {
    const game = await running(3);
    const [a, b, c] = game.players as [Signed, Signed, Signed];
    const stacks = [
      { playerId: a.id, chips: 50_000 },
      { playerId: b.id, chips: 25_000 },
      { playerId: c.id, chips: 25_000 },
    ];
    const proposed = await call(game.manager.cookie, 'POST', `/api/staff/tournaments/${game.id}/deal`, {
      method: 'icm',
      stacks,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const shares = new Map(
      proposed.json<{ shares: { playerId: number; amount: string }[] }>().shares.map((s) => [s.playerId, s.amount]),
    );
    for (const player of game.players) {
      expect((await call(player.cookie, 'POST', `/api/tournaments/${game.id}/deal/accept`)).statusCode).toBe(200);
    }
    expect((await call(game.manager.cookie, 'POST', `/api/staff/tournaments/${game.id}/deal/confirm`)).statusCode).toBe(
      200,
    );
    const cashier = await signedInCashier(t.app);
    const res = await pay(cashier.cookie, game.id);
    expect(res.statusCode, res.body).toBe(200);
    const receipts = res.json<PayPrizesAnswer>().receipts;
    expect(receipts.map((r) => [r.playerId, r.place, r.amount])).toEqual([
      [a.id, 1, shares.get(a.id)],
      [b.id, 2, shares.get(b.id)],
      [c.id, 3, shares.get(c.id)],
    ]);
    expect(res.json<PayPrizesAnswer>().prizes.prizes.every((p) => p.fromDeal)).toBe(true);
    expect((await figuresOf(cashier.cookie, game.id)).balanced).toBe(true);
    await expectWalletsEqualLedger(game.players);
  });

  it('refuses to undo a bust or cancel the tournament once prizes are paid, saying why', async () => {
    const game = await playedOut(3);
    const cashier = await signedInCashier(t.app);
    expect((await pay(cashier.cookie, game.id)).statusCode).toBe(200);
    const loser = game.players[2] as Signed;
    const undo = await call(
      game.manager.cookie,
      'DELETE',
      `/api/staff/tournaments/${game.id}/eliminations/${loser.id}`,
      {
        reason: 'Wrong player',
      },
    );
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(PRIZE_MESSAGES.paidNoUndo);
    const cancel = await call(game.manager.cookie, 'PATCH', `/api/staff/tournaments/${game.id}`, {
      status: 'cancelled',
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(PRIZE_MESSAGES.noCancelAfterPrizes);
  });
});

describe('a knockout’s bounties (decision 134)', () => {
  it('keeps the bounty within the buy-in and fixed once anyone has entered', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const id = await createTournament(t.app, manager.cookie);
    const withBounty = (bounty: string) => {
      const structure = sampleStructure();
      structure.entryRules = { ...structure.entryRules, bounty };
      return putStructure(t.app, manager.cookie, id, structure);
    };
    const tooBig = await withBounty('2500');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(
      'The bounty (₹2,500.00) is part of the buy-in, so at most the buy-in (₹2,000.00)',
    );
    expect((await withBounty('12.345')).json().message).toBe(
      'Enter the bounty in rupees with at most two decimals (body.entryRules.bounty)',
    );
    expect((await withBounty('500')).statusCode).toBe(200);
    const lower = await call(manager.cookie, 'PATCH', `/api/staff/tournaments/${id}`, { buy_in: '400' });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().message).toBe(
      "The buy-in cannot be less than the structure's bounty (₹500.00), which is part of it",
    );
    const player = await signedInPlayer(t.app);
    await fundPlayer(t.app, player.id);
    expect((await enter(player, id)).statusCode).toBe(200);
    const changed = await withBounty('600');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('The bounty cannot change once players have entered: 1 entry carries ₹500.00');
    expect((await withBounty('500')).statusCode).toBe(200); // the rest of the structure may still change
  });

  it('takes bounties out of the pool, needs the eliminator at each bust, and pays each bounty to who won it', async () => {
    const game = await running(4, '500', { lateRegistration: 'open' });
    const [winner, second, third, fourth] = game.players as [Signed, Signed, Signed, Signed];
    const cashier = await signedInCashier(t.app);
    const clock = async () =>
      (await call(game.manager.cookie, 'GET', `/api/tournaments/${game.id}/clock`)).json<{
        prizePool: string;
        bounty: string;
      }>();
    // Four buy-ins of ₹2,000 of which ₹500 each is a bounty, plus ₹50,000 added.
    expect(await clock()).toMatchObject({ prizePool: '56000.00', bounty: '500.00' });

    const unnamed = await bust(game.manager.cookie, game.id, fourth.id);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe(PRIZE_MESSAGES.eliminatorNeeded);
    expect((await bust(game.manager.cookie, game.id, fourth.id, second.id)).statusCode).toBe(200);
    // The re-entry carries a bounty of its own.
    expect((await enter(fourth, game.id, 'reentry')).statusCode).toBe(200);
    expect((await clock()).prizePool).toBe('57500.00');
    for (const [out, by] of [
      [fourth, winner],
      [third, winner],
    ] as const) {
      expect((await bust(game.manager.cookie, game.id, out.id, by.id)).statusCode).toBe(200);
    }
    const early = await pay(cashier.cookie, game.id);
    expect(early.json().message).toBe('Not every paid place is known: 1st and 2nd are still playing');
    expect((await prizesOf(cashier.cookie, game.id)).bounties).toBe('0.00');
    expect((await bust(game.manager.cookie, game.id, second.id, winner.id)).statusCode).toBe(200);
    await closeRegistration(game.manager.cookie, game.id);

    const before = await prizesOf(cashier.cookie, game.id);
    expect(before.prizes.filter((p) => p.kind === 'bounty').map((p) => [p.playerId, p.bounties, p.amount])).toEqual([
      [winner.id, 4, '2000.00'],
      [second.id, 1, '500.00'],
    ]);
    expect(before.bounties).toBe('2500.00');

    const phone = await t.socketFor(winner.cookie);
    const told = eventMatching<PushNotification>(phone, 'notification', (n) => n.message.includes('bounties'));
    const res = await pay(cashier.cookie, game.id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<PayPrizesAnswer>();
    const bounties = answer.receipts.filter((r) => r.kind === 'bounty');
    expect(bounties.map((r) => [r.playerId, r.place, r.bounties, r.amount])).toEqual([
      [winner.id, 1, 4, '2000.00'],
      [second.id, 2, 1, '500.00'],
    ]);
    const prizeTotal = answer.receipts
      .filter((r) => r.kind === 'prize')
      .reduce((sum, r) => sum + BigInt(r.amount.replace('.', '')), 0n);
    expect(prizeTotal).toBe(5_750_000n);
    expect((await told).message).toBe('You won 4 bounties: ₹2,000.00 added to your balance');
    await expectWalletsEqualLedger(game.players);

    const figures = await figuresOf(cashier.cookie, game.id);
    expect(figures).toMatchObject({
      entriesByKind: { entry: 4, reentry: 1, rebuy: 0, addon: 0 },
      buyIns: '10000.00',
      fees: '1000.00',
      prizePool: '57500.00',
      prizesPaid: '57500.00',
      bounties: '2500.00',
      bountiesPaid: '2500.00',
      bountiesPending: '0.00',
      ledgerCheck: '0.00',
      balanced: true,
    });
    expect(figures.places.filter((p) => p.bounties).map((p) => [p.place, p.bounties])).toEqual([
      [1, '2000.00'],
      [2, '500.00'],
    ]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.bounty'), eq(auditLog.entityId, String(game.id))));
    expect(audits).toHaveLength(2);
    const results = await call(second.cookie, 'GET', `/api/player/${second.id}/tournament-results`);
    expect(results.json<TournamentResult[]>()[0]).toMatchObject({
      tournamentId: game.id,
      place: 2,
      bounties: '500.00',
    });
    // Paying again pays nothing more.
    expect((await pay(cashier.cookie, game.id)).json<PayPrizesAnswer>().receipts).toEqual([]);
  });

  it('holds bounties above the cage’s threshold for a super admin, as prizes', async () => {
    const knockout = await running(3, '600');
    const [winner, ...rest] = knockout.players as [Signed, ...Signed[]];
    for (const player of rest.reverse()) {
      expect((await bust(knockout.manager.cookie, knockout.id, player.id, winner.id)).statusCode).toBe(200);
    }
    await withLargeOperationThreshold('1000', async () => {
      const cashier = await signedInCashier(t.app);
      const asked = await pay(cashier.cookie, knockout.id);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json<PayPrizesAnswer>().prizes.prizes.find((p) => p.kind === 'bounty')).toMatchObject({
        playerId: winner.id,
        bounties: 3,
        amount: '1800.00',
        status: 'pending',
        requestedBy: cashier.name,
      });
      const boss = await signedInStaff(t.app, 'super_admin');
      const approved = await pay(boss.cookie, knockout.id);
      expect(approved.json<PayPrizesAnswer>().receipts.some((r) => r.kind === 'bounty' && r.amount === '1800.00')).toBe(
        true,
      );
      expect((await figuresOf(boss.cookie, knockout.id)).balanced).toBe(true);
      await expectWalletsEqualLedger(knockout.players);
    });
  });

  it('pays a knockout with nothing pooled only once a winner is known, and never a bounty with nobody named', async () => {
    // The whole ₹2,000 buy-in is the bounty and nothing is added: the pool is empty.
    const game = await running(3, '2000');
    const patched = await call(game.manager.cookie, 'PATCH', `/api/staff/tournaments/${game.id}`, { prize_pool: '0' });
    expect(patched.statusCode, patched.body).toBe(200);
    const [winner, second, third] = game.players as [Signed, Signed, Signed];
    const cashier = await signedInCashier(t.app);
    expect((await bust(game.manager.cookie, game.id, third.id, second.id)).statusCode).toBe(200);
    const early = await pay(cashier.cookie, game.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PRIZE_MESSAGES.bountiesWhenOver);
    expect((await bust(game.manager.cookie, game.id, second.id, winner.id)).statusCode).toBe(200);
    // A bust whose eliminator was lost (a row from before the rule): its bounty is not guessed at.
    await db()
      .update(tournamentEliminations)
      .set({ eliminatorId: null })
      .where(and(eq(tournamentEliminations.tournamentId, game.id), eq(tournamentEliminations.playerId, third.id)));
    expect((await prizesOf(cashier.cookie, game.id)).unnamedBounties).toBe(1);
    const refused = await pay(cashier.cookie, game.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PRIZE_MESSAGES.unnamedBounties);
    expect(await db().select().from(tournamentPrizes).where(eq(tournamentPrizes.tournamentId, game.id))).toEqual([]);
    await db()
      .update(tournamentEliminations)
      .set({ eliminatorId: second.id })
      .where(and(eq(tournamentEliminations.tournamentId, game.id), eq(tournamentEliminations.playerId, third.id)));
    const paid = await pay(cashier.cookie, game.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<PayPrizesAnswer>().receipts.map((r) => [r.kind, r.playerId, r.amount])).toEqual([
      ['bounty', winner.id, '4000.00'],
      ['bounty', second.id, '2000.00'],
    ]);
    expect((await figuresOf(cashier.cookie, game.id)).balanced).toBe(true);
    await expectWalletsEqualLedger(game.players);
  });
});

describe('places from the order of busts, and what the payment refuses (issue 38, decision 135)', () => {
  const undoBust = (cookie: string, id: number, playerId: number) =>
    call(cookie, 'DELETE', `/api/staff/tournaments/${id}/eliminations/${playerId}`, { reason: 'Wrong player called' });
  const placesOf = async (cookie: string, id: number) =>
    (await call(cookie, 'GET', `/api/staff/tournaments/${id}/seating`))
      .json<{ eliminations: { playerId: number; place: number }[] }>()
      .eliminations.map((e) => [e.playerId, e.place]);
  const prizeReceipts = (res: { json: <T>() => T }) =>
    res
      .json<PayPrizesAnswer>()
      .receipts.filter((r) => r.kind === 'prize')
      .map((r) => [r.playerId, r.place, r.amount]);
  const proposeEven = async (cookie: string, id: number, players: readonly Signed[]) => {
    const res = await call(cookie, 'POST', `/api/staff/tournaments/${id}/deal`, {
      method: 'even',
      stacks: players.map((p) => ({ playerId: p.id, chips: 30_000 })),
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const player of players) {
      const accepted = await call(player.cookie, 'POST', `/api/tournaments/${id}/deal/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    return res.json<{ shares: { playerId: number; amount: string }[] }>().shares;
  };
  const confirmDeal = (cookie: string, id: number) => call(cookie, 'POST', `/api/staff/tournaments/${id}/deal/confirm`);

  it('moves the later busts when one is undone, so no place is given twice, and pays the pool exactly with each bounty to its eliminator', async () => {
    // The issue: 4 players, 3 paid; bust A, bust B, undo A, bust C gave B and C both 3rd.
    const game = await running(4, '500');
    const [a, b, c, d] = game.players as [Signed, Signed, Signed, Signed];
    const m = game.manager.cookie;
    expect((await bust(m, game.id, a.id, d.id)).json().elimination.place).toBe(4);
    expect((await bust(m, game.id, b.id, c.id)).json().elimination.place).toBe(3);
    expect((await undoBust(m, game.id, a.id)).statusCode).toBe(200);
    expect(await placesOf(m, game.id)).toEqual([[b.id, 4]]);
    expect((await bust(m, game.id, c.id, a.id)).json().elimination.place).toBe(3);
    expect((await bust(m, game.id, a.id, d.id)).json().elimination.place).toBe(2);
    expect(await placesOf(m, game.id)).toEqual([
      [a.id, 2],
      [c.id, 3],
      [b.id, 4],
    ]);
    const cashier = await signedInCashier(t.app);
    const res = await pay(cashier.cookie, game.id);
    expect(res.statusCode, res.body).toBe(200);
    // Four buy-ins of ₹1,500 after their bounties plus ₹50,000 added: ₹56,000 at 50/30/20.
    expect(prizeReceipts(res)).toEqual([
      [d.id, 1, '28000.00'],
      [a.id, 2, '16800.00'],
      [c.id, 3, '11200.00'],
    ]);
    // Each bounty to whoever busted that entry last: B's to C, C's to A, A's standing bust's to D, and D's own.
    expect(
      res
        .json<PayPrizesAnswer>()
        .receipts.filter((r) => r.kind === 'bounty')
        .map((r) => [r.playerId, r.bounties]),
    ).toEqual([
      [d.id, 2],
      [a.id, 1],
      [c.id, 1],
    ]);
    expect((await figuresOf(cashier.cookie, game.id)).balanced).toBe(true);
    await expectWalletsEqualLedger(game.players);
  });

  it('re-places every bust on a re-entry, waits for late registration to close, and pays a player two paid places in one prize', async () => {
    const game = await running(3, undefined, { lateRegistration: 'open' });
    const [a, b, c] = game.players as [Signed, Signed, Signed];
    const m = game.manager.cookie;
    expect((await bust(m, game.id, b.id)).json().elimination.place).toBe(3);
    expect((await bust(m, game.id, a.id)).json().elimination.place).toBe(2);
    // A re-enters while late registration is open: 4 entries, so B is 4th and A's first entry 3rd.
    expect((await enter(a, game.id, 'reentry')).statusCode).toBe(200);
    expect(await placesOf(m, game.id)).toEqual([
      [a.id, 3],
      [b.id, 4],
    ]);
    expect((await bust(m, game.id, a.id)).json().elimination.place).toBe(2);
    const cashier = await signedInCashier(t.app);
    const early = await pay(cashier.cookie, game.id);
    expect({ status: early.statusCode, message: early.json().message }).toEqual({
      status: 409,
      message: PRIZE_MESSAGES.lateRegistrationOpen,
    });
    expect(await prizeRowsOf(game.players)).toEqual([]);
    await closeRegistration(m, game.id);
    // The cage's panel shows what will be paid: A once, at her best place, with both places' money.
    expect(
      (await prizesOf(cashier.cookie, game.id)).prizes.map((p) => [p.playerId, p.place, p.amount, p.status]),
    ).toEqual([
      [c.id, 1, '29000.00', 'unpaid'],
      [a.id, 2, '29000.00', 'unpaid'],
    ]);
    const res = await pay(cashier.cookie, game.id);
    expect(res.statusCode, res.body).toBe(200);
    // ₹58,000 at 50/30/20: A holds 2nd and 3rd (₹17,400 + ₹11,600), paid once at her best place.
    expect(prizeReceipts(res)).toEqual([
      [c.id, 1, '29000.00'],
      [a.id, 2, '29000.00'],
    ]);
    expect((await figuresOf(cashier.cookie, game.id)).balanced).toBe(true);
    await expectWalletsEqualLedger(game.players);
    // No more money once the prizes are paid, even with registration opened again.
    const reopened = await call(m, 'PATCH', `/api/staff/tournaments/${game.id}`, { registration_open: true });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const late = await enter(b, game.id, 'reentry');
    expect({ status: late.statusCode, message: late.json().message }).toEqual({
      status: 409,
      message: PRIZE_MESSAGES.noEntriesAfterPrizes,
    });
  });

  it('moves the busts up when the desk refunds an entry, and tells each moved player’s phone its new place', async () => {
    const game = await running(4, undefined, { lateRegistration: 'open' });
    const [, , c, d] = game.players as [Signed, Signed, Signed, Signed];
    const m = game.manager.cookie;
    expect((await bust(m, game.id, d.id)).json().elimination.place).toBe(4);
    const [entry] = await db()
      .select({ id: tournamentEntries.id })
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, game.id), eq(tournamentEntries.playerId, c.id)));
    const phone = await t.socketFor(d.cookie);
    const heard = eventMatching<{ tournamentId: number; place: number | null }>(
      phone,
      'tournament_my_entry',
      (mine) => mine.tournamentId === game.id && mine.place === 3,
    );
    const cashier = await signedInCashier(t.app);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tournaments/${game.id}/entries/${entry?.id}/refund`,
      headers: { cookie: cashier.cookie, 'idempotency-key': randomUUID() },
      payload: { reason: 'Asked at the desk' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // Three entries now: D's bust is 3rd, and D's phone hears it.
    expect(await placesOf(m, game.id)).toEqual([[d.id, 3]]);
    expect(await heard).toMatchObject({ place: 3 });
  });

  it('confirms a deal only among the players still left, and pays a re-entered player her deal share once; no entry after it', async () => {
    const game = await running(4, undefined, { lateRegistration: 'open' });
    const [a, b, c, d] = game.players as [Signed, Signed, Signed, Signed];
    const m = game.manager.cookie;
    expect((await bust(m, game.id, a.id)).statusCode).toBe(200);
    expect((await enter(a, game.id, 'reentry')).statusCode).toBe(200);
    expect((await bust(m, game.id, d.id)).statusCode).toBe(200);
    await proposeEven(m, game.id, [a, b, c]);
    // D re-enters after the answers: the deal is no longer among the players left.
    expect((await enter(d, game.id, 'reentry')).statusCode).toBe(200);
    const stale = await confirmDeal(m, game.id);
    expect({ status: stale.statusCode, message: stale.json().message }).toEqual({
      status: 409,
      message: DEAL_MESSAGES.playersChanged,
    });
    const shares = await proposeEven(m, game.id, [a, b, c, d]);
    expect((await confirmDeal(m, game.id)).statusCode).toBe(200);
    // Late registration is still open, but the pool is shared out: a newcomer's buy-in is refused, nothing written.
    const newcomer = await signedInPlayer(t.app);
    await fundPlayer(t.app, newcomer.id);
    const cashBefore = await cashOf(newcomer.id);
    const late = await enter(newcomer, game.id);
    expect({ status: late.statusCode, message: late.json().message }).toEqual({
      status: 409,
      message: PRIZE_MESSAGES.noEntriesAfterDeal,
    });
    expect(await cashOf(newcomer.id)).toBe(cashBefore);
    await closeRegistration(m, game.id);
    const cashier = await signedInCashier(t.app);
    const res = await pay(cashier.cookie, game.id);
    expect(res.statusCode, res.body).toBe(200);
    const receipts = res.json<PayPrizesAnswer>().receipts;
    // Six entries (₹62,000): each of the four in the deal is paid their share once; the busted entries nothing.
    expect(new Set(receipts.map((r) => r.playerId)).size).toBe(4);
    expect(receipts.map((r) => r.amount).sort()).toEqual(shares.map((s) => s.amount).sort());
    expect(receipts.reduce((sum, r) => sum + BigInt(r.amount.replace('.', '')), 0n)).toBe(6_200_000n);
    expect((await figuresOf(cashier.cookie, game.id)).balanced).toBe(true);
  });

  it('refuses a payment that does not add up to the pool (the payout table changed after a deal), paying nothing', async () => {
    const game = await running(4);
    const [a, b, c, d] = game.players as [Signed, Signed, Signed, Signed];
    const m = game.manager.cookie;
    expect((await bust(m, game.id, a.id)).statusCode).toBe(200);
    expect((await bust(m, game.id, b.id)).statusCode).toBe(200);
    // C and D deal 1st and 2nd (₹29,000 + ₹17,400); 3rd is B's ₹11,600 under the table of the deal.
    await proposeEven(m, game.id, [c, d]);
    expect((await confirmDeal(m, game.id)).statusCode).toBe(200);
    const admin = await signedInStaff(t.app, 'admin');
    const table = await call(admin.cookie, 'PUT', '/api/staff/tournaments/payout-table', {
      ranges: [
        { minEntries: 2, maxEntries: 2, percents: [100] },
        { minEntries: 3, maxEntries: null, percents: [60, 30, 10] },
      ],
      roundingUnit: '100',
    });
    expect(table.statusCode, table.body).toBe(200);
    const cashier = await signedInCashier(t.app);
    try {
      const res = await pay(cashier.cookie, game.id);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({
        status: 409,
        message: `${PRIZE_MESSAGES.paymentDoesNotAddUp}: The prizes add up to ₹52,200.00, the prize pool is ₹58,000.00`,
      });
      expect(await prizeRowsOf(game.players)).toEqual([]);
    } finally {
      await putThreePlacePayoutTable(t.app);
    }
    const res = await pay(cashier.cookie, game.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await figuresOf(cashier.cookie, game.id)).balanced).toBe(true);
  });

  it('finishes a tournament only once its players are out (or a deal ended it), and freezes its money once prizes are paid', async () => {
    const game = await running(3);
    const [, b, c] = game.players as [Signed, Signed, Signed];
    const m = game.manager.cookie;
    const finish = () => call(m, 'PATCH', `/api/staff/tournaments/${game.id}`, { status: 'finished' });
    const early = await finish();
    expect({ status: early.statusCode, message: early.json().message }).toEqual({
      status: 409,
      message: PRIZE_MESSAGES.playersStillIn,
    });
    expect((await bust(m, game.id, c.id)).statusCode).toBe(200);
    expect((await bust(m, game.id, b.id)).statusCode).toBe(200);
    expect((await finish()).statusCode).toBe(200);
    const cashier = await signedInCashier(t.app);
    expect((await pay(cashier.cookie, game.id)).statusCode).toBe(200);
    for (const change of [{ buy_in: '2500' }, { prize_pool: '60000' }]) {
      const res = await call(m, 'PATCH', `/api/staff/tournaments/${game.id}`, change);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({
        status: 409,
        message: PRIZE_MESSAGES.moneyFrozen,
      });
    }
    const renamed = await call(m, 'PATCH', `/api/staff/tournaments/${game.id}`, { name: 'Sunday 10K (final)' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await figuresOf(cashier.cookie, game.id)).balanced).toBe(true);
  });

  it('lets a deal that ends the tournament finish it with its players still in', async () => {
    const game = await running(3);
    await proposeEven(game.manager.cookie, game.id, game.players);
    expect((await confirmDeal(game.manager.cookie, game.id)).statusCode).toBe(200);
    const res = await call(game.manager.cookie, 'PATCH', `/api/staff/tournaments/${game.id}`, { status: 'finished' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('who may pay and read', () => {
  it('lets cashiers and super admins pay, the tournament roles and the cage read; others 403, players 401/403', async () => {
    const game = await playedOut(3);
    for (const role of STAFF_ROLES) {
      const staff = await signedInStaff(t.app, role);
      const reads = (STAFF_PERMISSIONS.tournamentPayouts as readonly string[]).includes(role);
      for (const path of ['prizes', 'figures', 'figures.csv']) {
        const res = await call(staff.cookie, 'GET', `/api/staff/tournaments/${game.id}/${path}`);
        expect(res.statusCode, `${role} ${path}`).toBe(reads ? 200 : 403);
      }
      // No Idempotency-Key: a role that may pay gets the 400, the others 403 before validation.
      const payRes = await call(staff.cookie, 'POST', `/api/staff/tournaments/${game.id}/prizes/pay`);
      const pays = (STAFF_PERMISSIONS.tournamentPrizes as readonly string[]).includes(role);
      expect(payRes.statusCode, role).toBe(pays ? 400 : 403);
    }
    const player = game.players[0] as Signed;
    expect([401, 403]).toContain((await pay(player.cookie, game.id)).statusCode);
    expect((await t.app.inject({ url: `/api/staff/tournaments/${game.id}/figures` })).statusCode).toBe(401);
  });
});

describe('the figures as CSV and a player’s results', () => {
  it('answers the figures as CSV with the places', async () => {
    const game = await playedOut(3);
    const cashier = await signedInCashier(t.app);
    expect((await pay(cashier.cookie, game.id)).statusCode).toBe(200);
    const res = await call(cashier.cookie, 'GET', `/api/staff/tournaments/${game.id}/figures.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('Figure,Value');
    expect(lines).toContain('Prize pool,56000.00');
    expect(lines).toContain('Fees (the house),600.00');
    expect(lines).toContain('Ledger check,0.00');
    expect(lines).toContain('Balanced,yes');
    expect(lines).toContain(`1st,${game.winner.firstName} ${game.winner.lastName},${game.winner.playerCode},28000.00,`);
  });

  it('shows a player their own results only', async () => {
    const game = await playedOut(3);
    const cashier = await signedInCashier(t.app);
    expect((await pay(cashier.cookie, game.id)).statusCode).toBe(200);
    const [winner, , third] = game.players as [Signed, Signed, Signed];
    const own = await call(third.cookie, 'GET', `/api/player/${third.id}/tournament-results`);
    expect(own.statusCode).toBe(200);
    expect(own.json<TournamentResult[]>()[0]).toMatchObject({
      tournamentId: game.id,
      place: 3,
      prize: '11200.00',
      status: 'paid',
    });
    const theirs = await call(third.cookie, 'GET', `/api/player/${winner.id}/tournament-results`);
    expect(theirs.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/player/${winner.id}/tournament-results` })).statusCode).toBe(401);
  });
});

describe('tournament fees in the reports and the daily summary', () => {
  it('shows tonight’s tournament fees, buy-ins and prizes beside the cage, and says them in the summary', async () => {
    const game = await playedOut(3);
    const cashier = await signedInCashier(t.app);
    expect((await pay(cashier.cookie, game.id)).statusCode).toBe(200);
    const boss = await signedInStaff(t.app, 'super_admin');
    const res = await call(boss.cookie, 'GET', '/api/staff/reports');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<Report>();
    const sum = (field: 'fees' | 'buyIns' | 'prizes') =>
      report.tournaments.reduce((total, row) => total + BigInt(row[field].replace('.', '')), 0n);
    const [entries] = await db()
      .select({
        fees: sql<string>`coalesce(sum(${tournamentEntries.feePaise}), 0)::text`,
        buyIns: sql<string>`coalesce(sum(${tournamentEntries.buyInPaise}), 0)::text`,
      })
      .from(tournamentEntries)
      .where(ne(tournamentEntries.status, 'refunded'));
    const [prizes] = await db()
      .select({ paid: sql<string>`coalesce(sum(${tournamentPrizes.amountPaise}), 0)::text` })
      .from(tournamentPrizes)
      .where(eq(tournamentPrizes.status, 'paid'));
    expect(sum('fees')).toBe(BigInt(entries?.fees ?? '0'));
    expect(sum('buyIns')).toBe(BigInt(entries?.buyIns ?? '0'));
    expect(sum('prizes')).toBe(BigInt(prizes?.paid ?? '0'));
    expect(sum('fees')).toBeGreaterThan(0n);
    const csv = await call(boss.cookie, 'GET', `/api/staff/reports/tournaments.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe('Time,"Fees, the house’s (₹)",Tournament buy-ins (₹),Prizes paid (₹)');
    expect(summaryLines(report).find((line) => line.startsWith('Tournaments: fees'))).toMatch(
      /^Tournaments: fees \(the house's\) ₹[\d,]+\.\d{2}, buy-ins ₹[\d,]+\.\d{2}, prizes paid ₹[\d,]+\.\d{2}\.$/,
    );
  });
});
