import { randomUUID } from 'node:crypto';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '@club/shared/staff';
import type { TournamentSeating } from '@club/shared/tournament-seating';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer, playerCookie } from '../../../../test/fixtures';
import { eventMatching, listeningTestApp } from '../../../../test/sockets';
import {
  clockAction,
  drawTables,
  enterPaidUpPlayers,
  managedTournament,
  putStructure,
  sampleStructure,
} from '../../../../test/tournaments';
import { fundPlayer, signedInStaff } from '../../../../test/wallet';
import { auditLog } from '../../../db/schema';

// Issue 29, "chip counts where entered": the floor counts stacks a table at a time; the seating shows each
// count with its time, and a rebuy or add-on after a count adds its chips to it.

const t = listeningTestApp();
const db = () => t.app.database.db;

/** A tournament with rebuys (10,000 chips for ₹1,000 through level 2), 6 players drawn at one table. */
async function countedTournament() {
  const structure = sampleStructure();
  structure.entryRules = {
    ...structure.entryRules,
    rebuy: { price: '1000', chips: 10_000, untilLevel: 2, atOrBelowStartingStack: false },
  };
  const { id, manager } = await managedTournament(t.app, structure);
  const players = await enterPaidUpPlayers(db(), id, 5);
  const rebuyer = await createPlayer(db(), { firstName: 'Rita', lastName: 'Rebuy' });
  await fundPlayer(t.app, rebuyer.id, '10000');
  const rebuyerCookie = await playerCookie(db(), rebuyer.id);
  const entered = await t.app.inject({
    method: 'POST',
    url: `/api/tournaments/${id}/entries`,
    headers: { cookie: rebuyerCookie, 'idempotency-key': randomUUID() },
    payload: { kind: 'entry' },
  });
  expect(entered.statusCode, entered.body).toBe(200);
  const draw = await drawTables(t.app, manager.cookie, id, [{ number: 1, seats: 9 }]);
  expect(draw.statusCode, draw.body).toBe(200);
  return { id, cookie: manager.cookie, players, rebuyer: { id: rebuyer.id, cookie: rebuyerCookie } };
}

const count = (cookie: string, id: number, counts: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/tournaments/${id}/chip-counts`,
    headers: { cookie },
    payload: { counts },
  });
const countedOf = (seating: TournamentSeating, playerId: number) =>
  seating.tables.flatMap((table) => table.players).find((p) => p.playerId === playerId);

describe('the floor’s chip counts', () => {
  it('keeps each count with its time on the seating, audited, and pushes it to the consoles', async () => {
    const { id, cookie, players } = await countedTournament();
    const [a, b] = players as [number, number];
    const console = await t.socketFor(cookie, { as: 'staff' });
    const pushed = eventMatching<TournamentSeating>(
      console,
      'tournament_seating',
      (s) => s.tournamentId === id && countedOf(s, a)?.countedChips === 24_500,
    );
    const res = await count(cookie, id, [
      { playerId: a, chips: 24_500 },
      { playerId: b, chips: 15_500 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const seating = res.json<TournamentSeating>();
    expect(countedOf(seating, a)).toMatchObject({ countedChips: 24_500, chipsIn: 20_000 });
    expect(countedOf(seating, b)?.countedAt).toEqual(expect.any(String));
    expect(countedOf(seating, players[2] as number)).toMatchObject({ countedChips: null, countedAt: null });
    await expect(pushed).resolves.toBeTruthy();
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.chip_counts'), eq(auditLog.entityId, String(id))));
    expect(audit?.after).toMatchObject({
      counts: [
        { playerId: a, chips: 24_500 },
        { playerId: b, chips: 15_500 },
      ],
    });
    // A new count replaces the last one.
    const again = await count(cookie, id, [{ playerId: a, chips: 30_000 }]);
    expect(countedOf(again.json<TournamentSeating>(), a)?.countedChips).toBe(30_000);
  });

  it('adds a rebuy’s chips to the player’s last count', async () => {
    const { id, cookie, rebuyer } = await countedTournament();
    expect((await clockAction(t.app, cookie, id, { action: 'start' })).statusCode).toBe(200);
    expect((await count(cookie, id, [{ playerId: rebuyer.id, chips: 4_000 }])).statusCode).toBe(200);
    const rebuy = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${id}/entries`,
      headers: { cookie: rebuyer.cookie, 'idempotency-key': randomUUID() },
      payload: { kind: 'rebuy' },
    });
    expect(rebuy.statusCode, rebuy.body).toBe(200);
    const seating = await t.app.inject({
      method: 'GET',
      url: `/api/staff/tournaments/${id}/seating`,
      headers: { cookie },
    });
    expect(countedOf(seating.json<TournamentSeating>(), rebuyer.id)).toMatchObject({
      countedChips: 14_000,
      chipsIn: 30_000,
    });
  });

  it('sells a rebuy only at or below the starting stack when the structure says so, by the floor’s count', async () => {
    const { id, cookie, rebuyer } = await countedTournament();
    const structure = sampleStructure();
    structure.entryRules = {
      ...structure.entryRules,
      rebuy: { price: '1000', chips: 10_000, untilLevel: 2, atOrBelowStartingStack: true },
    };
    const put = await putStructure(t.app, cookie, id, structure);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().structure.entryRules.rebuy).toMatchObject({ atOrBelowStartingStack: true });
    expect((await clockAction(t.app, cookie, id, { action: 'start' })).statusCode).toBe(200);
    const rebuy = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/tournaments/${id}/entries`,
        headers: { cookie: rebuyer.cookie, 'idempotency-key': randomUUID() },
        payload: { kind: 'rebuy' },
      });
    const uncounted = await rebuy();
    expect(uncounted.statusCode).toBe(409);
    expect(uncounted.json().message).toBe(
      'A rebuy needs a stack at or below the starting stack (20,000): ask the floor to count your chips first',
    );
    expect((await count(cookie, id, [{ playerId: rebuyer.id, chips: 26_000 }])).statusCode).toBe(200);
    const above = await rebuy();
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toBe(
      'A rebuy needs a stack at or below the starting stack (20,000): the floor counted 26,000',
    );
    expect((await count(cookie, id, [{ playerId: rebuyer.id, chips: 20_000 }])).statusCode).toBe(200);
    const allowed = await rebuy();
    expect(allowed.statusCode, allowed.body).toBe(200);
    // The rebuy's chips are on the count now: a second rebuy at once is above the stack.
    expect((await rebuy()).json().message).toBe(
      'A rebuy needs a stack at or below the starting stack (20,000): the floor counted 30,000',
    );
  });

  it('refuses a player who is not in, a count twice for one player and a bad count, changing nothing', async () => {
    const { id, cookie, players } = await countedTournament();
    const outsider = await createPlayer(db());
    const out = await count(cookie, id, [
      { playerId: players[0], chips: 1_000 },
      { playerId: outsider.id, chips: 2_000 },
    ]);
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe(`Player #${outsider.id} is not in this tournament: nothing to count`);
    const seating = await t.app.inject({
      method: 'GET',
      url: `/api/staff/tournaments/${id}/seating`,
      headers: { cookie },
    });
    expect(countedOf(seating.json<TournamentSeating>(), players[0] as number)?.countedChips).toBeNull();
    const cases: [unknown, string][] = [
      [[], 'Send at least one chip count'],
      [
        [
          { playerId: players[0], chips: 1 },
          { playerId: players[0], chips: 2 },
        ],
        'Each player is counted once',
      ],
      [[{ playerId: players[0], chips: -5 }], 'A chip count is a whole number of chips'],
      [[{ playerId: players[0], chips: 1.5 }], 'A chip count is a whole number of chips'],
    ];
    for (const [counts, message] of cases) {
      const res = await count(cookie, id, counts);
      expect(res.statusCode, JSON.stringify(counts)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await count(cookie, 99_999_999, [{ playerId: players[0], chips: 1 }])).statusCode).toBe(404);
  });

  it('lets exactly the roles that run tournaments count, before reading the body', async () => {
    const { id, players } = await countedTournament();
    const allowed: readonly string[] = STAFF_PERMISSIONS.content;
    for (const role of STAFF_ROLES) {
      const staff = await signedInStaff(t.app, role);
      const res = await count(staff.cookie, id, 'not a list');
      expect(res.statusCode, role).toBe(allowed.includes(role) ? 400 : 403);
    }
    const player = await playerCookie(db(), players[0] as number);
    expect((await count(player, id, [{ playerId: players[0], chips: 1 }])).statusCode).toBe(401);
  });
});

describe('the player’s own count', () => {
  it('shows the counted player their stack on the tournament’s page, pushed live, and nobody else’s', async () => {
    const { id, cookie, rebuyer } = await countedTournament();
    const phone = await t.socketFor(rebuyer.cookie);
    const pushed = eventMatching<{ tournamentId: number; countedChips: number | null }>(
      phone,
      'tournament_my_entry',
      (mine) => mine.tournamentId === id && mine.countedChips === 18_250,
    );
    expect((await count(cookie, id, [{ playerId: rebuyer.id, chips: 18_250 }])).statusCode).toBe(200);
    await expect(pushed).resolves.toBeTruthy();
    const me = await t.app.inject({ url: `/api/tournaments/${id}/me`, headers: { cookie: rebuyer.cookie } });
    expect(me.json()).toMatchObject({ status: 'active', countedChips: 18_250, countedAt: expect.any(String) });
    const other = await createPlayer(db(), { firstName: 'Otto', lastName: 'Other' });
    const theirs = await t.app.inject({
      url: `/api/tournaments/${id}/me`,
      headers: { cookie: await playerCookie(db(), other.id) },
    });
    expect(theirs.json()).toMatchObject({ status: 'none', countedChips: null });
  });
});
