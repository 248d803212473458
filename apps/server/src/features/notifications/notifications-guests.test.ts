import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listeningTestApp, whoHears } from '../../../test/sockets';
import { createGame, createTable, seatDirectly, signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';
import { auditLog, guests, seats } from '../../db/schema';

// Issue 38 item 10: the composer's seated and waiting audiences with guests among them (decision 131: a list entry
// or a cash seat with no player account). Guests have no app: they are skipped, and the answer says how many.
// A table's wait-list is its game's list (decision 063): the entries that prefer that table or any table.
const t = listeningTestApp();
const db = () => t.app.database.db;

const send = (cookie: string, target: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/push-notifications',
    headers: { cookie },
    payload: { title: 'Tonight', message: 'The 25/50 opens a second table at 9.', priority: 'high', target },
  });
const post = (cookie: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const newPhone = () => `97${randomInt(10_000_000, 99_999_999)}`;

/** A game with two tables, as the floor runs one. */
async function gameWithTwoTables() {
  const game = await createGame(db());
  const tableA = await createTable(t.app, { gameId: game.id });
  const tableB = await createTable(t.app, { gameId: game.id });
  return { game, tableA, tableB };
}

describe("sending to a table's wait-list", () => {
  it("reaches the players waiting for it on its game's list (any table, or this one) and skips the guests", async () => {
    const { game, tableA, tableB } = await gameWithTwoTables();
    const manager = await signedInStaff(t.app, 'manager');
    const anyTable = await signedInPlayer(t.app);
    const prefersA = await signedInPlayer(t.app);
    const prefersB = await signedInPlayer(t.app);
    // The player's own joins: the game list with no preference, and the spec's table join (that table preferred).
    expect((await post(anyTable.cookie, `/api/games/${game.id}/waitlist`, {})).statusCode).toBe(201);
    expect((await post(prefersA.cookie, '/api/seat-requests', { tableId: tableA.id })).statusCode).toBe(201);
    expect(
      (await post(prefersB.cookie, `/api/games/${game.id}/waitlist`, { preferredTableId: tableB.id })).statusCode,
    ).toBe(201);
    // Walk-ins the floor listed: a guest for any table, and one for table B.
    const walkIn = { name: 'Walk In', phone: newPhone() };
    expect((await post(manager.cookie, `/api/staff/games/${game.id}/waitlist`, { guest: walkIn })).statusCode).toBe(
      201,
    );
    const forB = { guest: { name: 'Phone In', phone: newPhone() }, preferredTableId: tableB.id };
    expect((await post(manager.cookie, `/api/staff/games/${game.id}/waitlist`, forB)).statusCode).toBe(201);
    const phones = {
      anyTable: await t.socketFor(anyTable.cookie),
      prefersA: await t.socketFor(prefersA.cookie),
      prefersB: await t.socketFor(prefersB.cookie),
    };

    let answer = { statusCode: 0, body: {} as Record<string, unknown> };
    const heardA = await whoHears(phones, async () => {
      const res = await send(manager.cookie, { tableId: tableA.id, audience: 'waiting' });
      answer = { statusCode: res.statusCode, body: res.json() };
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.body).toMatchObject({ recipientCount: 2, deliveredCount: 2, guestsSkipped: 1 });
    expect(heardA).toEqual({ anyTable: true, prefersA: true, prefersB: false });

    const toB = await send(manager.cookie, { tableId: tableB.id, audience: 'waiting' });
    expect(toB.statusCode).toBe(201);
    expect(toB.json()).toMatchObject({ recipientCount: 2, guestsSkipped: 2 });

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notification.sent'), eq(auditLog.entityId, toB.json().id)))
      .orderBy(desc(auditLog.id));
    expect(audit?.after).toMatchObject({ recipientCount: 2, guestsSkipped: 2 });
    // The composer's history keeps the count with the send, as the answer said it.
    const history = await t.app.inject({ url: '/api/staff/push-notifications', headers: { cookie: manager.cookie } });
    const rows = history.json() as Array<{ id: number; guestsSkipped: number; recipientCount: number }>;
    expect(rows.find((row) => row.id === answer.body.id)).toMatchObject({ recipientCount: 2, guestsSkipped: 1 });
    expect(rows.find((row) => row.id === toB.json().id)).toMatchObject({ recipientCount: 2, guestsSkipped: 2 });
  });

  it('sends to every player on a wait-list with guests among them, and counts the guests', async () => {
    const { game } = await gameWithTwoTables();
    const manager = await signedInStaff(t.app, 'manager');
    const player = await signedInPlayer(t.app);
    expect((await post(player.cookie, `/api/games/${game.id}/waitlist`, {})).statusCode).toBe(201);
    const guest = { guest: { name: 'Walk In', phone: newPhone() } };
    expect((await post(manager.cookie, `/api/staff/games/${game.id}/waitlist`, guest)).statusCode).toBe(201);
    const res = await send(manager.cookie, { audience: 'waiting' });
    expect(res.statusCode).toBe(201);
    expect(res.json().recipientCount).toBeGreaterThanOrEqual(1);
    expect(res.json().guestsSkipped).toBeGreaterThanOrEqual(1);
  });
});

describe('sending to seated players', () => {
  it('skips a guest at a cash seat (decision 131) and reaches the players, at one table and club-wide', async () => {
    const { tableA } = await gameWithTwoTables();
    const manager = await signedInStaff(t.app, 'manager');
    const player = await signedInPlayer(t.app);
    await seatDirectly(t.app, { playerId: player.id, tableId: tableA.id, seatNumber: 1 });
    const [guest] = await db().insert(guests).values({ name: 'Cash Guest', phone: newPhone() }).returning();
    await db()
      .insert(seats)
      .values({ guestId: guest!.id, tableId: tableA.id, seatNumber: 2, buyInPaise: 500_000n, buyInCash: true });
    const phone = await t.socketFor(player.cookie);

    const heard = await whoHears({ player: phone }, async () => {
      const res = await send(manager.cookie, { tableId: tableA.id, audience: 'seated' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ recipientCount: 1, guestsSkipped: 1 });
    });
    expect(heard).toEqual({ player: true });
    const everywhere = await send(manager.cookie, { audience: 'seated' });
    expect(everywhere.statusCode).toBe(201);
    expect(everywhere.json().guestsSkipped).toBeGreaterThanOrEqual(1);
  });

  it('names no guests for a single player or an audience of accounts', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const player = await signedInPlayer(t.app);
    expect((await send(manager.cookie, { playerId: player.id })).json()).toMatchObject({ guestsSkipped: 0 });
    expect((await send(manager.cookie, { audience: 'verified' })).json()).toMatchObject({ guestsSkipped: 0 });
  });
});
