import type { FloorTable } from '@club/shared/floor';
import { MISSES_BEFORE_REMOVAL, PAGE_EXTENSION_MINUTES, PAGE_HOLD_MINUTES } from '@club/shared/paging';
import type { SeatRequest } from '@club/shared/waitlist';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listeningTestApp, nextEvent } from '../../../../test/sockets';
import { addToWaitlist, assignSeatCall, createTable, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog, waitlistEntries } from '../../../db/schema';
import { startPagingTimer } from './paging-timer';
import { expireHolds } from './paging.service';

const t = listeningTestApp();
const db = () => t.app.database.db;
const MIN = 60_000;
const HOLD = PAGE_HOLD_MINUTES * MIN;

const call = (cookie: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const page = (cookie: string, entryId: number, payload: Record<string, unknown> = {}) =>
  call(cookie, `/api/staff/waitlist/${entryId}/page`, payload);
const respond = (cookie: string, entryId: number, response: string) =>
  call(cookie, `/api/waitlist/${entryId}/respond`, { response });
const entryRow = async (id: number) =>
  (await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!;
const auditsOf = (entryId: number, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, action), eq(auditLog.entity, 'waitlist_entry'), eq(auditLog.entityId, String(entryId))),
    );
const quiet = { warn: () => {} };

/** A table with `count` players waiting (oldest first) and a manager. */
async function waitingList(count = 1) {
  const table = await createTable(t.app);
  const manager = await signedInStaff(t.app, 'manager');
  const players = [];
  for (let i = 0; i < count; i++) {
    const player = await signedInPlayer(t.app);
    const entry = await addToWaitlist(t.app, player.id, table.id, new Date(Date.now() - (count - i) * MIN));
    players.push({ ...player, entry });
  }
  return { table, manager, players };
}

const floorEntry = (table: FloorTable, entryId: number) => table.waitlist.find((e) => e.entryId === entryId);

describe('who may page and answer', () => {
  it('lets the floor roles page (a bad body is then 400); cashiers and guest relations 403, players and visitors 401/403', async () => {
    const player = await signedInPlayer(t.app);
    for (const role of ['super_admin', 'admin', 'manager'] as const) {
      const staff = await signedInStaff(t.app, role);
      expect((await page(staff.cookie, 1, { seatNumber: 'x' })).statusCode, role).toBe(400);
    }
    for (const role of ['cashier', 'gre'] as const) {
      const staff = await signedInStaff(t.app, role);
      expect((await page(staff.cookie, 1, { seatNumber: 'x' })).statusCode, role).toBe(403);
    }
    expect([401, 403]).toContain((await page(player.cookie, 1, {})).statusCode);
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/waitlist/1/page' })).statusCode).toBe(401);
  });

  it('lets only the entry’s own player answer: another player 404, staff and visitors 401/403', async () => {
    const { manager, players } = await waitingList(1);
    const [owner] = players;
    expect((await page(manager.cookie, owner!.entry.id)).statusCode).toBe(200);
    const stranger = await signedInPlayer(t.app);
    const res = await respond(stranger.cookie, owner!.entry.id, 'leave');
    expect(res.statusCode).toBe(404);
    expect((await entryRow(owner!.entry.id)).status).toBe('waiting');
    expect([401, 403]).toContain((await respond(manager.cookie, owner!.entry.id, 'on_my_way')).statusCode);
    expect((await t.app.inject({ method: 'POST', url: `/api/waitlist/${owner!.entry.id}/respond` })).statusCode).toBe(
      401,
    );
    expect((await respond(owner!.cookie, owner!.entry.id, 'dance')).statusCode).toBe(400);
    expect((await respond(owner!.cookie, owner!.entry.id, 'leave')).statusCode).toBe(200);
  });
});

describe('paging', () => {
  it('stores the hold, audits it, and pushes it to the phone and the floor', async () => {
    const { table, manager, players } = await waitingList(2);
    const [first] = players;
    const phone = await t.socketFor(first!.cookie);
    const floor = await t.socketFor(manager.cookie, { as: 'staff' });
    const phoneHears = nextEvent<{ seatRequests: SeatRequest[] }>(phone, 'seat_requests_updated');
    const floorHears = nextEvent<{ table: FloorTable }>(floor, 'floor_table_updated');

    const before = Date.now();
    const res = await page(manager.cookie, first!.entry.id, { seatNumber: 4 });
    expect(res.statusCode).toBe(200);
    const answered = floorEntry(res.json<FloorTable>(), first!.entry.id);
    expect(answered?.page).toMatchObject({
      tableId: String(table.id),
      tableName: table.name,
      seatNumber: 4,
      response: null,
    });
    const expires = new Date(answered!.page!.pageExpiresAt).getTime();
    expect(expires - new Date(answered!.page!.pagedAt).getTime()).toBe(HOLD);
    expect(expires).toBeGreaterThanOrEqual(before + HOLD);

    const pushed = (await phoneHears).seatRequests.find((r) => r.id === first!.entry.id);
    expect(pushed?.page).toMatchObject({
      tableName: table.name,
      seatNumber: 4,
      pageExpiresAt: answered!.page!.pageExpiresAt,
    });
    expect(floorEntry((await floorHears).table, first!.entry.id)?.page?.pageExpiresAt).toBe(
      answered!.page!.pageExpiresAt,
    );
    expect(await auditsOf(first!.entry.id, 'tables.page_player')).toHaveLength(1);
  });

  it('refuses a second page while the hold runs (409), an entry no longer waiting (409), an unknown one (404) and a taken seat (409)', async () => {
    const { table, manager, players } = await waitingList(2);
    const [first, second] = players;
    expect((await page(manager.cookie, first!.entry.id)).statusCode).toBe(200);
    const again = await page(manager.cookie, first!.entry.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already paged');

    expect((await respond(first!.cookie, first!.entry.id, 'leave')).statusCode).toBe(200);
    const gone = await page(manager.cookie, first!.entry.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toContain('no longer on the wait-list');
    expect((await page(manager.cookie, 999_999)).statusCode).toBe(404);

    const seated = await signedInPlayer(t.app);
    await addToWaitlist(t.app, seated.id, table.id);
    expect(
      (await assignSeatCall(t.app, manager.cookie, table.id, { playerId: seated.id, seatNumber: 2, buyIn: '5000' }))
        .statusCode,
    ).toBe(201);
    const taken = await page(manager.cookie, second!.entry.id, { seatNumber: 2 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SEAT_TAKEN');
  });

  it('two pages of the same entry at once: exactly one wins (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const { manager, players } = await waitingList(1);
      const admin = await signedInStaff(t.app, 'admin');
      const results = await Promise.all([
        page(manager.cookie, players[0]!.entry.id),
        page(admin.cookie, players[0]!.entry.id),
      ]);
      expect(results.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      expect(await auditsOf(players[0]!.entry.id, 'tables.page_player')).toHaveLength(1);
      await respond(players[0]!.cookie, players[0]!.entry.id, 'leave');
    }
  });

  it('a page racing the player leaving: the entry ends, and a page that lost is refused (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const { table, manager, players } = await waitingList(1);
      const [player] = players;
      const [paged, left] = await Promise.all([
        page(manager.cookie, player!.entry.id),
        t.app.inject({
          method: 'DELETE',
          url: `/api/seat-requests/${player!.id}/${table.id}`,
          headers: { cookie: player!.cookie },
        }),
      ]);
      expect(left.statusCode, `round ${round}`).toBe(200);
      expect([200, 409], `round ${round}`).toContain(paged.statusCode);
      const row = await entryRow(player!.entry.id);
      expect(row.status).toBe('left');
      expect(row.pageExpiresAt).toBeNull();
      // Nothing is left for the timer: the far future skips nothing of this entry.
      await expireHolds(t.app.useCase, new Date(Date.now() + 60 * MIN));
      expect((await entryRow(player!.entry.id)).pageMisses).toBe(0);
    }
  });
});

describe('paging out of order (issue 27 item 5)', () => {
  it('paging #4 while #1 to #3 wait in the room needs a reason: 400 naming who is next, then audited with it', async () => {
    const { manager, players } = await waitingList(4);
    const [first, second, , fourth] = players;

    const silent = await page(manager.cookie, fourth!.entry.id);
    expect(silent.statusCode).toBe(400);
    expect(silent.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(silent.json().message).toMatch(/^#1 .+ is next to page: give a reason/);
    expect((await entryRow(fourth!.entry.id)).pagedAt).toBeNull();
    expect(await auditsOf(fourth!.entry.id, 'tables.page_player')).toHaveLength(0);
    expect((await page(manager.cookie, fourth!.entry.id, { reason: 'ok' })).statusCode).toBe(400);
    expect((await page(manager.cookie, fourth!.entry.id, { reason: '   ' })).statusCode).toBe(400);

    const res = await page(manager.cookie, fourth!.entry.id, { reason: '  Asked for seat 4 by name  ' });
    expect(res.statusCode).toBe(200);
    expect(floorEntry(res.json<FloorTable>(), fourth!.entry.id)!.page).not.toBeNull();
    const [audit] = await auditsOf(fourth!.entry.id, 'tables.page_player');
    expect(audit).toMatchObject({
      staffId: manager.id,
      note: 'Asked for seat 4 by name',
      after: { outOfOrder: { nextEntryId: first!.entry.id, nextPosition: 1 } },
    });

    // The next to page needs no reason; once paged, the one after it is next.
    expect((await page(manager.cookie, first!.entry.id)).statusCode).toBe(200);
    expect((await page(manager.cookie, second!.entry.id)).statusCode).toBe(200);
    const [inOrder] = await auditsOf(second!.entry.id, 'tables.page_player');
    expect(inOrder?.note).toBeNull();
    expect(inOrder?.after).not.toHaveProperty('outOfOrder');
  });
});

describe('the player’s answers', () => {
  it('on my way is stored and reaches the floor; more time extends the hold once; leave ends the entry', async () => {
    const { manager, players } = await waitingList(2);
    const [first] = players;
    const floor = await t.socketFor(manager.cookie, { as: 'staff' });
    const pagePushed = nextEvent(floor, 'floor_table_updated');
    const paged = floorEntry((await page(manager.cookie, first!.entry.id)).json<FloorTable>(), first!.entry.id)!;
    await pagePushed;

    // The page's text (the outbox here) is pushed to the floor too, after the page: wait for the answer's push.
    const floorHears = new Promise<{ table: FloorTable }>((resolve) => {
      floor.on('floor_table_updated', (payload: { table: FloorTable }) => {
        if (floorEntry(payload.table, first!.entry.id)?.page?.response) resolve(payload);
      });
    });
    const onMyWay = await respond(first!.cookie, first!.entry.id, 'on_my_way');
    expect(onMyWay.statusCode).toBe(200);
    expect(onMyWay.json<SeatRequest[]>().find((r) => r.id === first!.entry.id)?.page?.response).toBe('on_my_way');
    expect(floorEntry((await floorHears).table, first!.entry.id)?.page?.response).toBe('on_my_way');

    const more = await respond(first!.cookie, first!.entry.id, 'more_time');
    expect(more.statusCode).toBe(200);
    const extended = more.json<SeatRequest[]>().find((r) => r.id === first!.entry.id)!.page!;
    expect(extended).toMatchObject({ response: 'more_time', extended: true });
    expect(new Date(extended.pageExpiresAt).getTime() - new Date(paged.page!.pageExpiresAt).getTime()).toBe(
      PAGE_EXTENSION_MINUTES * MIN,
    );
    const twice = await respond(first!.cookie, first!.entry.id, 'more_time');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already asked for more time');

    const leave = await respond(first!.cookie, first!.entry.id, 'leave');
    expect(leave.statusCode).toBe(200);
    expect(leave.json<SeatRequest[]>().find((r) => r.id === first!.entry.id)).toBeUndefined();
    expect((await entryRow(first!.entry.id)).status).toBe('left');
  });

  it('refuses an answer without a page, and after the hold ran out', async () => {
    const { manager, players } = await waitingList(1);
    const [player] = players;
    const unpaged = await respond(player!.cookie, player!.entry.id, 'on_my_way');
    expect(unpaged.statusCode).toBe(409);
    expect(unpaged.json().message).toContain('has not paged you');
    expect((await page(manager.cookie, player!.entry.id)).statusCode).toBe(200);
    // The hold ran out (stored in the past) before the timer acted.
    await db()
      .update(waitlistEntries)
      .set({ pageExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(waitlistEntries.id, player!.entry.id));
    const late = await respond(player!.cookie, player!.entry.id, 'more_time');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('The hold has run out');
    await respond(player!.cookie, player!.entry.id, 'leave');
  });
});

describe('the hold running out (fake clock)', () => {
  it('moves the entry to the bottom with a miss, tells the player why and audits; the second miss removes it', async () => {
    const { table, manager, players } = await waitingList(3);
    const [first, second, third] = players;
    const phone = await t.socketFor(first!.cookie);
    const res = await page(manager.cookie, first!.entry.id);
    const expiresAt = new Date(floorEntry(res.json<FloorTable>(), first!.entry.id)!.page!.pageExpiresAt);

    // A second before the hold runs out, nothing happens.
    await expireHolds(t.app.useCase, new Date(expiresAt.getTime() - 1000));
    expect((await entryRow(first!.entry.id)).pageMisses).toBe(0);

    const told = nextEvent<{ message: string }>(phone, 'notification');
    const listed = nextEvent<{ seatRequests: SeatRequest[] }>(phone, 'seat_requests_updated');
    await expireHolds(t.app.useCase, expiresAt);
    const row = await entryRow(first!.entry.id);
    expect(row).toMatchObject({ status: 'waiting', pageMisses: 1, pagedAt: null, pageExpiresAt: null });
    expect((await told).message).toBe('Skipped: no answer within 5 minutes. You are now at the bottom of the list');
    const mine = (await listed).seatRequests.find((r) => r.id === first!.entry.id);
    expect(mine).toMatchObject({ position: 3, misses: 1, page: null });

    const floor = await t.app.inject({ method: 'GET', url: '/api/staff/floor', headers: { cookie: manager.cookie } });
    const order = floor
      .json<{ tables: FloorTable[] }>()
      .tables.find((x) => x.id === String(table.id))!
      .waitlist.map((e) => e.entryId);
    expect(order).toEqual([second!.entry.id, third!.entry.id, first!.entry.id]);
    const [audit] = await auditsOf(first!.entry.id, 'tables.page_missed');
    expect(audit).toMatchObject({ staffId: null, playerId: first!.id });
    expect(audit?.note).toContain('Skipped: no answer within 5 minutes');

    // Paged again and missed again: MISSES_BEFORE_REMOVAL (2) misses take the player off the list. At the
    // bottom now, the page is out of order: the floor gives a reason.
    expect(MISSES_BEFORE_REMOVAL).toBe(2);
    const again = await page(manager.cookie, first!.entry.id, { reason: 'Back at the desk' });
    const secondExpiry = new Date(floorEntry(again.json<FloorTable>(), first!.entry.id)!.page!.pageExpiresAt);
    const removedTold = nextEvent<{ message: string }>(phone, 'notification');
    await expireHolds(t.app.useCase, secondExpiry);
    expect(await entryRow(first!.entry.id)).toMatchObject({ status: 'left', pageMisses: 2 });
    expect((await removedTold).message).toContain('Removed from the list');
    expect(await auditsOf(first!.entry.id, 'tables.page_missed_removed')).toHaveLength(1);
  });

  it('more time moves the expiry: the first deadline passes without a skip', async () => {
    const { manager, players } = await waitingList(1);
    const [player] = players;
    const res = await page(manager.cookie, player!.entry.id);
    const expiresAt = new Date(floorEntry(res.json<FloorTable>(), player!.entry.id)!.page!.pageExpiresAt);
    expect((await respond(player!.cookie, player!.entry.id, 'more_time')).statusCode).toBe(200);
    await expireHolds(t.app.useCase, new Date(expiresAt.getTime() + 1000));
    expect((await entryRow(player!.entry.id)).pageMisses).toBe(0);
    await expireHolds(t.app.useCase, new Date(expiresAt.getTime() + PAGE_EXTENSION_MINUTES * MIN));
    expect((await entryRow(player!.entry.id)).pageMisses).toBe(1);
    await respond(player!.cookie, player!.entry.id, 'leave');
  });

  it('seating a paged player clears the page: the timer later skips nothing', async () => {
    const { table, manager, players } = await waitingList(1);
    const [player] = players;
    const res = await page(manager.cookie, player!.entry.id, { seatNumber: 3 });
    const expiresAt = new Date(floorEntry(res.json<FloorTable>(), player!.entry.id)!.page!.pageExpiresAt);
    const seated = await assignSeatCall(t.app, manager.cookie, table.id, {
      playerId: player!.id,
      seatNumber: 3,
      buyIn: '5000',
    });
    expect(seated.statusCode).toBe(201);
    expect(await entryRow(player!.entry.id)).toMatchObject({ status: 'seated', pageExpiresAt: null });
    await expireHolds(t.app.useCase, new Date(expiresAt.getTime() + MIN));
    expect(await entryRow(player!.entry.id)).toMatchObject({ status: 'seated', pageMisses: 0 });
  });

  it('a page to another table: seating there takes the paged entry off its own list', async () => {
    const { table, manager, players } = await waitingList(1);
    const other = await createTable(t.app);
    const [player] = players;
    expect((await page(manager.cookie, player!.entry.id, { tableId: other.id, seatNumber: 5 })).statusCode).toBe(200);
    const seated = await assignSeatCall(t.app, manager.cookie, other.id, {
      playerId: player!.id,
      seatNumber: 5,
      buyIn: '5000',
    });
    expect(seated.statusCode).toBe(201);
    expect(await entryRow(player!.entry.id)).toMatchObject({ status: 'seated', tableId: table.id });
  });
});

describe('the timer across instances and restarts', () => {
  it('two timers acting at once skip the entry once', async () => {
    for (let round = 0; round < 5; round++) {
      const { manager, players } = await waitingList(1);
      const [player] = players;
      const res = await page(manager.cookie, player!.entry.id);
      const at = new Date(floorEntry(res.json<FloorTable>(), player!.entry.id)!.page!.pageExpiresAt);
      await Promise.all([
        expireHolds(t.app.useCase, at),
        expireHolds(t.app.useCase, at),
        expireHolds(t.app.useCase, at),
      ]);
      expect((await entryRow(player!.entry.id)).pageMisses, `round ${round}`).toBe(1);
      expect(await auditsOf(player!.entry.id, 'tables.page_missed'), `round ${round}`).toHaveLength(1);
      await respond(player!.cookie, player!.entry.id, 'leave');
    }
  });

  it('a timer stopped before the hold runs out (a restart): the next one skips it, once', async () => {
    const { manager, players } = await waitingList(1);
    const [player] = players;
    const res = await page(manager.cookie, player!.entry.id);
    const at = new Date(floorEntry(res.json<FloorTable>(), player!.entry.id)!.page!.pageExpiresAt);
    let clock = new Date(at.getTime() - MIN);
    const before = startPagingTimer(t.app.useCase, { log: quiet, now: () => clock, intervalMs: 60_000 });
    await before.tick();
    await before.stop();
    expect((await entryRow(player!.entry.id)).pageMisses).toBe(0);

    clock = new Date(at.getTime() + 30 * MIN); // the process was down past the expiry
    const afterA = startPagingTimer(t.app.useCase, { log: quiet, now: () => clock, intervalMs: 60_000 });
    const afterB = startPagingTimer(t.app.useCase, { log: quiet, now: () => clock, intervalMs: 60_000 });
    await Promise.all([afterA.tick(), afterB.tick()]);
    await afterA.tick();
    await Promise.all([afterA.stop(), afterB.stop()]);
    expect((await entryRow(player!.entry.id)).pageMisses).toBe(1);
    expect(await auditsOf(player!.entry.id, 'tables.page_missed')).toHaveLength(1);
    await respond(player!.cookie, player!.entry.id, 'leave');
  });

  it('schedules a pass at the next expiry when it is nearer than the interval', async () => {
    const { manager, players } = await waitingList(1);
    const [player] = players;
    const res = await page(manager.cookie, player!.entry.id);
    const at = new Date(floorEntry(res.json<FloorTable>(), player!.entry.id)!.page!.pageExpiresAt);
    let clock = new Date(at.getTime() - 200);
    const timer = startPagingTimer(t.app.useCase, { log: quiet, now: () => clock, intervalMs: 60_000 });
    await timer.tick();
    clock = at; // the scheduled timeout fires ~220 ms later, now at the expiry
    await expect.poll(async () => (await entryRow(player!.entry.id)).pageMisses, { timeout: 3000 }).toBe(1);
    await timer.stop();
    await respond(player!.cookie, player!.entry.id, 'leave');
  });
});
