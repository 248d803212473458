import { randomUUID } from 'node:crypto';
import type { PayPrizesAnswer, PendingPrize } from '@club/shared/tournament-prizes';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventMatching, listeningTestApp, receivesWithin } from '../../../../test/sockets';
import {
  clockAction,
  managedTournament,
  putThreePlacePayoutTable,
  registerFundedPlayers,
} from '../../../../test/tournaments';
import { signedInCashier, signedInStaff } from '../../../../test/wallet';

// Issue 38, item 8: the cage's "Waiting for approval" list reads the prizes and bounties held for four-eyes
// (decisions 133 and 134), with the prizes panel's role rules.
const t = listeningTestApp();

beforeAll(async () => {
  // 3 places from 3 entries (50/30/20): the pool is ₹2,000 a buy-in plus ₹50,000 added, so 1st is ₹28,000,
  // above this file's threshold of ₹20,000, and 2nd and 3rd are paid at once.
  await putThreePlacePayoutTable(t.app);
  const boss = await signedInStaff(t.app, 'super_admin');
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/staff/club/settings',
    headers: { cookie: boss.cookie },
    payload: { largeOperationThreshold: '20000' },
  });
  expect(res.statusCode, res.body).toBe(200);
});

const pay = (cookie: string, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/tournaments/${id}/prizes/pay`,
    headers: { cookie, 'idempotency-key': randomUUID() },
  });
const pendingList = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/staff/tournaments/prizes/pending', headers: { cookie } });

/** Three players entered and the clock started; the two last busted by the winner: 1st to 3rd are known. */
async function playedOut() {
  const { id, manager } = await managedTournament(t.app);
  const [winner, second, third] = await registerFundedPlayers(t.app, id, 3);
  if (!winner || !second || !third) throw new Error('three players were registered');
  expect((await clockAction(t.app, manager.cookie, id, { action: 'start' })).statusCode).toBe(200);
  // Prizes are paid once no entry can come (issue 38, decision 135): the desk closes registration.
  const closed = await t.app.inject({
    method: 'PATCH',
    url: `/api/staff/tournaments/${id}`,
    headers: { cookie: manager.cookie },
    payload: { registration_open: false },
  });
  expect(closed.statusCode, closed.body).toBe(200);
  for (const player of [third, second]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tournaments/${id}/eliminations`,
      headers: { cookie: manager.cookie },
      payload: { playerId: player.id, eliminatorId: winner.id },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { id, winner };
}

describe("the cage's list of tournament prizes waiting for approval", () => {
  it('lists a prize held for four-eyes with who asked, live, until a super admin who did not ask pays it', async () => {
    const game = await playedOut();
    const cashier = await signedInCashier(t.app);
    const boss = await signedInStaff(t.app, 'super_admin');
    const cashierSocket = await t.socketFor(cashier.cookie);
    const greSocket = await t.socketFor((await signedInStaff(t.app, 'gre')).cookie);
    const pushed = eventMatching<{ id: number }>(cashierSocket, 'tournament_prizes_changed', (e) => e.id === game.id);
    const greHears = receivesWithin(greSocket, 'tournament_prizes_changed', 1000);

    const first = await pay(cashier.cookie, game.id);
    expect(first.json<PayPrizesAnswer>().receipts.map((r) => r.place)).toEqual([2, 3]);
    await pushed;
    expect(await greHears).toBe(false);

    for (const reader of [cashier, boss]) {
      const res = await pendingList(reader.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const mine = res.json<PendingPrize[]>().filter((p) => p.tournamentId === game.id);
      expect(mine).toEqual([
        expect.objectContaining({
          kind: 'prize',
          playerId: game.winner.id,
          place: 1,
          bounties: null,
          amount: '28000.00',
          requestedById: cashier.id,
          requestedByName: cashier.name,
        }),
      ]);
    }

    // The one who asked approves nothing: the prize still waits.
    expect((await pay(cashier.cookie, game.id)).json<PayPrizesAnswer>().receipts).toEqual([]);
    expect((await pendingList(boss.cookie)).json<PendingPrize[]>().some((p) => p.tournamentId === game.id)).toBe(true);

    const paid = eventMatching<{ id: number }>(cashierSocket, 'tournament_prizes_changed', (e) => e.id === game.id);
    const approved = await pay(boss.cookie, game.id);
    expect(approved.json<PayPrizesAnswer>().receipts.map((r) => [r.place, r.amount])).toEqual([[1, '28000.00']]);
    await paid;
    expect((await pendingList(cashier.cookie)).json<PendingPrize[]>().some((p) => p.tournamentId === game.id)).toBe(
      false,
    );
  });

  it('is read by the roles that pay prizes (cashier, super admin) and no other', async () => {
    for (const role of ['admin', 'manager', 'gre', 'kitchen'] as const) {
      const res = await pendingList((await signedInStaff(t.app, role)).cookie);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/tournaments/prizes/pending' })).statusCode).toBe(401);
  });
});
