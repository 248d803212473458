import type { FloorTable } from '@club/shared/floor';
import type { Socket } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../../../test/fixtures';
import { eventMatching, listeningTestApp, nextEvent, receivesWithin } from '../../../../test/sockets';
import { addToWaitlist, createTable, seatDirectly, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog, seats, waitlistEntries } from '../../../db/schema';

const t = listeningTestApp();
const db = () => t.app.database.db;
const MIN = 60_000;

const move = (cookie: string, seatId: number, payload: { tableId: number; seatNumber: number; note?: string }) =>
  t.app.inject({ method: 'POST', url: `/api/staff/seats/${seatId}/move`, headers: { cookie }, payload });

/** Every floor_table_updated the socket hears until each of `tableIds` has come (or the time is up). */
function floorUpdates(socket: Socket, tableIds: number[], ms = 3000): Promise<Map<string, FloorTable>> {
  return new Promise((resolve, reject) => {
    const seen = new Map<string, FloorTable>();
    const wanted = tableIds.map(String);
    const timer = setTimeout(() => {
      socket.off('floor_table_updated', listener);
      reject(new Error(`floor_table_updated for ${wanted.filter((id) => !seen.has(id)).join(', ')} did not come`));
    }, ms);
    const listener = ({ table }: { table: FloorTable; asOf: string }) => {
      seen.set(table.id, table);
      if (wanted.every((id) => seen.has(id))) {
        clearTimeout(timer);
        socket.off('floor_table_updated', listener);
        resolve(seen);
      }
    };
    socket.on('floor_table_updated', listener);
  });
}

describe('POST /api/staff/seats/{seatId}/move', () => {
  it('moves the player to another table keeping the session start, buy-in and call time; audited', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const from = await createTable(t.app);
    const to = await createTable(t.app, { maxPlayers: 6 });
    const player = await createPlayer(db());
    const seat = await seatDirectly(t.app, {
      playerId: player.id,
      tableId: from.id,
      seatNumber: 2,
      buyInPaise: 700_000n,
      minutesAgo: 45,
    });
    const callTimeAt = new Date(Date.now() - 3 * MIN);
    await db().update(seats).set({ callTimeStartedAt: callTimeAt }).where(eq(seats.id, seat.id));

    const res = await move(manager.cookie, seat.id, { tableId: to.id, seatNumber: 5, note: 'Table break' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      seatId: seat.id,
      tableId: String(to.id),
      tableName: to.name,
      playerId: player.id,
      seatNumber: 5,
      buyIn: '7000.00',
      sessionStartTime: seat.sessionStartAt.toISOString(),
      endedAt: null,
      cashOut: null,
    });
    const [row] = await db().select().from(seats).where(eq(seats.id, seat.id));
    expect(row).toMatchObject({
      tableId: to.id,
      seatNumber: 5,
      buyInPaise: 700_000n,
      sessionStartAt: seat.sessionStartAt,
      callTimeStartedAt: callTimeAt,
      endedAt: null,
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tables.move_seat'), eq(auditLog.entityId, String(seat.id))));
    expect(audits).toMatchObject([
      {
        staffId: manager.id,
        playerId: player.id,
        note: 'Table break',
        before: { tableId: from.id, seatNumber: 2 },
        after: { tableId: to.id, seatNumber: 5 },
      },
    ]);

    // Another seat at the same table is a move too.
    const again = await move(manager.cookie, seat.id, { tableId: to.id, seatNumber: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ tableId: String(to.id), seatNumber: 1 });
  });

  it('refuses the same seat, a seat the table lacks, an unknown table, a taken seat and an ended seat', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const from = await createTable(t.app);
    const to = await createTable(t.app, { name: `Small ${Date.now()}`, maxPlayers: 6 });
    const player = await createPlayer(db());
    const seat = await seatDirectly(t.app, { playerId: player.id, tableId: from.id, seatNumber: 2 });
    const sitter = await createPlayer(db(), { firstName: 'Dev', lastName: 'Menon' });
    await seatDirectly(t.app, { playerId: sitter.id, tableId: to.id, seatNumber: 4 });

    const same = await move(admin.cookie, seat.id, { tableId: from.id, seatNumber: 2 });
    expect(same.statusCode).toBe(400);
    const beyond = await move(admin.cookie, seat.id, { tableId: to.id, seatNumber: 7 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toContain('6 seats');
    expect((await move(admin.cookie, seat.id, { tableId: 999_999, seatNumber: 1 })).statusCode).toBe(404);
    const taken = await move(admin.cookie, seat.id, { tableId: to.id, seatNumber: 4 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SEAT_TAKEN', message: expect.stringContaining('Dev Menon') });
    expect((await move(admin.cookie, 999_999, { tableId: to.id, seatNumber: 1 })).statusCode).toBe(404);

    await db().update(seats).set({ endedAt: new Date(), cashOutPaise: 0n }).where(eq(seats.id, seat.id));
    expect((await move(admin.cookie, seat.id, { tableId: to.id, seatNumber: 1 })).statusCode).toBe(404);
    // Nothing moved on any refusal.
    const [row] = await db().select().from(seats).where(eq(seats.id, seat.id));
    expect(row).toMatchObject({ tableId: from.id, seatNumber: 2 });
  });

  it('ends the waiting entries elsewhere when the player moves to an active table; one at the new table is seated', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const paused = await createTable(t.app, { status: 'inactive', gameStartedAt: null });
    const to = await createTable(t.app);
    const elsewhere = await createTable(t.app);
    const player = await createPlayer(db());
    const seat = await seatDirectly(t.app, { playerId: player.id, tableId: paused.id, seatNumber: 1 });
    await addToWaitlist(t.app, player.id, to.id);
    await addToWaitlist(t.app, player.id, elsewhere.id);

    expect((await move(manager.cookie, seat.id, { tableId: to.id, seatNumber: 3 })).statusCode).toBe(200);
    const entries = await db().select().from(waitlistEntries).where(eq(waitlistEntries.playerId, player.id));
    expect(entries.find((e) => e.tableId === elsewhere.id)?.status).toBe('left');
    expect(entries.find((e) => e.tableId === to.id)?.status).toBe('seated');
  });

  it('lets exactly one of two moves into the same seat at once through; the other gets SEAT_TAKEN', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const from = await createTable(t.app);
    const to = await createTable(t.app);
    const [one, two] = [await createPlayer(db()), await createPlayer(db())];
    const seatOne = await seatDirectly(t.app, { playerId: one.id, tableId: from.id, seatNumber: 1 });
    const seatTwo = await seatDirectly(t.app, { playerId: two.id, tableId: from.id, seatNumber: 2 });
    const answers = await Promise.all(
      [seatOne, seatTwo].map((seat) => move(manager.cookie, seat.id, { tableId: to.id, seatNumber: 9 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('SEAT_TAKEN');
    const atTarget = await db()
      .select()
      .from(seats)
      .where(and(eq(seats.tableId, to.id), eq(seats.seatNumber, 9)));
    expect(atTarget).toHaveLength(1);
  });
});

describe('events of a move', () => {
  it('tells the player (live session and seat assignment at the new table), the lobby and the floor roles only', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const from = await createTable(t.app);
    const to = await createTable(t.app);
    const player = await signedInPlayer(t.app);
    const seat = await seatDirectly(t.app, { playerId: player.id, tableId: from.id, seatNumber: 2, minutesAgo: 15 });
    const lobbyWatcher = await signedInPlayer(t.app);
    const admin = await signedInStaff(t.app, 'admin');
    const cashier = await signedInStaff(t.app, 'cashier');
    const gre = await signedInStaff(t.app, 'gre');

    const mine = await t.socketFor(player.cookie);
    const floorSocket = await t.socketFor(admin.cookie);
    const cashierSocket = await t.socketFor(cashier.cookie);
    const greSocket = await t.socketFor(gre.cookie);
    const lobbySocket = await t.socketFor(lobbyWatcher.cookie);

    const live = nextEvent<{ session: { tableId: string; seatNumber: number; sessionStartTime: string } }>(
      mine,
      'live_session_updated',
    );
    const assigned = nextEvent<Record<string, unknown>>(mine, 'seat_assigned');
    const floor = floorUpdates(floorSocket, [from.id, to.id]);
    // The lobby hears both tables in one lobby_updated (gathered for LOBBY_BATCH_MS).
    const lobby = eventMatching<{ tables: Array<{ id: string; currentPlayers: number }> }>(
      lobbySocket,
      'lobby_updated',
      (p) => p.tables.some((table) => table.id === String(to.id) && table.currentPlayers === 1),
    );
    const cashierHears = receivesWithin(cashierSocket, 'floor_table_updated', 1000);
    const greHears = receivesWithin(greSocket, 'floor_table_updated', 1000);

    expect((await move(manager.cookie, seat.id, { tableId: to.id, seatNumber: 6 })).statusCode).toBe(200);

    expect(await live).toMatchObject({
      session: { tableId: String(to.id), seatNumber: 6, sessionStartTime: seat.sessionStartAt.toISOString() },
    });
    expect(await assigned).toMatchObject({
      playerId: player.id,
      seatId: seat.id,
      tableId: String(to.id),
      tableName: to.name,
      seatNumber: 6,
      buyIn: '5000.00',
      sessionStartTime: seat.sessionStartAt.toISOString(),
      assignedBy: manager.name,
    });
    const tables = await floor;
    expect(tables.get(String(from.id))!.seats).toEqual([]);
    expect(tables.get(String(to.id))!.seats).toMatchObject([{ seatId: seat.id, seatNumber: 6, playerId: player.id }]);
    expect(await cashierHears).toBe(false);
    expect(await greHears).toBe(false);
    const { tables: lobbyTables } = await lobby;
    expect(lobbyTables.find((table) => table.id === String(from.id))).toMatchObject({ currentPlayers: 0 });
  });
});

describe('the floor hears every change of a table', () => {
  it('pushes floor_table_updated on a wait-list join, a call time, an acknowledgement and a table edit', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const table = await createTable(t.app, { minPlayMinutes: 30, callTimeMinutes: 10, cashOutWindowMinutes: 5 });
    const seated = await signedInPlayer(t.app);
    const seat = await seatDirectly(t.app, { playerId: seated.id, tableId: table.id, seatNumber: 1, minutesAgo: 31 });
    const joining = await signedInPlayer(t.app);
    const socket = await t.socketFor(manager.cookie);
    const post = (cookie: string, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

    let pushed = floorUpdates(socket, [table.id]);
    expect((await post(joining.cookie, '/api/seat-requests', { tableId: table.id })).statusCode).toBe(201);
    expect((await pushed).get(String(table.id))!.waitlist).toMatchObject([{ playerId: joining.id, position: 1 }]);

    pushed = floorUpdates(socket, [table.id]);
    expect((await post(seated.cookie, '/api/call-time/start', { playerId: seated.id })).statusCode).toBe(200);
    expect((await pushed).get(String(table.id))!.seats[0]!.request).toMatchObject({
      kind: 'call_time',
      acknowledgedAt: null,
    });

    pushed = floorUpdates(socket, [table.id]);
    const ack = await post(manager.cookie, `/api/staff/seats/${seat.id}/acknowledge`, { kind: 'call_time' });
    expect(ack.statusCode).toBe(200);
    expect((await pushed).get(String(table.id))!.seats[0]!.request).toMatchObject({
      kind: 'call_time',
      acknowledgedAt: expect.any(String),
    });

    pushed = floorUpdates(socket, [table.id]);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/tables/${table.id}`,
      headers: { cookie: manager.cookie },
      payload: { name: `Renamed ${table.id}` },
    });
    expect(edit.statusCode).toBe(200);
    expect((await pushed).get(String(table.id))!.name).toBe(`Renamed ${table.id}`);
  });
});
