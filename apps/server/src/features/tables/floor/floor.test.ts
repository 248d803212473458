import { randomUUID } from 'node:crypto';
import type { FloorTable } from '@club/shared/floor';
import type { Game } from '@club/shared/games';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../../../test/fixtures';
import { listeningTestApp, nextEvent } from '../../../../test/sockets';
import {
  addToWaitlist,
  createGame,
  createTable,
  expectTableRolesOnly,
  seatDirectly,
  signedInPlayer,
} from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog, seats, transactions, waitlistEntries, wallets } from '../../../db/schema';

const t = listeningTestApp();
const db = () => t.app.database.db;
const MIN = 60_000;

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const getFloor = (cookie: string) => call(cookie, 'GET', '/api/staff/floor');
const release = (cookie: string, seatId: number, note = 'Left for the night') =>
  call(cookie, 'POST', `/api/staff/seats/${seatId}/release`, { note });
const acknowledge = (cookie: string, seatId: number, kind: 'call_time' | 'cash_out') =>
  call(cookie, 'POST', `/api/staff/seats/${seatId}/acknowledge`, { kind });
const removeEntry = (cookie: string, entryId: number, reason = 'Did not answer the page') =>
  call(cookie, 'DELETE', `/api/staff/waitlist/${entryId}`, { reason });

const tableIn = (tables: FloorTable[], id: number) => tables.find((table) => table.id === String(id));

describe('who may use the floor routes', () => {
  // Each new route, called with a body the validation refuses: a floor role gets past the guard (400, or
  // 200 for the read), every other caller is stopped by the guard first (403 or 401).
  const ROUTES = [
    { method: 'GET', url: '/api/staff/floor', payload: undefined, allowed: 200 },
    { method: 'POST', url: '/api/staff/seats/1/move', payload: { tableId: 'x' }, allowed: 400 },
    { method: 'POST', url: '/api/staff/seats/1/release', payload: { note: '' }, allowed: 400 },
    { method: 'POST', url: '/api/staff/seats/1/acknowledge', payload: { kind: 'coffee' }, allowed: 400 },
    { method: 'DELETE', url: '/api/staff/waitlist/1', payload: {}, allowed: 400 },
  ] as const;

  it('lets super admins, admins and managers in; cashiers and guest relations get 403, players 401 or 403', async () => {
    await expectTableRolesOnly(t.app, ROUTES);
  });
});

describe('GET /api/staff/floor', () => {
  it('answers every table by name with its open seats, requests and wait-list in order', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const main = await createTable(t.app, { name: 'Floor Main', maxPlayers: 8, minPlayMinutes: 30 });
    const other = await createTable(t.app, { name: 'Floor Annex' });
    const seated = await createPlayer(db(), { firstName: 'Asha', lastName: 'Rao', nickname: `asha-${main.id}` });
    const seat = await seatDirectly(t.app, {
      playerId: seated.id,
      tableId: main.id,
      seatNumber: 3,
      buyInPaise: 700_000n,
      minutesAgo: 45,
    });
    const callTimeAt = new Date(Date.now() - 5 * MIN);
    await db().update(seats).set({ callTimeStartedAt: callTimeAt }).where(eq(seats.id, seat.id));
    // An ended seat is not on the floor.
    const gone = await createPlayer(db());
    const ended = await seatDirectly(t.app, { playerId: gone.id, tableId: main.id, seatNumber: 4 });
    await db().update(seats).set({ endedAt: new Date(), cashOutPaise: 0n }).where(eq(seats.id, ended.id));

    const first = await createPlayer(db(), { firstName: 'Bina', lastName: 'Shah', kycStatus: 'submitted' });
    await db()
      .update(wallets)
      .set({ creditLimitPaise: 500_000n, creditPaise: 100_000n })
      .where(eq(wallets.playerId, first.id));
    const second = await createPlayer(db(), { firstName: 'Chetan', lastName: 'Iyer' });
    await seatDirectly(t.app, { playerId: second.id, tableId: other.id, seatNumber: 1 });
    const firstEntry = await addToWaitlist(t.app, first.id, main.id, new Date(Date.now() - 10 * MIN));
    const secondEntry = await addToWaitlist(t.app, second.id, main.id, new Date(Date.now() - 5 * MIN));
    await db()
      .update(waitlistEntries)
      .set({ preferredSeat: 2, notes: 'Window seat' })
      .where(eq(waitlistEntries.id, secondEntry.id));

    const before = Date.now();
    const res = await getFloor(manager.cookie);
    expect(res.statusCode).toBe(200);
    const floor = res.json() as { tables: FloorTable[]; asOf: string };
    expect(Date.parse(floor.asOf)).toBeGreaterThanOrEqual(before - 1000);
    const names = floor.tables.map((table) => table.name);
    expect(names.indexOf('Floor Annex')).toBeLessThan(names.indexOf('Floor Main'));

    const table = tableIn(floor.tables, main.id)!;
    expect(table).toMatchObject({
      id: String(main.id),
      name: 'Floor Main',
      gameType: "No Limit Hold'em",
      stakes: '₹25/₹50',
      smallBlind: '25.00',
      bigBlind: '50.00',
      minBuyIn: '2000.00',
      maxBuyIn: '10000.00',
      maxPlayers: 8,
      status: 'active',
      timingRules: { minPlayMinutes: 30 },
    });
    expect(table.seats).toEqual([
      {
        seatId: seat.id,
        seatNumber: 3,
        playerId: seated.id,
        guestId: null,
        guestPhone: null,
        buyInCash: false,
        playerName: 'Asha Rao',
        nickname: `asha-${main.id}`,
        buyIn: '7000.00',
        buyInPaid: '0.00',
        sessionStartTime: seat.sessionStartAt.toISOString(),
        callTimeStartedAt: callTimeAt.toISOString(),
        cashOutRequestedAt: null,
        request: { kind: 'call_time', at: callTimeAt.toISOString(), acknowledgedAt: null },
        barred: false,
      },
    ]);
    expect(table.waitlist).toEqual([
      {
        entryId: firstEntry.id,
        playerId: first.id,
        guestId: null,
        guestPhone: null,
        playerName: 'Bina Shah',
        nickname: first.nickname,
        position: 1,
        preferredTableId: String(main.id),
        preferredSeat: null,
        notes: null,
        joinedAt: firstEntry.createdAt.toISOString(),
        kycStatus: 'submitted',
        hasCreditInUse: true,
        seatedAt: null,
        page: null,
        deliveries: [],
        misses: 0,
        barred: false,
        remote: false,
        checkedInAt: null,
        reorder: null,
      },
      {
        entryId: secondEntry.id,
        playerId: second.id,
        guestId: null,
        guestPhone: null,
        playerName: 'Chetan Iyer',
        nickname: second.nickname,
        position: 2,
        preferredTableId: String(main.id),
        preferredSeat: 2,
        notes: 'Window seat',
        joinedAt: secondEntry.createdAt.toISOString(),
        kycStatus: 'verified',
        hasCreditInUse: false,
        seatedAt: 'Floor Annex',
        page: null,
        deliveries: [],
        misses: 0,
        barred: false,
        remote: false,
        checkedInAt: null,
        reorder: null,
      },
    ]);
    expect(tableIn(floor.tables, other.id)).toMatchObject({ seats: [{ playerId: second.id }], waitlist: [] });
  });
});

describe('POST /api/staff/seats/{seatId}/release', () => {
  it('ends the seat and its session without money or ledger row, audited; a second release is 404', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const table = await createTable(t.app);
    const player = await signedInPlayer(t.app);
    const seat = await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 5, minutesAgo: 20 });
    const socket = await t.socketFor(player.cookie);
    const live = nextEvent<{ hasActiveSession: boolean }>(socket, 'live_session_updated');
    const ledgerRows = async () => (await db().select({ ledger: count() }).from(transactions))[0]!.ledger;
    const ledgerBefore = await ledgerRows();

    const res = await release(admin.cookie, seat.id, 'Went home, chips with him');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      seatId: seat.id,
      tableId: String(table.id),
      playerId: player.id,
      seatNumber: 5,
      cashOut: null,
    });
    expect(res.json().endedAt).not.toBeNull();
    const [row] = await db().select().from(seats).where(eq(seats.id, seat.id));
    expect(row!.endedAt).not.toBeNull();
    expect(row!.cashOutPaise).toBeNull();
    expect(await ledgerRows()).toBe(ledgerBefore);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tables.release_seat'), eq(auditLog.entityId, String(seat.id))));
    expect(audits).toMatchObject([{ staffId: admin.id, playerId: player.id, note: 'Went home, chips with him' }]);
    expect(await live).toMatchObject({ hasActiveSession: false });
    const floor = (await getFloor(admin.cookie)).json() as { tables: FloorTable[] };
    expect(tableIn(floor.tables, table.id)!.seats).toEqual([]);

    expect((await release(admin.cookie, seat.id)).statusCode).toBe(404);
    expect((await release(admin.cookie, 999_999)).statusCode).toBe(404);
  });
});

describe('POST /api/staff/seats/{seatId}/acknowledge', () => {
  it('is 409 without a request; acknowledges call time started by the player and tells them', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const table = await createTable(t.app, { minPlayMinutes: 30, callTimeMinutes: 10, cashOutWindowMinutes: 5 });
    const player = await signedInPlayer(t.app);
    const seat = await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 2, minutesAgo: 31 });

    const none = await acknowledge(manager.cookie, seat.id, 'call_time');
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('INVALID_STATE');
    expect((await acknowledge(manager.cookie, seat.id, 'cash_out')).statusCode).toBe(409);
    expect((await acknowledge(manager.cookie, 999_999, 'call_time')).statusCode).toBe(404);

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/call-time/start',
      headers: { cookie: player.cookie },
      payload: { playerId: player.id },
    });
    expect(started.statusCode).toBe(200);
    const pending = tableIn((await getFloor(manager.cookie)).json().tables, table.id)!;
    expect(pending.seats[0]!.request).toMatchObject({ kind: 'call_time', acknowledgedAt: null });

    const socket = await t.socketFor(player.cookie);
    const told = nextEvent<{ title: string; message: string }>(socket, 'notification');
    const res = await acknowledge(manager.cookie, seat.id, 'call_time');
    expect(res.statusCode).toBe(200);
    const answered = res.json() as FloorTable;
    expect(answered.id).toBe(String(table.id));
    expect(answered.seats[0]!.request).toMatchObject({ kind: 'call_time', acknowledgedAt: expect.any(String) });
    expect((await told).message).toBe('The floor has seen your call time');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tables.acknowledge_request'), eq(auditLog.entityId, String(seat.id))));
    expect(audits).toHaveLength(1);
    const [row] = await db().select().from(seats).where(eq(seats.id, seat.id));
    expect(row!.callTimeAcknowledgedBy).toBe(manager.id);
  });

  it('acknowledges a cash-out request (the newest request of the seat); the player is told', async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    const table = await createTable(t.app);
    const player = await signedInPlayer(t.app);
    const seat = await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 7, minutesAgo: 10 });
    await db()
      .update(seats)
      .set({ callTimeStartedAt: new Date(Date.now() - 3 * MIN), cashOutRequestedAt: new Date(Date.now() - MIN) })
      .where(eq(seats.id, seat.id));
    const socket = await t.socketFor(player.cookie);
    const told = nextEvent<{ message: string }>(socket, 'notification');
    const res = await acknowledge(admin.cookie, seat.id, 'cash_out');
    expect(res.statusCode).toBe(200);
    expect((res.json() as FloorTable).seats[0]!.request).toMatchObject({
      kind: 'cash_out',
      acknowledgedAt: expect.any(String),
    });
    expect((await told).message).toBe('The floor has seen your cash-out request');
  });
});

describe('DELETE /api/staff/waitlist/{entryId}', () => {
  it('takes the player off with a reason they are told; those behind move up; unknown or done is 404', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const table = await createTable(t.app, { name: `Lotus ${Date.now()}` });
    const gone = await signedInPlayer(t.app);
    const behind = await signedInPlayer(t.app);
    const entry = await addToWaitlist(t.app, gone.id, table.id, new Date(Date.now() - 2 * MIN));
    await addToWaitlist(t.app, behind.id, table.id, new Date(Date.now() - MIN));
    expect((await removeEntry(manager.cookie, 999_999)).statusCode).toBe(404);

    const [goneSocket, behindSocket] = [await t.socketFor(gone.cookie), await t.socketFor(behind.cookie)];
    const told = nextEvent<{ message: string }>(goneSocket, 'notification');
    const moved = nextEvent<{ seatRequests: Array<{ tableId: string; position: number | null }> }>(
      behindSocket,
      'seat_requests_updated',
    );
    const res = await removeEntry(manager.cookie, entry.id, 'Did not answer the page');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: true });
    const [row] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
    expect(row).toMatchObject({ status: 'left', resolvedAt: expect.any(Date) });
    const message = (await told).message;
    expect(message).toContain(table.name);
    expect(message).toContain('Did not answer the page');
    expect((await moved).seatRequests.find((r) => r.tableId === String(table.id))?.position).toBe(1);
    const floor = tableIn((await getFloor(manager.cookie)).json().tables, table.id)!;
    expect(floor.waitlist).toMatchObject([{ playerId: behind.id, position: 1 }]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tables.remove_waitlist_entry'), eq(auditLog.entityId, String(entry.id))));
    expect(audits).toMatchObject([{ staffId: manager.id, playerId: gone.id, note: 'Did not answer the page' }]);

    expect((await removeEntry(manager.cookie, entry.id)).statusCode).toBe(404);
  });
});

describe('releasing a seat at the same time as another floor action', () => {
  const releaseAudits = async (seatId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tables.release_seat'), eq(auditLog.entityId, String(seatId))));

  it('lets exactly one of two releases of one seat through (two floor staff); the other is 404', async () => {
    const [manager, admin] = [await signedInStaff(t.app, 'manager'), await signedInStaff(t.app, 'admin')];
    const table = await createTable(t.app);
    const player = await createPlayer(db());
    const seat = await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 1 });
    const answers = await Promise.all([release(manager.cookie, seat.id), release(admin.cookie, seat.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(await releaseAudits(seat.id)).toHaveLength(1);
  });

  it('orders a release and a move of the same seat at once: the release ends the seat where the move left it', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const [from, to] = [await createTable(t.app), await createTable(t.app)];
    const player = await createPlayer(db());
    const seat = await seatDirectly(t.app, { playerId: player.id, tableId: from.id, seatNumber: 1 });
    const [released, moved] = await Promise.all([
      release(manager.cookie, seat.id),
      call(manager.cookie, 'POST', `/api/staff/seats/${seat.id}/move`, { tableId: to.id, seatNumber: 2 }),
    ]);
    // Either order is right, one after the other: released then not moved (404), or moved then released.
    expect(released.statusCode).toBe(200);
    expect([200, 404]).toContain(moved.statusCode);
    const where = moved.statusCode === 200 ? { tableId: to.id, seatNumber: 2 } : { tableId: from.id, seatNumber: 1 };
    const [row] = await db().select().from(seats).where(eq(seats.id, seat.id));
    expect(row).toMatchObject({ ...where, endedAt: expect.any(Date) });
    const audits = await releaseAudits(seat.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.before).toMatchObject(where);
  });
});

describe('the order of tables (issue 38 item 11)', () => {
  it('lists tables by name with numbers by their value on the floor, in the lobby and in a game (T2, T4, T10, T38)', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const player = await signedInPlayer(t.app);
    const prefix = `Nat${randomUUID().slice(0, 4)} T`;
    // Created in neither id order nor string order ("T10" < "T2" < "T38" < "T4"): only the natural rule passes.
    const game = await createGame(db());
    for (const number of [10, 38, 4, 2]) await createTable(t.app, { name: `${prefix}${number}`, gameId: game.id });
    const expected = [2, 4, 10, 38].map((number) => `${prefix}${number}`);
    const ours = (names: string[]) => names.filter((name) => name.startsWith(prefix));

    const floor = (await getFloor(manager.cookie)).json() as { tables: FloorTable[] };
    expect(ours(floor.tables.map((table) => table.name))).toEqual(expected);
    const lobby = (await call(player.cookie, 'GET', '/api/tables')).json() as { name: string }[];
    expect(ours(lobby.map((table) => table.name))).toEqual(expected);
    const games = (await call(player.cookie, 'GET', '/api/games')).json() as Game[];
    expect(games.find((g) => g.id === game.id)?.tables.map((table) => table.name)).toEqual(expected);
  });
});
