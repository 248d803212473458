import type { FloorTable } from '@club/shared/floor';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMatching, listeningTestApp, nextEvent, receivesWithin } from '../../../../test/sockets';
import { addToWaitlist, createGame, createTable, seatDirectly, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog, pokerTables, seats, waitlistEntries } from '../../../db/schema';

// POST /api/staff/tables/{tableId}/close (issue 15): not while anyone is seated; the wait-list ends.

const t = listeningTestApp();
const db = () => t.app.database.db;
const MIN = 60_000;

const close = (cookie: string, tableId: number) =>
  t.app.inject({ method: 'POST', url: `/api/staff/tables/${tableId}/close`, headers: { cookie } });
const release = (cookie: string, seatId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/seats/${seatId}/release`,
    headers: { cookie },
    payload: { note: 'Table closing' },
  });

describe('POST /api/staff/tables/{tableId}/close', () => {
  it('is refused with the seated players named while a seat is open; after releasing them it closes', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const table = await createTable(t.app);
    const asha = await signedInPlayer(t.app, { firstName: 'Asha', lastName: 'Rao' });
    const ravi = await signedInPlayer(t.app, { firstName: 'Ravi', lastName: 'Menon' });
    const seatFive = await seatDirectly(t.app, { playerId: ravi.id, tableId: table.id, seatNumber: 5 });
    const seatTwo = await seatDirectly(t.app, { playerId: asha.id, tableId: table.id, seatNumber: 2 });

    const refused = await close(manager.cookie, table.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INVALID_STATE' });
    expect(refused.json().message).toContain('Move or release first: Seat 2 Asha Rao, Seat 5 Ravi Menon');
    const [still] = await db().select().from(pokerTables).where(eq(pokerTables.id, table.id));
    expect(still!.status).toBe('active');

    expect((await release(manager.cookie, seatTwo.id)).statusCode).toBe(200);
    const oneLeft = await close(manager.cookie, table.id);
    expect(oneLeft.statusCode).toBe(409);
    expect(oneLeft.json().message).toContain('Move or release first: Seat 5 Ravi Menon');
    expect(oneLeft.json().message).not.toContain('Asha');
    expect((await release(manager.cookie, seatFive.id)).statusCode).toBe(200);

    const res = await close(manager.cookie, table.id);
    expect(res.statusCode).toBe(200);
    const floor = res.json() as FloorTable;
    expect(floor).toMatchObject({ id: String(table.id), status: 'inactive', gameStartedAt: null, seats: [] });
    // The table stays, with its seats as history.
    const [row] = await db().select().from(pokerTables).where(eq(pokerTables.id, table.id));
    expect(row).toMatchObject({ status: 'inactive', gameStartedAt: null });
    expect(await db().select().from(seats).where(eq(seats.tableId, table.id))).toHaveLength(2);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tables.close'), eq(auditLog.entityId, String(table.id))));
    expect(audits).toMatchObject([
      { staffId: manager.id, before: { status: 'active' }, after: { status: 'inactive' } },
    ]);
  });

  it('ends the wait-list and tells each waiting player; the lobby and the floor hear the table', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const table = await createTable(t.app, { name: `Lotus ${Date.now()}` });
    const first = await signedInPlayer(t.app);
    const second = await signedInPlayer(t.app);
    const firstEntry = await addToWaitlist(t.app, first.id, table.id, new Date(Date.now() - 2 * MIN));
    const secondEntry = await addToWaitlist(t.app, second.id, table.id, new Date(Date.now() - MIN));

    const [firstSocket, secondSocket, staffSocket] = [
      await t.socketFor(first.cookie),
      await t.socketFor(second.cookie),
      await t.socketFor(admin.cookie),
    ];
    const toldFirst = nextEvent<{ title: string; message: string }>(firstSocket, 'notification');
    const toldSecond = nextEvent<{ message: string }>(secondSocket, 'notification');
    const requests = nextEvent<{ seatRequests: Array<{ tableId: string }> }>(firstSocket, 'seat_requests_updated');
    const lobby = eventMatching<{ tables: Array<{ id: string; status: string; waitlistCount: number }> }>(
      firstSocket,
      'lobby_updated',
      (p) => p.tables.some((t) => t.id === String(table.id) && t.status === 'inactive'),
    ).then((p) => p.tables.find((t) => t.id === String(table.id)));
    const floorPush = nextEvent<{ table: FloorTable }>(staffSocket, 'floor_table_updated');

    const res = await close(admin.cookie, table.id);
    expect(res.statusCode).toBe(200);
    expect((res.json() as FloorTable).waitlist).toEqual([]);
    const entries = await db().select().from(waitlistEntries).where(eq(waitlistEntries.tableId, table.id));
    expect(entries.map((e) => [e.id, e.status])).toEqual(
      expect.arrayContaining([
        [firstEntry.id, 'left'],
        [secondEntry.id, 'left'],
      ]),
    );
    expect(entries.every((e) => e.resolvedAt !== null)).toBe(true);
    const message = (await toldFirst).message;
    expect(message).toContain(table.name);
    expect((await toldSecond).message).toBe(message);
    expect((await requests).seatRequests.some((r) => r.tableId === String(table.id))).toBe(false);
    expect(await lobby).toMatchObject({ id: String(table.id), status: 'inactive', waitlistCount: 0 });
    expect((await floorPush).table).toMatchObject({ id: String(table.id), status: 'inactive', waitlist: [] });
  });

  it('the game’s only running table, not running itself: its list of game-wide entries ends, each told (issue 27 item 1)', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const game = await createGame(db());
    const table = await createTable(t.app, {
      gameId: game.id,
      stakes: game.stakes,
      status: 'inactive',
      gameStartedAt: null,
    });
    const waiting = [await signedInPlayer(t.app), await signedInPlayer(t.app), await signedInPlayer(t.app)];
    // Joined through the game's list (decision 063): no preferred table.
    for (const [i, player] of waiting.entries()) {
      await db()
        .insert(waitlistEntries)
        .values({
          playerId: player.id,
          gameId: game.id,
          tableId: null,
          createdAt: new Date(Date.now() - (3 - i) * MIN),
        });
    }
    const before = (await t.app.inject({ url: '/api/staff/floor', headers: { cookie: manager.cookie } }))
      .json<{ tables: FloorTable[] }>()
      .tables.find((x) => x.id === String(table.id))!;
    expect(before.waitlist).toHaveLength(3);
    const sockets = await Promise.all(waiting.map((player) => t.socketFor(player.cookie)));
    const told = sockets.map((socket) => nextEvent<{ message: string }>(socket, 'notification'));

    const res = await close(manager.cookie, table.id);
    expect(res.statusCode).toBe(200);
    expect((res.json() as FloorTable).waitlist).toEqual([]);
    const entries = await db().select().from(waitlistEntries).where(eq(waitlistEntries.gameId, game.id));
    expect(entries.map((e) => e.status)).toEqual(['left', 'left', 'left']);
    for (const heard of told) {
      expect((await heard).message).toBe(
        `${table.name} has closed: no other ${game.name} table is running, so you are no longer on its list`,
      );
    }
    // Nobody waits for it now, so the TV board (inactive tables only while players wait) no longer lists it.
    const floor = await t.app.inject({ url: '/api/staff/floor', headers: { cookie: manager.cookie } });
    expect(floor.json<{ tables: FloorTable[] }>().tables.find((x) => x.id === String(table.id))!.waitlist).toEqual([]);
  });

  it('another table of the game runs: the list stays the game’s, who asked for the closed table keeps the place and is told', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const game = await createGame(db());
    const closing = await createTable(t.app, {
      gameId: game.id,
      stakes: game.stakes,
      status: 'inactive',
      gameStartedAt: null,
    });
    const running = await createTable(t.app, { gameId: game.id, stakes: game.stakes });
    const [anyTable, forClosing, forRunning] = [
      await signedInPlayer(t.app),
      await signedInPlayer(t.app),
      await signedInPlayer(t.app),
    ];
    const rows = [
      { playerId: anyTable.id, tableId: null },
      { playerId: forClosing.id, tableId: closing.id },
      { playerId: forRunning.id, tableId: running.id },
    ];
    for (const [i, row] of rows.entries()) {
      await db()
        .insert(waitlistEntries)
        .values({ ...row, gameId: game.id, createdAt: new Date(Date.now() - (3 - i) * MIN) });
    }
    const toldKept = nextEvent<{ message: string }>(await t.socketFor(forClosing.cookie), 'notification');
    const anySocket = await t.socketFor(anyTable.cookie);
    const anyTold = receivesWithin(anySocket, 'notification', 800);

    const res = await close(manager.cookie, closing.id);
    expect(res.statusCode).toBe(200);
    const entries = await db().select().from(waitlistEntries).where(eq(waitlistEntries.gameId, game.id));
    const byPlayer = new Map(entries.map((e) => [e.playerId, e]));
    expect(entries.every((e) => e.status === 'waiting')).toBe(true);
    expect(byPlayer.get(forClosing.id)!.tableId).toBeNull();
    expect(byPlayer.get(forRunning.id)!.tableId).toBe(running.id);
    expect((await toldKept).message).toBe(
      `${closing.name} has closed: you keep your place on the ${game.name} list, for its other tables`,
    );
    expect(await anyTold).toBe(false);
    // The running table's list: all three, in the same order as before.
    const floor = (await t.app.inject({ url: '/api/staff/floor', headers: { cookie: manager.cookie } }))
      .json<{ tables: FloorTable[] }>()
      .tables.find((x) => x.id === String(running.id))!;
    expect(floor.waitlist.map((e) => [e.playerId, e.position])).toEqual([
      [anyTable.id, 1],
      [forClosing.id, 2],
      [forRunning.id, 3],
    ]);
  });

  it('closes an inactive table too; 404 for an unknown table', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const table = await createTable(t.app, { status: 'inactive', gameStartedAt: null });
    expect((await close(manager.cookie, table.id)).statusCode).toBe(200);
    expect((await close(manager.cookie, 999_999)).statusCode).toBe(404);
  });

  it('is the floor’s (super admin, admin, manager): the cashier and guest relations are refused', async () => {
    const table = await createTable(t.app);
    expect((await close('', table.id)).statusCode).toBe(401);
    for (const role of ['cashier', 'gre'] as const) {
      const staff = await signedInStaff(t.app, role);
      expect((await close(staff.cookie, table.id)).statusCode, role).toBe(403);
    }
    const [row] = await db().select().from(pokerTables).where(eq(pokerTables.id, table.id));
    expect(row!.status).toBe('active');
    for (const role of ['super_admin', 'admin', 'manager'] as const) {
      const staff = await signedInStaff(t.app, role);
      expect((await close(staff.cookie, table.id)).statusCode, role).toBe(200);
    }
  });
});
