import {
  CHECK_IN_MESSAGES,
  CHECK_IN_TRIES,
  CHECK_IN_WRONG_CODES_PER_ADDRESS,
  REORDER_MESSAGES,
  remoteExpiredMessage,
  type CheckInCode,
  type CheckInResult,
  type ReorderResult,
} from '@club/shared/check-in';
import type { DisplayBoard } from '@club/shared/display';
import type { FloorTable } from '@club/shared/floor';
import type { PushNotification } from '@club/shared/notifications';
import type { SeatRequest } from '@club/shared/waitlist';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { eventMatching, listeningTestApp, nextEvent, receivesWithin } from '../../../../test/sockets';
import { addToWaitlist, createTable, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog, clubSettings, waitlistEntries } from '../../../db/schema';
import { checkInCodeFor, checkInWindow } from './check-in-code';
import { expireRemoteEntries } from './check-in.service';
import { startPagingTimer } from '../paging/paging-timer';

// Remote joins, check-in on arrival, the remote entries' expiry and the floor's reorder (issue 16, decision 064).

const t = listeningTestApp();
const db = () => t.app.database.db;
const MIN = 60_000;

const post = (cookie: string | undefined, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const entryRow = async (id: number) =>
  (await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!;
const auditsOf = (entity: string, entityId: number, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));
const secret = async () => (await db().select().from(clubSettings))[0]!.checkInSecret;
const codeAt = async (windowsAgo: number, now = new Date()) =>
  checkInCodeFor(await secret(), checkInWindow(now) - windowsAgo);
const join = (cookie: string, tableId: number) => post(cookie, '/api/seat-requests', { tableId });
const quiet = { warn: () => {} };

/** A table with `count` remote players waiting (oldest first) and a manager. */
async function remoteList(count: number) {
  const table = await createTable(t.app);
  const manager = await signedInStaff(t.app, 'manager');
  const players = [];
  for (let i = 0; i < count; i++) {
    const player = await signedInPlayer(t.app);
    const entry = await addToWaitlist(t.app, player.id, table.id, new Date(Date.now() - (count - i) * MIN));
    await db().update(waitlistEntries).set({ remote: true }).where(eq(waitlistEntries.id, entry.id));
    players.push({ ...player, entry });
  }
  return { table, manager, players };
}

describe('who may use the new routes', () => {
  // Each staff route with input its validation or lookup refuses: a floor role gets past the guard (400/404),
  // every other caller is stopped first (403, or 401 without a session).
  const ROUTES = [
    { url: '/api/staff/waitlist/999999/check-in', payload: undefined, allowed: 404 },
    { url: '/api/staff/waitlist/999999/move-to-end', payload: { reason: 'x' }, allowed: 400 },
    { url: '/api/staff/waitlist/999999/reorder', payload: { position: 0 }, allowed: 400 },
  ];

  it('lets the floor roles (super admin, admin, manager) through; cashier and guest relations 403; players 401/403; visitors 401', async () => {
    const player = await signedInPlayer(t.app);
    for (const route of ROUTES) {
      for (const role of ['super_admin', 'admin', 'manager'] as const) {
        const staff = await signedInStaff(t.app, role);
        expect((await post(staff.cookie, route.url, route.payload)).statusCode, `${role} ${route.url}`).toBe(
          route.allowed,
        );
      }
      for (const role of ['cashier', 'gre'] as const) {
        const staff = await signedInStaff(t.app, role);
        expect((await post(staff.cookie, route.url, route.payload)).statusCode, `${role} ${route.url}`).toBe(403);
      }
      expect([401, 403]).toContain((await post(player.cookie, route.url, route.payload)).statusCode);
      expect((await post(undefined, route.url, route.payload)).statusCode).toBe(401);
    }
    for (const role of ['super_admin', 'admin', 'manager', 'cashier', 'gre'] as const) {
      const staff = await signedInStaff(t.app, role);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/staff/check-in-code',
        headers: { cookie: staff.cookie },
      });
      expect(res.statusCode, role).toBe(['cashier', 'gre'].includes(role) ? 403 : 200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/check-in-code' })).statusCode).toBe(401);
  });

  it('the code check-in is a signed-in player’s: a visitor 401, staff 401/403', async () => {
    expect((await post(undefined, '/api/waitlist/check-in', { code: '123456' })).statusCode).toBe(401);
    const manager = await signedInStaff(t.app, 'manager');
    expect([401, 403]).toContain((await post(manager.cookie, '/api/waitlist/check-in', { code: '123456' })).statusCode);
  });
});

describe('remote joins', () => {
  it('a join away from the club is remote; after the player checks in with the code, their next join is not', async () => {
    const [first, second] = [await createTable(t.app), await createTable(t.app)];
    const player = await signedInPlayer(t.app);
    const joined = await join(player.cookie, first.id);
    expect(joined.statusCode).toBe(201);
    expect(joined.json<SeatRequest>()).toMatchObject({ remote: true, checkedInAt: null, reorder: null });

    const checked = await post(player.cookie, '/api/waitlist/check-in', { code: await codeAt(0) });
    expect(checked.statusCode).toBe(200);
    expect(checked.json<CheckInResult>().entryIds).toEqual([joined.json<SeatRequest>().id]);
    const again = await join(player.cookie, second.id);
    expect(again.statusCode).toBe(201);
    expect(again.json<SeatRequest>()).toMatchObject({ remote: false, checkedInAt: null });
  });

  it('a player checked in with the code before joining any list joins in the room', async () => {
    const table = await createTable(t.app);
    const player = await signedInPlayer(t.app);
    const checked = await post(player.cookie, '/api/waitlist/check-in', { code: await codeAt(0) });
    expect(checked.json<CheckInResult>()).toMatchObject({ entryIds: [] });
    expect((await join(player.cookie, table.id)).json<SeatRequest>().remote).toBe(false);
  });
});

describe('staff check-in ("arrived")', () => {
  it('checks in every waiting entry of the player, audits it, and pushes to the floor, the player and the boards only', async () => {
    const { table, manager, players } = await remoteList(2);
    const [arriving, other] = players;
    const otherTable = await createTable(t.app);
    const second = await addToWaitlist(t.app, arriving!.id, otherTable.id);
    await db().update(waitlistEntries).set({ remote: true }).where(eq(waitlistEntries.id, second.id));

    const phone = await t.socketFor(arriving!.cookie);
    const otherPhone = await t.socketFor(other!.cookie);
    const floor = await t.socketFor(manager.cookie, { as: 'staff' });
    const cashier = await signedInStaff(t.app, 'cashier');
    const cage = await t.socketFor(cashier.cookie, { as: 'staff' });
    const phoneHears = eventMatching<{ seatRequests: SeatRequest[] }>(phone, 'seat_requests_updated', (p) =>
      p.seatRequests.every((r) => r.checkedInAt !== null),
    );
    const floorHears = eventMatching<{ table: FloorTable }>(
      floor,
      'floor_table_updated',
      (p) => p.table.id === String(table.id),
    );
    const otherHears = receivesWithin(otherPhone, 'seat_requests_updated', 800);
    const cageHears = receivesWithin(cage, 'floor_table_updated', 800);

    const res = await post(manager.cookie, `/api/staff/waitlist/${arriving!.entry.id}/check-in`);
    expect(res.statusCode).toBe(200);
    expect(res.json<CheckInResult>().entryIds.sort()).toEqual([arriving!.entry.id, second.id].sort());
    const row = await entryRow(arriving!.entry.id);
    expect(row.checkedInAt).not.toBeNull();
    expect(row.checkedInBy).toBe(manager.id);
    expect((await entryRow(second.id)).checkedInAt).not.toBeNull();
    expect((await entryRow(other!.entry.id)).checkedInAt).toBeNull();

    const pushed = await phoneHears;
    expect(pushed.seatRequests.find((r) => r.id === arriving!.entry.id)).toMatchObject({ remote: true });
    const onFloor = (await floorHears).table.waitlist.find((e) => e.entryId === arriving!.entry.id);
    expect(onFloor?.checkedInAt).toBe(row.checkedInAt!.toISOString());
    expect(await otherHears).toBe(false);
    expect(await cageHears).toBe(false);
    const [audit] = await auditsOf('waitlist_entry', arriving!.entry.id, 'tables.check_in');
    expect(audit).toMatchObject({ staffId: manager.id, playerId: arriving!.id });
  });

  it('an unknown entry or one no longer waiting is 404; one already checked in 409', async () => {
    const { manager, players } = await remoteList(2);
    const [first, second] = players;
    expect((await post(manager.cookie, '/api/staff/waitlist/99999999/check-in')).json()).toMatchObject({
      message: CHECK_IN_MESSAGES.entryGone,
    });
    await db().update(waitlistEntries).set({ status: 'left' }).where(eq(waitlistEntries.id, second!.entry.id));
    expect((await post(manager.cookie, `/api/staff/waitlist/${second!.entry.id}/check-in`)).statusCode).toBe(404);
    expect((await post(manager.cookie, `/api/staff/waitlist/${first!.entry.id}/check-in`)).statusCode).toBe(200);
    const again = await post(manager.cookie, `/api/staff/waitlist/${first!.entry.id}/check-in`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: CHECK_IN_MESSAGES.alreadyCheckedIn });
    expect(await auditsOf('waitlist_entry', first!.entry.id, 'tables.check_in')).toHaveLength(1);
  });

  it('the floor’s list says who is in the room', async () => {
    const { table, manager, players } = await remoteList(2);
    await post(manager.cookie, `/api/staff/waitlist/${players[1]!.entry.id}/check-in`);
    const floor = await t.app.inject({ method: 'GET', url: '/api/staff/floor', headers: { cookie: manager.cookie } });
    const list = floor.json<{ tables: FloorTable[] }>().tables.find((x) => x.id === String(table.id))!.waitlist;
    expect(list.map((e) => [e.remote, e.checkedInAt !== null])).toEqual([
      [true, false],
      [true, true],
    ]);
  });
});

describe('check-in with the room’s code', () => {
  it('accepts the current and the previous window’s code; an older or a wrong code is 400 with the reason, nothing changed', async () => {
    const { players } = await remoteList(3);
    const [a, b, c] = players;
    const now = await post(a!.cookie, '/api/waitlist/check-in', { code: await codeAt(0) });
    expect(now.statusCode).toBe(200);
    expect(now.json<CheckInResult>()).toMatchObject({ entryIds: [a!.entry.id] });
    expect((await entryRow(a!.entry.id)).checkedInBy).toBeNull();
    expect(await auditsOf('player', a!.id, 'tables.player_check_in')).toHaveLength(1);

    const previous = await post(b!.cookie, '/api/waitlist/check-in', { code: ` ${await codeAt(1)} ` });
    expect(previous.statusCode).toBe(200);

    const current = [await codeAt(0), await codeAt(1)];
    const old = await codeAt(2);
    const wrong = ['000000', '999999', '123456'].find((code) => !current.includes(code))!;
    for (const code of current.includes(old) ? [wrong] : [old, wrong]) {
      const res = await post(c!.cookie, '/api/waitlist/check-in', { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ message: CHECK_IN_MESSAGES.wrongCode });
    }
    const format = await post(c!.cookie, '/api/waitlist/check-in', { code: '12ab' });
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toContain(CHECK_IN_MESSAGES.codeFormat);
    expect((await entryRow(c!.entry.id)).checkedInAt).toBeNull();
    expect(await auditsOf('player', c!.id, 'tables.player_check_in')).toHaveLength(0);
  });

  it(`limits a player to ${CHECK_IN_TRIES} tries in 15 minutes (429), right codes included; another player is not limited`, async () => {
    const player = await signedInPlayer(t.app);
    const other = await signedInPlayer(t.app);
    for (let i = 0; i < CHECK_IN_TRIES; i++) {
      expect((await post(player.cookie, '/api/waitlist/check-in', { code: '000000' })).statusCode).not.toBe(429);
    }
    const limited = await post(player.cookie, '/api/waitlist/check-in', { code: await codeAt(0) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: CHECK_IN_MESSAGES.tooManyTries });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post(other.cookie, '/api/waitlist/check-in', { code: await codeAt(0) })).statusCode).toBe(200);
  });

  it(`limits one address to ${CHECK_IN_WRONG_CODES_PER_ADDRESS} wrong codes in 15 minutes, whoever's accounts try them (429); right codes never count`, async () => {
    const from = '198.51.100.90';
    const tryCode = (cookie: string, code: string, address = from) =>
      t.app.inject({
        method: 'POST',
        url: '/api/waitlist/check-in',
        remoteAddress: address,
        headers: { cookie },
        payload: { code },
      });
    const current = [await codeAt(0), await codeAt(1)];
    const wrong = ['000000', '999999', '123456'].find((code) => !current.includes(code))!;
    // Right codes from the room's address do not use the limit up.
    for (let i = 0; i < 3; i++) {
      expect((await tryCode((await signedInPlayer(t.app)).cookie, await codeAt(0))).statusCode).toBe(200);
    }
    // Accounts of one guesser, each under its own limit of CHECK_IN_TRIES.
    for (let i = 0; i < CHECK_IN_WRONG_CODES_PER_ADDRESS / CHECK_IN_TRIES; i++) {
      const guesser = await signedInPlayer(t.app);
      for (let j = 0; j < CHECK_IN_TRIES; j++) expect((await tryCode(guesser.cookie, wrong)).statusCode).toBe(400);
    }
    const next = await signedInPlayer(t.app);
    const refused = await tryCode(next.cookie, await codeAt(0));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: CHECK_IN_MESSAGES.tooManyFromNetwork });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await tryCode(next.cookie, await codeAt(0), '198.51.100.91')).statusCode).toBe(200);
  });

  it('the board and the floor read the current code, its address and when it changes', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/check-in-code',
      headers: { cookie: manager.cookie },
    });
    const code = res.json<CheckInCode>();
    expect(code.code).toBe(await codeAt(0, new Date(Date.parse(code.changesAt) - 1)));
    expect(code.url).toBe(`${t.app.config.publicUrl}/check-in?code=${code.code}`);
    expect(Date.parse(code.changesAt) - Date.now()).toBeLessThanOrEqual(180_000);
    const created = await post(manager.cookie, '/api/staff/displays', { name: 'Check-in TV' });
    const key = created.json<{ key: string }>().key;
    const board = await t.app.inject({ method: 'GET', url: `/api/display/board?key=${encodeURIComponent(key)}` });
    expect(board.statusCode).toBe(200);
    expect(board.json<DisplayBoard>().checkIn).toMatchObject({ url: expect.stringContaining('/check-in?code=') });
    expect(JSON.stringify(board.json())).not.toContain(await secret());
  });
});

describe('remote entries’ expiry', () => {
  it('removes a remote entry not checked in 90 minutes after it was made, once, audited as the system, the player told why', async () => {
    const { players } = await remoteList(3);
    const [late, arrived, local] = players;
    await db()
      .update(waitlistEntries)
      .set({ checkedInAt: new Date() })
      .where(eq(waitlistEntries.id, arrived!.entry.id));
    await db().update(waitlistEntries).set({ remote: false }).where(eq(waitlistEntries.id, local!.entry.id));
    const created = (await entryRow(late!.entry.id)).createdAt.getTime();
    const phone = await t.socketFor(late!.cookie);
    const told = eventMatching<PushNotification>(phone, 'notification', (n) => n.message === remoteExpiredMessage(90));

    await expireRemoteEntries(t.app.useCase, new Date(created + 90 * MIN - 1000));
    expect((await entryRow(late!.entry.id)).status).toBe('waiting');
    await expireRemoteEntries(t.app.useCase, new Date(created + 90 * MIN));
    expect((await entryRow(late!.entry.id)).status).toBe('left');
    expect((await entryRow(arrived!.entry.id)).status).toBe('waiting');
    expect((await entryRow(local!.entry.id)).status).toBe('waiting');
    await expireRemoteEntries(t.app.useCase, new Date(created + 200 * MIN));
    expect((await entryRow(arrived!.entry.id)).status).toBe('waiting');

    const audits = await auditsOf('waitlist_entry', late!.entry.id, 'tables.remote_entry_expired');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ staffId: null, playerId: late!.id, note: remoteExpiredMessage(90) });
    expect((await told).message).toBe('Removed from the list: you did not check in within 90 minutes');
  });

  it('the paging timer’s pass does it with a fake clock, and a restart after the expiry loses nothing', async () => {
    const { players } = await remoteList(1);
    const [player] = players;
    const created = (await entryRow(player!.entry.id)).createdAt.getTime();
    let clock = new Date(created + 30 * MIN);
    const before = startPagingTimer(t.app.useCase, { log: quiet, now: () => clock, intervalMs: 60_000 });
    await before.tick();
    await before.stop();
    expect((await entryRow(player!.entry.id)).status).toBe('waiting');
    clock = new Date(created + 300 * MIN);
    const after = startPagingTimer(t.app.useCase, { log: quiet, now: () => clock, intervalMs: 60_000 });
    await after.tick();
    await after.stop();
    expect((await entryRow(player!.entry.id)).status).toBe('left');
    expect(await auditsOf('waitlist_entry', player!.entry.id, 'tables.remote_entry_expired')).toHaveLength(1);
  });

  it('follows the club’s remoteEntryExpiryMinutes', async () => {
    const superAdmin = await signedInStaff(t.app, 'super_admin');
    const set = (minutes: number) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/staff/club/settings',
        headers: { cookie: superAdmin.cookie },
        payload: { remoteEntryExpiryMinutes: minutes },
      });
    expect((await set(30)).statusCode).toBe(200);
    try {
      const { players } = await remoteList(1);
      const created = (await entryRow(players[0]!.entry.id)).createdAt.getTime();
      await expireRemoteEntries(t.app.useCase, new Date(created + 30 * MIN));
      expect((await entryRow(players[0]!.entry.id)).status).toBe('left');
      expect((await auditsOf('waitlist_entry', players[0]!.entry.id, 'tables.remote_entry_expired'))[0]?.note).toBe(
        remoteExpiredMessage(30),
      );
    } finally {
      expect((await set(90)).statusCode).toBe(200);
    }
  });
});

describe('reorder and move to the end', () => {
  const order = async (tableId: number, cookie: string) => {
    const floor = await t.app.inject({ method: 'GET', url: '/api/staff/floor', headers: { cookie } });
    return floor
      .json<{ tables: FloorTable[] }>()
      .tables.find((x) => x.id === String(tableId))!
      .waitlist.map((e) => [e.entryId, e.position]);
  };

  it('moves an entry to a position with a reason: positions after, audit, the player’s push and notification', async () => {
    const { table, manager, players } = await remoteList(4);
    const [a, b, c, d] = players.map((p) => p.entry.id);
    const phone = await t.socketFor(players[3]!.cookie);
    const pushed = eventMatching<{ seatRequests: SeatRequest[] }>(phone, 'seat_requests_updated', (p) =>
      p.seatRequests.some((r) => r.id === d && r.position === 1),
    );
    const told = nextEvent<PushNotification>(phone, 'notification');

    const res = await post(manager.cookie, `/api/staff/waitlist/${d}/reorder`, {
      position: 1,
      reason: '  Came back from a break  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ReorderResult>()).toMatchObject({
      previousPosition: 4,
      position: 1,
      reason: 'Came back from a break',
    });
    expect(await order(table.id, manager.cookie)).toEqual([
      [d, 1],
      [a, 2],
      [b, 3],
      [c, 4],
    ]);
    const seat = (await pushed).seatRequests.find((r) => r.id === d)!;
    expect(seat.reorder).toMatchObject({ reason: 'Came back from a break' });
    expect((await told).message).toBe(
      'The floor moved you on the list: you are now number 1. Reason: Came back from a break',
    );
    const [audit] = await auditsOf('waitlist_entry', d!, 'tables.waitlist_reorder');
    expect(audit).toMatchObject({ staffId: manager.id, note: 'Came back from a break' });
    expect(audit!.before).toMatchObject({ position: 4 });
    expect(audit!.after).toMatchObject({ position: 1 });

    // Into the middle, then to the end without a reason.
    expect(
      (await post(manager.cookie, `/api/staff/waitlist/${c}/reorder`, { position: 2, reason: 'Floor decision' }))
        .statusCode,
    ).toBe(200);
    expect((await order(table.id, manager.cookie)).map(([id]) => id)).toEqual([d, c, a, b]);
    const end = await post(manager.cookie, `/api/staff/waitlist/${d}/move-to-end`, { reason: '   ' });
    expect(end.json<ReorderResult>()).toMatchObject({ previousPosition: 1, position: 4, reason: null });
    expect((await order(table.id, manager.cookie)).map(([id]) => id)).toEqual([c, a, b, d]);
    expect(await auditsOf('waitlist_entry', d!, 'tables.waitlist_move_to_end')).toHaveLength(1);
    const floorEntry = (
      await t.app.inject({ method: 'GET', url: '/api/staff/floor', headers: { cookie: manager.cookie } })
    )
      .json<{ tables: FloorTable[] }>()
      .tables.find((x) => x.id === String(table.id))!
      .waitlist.find((e) => e.entryId === d)!;
    expect(floorEntry.reorder).toMatchObject({ reason: null });
  });

  it('validates the position and the reason with clear messages', async () => {
    const { manager, players } = await remoteList(2);
    const id = players[0]!.entry.id;
    const cases: Array<[unknown, string]> = [
      [{ position: 1 }, REORDER_MESSAGES.reasonRequired],
      [{ position: 1, reason: ' ab ' }, REORDER_MESSAGES.reasonShort],
      [{ position: 1, reason: 'x'.repeat(201) }, REORDER_MESSAGES.reasonLong],
      [{ position: 0, reason: 'Because' }, REORDER_MESSAGES.position],
      [{ position: 1.5, reason: 'Because' }, REORDER_MESSAGES.position],
      [{ position: 3, reason: 'Because' }, 'The position must be from 1 to 2: the list has 2 entries'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(manager.cookie, `/api/staff/waitlist/${id}/reorder`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain(message);
    }
    const short = await post(manager.cookie, `/api/staff/waitlist/${id}/move-to-end`, { reason: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(REORDER_MESSAGES.reasonShort);
    expect((await post(manager.cookie, '/api/staff/waitlist/99999999/move-to-end', {})).statusCode).toBe(404);
    expect((await entryRow(id)).reorderedAt).toBeNull();
  });

  it('a reorder racing a leave: one of them lands first, never a 500, and the entry ends left', async () => {
    for (let round = 0; round < 4; round++) {
      const { table, manager, players } = await remoteList(3);
      const leaving = players[2]!;
      const [moved, left] = await Promise.all([
        post(manager.cookie, `/api/staff/waitlist/${leaving.entry.id}/reorder`, { position: 1, reason: 'Race test' }),
        t.app.inject({
          method: 'DELETE',
          url: `/api/seat-requests/${leaving.id}/${table.id}`,
          headers: { cookie: leaving.cookie },
        }),
      ]);
      expect([200, 404], `round ${round}`).toContain(moved.statusCode);
      expect(left.statusCode, `round ${round}`).toBe(200);
      expect((await entryRow(leaving.entry.id)).status).toBe('left');
    }
  });

  it('a reorder racing a page: both land (the page holds, the place moves); two reorders at once keep positions 1..n', async () => {
    const { table, manager, players } = await remoteList(4);
    const [first, , , last] = players;
    const [moved, paged] = await Promise.all([
      post(manager.cookie, `/api/staff/waitlist/${first!.entry.id}/move-to-end`, { reason: 'Stepped out' }),
      // Moved to the end first, the page is out of order: it carries a reason (issue 27 item 5).
      post(manager.cookie, `/api/staff/waitlist/${first!.entry.id}/page`, { reason: 'Seat 4 is his' }),
    ]);
    expect(moved.statusCode).toBe(200);
    expect(paged.statusCode).toBe(200);
    const row = await entryRow(first!.entry.id);
    expect(row.pagedAt).not.toBeNull();
    expect(row.reorderReason).toBe('Stepped out');

    const results = await Promise.all([
      post(manager.cookie, `/api/staff/waitlist/${last!.entry.id}/reorder`, { position: 1, reason: 'Race one' }),
      post(manager.cookie, `/api/staff/waitlist/${players[1]!.entry.id}/reorder`, { position: 2, reason: 'Race two' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const positions = (await order(table.id, manager.cookie)).map(([, position]) => position);
    expect(positions).toEqual([1, 2, 3, 4]);
  });
});

describe('two app instances', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    one = await createTestApp({}, { database });
    two = await createTestApp({}, { database });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  it('their expiry passes at once remove each remote entry once, with one audit row', async () => {
    for (let round = 0; round < 4; round++) {
      const table = await createTable(one.app);
      const player = await signedInPlayer(one.app);
      const entry = await addToWaitlist(one.app, player.id, table.id, new Date(Date.now() - 91 * MIN));
      await database.db.update(waitlistEntries).set({ remote: true }).where(eq(waitlistEntries.id, entry.id));
      const now = new Date();
      const counts = await Promise.all([
        expireRemoteEntries(one.app.useCase, now),
        expireRemoteEntries(two.app.useCase, now),
        expireRemoteEntries(one.app.useCase, now),
      ]);
      expect(
        counts.reduce((sum, n) => sum + n, 0),
        `round ${round}`,
      ).toBe(1);
      const audits = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'tables.remote_entry_expired'), eq(auditLog.entityId, String(entry.id))));
      expect(audits, `round ${round}`).toHaveLength(1);
    }
  });
});
