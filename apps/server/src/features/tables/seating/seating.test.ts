import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../../../test/fixtures';
import { eventMatching, listeningTestApp, nextEvent, receivesWithin } from '../../../../test/sockets';
import { addToWaitlist, assignSeatCall, createTable, joinWaitlist, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog, seats, waitlistEntries } from '../../../db/schema';

const t = listeningTestApp();

const db = () => t.app.database.db;

describe('POST /api/staff/tables/{tableId}/seat', () => {
  it('takes the player off the wait-list and opens the seat with its session start and buy-in, in one go', async () => {
    const table = await createTable(t.app);
    const manager = await signedInStaff(t.app, 'manager');
    const player = await signedInPlayer(t.app);
    await joinWaitlist(t.app, player.cookie, { tableId: table.id, seatNumber: 4 });
    const before = Date.now();
    const res = await assignSeatCall(t.app, manager.cookie, table.id, {
      playerId: player.id,
      seatNumber: 4,
      buyIn: '5000',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      tableId: String(table.id),
      playerId: player.id,
      seatNumber: 4,
      buyIn: '5000.00',
      endedAt: null,
      assignedBy: manager.name,
    });
    expect(Date.parse(res.json().sessionStartTime)).toBeGreaterThanOrEqual(before - 1000);
    const [entry] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.playerId, player.id));
    expect(entry!.status).toBe('seated');
    const requests = await t.app.inject({ url: '/api/seat-requests', headers: { cookie: player.cookie } });
    expect(requests.json()).toMatchObject([{ status: 'seated', seatNumber: 4, position: null }]);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'tables.assign_seat'));
    expect(audits.some((a) => a.playerId === player.id && a.staffId === manager.id)).toBe(true);
  });

  it('seats exactly one of 50 players sent to the same seat at once; the other 49 get SEAT_TAKEN', async () => {
    const table = await createTable(t.app);
    const admin = await signedInStaff(t.app, 'admin');
    const players = [];
    for (let i = 0; i < 50; i++) {
      const p = await createPlayer(db());
      await addToWaitlist(t.app, p.id, table.id);
      players.push(p);
    }
    const answers = await Promise.all(
      players.map((p) =>
        assignSeatCall(t.app, admin.cookie, table.id, { playerId: p.id, seatNumber: 3, buyIn: '2000' }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(49);
    expect(refused.every((r) => r.statusCode === 409 && r.json().code === 'SEAT_TAKEN')).toBe(true);
    const open = await db()
      .select()
      .from(seats)
      .where(and(eq(seats.tableId, table.id), isNull(seats.endedAt)));
    expect(open).toHaveLength(1);
    // The refused players are still waiting: their transactions rolled back whole.
    const waiting = await db()
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.tableId, table.id), eq(waitlistEntries.status, 'waiting')));
    expect(waiting).toHaveLength(49);
  });

  it('seats one player sent to two tables at once at exactly one of them (SEATED_ELSEWHERE for the other)', async () => {
    const one = await createTable(t.app);
    const two = await createTable(t.app);
    const manager = await signedInStaff(t.app, 'manager');
    const player = await createPlayer(db());
    await addToWaitlist(t.app, player.id, one.id);
    await addToWaitlist(t.app, player.id, two.id);
    const answers = await Promise.all(
      [one, two].map((table) =>
        assignSeatCall(t.app, manager.cookie, table.id, { playerId: player.id, seatNumber: 1, buyIn: '2000' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('SEATED_ELSEWHERE');
    const open = await db()
      .select()
      .from(seats)
      .where(and(eq(seats.playerId, player.id), isNull(seats.endedAt)));
    expect(open).toHaveLength(1);
  });

  it('names the table in the refusal when the player already plays elsewhere', async () => {
    const playing = await createTable(t.app, { name: 'Lotus' });
    const other = await createTable(t.app);
    const manager = await signedInStaff(t.app, 'manager');
    const player = await createPlayer(db());
    await addToWaitlist(t.app, player.id, playing.id);
    await addToWaitlist(t.app, player.id, other.id);
    await assignSeatCall(t.app, manager.cookie, playing.id, { playerId: player.id, seatNumber: 1, buyIn: '2000' });
    const res = await assignSeatCall(t.app, manager.cookie, other.id, {
      playerId: player.id,
      seatNumber: 1,
      buyIn: '2000',
    });
    expect(res.json()).toMatchObject({ code: 'SEATED_ELSEWHERE', message: expect.stringContaining('"Lotus"') });
  });

  it('seats only wait-listed players, on seats the table has, with a buy-in inside its range', async () => {
    const table = await createTable(t.app, { maxPlayers: 6 });
    const manager = await signedInStaff(t.app, 'manager');
    const player = await createPlayer(db());
    const notListed = await assignSeatCall(t.app, manager.cookie, table.id, {
      playerId: player.id,
      seatNumber: 1,
      buyIn: '2000',
    });
    expect(notListed.json().code).toBe('INVALID_STATE');
    await addToWaitlist(t.app, player.id, table.id);
    expect(
      (await assignSeatCall(t.app, manager.cookie, table.id, { playerId: player.id, seatNumber: 7, buyIn: '2000' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await assignSeatCall(t.app, manager.cookie, table.id, { playerId: player.id, seatNumber: 1, buyIn: '1999.99' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await assignSeatCall(t.app, manager.cookie, table.id, { playerId: player.id, seatNumber: 1, buyIn: '10000.01' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await assignSeatCall(t.app, manager.cookie, 999_999, { playerId: player.id, seatNumber: 1, buyIn: '2000' }))
        .statusCode,
    ).toBe(404);
  });

  it('is for super admins, admins and managers only; cashiers, guest relations and players get 403 or 401', async () => {
    const table = await createTable(t.app, { maxPlayers: 10 });
    let seat = 1;
    for (const role of ['super_admin', 'admin', 'manager'] as const) {
      const staff = await signedInStaff(t.app, role);
      const p = await createPlayer(db());
      await addToWaitlist(t.app, p.id, table.id);
      const res = await assignSeatCall(t.app, staff.cookie, table.id, {
        playerId: p.id,
        seatNumber: seat++,
        buyIn: '2000',
      });
      expect(res.statusCode, role).toBe(201);
    }
    const p = await signedInPlayer(t.app);
    await addToWaitlist(t.app, p.id, table.id);
    for (const role of ['cashier', 'gre'] as const) {
      const staff = await signedInStaff(t.app, role);
      const res = await assignSeatCall(t.app, staff.cookie, table.id, { playerId: p.id, seatNumber: 9, buyIn: '2000' });
      expect(res.statusCode, role).toBe(403);
    }
    expect(
      (await assignSeatCall(t.app, p.cookie, table.id, { playerId: p.id, seatNumber: 9, buyIn: '2000' })).statusCode,
    ).toBe(401);
  });
});

describe('events of a seat assignment', () => {
  it('sends seat_assigned (table, seat, who assigned) and the live session to that player only, the table to the lobby (lobby_updated)', async () => {
    const table = await createTable(t.app);
    const manager = await signedInStaff(t.app, 'manager');
    const player = await signedInPlayer(t.app);
    const bystander = await signedInPlayer(t.app);
    await joinWaitlist(t.app, player.cookie, { tableId: table.id });
    const [mine, theirs] = [await t.socketFor(player.cookie), await t.socketFor(bystander.cookie)];
    const assigned = nextEvent<Record<string, unknown>>(mine, 'seat_assigned');
    const live = nextEvent<{ hasActiveSession: boolean; session: { sessionPhase: string } }>(
      mine,
      'live_session_updated',
    );
    // The join's own lobby push may come first: the seating's is the one with the player seated.
    const lobby = eventMatching<{ tables: Array<{ id: string; currentPlayers: number; waitlistCount: number }> }>(
      theirs,
      'lobby_updated',
      (p) => p.tables.some((t) => t.id === String(table.id) && t.currentPlayers === 1),
    );
    const leaked = receivesWithin(theirs, 'seat_assigned', 800);
    await assignSeatCall(t.app, manager.cookie, table.id, { playerId: player.id, seatNumber: 6, buyIn: '2500' });
    expect(await assigned).toMatchObject({
      playerId: player.id,
      tableId: String(table.id),
      tableName: table.name,
      seatNumber: 6,
      buyIn: '2500.00',
      assignedBy: manager.name,
    });
    expect(await live).toMatchObject({ hasActiveSession: true, session: { sessionPhase: 'MINIMUM_PLAY' } });
    expect((await lobby).tables.find((t) => t.id === String(table.id))).toMatchObject({
      currentPlayers: 1,
      waitlistCount: 0,
    });
    expect(await leaked).toBe(false);
  });

  it('sends the players still waiting their new positions when someone ahead is seated', async () => {
    const table = await createTable(t.app);
    const manager = await signedInStaff(t.app, 'manager');
    const first = await signedInPlayer(t.app);
    const second = await signedInPlayer(t.app);
    await joinWaitlist(t.app, first.cookie, { tableId: table.id });
    await joinWaitlist(t.app, second.cookie, { tableId: table.id });
    const socket = await t.socketFor(second.cookie);
    // The second join's own push may still be on its way (position 2): wait for the one after the seating.
    const update = eventMatching<{ seatRequests: Array<{ position: number }>; asOf: string }>(
      socket,
      'seat_requests_updated',
      (payload) => payload.seatRequests[0]?.position === 1,
    );
    const before = Date.now();
    await assignSeatCall(t.app, manager.cookie, table.id, { playerId: first.id, seatNumber: 1, buyIn: '2000' });
    const pushed = await update;
    expect(pushed.seatRequests).toMatchObject([{ tableId: String(table.id), position: 1 }]);
    // The list's version: when the server began reading it, after the seating committed.
    expect(Date.parse(pushed.asOf)).toBeGreaterThanOrEqual(before);
  });
});

describe('seating and the other wait-lists', () => {
  it('takes a player seated at an active table off every other wait-list, and the players behind move up', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const [first, second] = [await createTable(t.app), await createTable(t.app)];
    const player = await signedInPlayer(t.app);
    const behind = await signedInPlayer(t.app);
    await addToWaitlist(t.app, player.id, first!.id);
    await addToWaitlist(t.app, player.id, second!.id);
    await addToWaitlist(t.app, behind.id, second!.id);
    const watcher = await t.socketFor(behind.cookie);
    const moved = nextEvent<{ seatRequests: Array<{ tableId: string; position: number | null }> }>(
      watcher,
      'seat_requests_updated',
    );

    const res = await assignSeatCall(t.app, manager.cookie, first!.id, {
      playerId: player.id,
      seatNumber: 1,
      buyIn: '2000',
    });
    expect(res.statusCode).toBe(201);
    const entries = await db().select().from(waitlistEntries).where(eq(waitlistEntries.playerId, player.id));
    expect(entries.find((e) => e.tableId === second!.id)?.status).toBe('left');
    const behindNow = await t.app.inject({ url: '/api/seat-requests', headers: { cookie: behind.cookie } });
    expect(behindNow.json()).toMatchObject([{ tableId: String(second!.id), status: 'waiting', position: 1 }]);
    expect((await moved).seatRequests.find((r) => r.tableId === String(second!.id))?.position).toBe(1);
  });
});
