import { STAFF_PERMISSIONS, STAFF_ROLES } from '@club/shared/staff';
import type { TournamentClock } from '@club/shared/tournament-clock';
import type { HandDoneAnswer, TournamentSeating } from '@club/shared/tournament-seating';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerCookie } from '../../../../test/fixtures';
import { eventMatching, listeningTestApp } from '../../../../test/sockets';
import { clockAction, drawTables, enterPaidUpPlayers, managedTournament } from '../../../../test/tournaments';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog } from '../../../db/schema';

// Issue 28, hand-for-hand (TDA RP-8, decision 110): the floor taps "hand done" per table; when every table
// playing has, the club's seconds come off the level, the marks clear and the next hand starts.

const t = listeningTestApp();
const db = () => t.app.database.db;

/** A running tournament of 12 players drawn over tables 1 to 3 (4 each), run by a manager. */
async function handForHandTournament() {
  const { id, manager } = await managedTournament(t.app);
  const players = await enterPaidUpPlayers(db(), id, 12);
  const draw = await drawTables(
    t.app,
    manager.cookie,
    id,
    [1, 2, 3].map((number) => ({ number, seats: 9 })),
  );
  expect(draw.statusCode, draw.body).toBe(200);
  expect((await clockAction(t.app, manager.cookie, id, { action: 'start' })).statusCode).toBe(200);
  return { id, cookie: manager.cookie, players };
}

const call = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const handDone = (cookie: string, id: number, table: number, done = true) =>
  call(cookie, `/api/staff/tournaments/${id}/tables/${table}/hand-done`, { done });
const clockOf = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/tournaments/${id}/clock` })).json<TournamentClock>();
const handForHand = (cookie: string, id: number, on: boolean) =>
  clockAction(t.app, cookie, id, { action: 'hand_for_hand', on });

describe('hand done, table by table', () => {
  it('takes the club’s 2 minutes off once every table playing is done, then clears the marks', async () => {
    const { id, cookie } = await handForHandTournament();
    expect((await handForHand(cookie, id, true)).statusCode).toBe(200);
    const before = await clockOf(id);
    expect(before).toMatchObject({
      state: 'paused',
      handForHand: true,
      handForHandTables: { done: 0, playing: 3, secondsOff: 120 },
    });

    const first = await handDone(cookie, id, 1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<HandDoneAnswer>()).toMatchObject({
      handCompleted: false,
      clock: { handForHandTables: { done: 1, playing: 3 } },
    });
    // A mistap is taken back.
    expect((await handDone(cookie, id, 2)).json<HandDoneAnswer>().clock.handForHandTables).toMatchObject({
      done: 2,
      playing: 3,
    });
    expect((await handDone(cookie, id, 2, false)).json<HandDoneAnswer>().clock.handForHandTables).toMatchObject({
      done: 1,
      playing: 3,
    });
    expect((await handDone(cookie, id, 2)).statusCode).toBe(200);
    // Nothing came off while a table still plays.
    expect((await clockOf(id)).secondsLeft).toBe(before.secondsLeft);

    const last = await handDone(cookie, id, 3);
    expect(last.statusCode, last.body).toBe(200);
    const answer = last.json<HandDoneAnswer>();
    expect(answer.handCompleted).toBe(true);
    expect(answer.clock).toMatchObject({
      state: 'paused',
      handForHand: true,
      handForHandTables: { done: 0, playing: 3, secondsOff: 120 },
    });
    expect(answer.clock.secondsLeft).toBe(before.secondsLeft - 120);
    const seating = await t.app.inject({
      method: 'GET',
      url: `/api/staff/tournaments/${id}/seating`,
      headers: { cookie },
    });
    expect(seating.json<TournamentSeating>().tables.map((table) => table.handDone)).toEqual([false, false, false]);

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(like(auditLog.action, 'tournament.hand_for_hand.%'), eq(auditLog.entityId, String(id))));
    expect(audits.filter((row) => row.action === 'tournament.hand_for_hand.table')).toHaveLength(5);
    const [hand] = audits.filter((row) => row.action === 'tournament.hand_for_hand.hand');
    expect(hand?.after).toMatchObject({ tables: 3, secondsOff: 120 });
  });

  it('follows the club’s setting, and a level that runs out moves the clock to the next one', async () => {
    const { id, cookie } = await handForHandTournament();
    const admin = await signedInStaff(t.app, 'admin');
    const setting = await t.app.inject({
      method: 'PATCH',
      url: '/api/staff/club/settings',
      headers: { cookie: admin.cookie },
      payload: { handForHandSeconds: 180 },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    try {
      // 20-minute level: leave 2 minutes, then one hand of 3 minutes ends it.
      const left = (await clockOf(id)).secondsLeft;
      expect(
        (await clockAction(t.app, cookie, id, { action: 'add_seconds', seconds: -Math.floor(left - 120) })).statusCode,
      ).toBe(200);
      expect((await handForHand(cookie, id, true)).statusCode).toBe(200);
      for (const table of [1, 2]) expect((await handDone(cookie, id, table)).statusCode).toBe(200);
      const answer = (await handDone(cookie, id, 3)).json<HandDoneAnswer>();
      expect(answer.handCompleted).toBe(true);
      expect(answer.clock).toMatchObject({ levelIndex: 1, secondsLeft: 20 * 60, state: 'paused' });
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/staff/club/settings',
        headers: { cookie: admin.cookie },
        payload: { handForHandSeconds: 120 },
      });
    }
  });

  it('counts the hand once when the last two tables tap at the same moment', async () => {
    const { id, cookie } = await handForHandTournament();
    expect((await handForHand(cookie, id, true)).statusCode).toBe(200);
    const before = await clockOf(id);
    expect((await handDone(cookie, id, 1)).statusCode).toBe(200);
    const [two, three] = await Promise.all([handDone(cookie, id, 2), handDone(cookie, id, 3)]);
    expect([two.statusCode, three.statusCode]).toEqual([200, 200]);
    const completed = [two, three].filter((res) => res.json<HandDoneAnswer>().handCompleted);
    expect(completed).toHaveLength(1);
    expect((await clockOf(id)).secondsLeft).toBe(before.secondsLeft - 120);
  });

  it('refuses a tap with hand-for-hand off, twice on the same table, on an unknown table, and starts again when switched', async () => {
    const { id, cookie } = await handForHandTournament();
    const off = await handDone(cookie, id, 1);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Hand-for-hand is off: turn it on from the clock first');
    expect((await handForHand(cookie, id, true)).statusCode).toBe(200);
    expect((await handDone(cookie, id, 1)).statusCode).toBe(200);
    const twice = await handDone(cookie, id, 1);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("Table 1's hand is already marked done");
    const notDone = await handDone(cookie, id, 2, false);
    expect(notDone.json().message).toBe("Table 2's hand is not marked done");
    const unknown = await handDone(cookie, id, 7);
    expect(unknown.statusCode).toBe(404);
    const bad = await call(cookie, `/api/staff/tournaments/${id}/tables/1/hand-done`, { done: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('done is true or false');
    // Switching hand-for-hand off and on again starts the hand from no table done.
    expect((await handForHand(cookie, id, false)).statusCode).toBe(200);
    expect((await handForHand(cookie, id, true)).statusCode).toBe(200);
    expect((await clockOf(id)).handForHandTables).toEqual({ done: 0, playing: 3, secondsOff: 120 });
  });

  it('lets exactly the roles that run tournaments tap, and refuses a player before reading the body', async () => {
    const { id, cookie, players } = await handForHandTournament();
    expect((await handForHand(cookie, id, true)).statusCode).toBe(200);
    const allowed: readonly string[] = STAFF_PERMISSIONS.content;
    for (const role of STAFF_ROLES) {
      const staff = await signedInStaff(t.app, role);
      const res = await call(staff.cookie, `/api/staff/tournaments/${id}/tables/1/hand-done`, { done: 'x' });
      // Authorisation comes before validation: a role without the permission gets 403 even for a bad body.
      expect(res.statusCode, role).toBe(allowed.includes(role) ? 400 : 403);
    }
    const player = await playerCookie(db(), players[0] as number);
    expect((await handDone(player, id, 1)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/staff/tournaments/${id}/tables/1/hand-done`,
          payload: { done: true },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('pushes the seating to the tournament consoles and the clock to every clock screen after each tap', async () => {
    const { id, cookie } = await handForHandTournament();
    expect((await handForHand(cookie, id, true)).statusCode).toBe(200);
    const console = await t.socketFor(cookie, { as: 'staff' });
    const seatingPush = eventMatching<TournamentSeating>(
      console,
      'tournament_seating',
      (s) => s.tournamentId === id && s.tables.some((table) => table.number === 1 && table.handDone),
    );
    const clockPush = eventMatching<TournamentClock>(
      console,
      'tournament_clock',
      (c) => c.tournamentId === id && c.handForHandTables?.done === 1,
    );
    expect((await handDone(cookie, id, 1)).statusCode).toBe(200);
    await expect(seatingPush).resolves.toBeTruthy();
    await expect(clockPush).resolves.toBeTruthy();
  });
});
