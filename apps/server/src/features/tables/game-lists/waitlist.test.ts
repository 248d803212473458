import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createPlayer } from '../../../../test/fixtures';
import { addToWaitlist, createTable, joinWaitlist, seatDirectly, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';
import { seats, waitlistEntries } from '../../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const leave = (cookie: string, playerId: number, tableId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/seat-requests/${playerId}/${tableId}`, headers: { cookie } });

describe('POST /api/seat-requests', () => {
  it('puts the player on the list with the preferred seat and notes, position from the order of joining', async () => {
    const table = await createTable(t.app);
    const first = await signedInPlayer(t.app);
    const second = await signedInPlayer(t.app);
    expect((await joinWaitlist(t.app, first.cookie, { playerId: first.id, tableId: table.id })).json().position).toBe(
      1,
    );
    const res = await joinWaitlist(t.app, second.cookie, {
      playerId: second.id,
      tableId: table.id,
      tableName: 'ignored',
      seatNumber: 5,
      notes: '  near the window ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      playerId: second.id,
      tableId: String(table.id),
      tableName: table.name,
      status: 'waiting',
      position: 2,
      seatNumber: 5,
      preferredSeat: 5,
      notes: 'near the window',
      sessionStartTime: null,
    });
  });

  it("answers a second entry for the same table with 409 'Already on waitlist', and keeps one entry", async () => {
    const table = await createTable(t.app);
    const player = await signedInPlayer(t.app);
    await joinWaitlist(t.app, player.cookie, { tableId: table.id });
    const again = await joinWaitlist(t.app, player.cookie, { tableId: table.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_ON_WAITLIST', message: 'Already on waitlist' });
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => joinWaitlist(t.app, player.cookie, { tableId: table.id })),
    );
    expect(parallel.every((r) => r.statusCode === 409)).toBe(true);
    const rows = await db()
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.playerId, player.id), eq(waitlistEntries.tableId, table.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a player seated at an active table with the spec’s message naming that table', async () => {
    const playing = await createTable(t.app, { name: 'Dragon Room' });
    const other = await createTable(t.app);
    const player = await signedInPlayer(t.app);
    await seatDirectly(t.app, { playerId: player.id, tableId: playing.id, seatNumber: 1 });
    const res = await joinWaitlist(t.app, player.cookie, { tableId: other.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SEATED_ELSEWHERE',
      message: 'You must cash out from your active table "Dragon Room" before joining another game',
    });
  });

  it('lets a player seated at an inactive table join another list', async () => {
    const quiet = await createTable(t.app, { status: 'inactive', gameStartedAt: null });
    const other = await createTable(t.app);
    const player = await signedInPlayer(t.app);
    await seatDirectly(t.app, { playerId: player.id, tableId: quiet.id, seatNumber: 1 });
    expect((await joinWaitlist(t.app, player.cookie, { tableId: other.id })).statusCode).toBe(201);
  });

  it("trusts only the session's player and refuses a seat the table does not have", async () => {
    const table = await createTable(t.app, { maxPlayers: 6 });
    const player = await signedInPlayer(t.app);
    const victim = await createPlayer(db());
    expect((await joinWaitlist(t.app, player.cookie, { playerId: victim.id, tableId: table.id })).statusCode).toBe(403);
    const seven = await joinWaitlist(t.app, player.cookie, { tableId: table.id, seatNumber: 7 });
    expect(seven.statusCode).toBe(400);
    expect((await joinWaitlist(t.app, player.cookie, { tableId: 999_999 })).statusCode).toBe(404);
    expect((await joinWaitlist(t.app, player.cookie, { tableId: 'x' })).statusCode).toBe(400);
  });
});

describe('positions', () => {
  it('are derived from the order of creation among waiting entries: someone ahead leaving moves the rest up', async () => {
    const table = await createTable(t.app);
    const players = [await signedInPlayer(t.app), await signedInPlayer(t.app), await signedInPlayer(t.app)];
    for (const p of players) await joinWaitlist(t.app, p.cookie, { tableId: table.id });
    const positionOf = async (p: (typeof players)[number]) =>
      (await get(`/api/seat-requests/${p.id}`, p.cookie)).json()[0].position;
    expect([await positionOf(players[0]!), await positionOf(players[1]!), await positionOf(players[2]!)]).toEqual([
      1, 2, 3,
    ]);
    expect((await leave(players[0]!.cookie, players[0]!.id, table.id)).statusCode).toBe(200);
    expect([await positionOf(players[1]!), await positionOf(players[2]!)]).toEqual([1, 2]);
    // Rejoining puts the player at the back, not back in the old place.
    await joinWaitlist(t.app, players[0]!.cookie, { tableId: table.id });
    expect(await positionOf(players[0]!)).toBe(3);
  });

  it('count only the same table’s waiting entries', async () => {
    const one = await createTable(t.app);
    const two = await createTable(t.app);
    const early = await createPlayer(db());
    await addToWaitlist(t.app, early.id, one.id, new Date(Date.now() - 60_000));
    const player = await signedInPlayer(t.app);
    expect((await joinWaitlist(t.app, player.cookie, { tableId: two.id })).json().position).toBe(1);
  });
});

describe('DELETE /api/seat-requests/{playerId}/{tableId}', () => {
  it("takes the player off the list ('Left Wait-List'); leaving again is 404", async () => {
    const table = await createTable(t.app);
    const player = await signedInPlayer(t.app);
    await joinWaitlist(t.app, player.cookie, { tableId: table.id });
    const res = await leave(player.cookie, player.id, table.id);
    expect(res.json()).toEqual({ success: true, message: 'Left Wait-List' });
    expect((await get(`/api/seat-requests/${player.id}`, player.cookie)).json()).toEqual([]);
    expect((await leave(player.cookie, player.id, table.id)).statusCode).toBe(404);
  });

  it('refuses to take another player off a list (403), and the entry stays', async () => {
    const table = await createTable(t.app);
    const owner = await signedInPlayer(t.app);
    const intruder = await signedInPlayer(t.app);
    await joinWaitlist(t.app, owner.cookie, { tableId: table.id });
    expect((await leave(intruder.cookie, owner.id, table.id)).statusCode).toBe(403);
    expect((await get(`/api/seat-requests/${owner.id}`, owner.cookie)).json()).toHaveLength(1);
  });
});

describe('GET seat requests and table seats', () => {
  it('serves the per-player list at /api/seat-requests and /api/seat-requests/{playerId}, seated entries included', async () => {
    const table = await createTable(t.app);
    const other = await createTable(t.app);
    const player = await signedInPlayer(t.app);
    const entry = await addToWaitlist(t.app, player.id, table.id);
    await db().update(waitlistEntries).set({ status: 'seated' }).where(eq(waitlistEntries.id, entry.id));
    await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 3 });
    await addToWaitlist(t.app, player.id, other.id);
    const mine = (await get('/api/seat-requests', player.cookie)).json();
    expect(mine).toEqual((await get(`/api/seat-requests/${player.id}`, player.cookie)).json());
    expect(
      mine.map((r: { status: string; seatNumber: number | null; position: number | null }) => [
        r.status,
        r.seatNumber,
        r.position,
      ]),
    ).toEqual([
      ['waiting', null, 1],
      ['seated', 3, null],
    ]);
  });

  it("answers another player's seat requests and seats with 403; floor staff may read them", async () => {
    const player = await signedInPlayer(t.app);
    const other = await signedInPlayer(t.app);
    expect((await get(`/api/seat-requests/${player.id}`, other.cookie)).statusCode).toBe(403);
    expect((await get(`/api/table-seats/${player.id}`, other.cookie)).statusCode).toBe(403);
    const manager = await signedInStaff(t.app, 'manager');
    expect((await get(`/api/seat-requests/${player.id}`, manager.cookie)).statusCode).toBe(200);
  });

  it("lists the player's open seats with the spec's table seat fields", async () => {
    const table = await createTable(t.app, { status: 'active' });
    const player = await signedInPlayer(t.app);
    const seat = await seatDirectly(t.app, {
      playerId: player.id,
      tableId: table.id,
      seatNumber: 7,
      buyInPaise: 300_000n,
    });
    expect((await get(`/api/table-seats/${player.id}`, player.cookie)).json()).toEqual([
      {
        seatId: seat.id,
        tableId: String(table.id),
        tableName: table.name,
        gameType: "No Limit Hold'em",
        stakes: '₹25/₹50',
        seatNumber: 7,
        status: 'active',
        sessionStartTime: seat.sessionStartAt.toISOString(),
        sessionBuyIn: '3000.00',
        buyInPaid: '0.00',
        minBuyIn: '2000.00',
        maxBuyIn: '10000.00',
      },
    ]);
  });
});

describe('wait-list ETA (decision 063: the game’s turnover)', () => {
  it('starts from the prior with no turnover observed: 150 minutes a seated player, per place beyond the open seats', async () => {
    const table = await createTable(t.app, { maxPlayers: 2 });
    for (const n of [1, 2]) {
      const p = await createPlayer(db());
      await seatDirectly(t.app, { playerId: p.id, tableId: table.id, seatNumber: n });
    }
    const first = await signedInPlayer(t.app);
    const second = await signedInPlayer(t.app);
    // Two seated, nothing observed: a seat every 75 minutes.
    expect((await joinWaitlist(t.app, first.cookie, { tableId: table.id })).json().estimatedWaitMinutes).toBe(75);
    expect((await joinWaitlist(t.app, second.cookie, { tableId: table.id })).json().estimatedWaitMinutes).toBe(150);
  });

  it('reads the seats ended at the game’s tables over the last three hours', async () => {
    const started = new Date(Date.now() - 180 * 60_000);
    const quiet = await createTable(t.app, { maxPlayers: 2, gameStartedAt: started });
    const busy = await createTable(t.app, { maxPlayers: 2, gameStartedAt: started });
    for (const table of [quiet, busy]) {
      for (const n of [1, 2]) {
        const p = await createPlayer(db());
        await seatDirectly(t.app, { playerId: p.id, tableId: table.id, seatNumber: n });
      }
    }
    for (let i = 0; i < 6; i++) {
      const past = await createPlayer(db());
      const ended = await seatDirectly(t.app, {
        playerId: past.id,
        tableId: busy.id,
        seatNumber: 3 + (i % 5),
        minutesAgo: 60,
      });
      await db()
        .update(seats)
        .set({ endedAt: new Date(Date.now() - 10 * 60_000) })
        .where(eq(seats.id, ended.id));
    }
    // Quiet: 3 / (180 + 225) a minute, about 135 minutes; busy: 9 / 405, about 45 minutes.
    const player = await signedInPlayer(t.app);
    expect((await joinWaitlist(t.app, player.cookie, { tableId: quiet.id })).json().estimatedWaitMinutes).toBe(135);
    const other = await signedInPlayer(t.app);
    expect((await joinWaitlist(t.app, other.cookie, { tableId: busy.id })).json().estimatedWaitMinutes).toBe(45);
  });
});
