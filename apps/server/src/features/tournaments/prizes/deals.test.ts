import { toPaise } from '@club/shared/money';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '@club/shared/staff';
import { DEAL_MESSAGES, type TournamentDeal } from '@club/shared/tournament-deals';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventMatching, listeningTestApp, receivesWithin } from '../../../../test/sockets';
import { signedInPlayer } from '../../../../test/tables';
import {
  clockAction,
  managedTournament,
  putThreePlacePayoutTable,
  registerFundedPlayers,
} from '../../../../test/tournaments';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog } from '../../../db/schema';

// Issue 30: deals among the remaining players, proposed by the director, answered on the phones.
const t = listeningTestApp();

type Signed = Awaited<ReturnType<typeof signedInPlayer>>;

const propose = (cookie: string, id: number, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/tournaments/${id}/deal`,
    headers: { cookie },
    payload: body as object,
  });
const playerCall = (cookie: string, id: number, what: 'accept' | 'decline') =>
  t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/deal/${what}`, headers: { cookie } });
const confirm = (cookie: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/staff/tournaments/${id}/deal/confirm`, headers: { cookie } });

// Three places from three entries: 50/30/20 of the pool, so the known values apply.
beforeAll(() => putThreePlacePayoutTable(t.app));

/** A running tournament with three players in it (₹2,000 buy-ins and ₹50,000 added: a ₹56,000 pool). */
async function finalThree(options: { start?: boolean } = {}) {
  const { id, manager } = await managedTournament(t.app);
  const players = await registerFundedPlayers(t.app, id, 3);
  if (options.start !== false) {
    expect((await clockAction(t.app, manager.cookie, id, { action: 'start' })).statusCode).toBe(200);
  }
  players.sort((a, b) => a.id - b.id);
  const [leader, second, third] = players as [Signed, Signed, Signed];
  const stacks = [
    { playerId: leader.id, chips: 50_000 },
    { playerId: second.id, chips: 25_000 },
    { playerId: third.id, chips: 25_000 },
  ];
  return { id, manager, players: [leader, second, third] as const, stacks };
}

describe('who may propose and answer a deal', () => {
  it('lets the tournament roles propose (a bad body then 400); the others 403; players 401/403', async () => {
    const { id } = await finalThree();
    for (const role of STAFF_ROLES) {
      const staff = await signedInStaff(t.app, role);
      const res = await propose(staff.cookie, id, { method: 'guess' });
      const allowed = (STAFF_PERMISSIONS.content as readonly string[]).includes(role);
      expect(res.statusCode, role).toBe(allowed ? 400 : 403);
    }
    const player = await signedInPlayer(t.app);
    expect([401, 403]).toContain((await propose(player.cookie, id, { method: 'icm', stacks: [] })).statusCode);
    expect((await t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/deal/accept` })).statusCode).toBe(401);
  });

  it('refuses a deal before the start, and stacks that do not name exactly the remaining players', async () => {
    const before = await finalThree({ start: false });
    const early = await propose(before.manager.cookie, before.id, { method: 'icm', stacks: before.stacks });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(DEAL_MESSAGES.notRunning);

    const { id, manager, stacks } = await finalThree();
    const stranger = await signedInPlayer(t.app);
    for (const wrong of [stacks.slice(0, 2), [...stacks.slice(0, 2), { playerId: stranger.id, chips: 1 }]]) {
      const res = await propose(manager.cookie, id, { method: 'icm', stacks: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(DEAL_MESSAGES.stacksMustMatch);
    }
    const tooMuch = await propose(manager.cookie, id, { method: 'icm', stacks, amountLeftToPlayFor: '11201' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ message: string }>().message).toBe(
      'The amount left to play for is at most the difference between first and second prize',
    );
    const noChips = await propose(manager.cookie, id, {
      method: 'even',
      stacks: stacks.map((stack, index) => ({ ...stack, chips: index === 0 ? 100 : 0 })),
    });
    expect(noChips.json<{ message: string }>().message).toBe('A deal needs at least two players with chips');
  });
});

describe('a deal from proposal to confirmation', () => {
  it('shares the prizes by ICM exactly (50/25/25 over 50/30/20 gives 38.33 %, 30.83 %, 30.83 %) and pushes it to exactly the players in it', async () => {
    const { id, manager, players, stacks } = await finalThree();
    const outsider = await signedInPlayer(t.app);
    const sockets = await Promise.all(players.map((p) => t.socketFor(p.cookie)));
    const outsiderSocket = await t.socketFor(outsider.cookie);
    const heard = sockets.map((socket) =>
      eventMatching<TournamentDeal>(socket, 'tournament_deal', (deal) => deal.tournamentId === id),
    );
    const outsiderHears = receivesWithin(outsiderSocket, 'tournament_deal', 800);

    const res = await propose(manager.cookie, id, { method: 'icm', stacks });
    expect(res.statusCode, res.body).toBe(200);
    const deal = res.json<TournamentDeal>();
    expect(deal).toMatchObject({ status: 'proposed', method: 'icm', dealt: '56000.00', amountLeftToPlayFor: '0.00' });
    const amount = (playerId: number) => deal.shares.find((share) => share.playerId === playerId)?.amount;
    // Prizes ₹28,000/₹16,800/₹11,200: ½·28,000 + ⅓·16,800 + ⅙·11,200 = ₹21,466.67 (38.33 % of ₹56,000);
    // ₹17,266.67 and ₹17,266.66 for the others (30.83 %; the odd paisa to the earlier listed of two equal
    // remainders, decision 123).
    expect(amount(players[0].id)).toBe('21466.67');
    expect([amount(players[1].id), amount(players[2].id)]).toEqual(['17266.67', '17266.66']);
    expect(deal.shares.reduce((sum, share) => sum + toPaise(share.amount), 0n)).toBe(5_600_000n);
    for (const pushed of await Promise.all(heard)) expect(pushed.id).toBe(deal.id);
    expect(await outsiderHears).toBe(false);

    // The console's read: the deal and the players still in, whose chips the next proposal gives.
    const staffRead = await t.app.inject({
      method: 'GET',
      url: `/api/staff/tournaments/${id}/deal`,
      headers: { cookie: manager.cookie },
    });
    expect(staffRead.json<{ deal: TournamentDeal }>().deal.id).toBe(deal.id);
    expect(staffRead.json<{ remaining: Array<{ playerId: number }> }>().remaining.map((p) => p.playerId)).toEqual(
      players.map((p) => p.id),
    );

    // The player's own read: the deal they are in; a player outside it sees none and cannot accept.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/${id}/deal`,
      headers: { cookie: players[1].cookie },
    });
    expect(mine.json<{ deal: TournamentDeal }>().deal.id).toBe(deal.id);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/${id}/deal`,
      headers: { cookie: outsider.cookie },
    });
    expect(theirs.json()).toEqual({ deal: null });
    const outsiderAccept = await playerCall(outsider.cookie, id, 'accept');
    expect(outsiderAccept.statusCode).toBe(403);
    expect(outsiderAccept.json<{ message: string }>().message).toBe(DEAL_MESSAGES.notInDeal);
  });

  it('waits for every acceptance, names who is missing, and is confirmed and audited with every acceptance', async () => {
    const { id, manager, players, stacks } = await finalThree();
    const { id: dealId } = (await propose(manager.cookie, id, { method: 'chip_chop', stacks })).json<TournamentDeal>();
    // A double tap answers once.
    const taps = await Promise.all([
      playerCall(players[0].cookie, id, 'accept'),
      playerCall(players[0].cookie, id, 'accept'),
    ]);
    expect(taps.map((tap) => tap.statusCode).sort()).toEqual([200, 409]);
    expect((await playerCall(players[1].cookie, id, 'accept')).statusCode).toBe(200);

    const early = await confirm(manager.cookie, id);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      `Waiting for ${players[2].firstName} ${players[2].lastName} to accept`,
    );

    const console_ = await t.socketFor(manager.cookie, { as: 'staff' });
    const consoleHears = eventMatching<TournamentDeal>(
      console_,
      'tournament_deal',
      (deal) => deal.status === 'confirmed',
    );
    expect((await playerCall(players[2].cookie, id, 'accept')).statusCode).toBe(200);
    const confirmed = await confirm(manager.cookie, id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<TournamentDeal>()).toMatchObject({ id: dealId, status: 'confirmed' });
    expect((await consoleHears).id).toBe(dealId);
    const [audit] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.deal.confirm'), eq(auditLog.entityId, String(id))));
    const shares = (audit?.after as { shares?: Array<{ acceptedAt: string | null }> } | undefined)?.shares ?? [];
    expect(shares).toHaveLength(3);
    expect(shares.every((share) => share.acceptedAt !== null)).toBe(true);

    // Confirmed is final: no new proposal replaces it.
    const again = await propose(manager.cookie, id, { method: 'even', stacks });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(DEAL_MESSAGES.alreadyConfirmed);
  });

  it('is off for everyone when one player declines; the director may propose another', async () => {
    const { id, manager, players, stacks } = await finalThree();
    expect((await propose(manager.cookie, id, { method: 'even', stacks })).statusCode).toBe(200);
    expect((await playerCall(players[0].cookie, id, 'accept')).statusCode).toBe(200);
    const declined = await playerCall(players[1].cookie, id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json<TournamentDeal>().status).toBe('declined');
    const late = await playerCall(players[2].cookie, id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(DEAL_MESSAGES.noOpenDeal);
    expect((await confirm(manager.cookie, id)).statusCode).toBe(409);

    const next = await propose(manager.cookie, id, { method: 'even', stacks, amountLeftToPlayFor: '1000' });
    expect(next.statusCode, next.body).toBe(200);
    // Even: ₹55,000 of the remaining prizes split three ways (the odd paisa to the largest stack);
    // ₹1,000 stays on top for the winner.
    expect(next.json<TournamentDeal>()).toMatchObject({
      status: 'proposed',
      dealt: '55000.00',
      amountLeftToPlayFor: '1000.00',
    });
    expect(next.json<TournamentDeal>().shares.map((share) => share.amount)).toEqual([
      '18333.34',
      '18333.33',
      '18333.33',
    ]);
  });
});
