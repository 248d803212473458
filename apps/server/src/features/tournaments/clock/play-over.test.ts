import { randomUUID } from 'node:crypto';
import { PLAY_OVER_MESSAGE, type TournamentClock } from '@club/shared/tournament-clock';
import type { StaffDeal, TournamentDeal } from '@club/shared/tournament-deals';
import type { MyTournamentEntry } from '@club/shared/tournament-entries';
import type { TournamentPrizes } from '@club/shared/tournament-prizes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventMatching, listeningTestApp } from '../../../../test/sockets';
import type { signedInPlayer } from '../../../../test/tables';
import {
  clockAction,
  drawTables,
  managedTournament,
  putThreePlacePayoutTable,
  registerFundedPlayers,
} from '../../../../test/tournaments';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog, tournamentClocks } from '../../../db/schema';
import { advanceDueClocks } from './clock.service';

// Issue 38 items 5 and 9: play over stops the clock and the phones show each finish at once; the deal form
// starts from the floor's counts; a busted player sees whether a re-entry is open.
const t = listeningTestApp();
const db = () => t.app.database.db;
type Signed = Awaited<ReturnType<typeof signedInPlayer>>;

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const me = async (cookie: string, id: number) =>
  (await t.app.inject({ url: `/api/tournaments/${id}/me`, headers: { cookie } })).json<MyTournamentEntry>();
const clockOf = async (id: number) =>
  (await t.app.inject({ url: `/api/tournaments/${id}/clock` })).json<TournamentClock>();
const storedClock = async (id: number) =>
  (await db().select().from(tournamentClocks).where(eq(tournamentClocks.tournamentId, id)))[0];

beforeAll(() => putThreePlacePayoutTable(t.app));

/** Three players in a running tournament (₹2,000 buy-ins, ₹50,000 added), sorted by id. */
async function runningThree() {
  const { id, manager } = await managedTournament(t.app);
  const players = (await registerFundedPlayers(t.app, id, 3)).sort((a, b) => a.id - b.id) as Signed[];
  expect((await clockAction(t.app, manager.cookie, id, { action: 'start' })).statusCode).toBe(200);
  return { id, manager, players: players as [Signed, Signed, Signed] };
}

/** What the winner's phone hears when play ends: its finish (1st) and the clock, Finished. */
async function playOverHeardBy(winner: Signed, tournamentId: number) {
  const socket = await t.socketFor(winner.cookie);
  return {
    winnerHears: eventMatching<MyTournamentEntry>(
      socket,
      'tournament_my_entry',
      (m) => m.tournamentId === tournamentId && m.place === 1,
    ),
    clockHeard: eventMatching<TournamentClock>(
      socket,
      'tournament_clock',
      (clock) => clock.tournamentId === tournamentId && clock.state === 'finished',
    ),
  };
}

async function agreeDeal(game: Awaited<ReturnType<typeof runningThree>>, amountLeftToPlayFor?: string) {
  const stacks = game.players.map((p, index) => ({ playerId: p.id, chips: [50_000, 30_000, 20_000][index] ?? 0 }));
  const proposed = await call(game.manager.cookie, 'POST', `/api/staff/tournaments/${game.id}/deal`, {
    method: 'chip_chop',
    stacks,
    ...(amountLeftToPlayFor ? { amountLeftToPlayFor } : {}),
  });
  expect(proposed.statusCode, proposed.body).toBe(200);
  for (const player of game.players) {
    expect((await call(player.cookie, 'POST', `/api/tournaments/${game.id}/deal/accept`)).statusCode).toBe(200);
  }
  return proposed.json<TournamentDeal>();
}

describe('a deal that ends play (issue 38 item 5)', () => {
  it('stops the clock for every screen, audited, refuses clock actions, and shows each phone its place and share at once', async () => {
    const game = await runningThree();
    const deal = await agreeDeal(game);
    const console_ = await t.socketFor(game.manager.cookie, { as: 'staff' });
    const phones = await Promise.all(game.players.map((p) => t.socketFor(p.cookie)));
    const consoleHears = eventMatching<TournamentClock>(
      console_,
      'tournament_clock',
      (c) => c.tournamentId === game.id,
    );
    // Phones are in the lobby room, as every clock screen of the app.
    const phoneClock = eventMatching<TournamentClock>(
      phones[1] as NonNullable<(typeof phones)[1]>,
      'tournament_clock',
      (c) => c.tournamentId === game.id,
    );
    const phonesHear = phones.map((socket) =>
      eventMatching<MyTournamentEntry>(socket, 'tournament_my_entry', (m) => m.tournamentId === game.id),
    );

    const confirmed = await call(game.manager.cookie, 'POST', `/api/staff/tournaments/${game.id}/deal/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await consoleHears).toMatchObject({ state: 'finished', levelEndsAt: null });
    expect((await phoneClock).state).toBe('finished');
    expect(await clockOf(game.id)).toMatchObject({ state: 'finished' });
    // The stored clock is paused, so the level-end timer leaves it alone.
    expect((await storedClock(game.id))?.status).toBe('paused');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.clock.ended'), eq(auditLog.entityId, String(game.id))));
    expect(audit?.staffId).toBe(game.manager.id);
    const resume = await clockAction(t.app, game.manager.cookie, game.id, { action: 'resume' });
    expect(resume.statusCode).toBe(409);
    expect(resume.json<{ message: string }>().message).toBe(PLAY_OVER_MESSAGE);

    // Chip chop 50/30/20 of ₹56,000; places by chips at the deal; the money is due at the cage, not paid yet.
    const pushed = await Promise.all(phonesHear);
    const shareOf = (playerId: number) => deal.shares.find((s) => s.playerId === playerId)?.amount;
    for (const [index, player] of game.players.entries()) {
      const expected = { place: index + 1, prize: shareOf(player.id), prizeStatus: 'due' };
      expect(pushed[index]).toMatchObject(expected);
      expect(await me(player.cookie, game.id)).toMatchObject(expected);
    }

    // The cage pays: the phone says so (pushed, not only when read again).
    const cashier = await signedInStaff(t.app, 'super_admin');
    const paidPush = eventMatching<MyTournamentEntry>(
      phones[0] as NonNullable<(typeof phones)[0]>,
      'tournament_my_entry',
      (m) => m.tournamentId === game.id && m.prizeStatus !== 'due',
    );
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tournaments/${game.id}/prizes/pay`,
      headers: { cookie: cashier.cookie, 'idempotency-key': randomUUID() },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const prizes = (
      await call(cashier.cookie, 'GET', `/api/staff/tournaments/${game.id}/prizes`)
    ).json<TournamentPrizes>();
    const stored = prizes.prizes.find((p) => p.playerId === game.players[0].id)?.status;
    expect((await paidPush).prizeStatus).toBe(stored === 'paid' ? 'paid' : 'pending');
  });

  it('leaves the clock running when the deal keeps money to play for', async () => {
    const game = await runningThree();
    await agreeDeal(game, '1000');
    expect((await call(game.manager.cookie, 'POST', `/api/staff/tournaments/${game.id}/deal/confirm`)).statusCode).toBe(
      200,
    );
    expect((await clockOf(game.id)).state).toBe('running');
    expect((await storedClock(game.id))?.status).toBe('running');
    expect(await me(game.players[0].cookie, game.id)).toMatchObject({ place: null, prize: null, prizeStatus: null });
  });
});

describe('the last bust (issue 38 item 5)', () => {
  it('stops the clock and shows the winner 1st with the prize due; undoing it leaves the clock paused', async () => {
    const game = await runningThree();
    const [a, b, c] = game.players;
    // While an entry can come the last two are not the last (a busted player may re-enter): the desk closes
    // registration first.
    const closed = await call(game.manager.cookie, 'PATCH', `/api/staff/tournaments/${game.id}`, {
      registration_open: false,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const bust = (playerId: number) =>
      call(game.manager.cookie, 'POST', `/api/staff/tournaments/${game.id}/eliminations`, { playerId });
    expect((await bust(c.id)).statusCode).toBe(200);
    expect((await clockOf(game.id)).state).toBe('running');
    expect(await me(c.cookie, game.id)).toMatchObject({
      status: 'busted',
      place: 3,
      prize: '11200.00',
      prizeStatus: 'due',
    });

    const winnerSocket = await t.socketFor(a.cookie);
    const winnerHears = eventMatching<MyTournamentEntry>(
      winnerSocket,
      'tournament_my_entry',
      (m) => m.tournamentId === game.id && m.place === 1,
    );
    expect((await bust(b.id)).statusCode).toBe(200);
    expect(await winnerHears).toMatchObject({ status: 'active', place: 1, prize: '28000.00', prizeStatus: 'due' });
    expect((await clockOf(game.id)).state).toBe('finished');
    expect((await storedClock(game.id))?.status).toBe('paused');

    const undone = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/tournaments/${game.id}/eliminations/${b.id}`,
      headers: { cookie: game.manager.cookie },
      payload: { reason: 'Wrong player' },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await clockOf(game.id)).state).toBe('paused');
    expect(await me(a.cookie, game.id)).toMatchObject({ place: null, prize: null });
  });
});

describe('registration closing with one player left (issue 38 item 5)', () => {
  it('stops the stored clock, audited, and shows the winner the finish, as the last bust would have', async () => {
    const game = await runningThree();
    const [a, b, c] = game.players;
    const bust = (playerId: number) =>
      call(game.manager.cookie, 'POST', `/api/staff/tournaments/${game.id}/eliminations`, { playerId });
    expect((await bust(c.id)).statusCode).toBe(200);
    expect((await bust(b.id)).statusCode).toBe(200);
    // Late registration is open: the busted may still re-enter, so play runs on.
    expect((await clockOf(game.id)).state).toBe('running');
    expect((await storedClock(game.id))?.status).toBe('running');

    const { winnerHears, clockHeard } = await playOverHeardBy(a, game.id);
    const closed = await call(game.manager.cookie, 'PATCH', `/api/staff/tournaments/${game.id}`, {
      registration_open: false,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await winnerHears).toMatchObject({ status: 'active', place: 1, prizeStatus: 'due' });
    await clockHeard;
    expect((await storedClock(game.id))?.status).toBe('paused');
    const audited = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(game.id)), eq(auditLog.action, 'tournament.clock.ended')));
    expect(audited).toHaveLength(1);
  });
});

describe('the clock’s late levels ending with one player left (issue 38 item 5)', () => {
  it('the level-end timer stops the stored clock, audited, and shows the winner the finish', async () => {
    const game = await runningThree();
    const [a, b, c] = game.players;
    for (const out of [c, b]) {
      const bust = await call(game.manager.cookie, 'POST', `/api/staff/tournaments/${game.id}/eliminations`, {
        playerId: out.id,
      });
      expect(bust.statusCode, bust.body).toBe(200);
    }
    expect((await storedClock(game.id))?.status).toBe('running');

    const { winnerHears, clockHeard } = await playOverHeardBy(a, game.id);
    // Late registration runs through level 2 (20 + 20 minutes): 41 minutes on, the timer's pass ends it.
    const later = new Date(Date.now() + 41 * 60_000);
    expect(await advanceDueClocks(t.app.useCase, later)).toBeGreaterThanOrEqual(1);
    expect(await winnerHears).toMatchObject({ status: 'active', place: 1, prizeStatus: 'due' });
    await clockHeard;
    expect((await storedClock(game.id))?.status).toBe('paused');
    const audited = await db()
      .select({ action: auditLog.action, staffId: auditLog.staffId })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(game.id)), eq(auditLog.action, 'tournament.clock.ended')));
    expect(audited).toEqual([{ action: 'tournament.clock.ended', staffId: null }]);
    // Its next pass leaves the stopped clock alone.
    await advanceDueClocks(t.app.useCase, new Date(later.getTime() + 60 * 60_000));
    expect((await storedClock(game.id))?.status).toBe('paused');
  });
});

describe('the deal form’s chips and the phone’s re-entry (issue 38 item 9)', () => {
  it('gives the console each remaining player’s last counted chips (null when never counted)', async () => {
    const game = await runningThree();
    expect((await drawTables(t.app, game.manager.cookie, game.id, [{ number: 1, seats: 9 }])).statusCode).toBe(200);
    const [a, b] = game.players;
    const counted = await call(game.manager.cookie, 'PUT', `/api/staff/tournaments/${game.id}/chip-counts`, {
      counts: [
        { playerId: a.id, chips: 41_000 },
        { playerId: b.id, chips: 12_500 },
      ],
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const read = (await call(game.manager.cookie, 'GET', `/api/staff/tournaments/${game.id}/deal`)).json<StaffDeal>();
    expect(read.remaining.map((p) => p.countedChips)).toEqual([41_000, 12_500, null]);
  });

  it('tells a busted player whether a re-entry is open, and why not once the rules say no', async () => {
    const game = await runningThree();
    const [a, b] = game.players;
    const bust = (playerId: number) =>
      call(game.manager.cookie, 'POST', `/api/staff/tournaments/${game.id}/eliminations`, { playerId });
    expect(await me(a.cookie, game.id)).toMatchObject({ status: 'active', reentry: null });
    expect((await bust(a.id)).statusCode).toBe(200);
    expect(await me(a.cookie, game.id)).toMatchObject({ status: 'busted', reentry: { open: true, reason: null } });
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${game.id}/entries`,
      headers: { cookie: a.cookie, 'idempotency-key': randomUUID() },
      payload: { kind: 'reentry' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await me(a.cookie, game.id)).toMatchObject({ status: 'active', counts: { reentry: 1 }, reentry: null });
    // The sample structure allows one re-entry: busted again, the phone says why not.
    expect((await bust(a.id)).statusCode).toBe(200);
    expect((await me(a.cookie, game.id)).reentry).toEqual({
      open: false,
      reason: 'No re-entries left: this tournament allows 1',
    });
    // Late registration over: closed for a first-time bust too.
    for (let i = 0; i < 3; i += 1) {
      expect((await clockAction(t.app, game.manager.cookie, game.id, { action: 'next_level' })).statusCode).toBe(200);
    }
    expect((await bust(b.id)).statusCode).toBe(200);
    expect((await me(b.cookie, game.id)).reentry).toEqual({
      open: false,
      reason: 'Re-entry closed at the end of level 2',
    });
  });
});
