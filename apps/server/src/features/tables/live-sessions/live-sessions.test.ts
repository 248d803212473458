import type { FloorTable } from '@club/shared/floor';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextEvent, receivesWithin, listeningTestApp } from '../../../../test/sockets';
import { addToWaitlist, createTable, seatDirectly, signedInPlayer } from '../../../../test/tables';
import { expireHolds } from '../paging/paging.service';
import { signedInStaff } from '../../../../test/wallet';
import { seats } from '../../../db/schema';

const t = listeningTestApp();

const db = () => t.app.database.db;
const MIN = 60_000;
const liveSession = (cookie: string, playerId: number) =>
  t.app.inject({ url: `/api/live-sessions/${playerId}`, headers: { cookie } });
const post = (cookie: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
const startCallTime = (cookie: string, playerId: number, sessionId?: number) =>
  post(cookie, '/api/call-time/start', { playerId, sessionId });
const requestCashOut = (cookie: string, playerId: number, sessionId?: number) =>
  post(cookie, '/api/cash-out/request', { playerId, sessionId });

/** A seated player at a table with rules of 30 / 10 / 5 minutes, the session started `minutesAgo`. */
async function seatedPlayer(minutesAgo: number) {
  const table = await createTable(t.app, { minPlayMinutes: 30, callTimeMinutes: 10, cashOutWindowMinutes: 5 });
  const player = await signedInPlayer(t.app);
  const seat = await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 2, minutesAgo });
  return { table, player, seat };
}
/** Moves the stored call-time start back, as if it had been started `minutesAgo`. */
const callTimeStartedAgo = (seatId: number, minutesAgo: number) =>
  db()
    .update(seats)
    .set({ callTimeStartedAt: new Date(Date.now() - minutesAgo * MIN) })
    .where(eq(seats.id, seatId));

describe('GET /api/live-sessions/{playerId}', () => {
  it('says there is no active session for a player without a seat', async () => {
    const player = await signedInPlayer(t.app);
    const res = await liveSession(player.cookie, player.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hasActiveSession: false, session: null });
  });

  it("answers the spec's fields, every alias, in MINIMUM_PLAY", async () => {
    const { table, player, seat } = await seatedPlayer(10);
    const { session } = (await liveSession(player.cookie, player.id)).json();
    expect(session).toMatchObject({
      id: seat.id,
      sessionStartTime: seat.sessionStartAt.toISOString(),
      sessionPhase: 'MINIMUM_PLAY',
      isLive: true,
      tableName: table.name,
      gameType: "No Limit Hold'em",
      stakes: '₹25/₹50',
      buyInAmount: '5000.00',
      minPlayTimeCompleted: false,
      tableMinPlayTime: 30,
      minPlayTimeMinutes: 30,
      min_play_time: 30,
      callTimeAvailable: false,
      callTimeActive: false,
      callTimeRemaining: 0,
      callTimeRemainingSeconds: 0,
      tableCallTimeDuration: 10,
      callTimeDurationMinutes: 10,
      call_time_duration: 10,
      cashOutWindowActive: false,
      cashOutTimeRemaining: 0,
      cashOutTimeRemainingSeconds: 0,
      tableCashOutWindow: 5,
      cashOutWindowMinutes: 5,
      cash_out_window: 5,
      canCashOut: false,
    });
    expect(session.minPlayRemaining).toBeGreaterThan(19 * 60);
    expect(session.minPlayRemaining).toBeLessThanOrEqual(20 * 60);
  });

  it('never writes: reading a session in any phase leaves the seat row as it was', async () => {
    const { player, seat } = await seatedPlayer(45);
    await callTimeStartedAgo(seat.id, 20); // the window passed unused
    const [before] = await db().select().from(seats).where(eq(seats.id, seat.id));
    expect((await liveSession(player.cookie, player.id)).json().session.sessionPhase).toBe('CALL_TIME_AVAILABLE');
    const [after] = await db().select().from(seats).where(eq(seats.id, seat.id));
    expect(after).toEqual(before);
  });

  it("answers another player's live session with 403", async () => {
    const { player } = await seatedPlayer(5);
    const other = await signedInPlayer(t.app);
    expect((await liveSession(other.cookie, player.id)).statusCode).toBe(403);
  });
});

describe('call time', () => {
  it('is refused during the minimum play, with nothing stored', async () => {
    const { player, seat } = await seatedPlayer(29);
    const res = await startCallTime(player.cookie, player.id, seat.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATE');
    const [row] = await db().select().from(seats).where(eq(seats.id, seat.id));
    expect(row!.callTimeStartedAt).toBeNull();
  });

  it('starts once the minimum play is over, and cannot start again while it runs', async () => {
    const { player, seat } = await seatedPlayer(31);
    const res = await startCallTime(player.cookie, player.id, seat.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Call Time Started',
      liveSession: {
        session: {
          sessionPhase: 'CALL_TIME_ACTIVE',
          callTimeActive: true,
          callTimeRemaining: 10,
          callTimeRemainingSeconds: 600,
        },
      },
    });
    expect((await startCallTime(player.cookie, player.id, seat.id)).statusCode).toBe(409);
  });

  it('serves the same action at /api/live-sessions/{playerId}/call-time', async () => {
    const { player } = await seatedPlayer(40);
    const res = await post(player.cookie, `/api/live-sessions/${player.id}/call-time`);
    expect(res.statusCode).toBe(200);
    expect(res.json().liveSession.session.sessionPhase).toBe('CALL_TIME_ACTIVE');
  });

  it("is refused for another player's session (403) and for a session id that is not the player's (404)", async () => {
    const { player, seat } = await seatedPlayer(40);
    const other = await signedInPlayer(t.app);
    expect((await startCallTime(other.cookie, player.id, seat.id)).statusCode).toBe(403);
    expect((await post(other.cookie, `/api/live-sessions/${player.id}/call-time`)).statusCode).toBe(403);
    expect((await startCallTime(player.cookie, player.id, seat.id + 100_000)).statusCode).toBe(404);
  });
});

describe('cash-out requests', () => {
  it('are refused outside the cash-out window: in minimum play, call time available and call time active', async () => {
    const inMinimumPlay = await seatedPlayer(5);
    const available = await seatedPlayer(40);
    const active = await seatedPlayer(40);
    await callTimeStartedAgo(active.seat.id, 3);
    for (const { player } of [inMinimumPlay, available, active]) {
      const res = await requestCashOut(player.cookie, player.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('INVALID_STATE');
    }
  });

  it('are refused once the window has passed unused (back to CALL_TIME_AVAILABLE)', async () => {
    const { player, seat } = await seatedPlayer(60);
    await callTimeStartedAgo(seat.id, 16);
    expect((await requestCashOut(player.cookie, player.id)).statusCode).toBe(409);
    expect((await liveSession(player.cookie, player.id)).json().session.sessionPhase).toBe('CALL_TIME_AVAILABLE');
  });

  it('are taken once inside the window, at either path; staff hear of it, other players do not', async () => {
    const { player, seat, table } = await seatedPlayer(60);
    await callTimeStartedAgo(seat.id, 11);
    const staff = await signedInStaff(t.app, 'cashier');
    const staffSocket = await t.socketFor(staff.cookie);
    const bystander = await t.socketFor((await signedInPlayer(t.app)).cookie);
    const heard = nextEvent<Record<string, unknown>>(staffSocket, 'cash_out_request_submitted');
    const leaked = receivesWithin(bystander, 'cash_out_request_submitted', 800);
    const res = await post(player.cookie, `/api/live-sessions/${player.id}/cash-out`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Cash Out Requested',
      liveSession: { session: { sessionPhase: 'CASH_OUT_WINDOW', canCashOut: false, cashOutRequested: true } },
    });
    expect(await heard).toMatchObject({ playerId: player.id, seatId: seat.id, tableName: table.name, seatNumber: 2 });
    expect(await leaked).toBe(false);
    const again = await requestCashOut(player.cookie, player.id, seat.id);
    expect(again.statusCode).toBe(409);
  });

  it('tell staff when call time starts, and push the new session to the player’s own sockets', async () => {
    const { player } = await seatedPlayer(31);
    const staff = await signedInStaff(t.app, 'manager');
    const staffSocket = await t.socketFor(staff.cookie);
    const mine = await t.socketFor(player.cookie);
    const heard = nextEvent<Record<string, unknown>>(staffSocket, 'call_time_started');
    const pushed = nextEvent<{ session: { sessionPhase: string } }>(mine, 'live_session_updated');
    await startCallTime(player.cookie, player.id);
    expect(await heard).toMatchObject({ playerId: player.id });
    expect((await pushed).session.sessionPhase).toBe('CALL_TIME_ACTIVE');
  });
});

describe('PATCH /api/staff/seats/{seatId} (the floor corrects the session start)', () => {
  const correct = (cookie: string, seatId: number, sessionStartTime: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/staff/seats/${seatId}`,
      headers: { cookie },
      payload: { sessionStartTime },
    });

  it('moves the start back so the minimum play counts from then, and pushes the new phase', async () => {
    const { player, seat } = await seatedPlayer(0);
    const manager = await signedInStaff(t.app, 'manager');
    const socket = await t.socketFor(player.cookie);
    const pushed = nextEvent<{ session: { sessionPhase: string } }>(socket, 'live_session_updated');
    const res = await correct(manager.cookie, seat.id, new Date(Date.now() - 31 * MIN).toISOString());
    expect(res.statusCode).toBe(200);
    expect((await pushed).session.sessionPhase).toBe('CALL_TIME_AVAILABLE');
    expect((await startCallTime(player.cookie, player.id)).statusCode).toBe(200);
  });

  it('refuses a start in the future or over a day back, cashiers and players', async () => {
    const { player, seat } = await seatedPlayer(0);
    const manager = await signedInStaff(t.app, 'manager');
    expect((await correct(manager.cookie, seat.id, new Date(Date.now() + MIN).toISOString())).statusCode).toBe(400);
    expect(
      (await correct(manager.cookie, seat.id, new Date(Date.now() - 25 * 60 * MIN).toISOString())).statusCode,
    ).toBe(400);
    const cashier = await signedInStaff(t.app, 'cashier');
    expect((await correct(cashier.cookie, seat.id, new Date().toISOString())).statusCode).toBe(403);
    expect((await correct(player.cookie, seat.id, new Date().toISOString())).statusCode).toBe(401);
  });
});

describe('a cash-out request on the floor (issue 27 item 2)', () => {
  it('stays in every floor push of its table (joins, a page, the hold timer) and in GET /api/staff/floor until acknowledged, as the phone says', async () => {
    const { table, player, seat } = await seatedPlayer(60);
    await callTimeStartedAgo(seat.id, 11); // the cash-out window (10 to 15 minutes after call time) is open
    const manager = await signedInStaff(t.app, 'manager');
    const floor = await t.socketFor(manager.cookie, { as: 'staff' });
    const pushes: Array<{ table: FloorTable; asOf: string }> = [];
    floor.on('floor_table_updated', (p: { table: FloorTable; asOf: string }) => {
      if (p.table.id === String(table.id)) pushes.push(p);
    });
    const requestOf = (floorTable: FloorTable) => floorTable.seats.find((s) => s.seatId === seat.id)?.request;
    const settle = async (count: number) => {
      for (let i = 0; i < 100 && pushes.length < count; i++) await new Promise((r) => setTimeout(r, 20));
      expect(pushes.length).toBeGreaterThanOrEqual(count);
    };

    expect((await requestCashOut(player.cookie, player.id, seat.id)).statusCode).toBe(200);
    await settle(1);
    // What happens at the table over the next minutes: a player joins its list, the floor pages them, the hold
    // runs out (the timer's pass), another joins. Each push of the table still carries the open request.
    const other = await signedInPlayer(t.app);
    const entry = await addToWaitlist(t.app, other.id, table.id);
    const paged = await post(manager.cookie, `/api/staff/waitlist/${entry.id}/page`, {});
    expect(paged.statusCode, paged.body).toBe(200);
    await settle(2);
    expect(await expireHolds(t.app.useCase, new Date(Date.now() + 10 * MIN))).toBe(1);
    await settle(3);
    const joiner = await signedInPlayer(t.app);
    const joined = await post(joiner.cookie, '/api/seat-requests', { playerId: joiner.id, tableId: table.id });
    expect(joined.statusCode, joined.body).toBe(201);
    await settle(4);
    await new Promise((r) => setTimeout(r, 100));

    for (const push of pushes) {
      expect(requestOf(push.table), push.asOf).toMatchObject({ kind: 'cash_out', acknowledgedAt: null });
    }
    // Two pushes of one table may race (each reads after its own commit) and arrive in either order; the console
    // keeps the one with the newer asOf (floor-queries.ts storeFloorTable), taken before its read.
    const kept = () => pushes.reduce((held, p) => (Date.parse(held.asOf) > Date.parse(p.asOf) ? held : p));
    const read = (await t.app.inject({ url: '/api/staff/floor', headers: { cookie: manager.cookie } })).json() as {
      tables: FloorTable[];
    };
    expect(requestOf(read.tables.find((x) => x.id === String(table.id))!)).toMatchObject({
      kind: 'cash_out',
      acknowledgedAt: null,
    });
    // The phone says the same: the request was made and management told.
    const phone = (await liveSession(player.cookie, player.id)).json() as { session: { cashOutRequested: boolean } };
    expect(phone.session.cashOutRequested).toBe(true);
    // Call time cannot start again over it (that would clear the request on the floor's side only).
    expect((await startCallTime(player.cookie, player.id, seat.id)).statusCode).toBe(409);

    // Acknowledged: the next push carries it, and only then does it leave the floor's open requests.
    const before = pushes.length;
    const ack = await post(manager.cookie, `/api/staff/seats/${seat.id}/acknowledge`, { kind: 'cash_out' });
    expect(ack.statusCode, ack.body).toBe(200);
    await settle(before + 1);
    expect(requestOf(kept().table)?.acknowledgedAt).not.toBeNull();
  });
});
