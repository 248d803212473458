import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@club/shared/staff';
import type { FloorMoves } from '@club/shared/table-moves';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../../../test/fixtures';
import { eventMatching, listeningTestApp, receivesWithin } from '../../../../test/sockets';
import { addToWaitlist, createTable, seatDirectly, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog, clubSettings, seatChangeRequests, seats } from '../../../db/schema';

const t = listeningTestApp();
const db = () => t.app.database.db;

type Call = { method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: Record<string, unknown> };
const call = (cookie: string, { method, url, payload }: Call) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const protect = (cookie: string, mainTableId: number, mustMoveTableIds: unknown) =>
  call(cookie, { method: 'PUT', url: `/api/staff/tables/${mainTableId}/must-move`, payload: { mustMoveTableIds } });
const confirm = (cookie: string, payload: { seatId: number; tableId: number; seatNumber: number }) =>
  call(cookie, { method: 'POST', url: '/api/staff/table-moves/confirm', payload });
const movesOf = async (cookie: string) =>
  (await call(cookie, { method: 'GET', url: '/api/staff/table-moves' })).json() as FloorMoves;

/** A main table of two seats (seat 1 taken, seat 2 open) and a must-move table of the same game with two players. */
async function protectedGame() {
  const main = await createTable(t.app, { maxPlayers: 2 });
  const feeder = await createTable(t.app, { gameId: main.gameId });
  const regular = await createPlayer(db());
  await seatDirectly(t.app, { playerId: regular.id, tableId: main.id, seatNumber: 1 });
  const asha = await signedInPlayer(t.app, { firstName: 'Asha', lastName: 'Rao' });
  const dev = await signedInPlayer(t.app, { firstName: 'Dev', lastName: 'Menon' });
  const ashaSeat = await seatDirectly(t.app, { playerId: asha.id, tableId: feeder.id, seatNumber: 2, minutesAgo: 90 });
  const devSeat = await seatDirectly(t.app, { playerId: dev.id, tableId: feeder.id, seatNumber: 5, minutesAgo: 30 });
  return { main, feeder, asha, dev, ashaSeat, devSeat };
}

describe('must-move tables', () => {
  it('offers the longest-seated must-move player the main table’s open seat; one tap moves them once, keeping the session', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const { main, feeder, asha, ashaSeat } = await protectedGame();
    const res = await protect(manager.cookie, main.id, [feeder.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().mustMove).toContainEqual({ mainTableId: String(main.id), mustMoveTableIds: [String(feeder.id)] });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tables.must_move'), eq(auditLog.entityId, String(main.id))));
    expect(audit).toMatchObject({ staffId: manager.id, after: { mustMoveTableIds: [feeder.id] } });

    const offers = (await movesOf(manager.cookie)).offers.filter((o) => o.to.tableId === String(main.id));
    expect(offers).toEqual([
      {
        kind: 'must_move',
        seatId: ashaSeat.id,
        requestId: null,
        playerId: asha.id,
        playerName: 'Asha R.',
        from: { tableId: String(feeder.id), tableName: feeder.name, seatNumber: 2 },
        to: { tableId: String(main.id), tableName: main.name, seatNumber: 2 },
      },
    ]);

    // Pushes go to exactly the player (seat_assigned) and the floor roles (floor_moves_updated).
    const phone = await t.socketFor(asha.cookie);
    const floorSockets = new Map<StaffRole, Awaited<ReturnType<typeof t.socketFor>>>();
    for (const role of STAFF_ROLES)
      floorSockets.set(role, await t.socketFor((await signedInStaff(t.app, role)).cookie));
    const assigned = eventMatching<{ seatId: number; moveKind?: string; tableName: string; seatNumber: number }>(
      phone,
      'seat_assigned',
      (event) => event.seatId === ashaSeat.id,
    );
    const heard = STAFF_ROLES.map((role) => receivesWithin(floorSockets.get(role)!, 'floor_moves_updated', 4000));

    const tap = { seatId: ashaSeat.id, tableId: main.id, seatNumber: 2 };
    const [first, second] = await Promise.all([confirm(manager.cookie, tap), confirm(manager.cookie, tap)]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().message).toContain('no longer offered');

    const [row] = await db().select().from(seats).where(eq(seats.id, ashaSeat.id));
    expect(row).toMatchObject({
      tableId: main.id,
      seatNumber: 2,
      sessionStartAt: ashaSeat.sessionStartAt,
      endedAt: null,
    });
    expect(await assigned).toMatchObject({ moveKind: 'must_move', tableName: main.name, seatNumber: 2 });
    const answers = await Promise.all(heard);
    STAFF_ROLES.forEach((role, i) => {
      expect({ role, heard: answers[i] }).toEqual({
        role,
        heard: (STAFF_PERMISSIONS.seating as readonly string[]).includes(role),
      });
    });
    // The must-move table's seat that opened goes to its list as usual: no move is offered for it.
    expect((await movesOf(manager.cookie)).offers.filter((o) => o.to.tableId === String(feeder.id))).toEqual([]);
  });

  it('moves at once when the club says automatic, as soon as a seat opens at the main table', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const { main, feeder, ashaSeat, devSeat } = await protectedGame();
    // The main table is full first: both seats taken.
    const other = await createPlayer(db());
    const otherSeat = await seatDirectly(t.app, { playerId: other.id, tableId: main.id, seatNumber: 2 });
    await db().update(clubSettings).set({ mustMoveMode: 'automatic' });
    try {
      expect((await protect(admin.cookie, main.id, [feeder.id])).statusCode).toBe(200);
      const released = await call(admin.cookie, {
        method: 'POST',
        url: `/api/staff/seats/${otherSeat.id}/release`,
        payload: { note: 'Went home' },
      });
      expect(released.statusCode).toBe(200);
      await expect
        .poll(async () => (await db().select().from(seats).where(eq(seats.id, ashaSeat.id)))[0]?.tableId, {
          timeout: 5000,
        })
        .toBe(main.id);
      const [dev] = await db().select().from(seats).where(eq(seats.id, devSeat.id));
      expect(dev).toMatchObject({ tableId: feeder.id, seatNumber: 5 });
      const audits = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'tables.move_seat'), eq(auditLog.entityId, String(ashaSeat.id))));
      expect(audits).toMatchObject([{ staffId: admin.id, note: 'Automatic must-move (club setting)' }]);
    } finally {
      await db().update(clubSettings).set({ mustMoveMode: 'floor_confirms' });
    }
  });

  it('refuses a table as its own must-move, another game’s table, a main table, a taken one, and unknown tables', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const main = await createTable(t.app);
    const feeder = await createTable(t.app, { gameId: main.gameId });
    const otherGame = await createTable(t.app);
    const self = await protect(manager.cookie, main.id, [main.id]);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('A table cannot be its own must-move table');
    const foreign = await protect(manager.cookie, main.id, [otherGame.id]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`${otherGame.name} plays another game: a must-move table plays the main game`);
    expect((await protect(manager.cookie, main.id, [999_999])).statusCode).toBe(404);
    expect((await protect(manager.cookie, 999_999, [feeder.id])).statusCode).toBe(404);
    const bad = await protect(manager.cookie, main.id, 'Table 3');
    expect(bad.statusCode).toBe(400);

    expect((await protect(manager.cookie, main.id, [feeder.id])).statusCode).toBe(200);
    const second = await createTable(t.app, { gameId: main.gameId });
    const taken = await protect(manager.cookie, second.id, [feeder.id]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`${feeder.name} already feeds ${main.name}`);
    const chain = await protect(manager.cookie, feeder.id, [second.id]);
    expect(chain.statusCode).toBe(400);
    expect(chain.json().message).toBe('A must-move table cannot itself be a main table');
    // Unprotected again with an empty list.
    const cleared = await protect(manager.cookie, main.id, []);
    expect(cleared.json().mustMove.some((link: { mainTableId: string }) => link.mainTableId === String(main.id))).toBe(
      false,
    );
  });
});

describe('the must-move setting', () => {
  it('defaults to the floor confirming; an admin may switch it (a floor setting); a made-up mode is refused', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const settings = (body?: Record<string, unknown>) =>
      call(admin.cookie, { method: body ? 'PATCH' : 'GET', url: '/api/staff/club/settings', payload: body });
    expect((await settings()).json().mustMoveMode).toBe('floor_confirms');
    const wrong = await settings({ mustMoveMode: 'sometimes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain(
      "Choose how must-moves are made: 'floor_confirms' (the floor taps) or 'automatic'.",
    );
    try {
      const changed = await settings({ mustMoveMode: 'automatic' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().mustMoveMode).toBe('automatic');
    } finally {
      await settings({ mustMoveMode: 'floor_confirms' });
    }
  });
});

describe('table and seat change requests', () => {
  it('offers a table change before the list; the player sees and cancels it; another player’s seat is refused', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const open = await createTable(t.app, { maxPlayers: 2 });
    const mine = await createTable(t.app, { gameId: open.gameId });
    const filler = await createPlayer(db());
    await seatDirectly(t.app, { playerId: filler.id, tableId: open.id, seatNumber: 1 });
    const ravi = await signedInPlayer(t.app, { firstName: 'Ravi', lastName: 'Kumar' });
    const raviSeat = await seatDirectly(t.app, { playerId: ravi.id, tableId: mine.id, seatNumber: 3 });
    const other = await signedInPlayer(t.app);
    const otherSeat = await seatDirectly(t.app, { playerId: other.id, tableId: mine.id, seatNumber: 4 });
    const waiting = await createPlayer(db());
    await addToWaitlist(t.app, waiting.id, open.id);

    const ask = (cookie: string, seatId: number, payload: Record<string, unknown>) =>
      call(cookie, { method: 'POST', url: `/api/seats/${seatId}/change-request`, payload });
    const badKind = await ask(ravi.cookie, raviSeat.id, { kind: 'window' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toContain('Ask for a table change');
    const notMine = await ask(ravi.cookie, otherSeat.id, { kind: 'table' });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('You are not seated in this seat');
    expect(await db().select().from(seatChangeRequests).where(eq(seatChangeRequests.seatId, otherSeat.id))).toEqual([]);

    const otherPhone = await t.socketFor(other.cookie);
    const phone = await t.socketFor(ravi.cookie);
    const told = eventMatching<{ request: { kind: string } | null }>(
      phone,
      'seat_change_request_updated',
      (e) => e.request !== null,
    );
    const otherTold = receivesWithin(otherPhone, 'seat_change_request_updated', 800);
    const made = await ask(ravi.cookie, raviSeat.id, { kind: 'table' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ seatId: raviSeat.id, kind: 'table', addedBy: null, playerName: 'Ravi K.' });
    expect((await told).request).toMatchObject({ kind: 'table' });
    expect(await otherTold).toBe(false);
    const again = await ask(ravi.cookie, raviSeat.id, { kind: 'seat' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already asked for a table change: cancel it first to ask for another');

    // The open seat at the other table is offered to the change request before the list's next.
    const offers = (await movesOf(manager.cookie)).offers.filter((o) => o.to.tableId === String(open.id));
    expect(offers).toMatchObject([{ kind: 'table_change', seatId: raviSeat.id, to: { seatNumber: 2 } }]);
    const mineNow = await call(ravi.cookie, { method: 'GET', url: '/api/seat-change-request' });
    expect(mineNow.json().request).toMatchObject({ kind: 'table', tableName: mine.name, seatNumber: 3 });

    // Another player cannot cancel it; the player can.
    expect(
      (await call(other.cookie, { method: 'DELETE', url: `/api/seats/${raviSeat.id}/change-request` })).statusCode,
    ).toBe(404);
    const cancelled = await call(ravi.cookie, { method: 'DELETE', url: `/api/seats/${raviSeat.id}/change-request` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ request: null });
    expect((await movesOf(manager.cookie)).offers.filter((o) => o.to.tableId === String(open.id))).toEqual([]);
    expect((await call(ravi.cookie, { method: 'GET', url: '/api/seat-change-request' })).json()).toEqual({
      request: null,
    });
  });

  it('lets the floor add a request (audited) and serves it with one tap, keeping the session', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const table = await createTable(t.app, { maxPlayers: 3 });
    const player = await signedInPlayer(t.app, { firstName: 'Meera', lastName: 'Shah' });
    const seat = await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 1, minutesAgo: 20 });
    const sitter = await createPlayer(db());
    await seatDirectly(t.app, { playerId: sitter.id, tableId: table.id, seatNumber: 2 });
    const added = await call(admin.cookie, {
      method: 'POST',
      url: `/api/staff/seats/${seat.id}/change-request`,
      payload: { kind: 'seat' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ kind: 'seat', addedBy: admin.name });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tables.add_change_request'), eq(auditLog.entityId, String(seat.id))));
    expect(audit).toMatchObject({ staffId: admin.id, playerId: player.id, after: { kind: 'seat' } });

    const offer = (await movesOf(admin.cookie)).offers.find((o) => o.seatId === seat.id);
    expect(offer).toMatchObject({ kind: 'seat_change', to: { tableId: String(table.id), seatNumber: 3 } });
    const moved = await confirm(admin.cookie, { seatId: seat.id, tableId: table.id, seatNumber: 3 });
    expect(moved.statusCode).toBe(200);
    const [row] = await db().select().from(seats).where(eq(seats.id, seat.id));
    expect(row).toMatchObject({ seatNumber: 3, sessionStartAt: seat.sessionStartAt });
    const [request] = await db().select().from(seatChangeRequests).where(eq(seatChangeRequests.seatId, seat.id));
    expect(request).toMatchObject({ status: 'moved' });
    // A move no longer offered is refused with why.
    const stale = await confirm(admin.cookie, { seatId: seat.id, tableId: table.id, seatNumber: 1 });
    expect(stale.statusCode).toBe(409);
  });
});

describe('roles on the new routes', () => {
  it('lets only the floor roles use the staff routes (guard before validation) and only players the player routes', async () => {
    const routes: Call[] = [
      { method: 'GET', url: '/api/staff/table-moves' },
      { method: 'PUT', url: '/api/staff/tables/1/must-move', payload: { mustMoveTableIds: 'x' } },
      { method: 'POST', url: '/api/staff/table-moves/confirm', payload: {} },
      { method: 'POST', url: '/api/staff/seats/1/change-request', payload: {} },
      { method: 'DELETE', url: '/api/staff/change-requests/999999' },
    ];
    for (const role of STAFF_ROLES) {
      const { cookie } = await signedInStaff(t.app, role);
      const allowed = (STAFF_PERMISSIONS.seating as readonly string[]).includes(role);
      for (const route of routes) {
        const res = await call(cookie, route);
        expect({ role, url: route.url, forbidden: res.statusCode === 403 }).toEqual({
          role,
          url: route.url,
          forbidden: !allowed,
        });
      }
    }
    const player = await signedInPlayer(t.app);
    for (const route of routes) expect((await call(player.cookie, route)).statusCode).toBe(401);
    const playerRoutes: Call[] = [
      { method: 'GET', url: '/api/seat-change-request' },
      { method: 'POST', url: '/api/seats/1/change-request', payload: { kind: 'table' } },
      { method: 'DELETE', url: '/api/seats/1/change-request' },
    ];
    for (const route of playerRoutes) {
      expect((await t.app.inject({ method: route.method, url: route.url, payload: route.payload })).statusCode).toBe(
        401,
      );
    }
  });
});
