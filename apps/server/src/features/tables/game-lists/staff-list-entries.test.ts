import { randomUUID } from 'node:crypto';
import type { FloorTable } from '@club/shared/floor';
import type { StaffGame, StaffGameEntry } from '@club/shared/games';
import { GUEST_MESSAGES } from '@club/shared/guests';
import { TABLE_MESSAGES } from '@club/shared/tables';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMatching, listeningTestApp, receivesWithin } from '../../../../test/sockets';
import { createGame, createTable, seatDirectly, signedInPlayer } from '../../../../test/tables';
import { signedInCashier, signedInStaff } from '../../../../test/wallet';
import { auditLog, guests, seats, transactions, waitlistEntries } from '../../../db/schema';
import { expireHolds } from '../paging/paging.service';
import { removeExpiredGuests } from './guests.service';

// Issue 31, "Anyone on a list": the floor puts a player it found, or a guest with a name and a mobile number, on a
// game's list (decision 131).

const t = listeningTestApp();
const db = () => t.app.database.db;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const add = (cookie: string, gameId: number, payload: Record<string, unknown>) =>
  call(cookie, 'POST', `/api/staff/games/${gameId}/waitlist`, payload);
const staffGame = async (cookie: string, gameId: number) =>
  ((await call(cookie, 'GET', '/api/staff/games')).json() as StaffGame[]).find((game) => game.id === gameId);
const floorTable = async (cookie: string, tableId: number) =>
  ((await call(cookie, 'GET', '/api/staff/floor')).json() as { tables: FloorTable[] }).tables.find(
    (table) => table.id === String(tableId),
  );

let phoneSeq = 0;
/** A mobile number no other test uses. */
const newPhone = () => `98${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;

async function gameWithTable() {
  const game = await createGame(db());
  const table = await createTable(t.app, { gameId: game.id, name: `Walk-ins ${game.id}` });
  return { game, table };
}

describe('who may put anyone on a list', () => {
  it('super admins, admins and managers may; cashiers, guest relations and the kitchen get 403 before the body is read; players 401/403; visitors 401', async () => {
    const { game } = await gameWithTable();
    for (const role of ['super_admin', 'admin', 'manager'] as const) {
      const staff = await signedInStaff(t.app, role);
      // An empty body reaches validation: 400, with the message.
      const bad = await add(staff.cookie, game.id, {});
      expect({ role, status: bad.statusCode }).toEqual({ role, status: 400 });
      const ok = await add(staff.cookie, game.id, { guest: { name: `Guest ${role}`, phone: newPhone() } });
      expect({ role, status: ok.statusCode }).toEqual({ role, status: 201 });
    }
    for (const role of ['cashier', 'gre', 'kitchen'] as const) {
      const staff = await signedInStaff(t.app, role);
      for (const body of [{}, { guest: { name: 'Nope', phone: newPhone() } }]) {
        const res = await add(staff.cookie, game.id, body);
        expect({ role, status: res.statusCode }).toEqual({ role, status: 403 });
      }
    }
    const player = await signedInPlayer(t.app);
    expect([401, 403]).toContain((await add(player.cookie, game.id, { playerId: player.id })).statusCode);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/staff/games/${game.id}/waitlist`,
      payload: { guest: { name: 'X', phone: newPhone() } },
    });
    expect(visitor.statusCode).toBe(401);
    const listed = await staffGame((await signedInStaff(t.app, 'manager')).cookie, game.id);
    expect(listed?.entries).toHaveLength(3);
  });
});

describe('what the floor must give', () => {
  it('answers 400 with a message that says what is wrong', async () => {
    const { game } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const message = async (body: Record<string, unknown>) => {
      const res = await add(manager.cookie, game.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return (res.json() as { message: string }).message;
    };
    expect(await message({})).toContain(GUEST_MESSAGES.whoMissing);
    expect(await message({ playerId: 1, guest: { name: 'Ravi', phone: newPhone() } })).toContain(
      GUEST_MESSAGES.bothGiven,
    );
    expect(await message({ guest: { name: 'Ravi', phone: '12ab' } })).toContain(GUEST_MESSAGES.phone);
    expect(await message({ guest: { name: '  ', phone: newPhone() } })).toContain(GUEST_MESSAGES.name);
    expect(await message({ guest: { name: 'Ravi', phone: newPhone() }, notes: 'x'.repeat(301) })).toContain(
      'Keep the notes under 300 characters',
    );
    const other = await gameWithTable();
    expect(await message({ guest: { name: 'Ravi', phone: newPhone() }, preferredTableId: other.table.id })).toContain(
      'That table does not run this game',
    );
    expect((await add(manager.cookie, 999_999, { guest: { name: 'Ravi', phone: newPhone() } })).statusCode).toBe(404);
    expect((await add(manager.cookie, game.id, { playerId: 999_999 })).statusCode).toBe(404);
  });
});

describe('a player found as you type', () => {
  it('goes on the list behind everyone already there, as the floor sees it, audited', async () => {
    const { game, table } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const first = await signedInPlayer(t.app);
    expect((await call(first.cookie, 'POST', `/api/games/${game.id}/waitlist`, {})).statusCode).toBe(201);
    const found = await signedInPlayer(t.app, { firstName: 'Meera', lastName: 'Iyer' });
    const res = await add(manager.cookie, game.id, {
      playerId: found.id,
      preferredTableId: table.id,
      notes: 'Likes seat 3',
    });
    expect(res.statusCode).toBe(201);
    const entry = res.json() as StaffGameEntry;
    expect(entry).toMatchObject({
      playerId: found.id,
      guestId: null,
      guestPhone: null,
      playerName: 'Meera Iyer',
      position: 2,
      preferredTableId: String(table.id),
      notes: 'Likes seat 3',
      kycStatus: 'verified',
      remote: false,
    });
    // The player's own screens see the entry as if they had joined.
    const mine = (await call(found.cookie, 'GET', '/api/games')).json() as Array<{
      id: number;
      myEntry: { position: number } | null;
    }>;
    expect(mine.find((g) => g.id === game.id)?.myEntry?.position).toBe(2);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tables.add_to_list'), eq(auditLog.entityId, String(entry.entryId))));
    expect(audit).toMatchObject({ staffId: manager.id, playerId: found.id });
    // Twice is the spec's 409.
    const again = await add(manager.cookie, game.id, { playerId: found.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_ON_WAITLIST',
      message: TABLE_MESSAGES.alreadyOnWaitlistServer,
    });
  });

  it('refuses a barred player and an unapproved one with a message saying why, and one playing at another table', async () => {
    const { game } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const barred = await signedInPlayer(t.app, {
      firstName: 'Bad',
      lastName: 'Actor',
      barredAt: new Date(),
      barReason: 'Cheating',
    });
    const refusedBar = await add(manager.cookie, game.id, { playerId: barred.id });
    expect(refusedBar.statusCode).toBe(409);
    expect(refusedBar.json()).toMatchObject({
      code: 'INVALID_STATE',
      message: 'Bad Actor is barred from the club and cannot be put on a list',
    });
    // A bar that has ended no longer stands in the way.
    const lifted = await signedInPlayer(t.app, {
      barredAt: new Date(Date.now() - 86_400_000),
      barredUntil: new Date(Date.now() - 3_600_000),
      barReason: 'A night off',
    });
    expect((await add(manager.cookie, game.id, { playerId: lifted.id })).statusCode).toBe(201);
    const unapproved = await signedInPlayer(t.app, { firstName: 'New', lastName: 'Comer', kycStatus: 'submitted' });
    const refusedKyc = await add(manager.cookie, game.id, { playerId: unapproved.id });
    expect(refusedKyc.statusCode).toBe(409);
    expect((refusedKyc.json() as { message: string }).message).toBe(
      'New Comer’s KYC is submitted, not approved: approve the player’s KYC before putting them on a list',
    );
    const other = await gameWithTable();
    const playing = await signedInPlayer(t.app);
    await seatDirectly(t.app, { playerId: playing.id, tableId: other.table.id, seatNumber: 1 });
    const refusedSeated = await add(manager.cookie, game.id, { playerId: playing.id });
    expect(refusedSeated.statusCode).toBe(409);
    expect(refusedSeated.json()).toMatchObject({ code: 'SEATED_ELSEWHERE' });
    const waiting = await db()
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.gameId, game.id), eq(waitlistEntries.status, 'waiting')));
    expect(waiting.map((row) => row.playerId)).toEqual([lifted.id]);
  });
});

describe('a guest with a name and a mobile number', () => {
  it('is a record of its own, never a player, placed by the order of joining; the floor sees the number, the TV only initials', async () => {
    const { game, table } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const before = await signedInPlayer(t.app);
    await call(before.cookie, 'POST', `/api/games/${game.id}/waitlist`, {});
    const phone = newPhone();
    const res = await add(manager.cookie, game.id, {
      guest: { name: '  Ravi Kumar Shah ', phone: `+${phone.slice(0, 5)} ${phone.slice(5)}` },
      notes: 'Walk-in',
    });
    expect(res.statusCode).toBe(201);
    const entry = res.json() as StaffGameEntry;
    expect(entry).toMatchObject({
      playerId: null,
      playerName: 'Ravi Kumar Shah',
      nickname: '',
      guestPhone: phone,
      kycStatus: null,
      position: 2,
      notes: 'Walk-in',
    });
    expect(entry.guestId).toEqual(expect.any(Number));
    const after = await signedInPlayer(t.app);
    await call(after.cookie, 'POST', `/api/games/${game.id}/waitlist`, {});
    const game2 = await staffGame(manager.cookie, game.id);
    expect(game2?.entries.map((e) => [e.position, e.playerId ?? `guest ${e.guestId}`])).toEqual([
      [1, before.id],
      [2, `guest ${entry.guestId}`],
      [3, after.id],
    ]);
    const onFloor = (await floorTable(manager.cookie, table.id))?.waitlist.find((w) => w.entryId === entry.entryId);
    expect(onFloor).toMatchObject({ playerId: null, guestPhone: phone, kycStatus: null, barred: false });
    // The room's TV: initials, no number.
    const { key } = (await call(manager.cookie, 'POST', '/api/staff/displays', { name: `TV ${game.id}` })).json() as {
      key: string;
    };
    const board = await t.app.inject({ method: 'GET', url: `/api/display/board?key=${encodeURIComponent(key)}` });
    const boardTable = (
      board.json() as { tables: Array<{ id: string; waiting: Array<{ name: string }> }> }
    ).tables.find((row) => row.id === String(table.id));
    expect(boardTable?.waiting.map((w) => w.name)[1]).toBe('R. S.');
    expect(board.body).not.toContain(phone);
    // No player row was made, and the audit keeps no number.
    const [guest] = await db()
      .select()
      .from(guests)
      .where(eq(guests.id, entry.guestId ?? 0));
    expect(guest).toMatchObject({ name: 'Ravi Kumar Shah', phone, createdBy: manager.id });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tables.add_to_list'), eq(auditLog.entityId, String(entry.entryId))));
    expect(audit).toMatchObject({ staffId: manager.id, playerId: null });
    expect(JSON.stringify(audit?.after)).not.toContain(phone);
  });

  it('is one record per number: the same number is refused twice on a list, and found again for another game', async () => {
    const { game } = await gameWithTable();
    const other = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const phone = newPhone();
    const first = (await add(manager.cookie, game.id, { guest: { name: 'Anil', phone } })).json() as StaffGameEntry;
    const twice = await add(manager.cookie, game.id, {
      guest: { name: 'Anil K', phone: `${phone.slice(0, 4)}-${phone.slice(4)}` },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'ALREADY_ON_WAITLIST',
      message: 'A guest with this mobile number is already on this game’s list',
    });
    const elsewhere = (
      await add(manager.cookie, other.game.id, { guest: { name: 'Anil', phone } })
    ).json() as StaffGameEntry;
    expect(elsewhere.guestId).toBe(first.guestId);
    expect((await db().select().from(guests).where(eq(guests.phone, phone))).length).toBe(1);
  });

  it('a phone-in is remote until the floor checks the guest in', async () => {
    const { game } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const entry = (
      await add(manager.cookie, game.id, { guest: { name: 'Phone In', phone: newPhone() }, remote: true })
    ).json() as StaffGameEntry;
    expect(entry).toMatchObject({ remote: true, checkedInAt: null });
    const checkIn = await call(manager.cookie, 'POST', `/api/staff/waitlist/${entry.entryId}/check-in`, {});
    expect(checkIn.statusCode).toBe(200);
    const listed = (await staffGame(manager.cookie, game.id))?.entries.find((e) => e.entryId === entry.entryId);
    expect(listed?.checkedInAt).not.toBeNull();
  });
});

describe('live updates', () => {
  it('an entry reaches the floor roles and the room’s TV after the commit, not a cashier or a player who is not on it', async () => {
    const { game, table } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const admin = await signedInStaff(t.app, 'admin');
    const cashier = await signedInStaff(t.app, 'cashier');
    const { key } = (await call(manager.cookie, 'POST', '/api/staff/displays', { name: `Live ${game.id}` })).json() as {
      key: string;
    };
    const [floorSocket, adminSocket, cageSocket, tv] = [
      await t.socketFor(manager.cookie),
      await t.socketFor(admin.cookie),
      await t.socketFor(cashier.cookie),
      await t.socketFor('', { displayKey: key }),
    ];
    const bystander = await signedInPlayer(t.app);
    const bystanderSocket = await t.socketFor(bystander.cookie);
    const phone = newPhone();
    const heard = eventMatching<{ game: StaffGame }>(floorSocket, 'floor_game_updated', (p) =>
      p.game.entries.some((e) => e.guestPhone === phone),
    );
    const adminHeard = eventMatching<{ table: FloorTable }>(adminSocket, 'floor_table_updated', (p) =>
      p.table.waitlist.some((e) => e.guestPhone === phone),
    );
    const boardHeard = eventMatching(tv, 'display_board_changed', () => true);
    const cashierHears = receivesWithin(cageSocket, 'floor_game_updated', 1500);
    const tvHearsFloor = receivesWithin(tv, 'floor_table_updated', 1500);
    const bystanderHears = receivesWithin(bystanderSocket, 'game_entries_updated', 1500);
    const res = await add(manager.cookie, game.id, {
      guest: { name: 'Live Guest', phone },
      preferredTableId: table.id,
    });
    expect(res.statusCode).toBe(201);
    expect((await heard).game.entries.find((e) => e.guestPhone === phone)).toMatchObject({ playerName: 'Live Guest' });
    await adminHeard;
    await boardHeard;
    expect(await cashierHears).toBe(false);
    expect(await tvHearsFloor).toBe(false);
    expect(await bystanderHears).toBe(false);
  });

  it('a player put on a list hears their own entry', async () => {
    const { game } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const player = await signedInPlayer(t.app);
    const phone = await t.socketFor(player.cookie);
    const heard = eventMatching<{ entries: Array<{ gameId: number; position: number }> }>(
      phone,
      'game_entries_updated',
      (p) => p.entries.some((e) => e.gameId === game.id),
    );
    expect((await add(manager.cookie, game.id, { playerId: player.id })).statusCode).toBe(201);
    expect((await heard).entries.find((e) => e.gameId === game.id)?.position).toBe(1);
  });
});

describe('guests’ records are removed the club’s number of days after the evening', () => {
  it('removes a guest past the retention with their entries, keeps one within it or still waiting, audited', async () => {
    const { game } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const admin = await signedInStaff(t.app, 'admin');
    expect(
      (await call(admin.cookie, 'PATCH', '/api/staff/club/settings', { guestRetentionDays: 10 })).json(),
    ).toMatchObject({ guestRetentionDays: 10 });
    const entryOf = async (name: string) =>
      (await add(manager.cookie, game.id, { guest: { name, phone: newPhone() } })).json() as StaffGameEntry;
    const old = await entryOf('Old Guest');
    const recent = await entryOf('Recent Guest');
    const stillWaiting = await entryOf('Waiting Guest');
    for (const entry of [old, recent]) {
      expect(
        (await call(manager.cookie, 'DELETE', `/api/staff/waitlist/${entry.entryId}`, { reason: 'Went home' }))
          .statusCode,
      ).toBe(200);
    }
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    await db()
      .update(guests)
      .set({ lastListedAt: daysAgo(11) })
      .where(eq(guests.id, old.guestId ?? 0));
    await db()
      .update(guests)
      .set({ lastListedAt: daysAgo(9) })
      .where(eq(guests.id, recent.guestId ?? 0));
    await db()
      .update(guests)
      .set({ lastListedAt: daysAgo(40) })
      .where(eq(guests.id, stillWaiting.guestId ?? 0));
    expect(await removeExpiredGuests(t.app.useCase, new Date())).toBeGreaterThanOrEqual(1);
    const left = await db().select({ id: guests.id }).from(guests);
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(old.guestId);
    expect(ids).toContain(recent.guestId);
    expect(ids).toContain(stillWaiting.guestId);
    expect(await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, old.entryId))).toEqual([]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tables.guest_removed'), eq(auditLog.entityId, String(old.guestId))));
    expect(audit?.after).toMatchObject({ retentionDays: 10 });
    expect(JSON.stringify(audit)).not.toContain('Old Guest');
    // The next pass finds nothing more to remove for this guest.
    expect(
      (
        await db()
          .select()
          .from(guests)
          .where(eq(guests.id, old.guestId ?? 0))
      ).length,
    ).toBe(0);
    await call(admin.cookie, 'PATCH', '/api/staff/club/settings', { guestRetentionDays: 30 });
  });

  it('lets an admin set the retention between 1 and 365 days, and nobody else below them', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const manager = await signedInStaff(t.app, 'manager');
    for (const value of [0, 366, 2.5]) {
      const res = await call(admin.cookie, 'PATCH', '/api/staff/club/settings', { guestRetentionDays: value });
      expect(res.statusCode, String(value)).toBe(400);
      expect((res.json() as { message: string }).message).toContain('The guest retention');
    }
    expect(
      (await call(manager.cookie, 'PATCH', '/api/staff/club/settings', { guestRetentionDays: 5 })).statusCode,
    ).toBe(403);
  });
});

describe('seating a guest', () => {
  it('asks for a player account first (the club’s default), and leaves the guest on the list', async () => {
    const { game, table } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const entry = (
      await add(manager.cookie, game.id, { guest: { name: 'Seat Me', phone: newPhone() } })
    ).json() as StaffGameEntry;
    const res = await call(manager.cookie, 'POST', `/api/staff/tables/${table.id}/seat`, {
      guestId: entry.guestId,
      seatNumber: 1,
      buyIn: '5000',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVALID_STATE', message: GUEST_MESSAGES.accountFirst });
    expect((await floorTable(manager.cookie, table.id))?.seats).toEqual([]);
    expect((await staffGame(manager.cookie, game.id))?.entries.map((e) => e.entryId)).toEqual([entry.entryId]);
    const neither = await call(manager.cookie, 'POST', `/api/staff/tables/${table.id}/seat`, {
      seatNumber: 1,
      buyIn: '5000',
    });
    expect(neither.statusCode).toBe(400);
    expect((neither.json() as { message: string }).message).toContain('Choose the player or the guest to seat');
  });
});

describe('seating a guest as a guest, when the club says so', () => {
  it('opens a seat with no money in the system (the buy-in noted as cash), off the list, audited; the cage refuses its money; release ends it', async () => {
    const { game, table } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const admin = await signedInStaff(t.app, 'admin');
    const settings = await call(admin.cookie, 'PATCH', '/api/staff/club/settings', { guestSeating: 'cash_guest' });
    expect(settings.json()).toMatchObject({ guestSeating: 'cash_guest' });
    try {
      const phone = newPhone();
      const entry = (
        await add(manager.cookie, game.id, { guest: { name: 'Cash Guest', phone } })
      ).json() as StaffGameEntry;
      const behind = await signedInPlayer(t.app);
      await call(behind.cookie, 'POST', `/api/games/${game.id}/waitlist`, {});
      const seated = await call(manager.cookie, 'POST', `/api/staff/tables/${table.id}/seat`, {
        guestId: entry.guestId,
        seatNumber: 3,
        buyIn: '5000',
      });
      expect(seated.statusCode).toBe(201);
      expect(seated.json()).toMatchObject({
        playerId: null,
        playerName: 'Cash Guest',
        seatNumber: 3,
        buyIn: '5000.00',
      });
      const { seatId } = seated.json() as { seatId: number };
      const onFloor = await floorTable(manager.cookie, table.id);
      expect(onFloor?.seats).toEqual([
        expect.objectContaining({
          seatId,
          playerId: null,
          guestId: entry.guestId,
          guestPhone: phone,
          buyInCash: true,
          playerName: 'Cash Guest',
        }),
      ]);
      // Off the list: the player behind moves up to place 1.
      const listed = await staffGame(manager.cookie, game.id);
      expect(listed?.entries.map((e) => [e.position, e.playerId])).toEqual([[1, behind.id]]);
      // No money in the system: no ledger row, nothing for the cage's lists, the cage's money refused.
      expect(await db().select().from(transactions).where(eq(transactions.seatId, seatId))).toEqual([]);
      const cashier = await signedInCashier(t.app);
      const unpaid = (await call(cashier.cookie, 'GET', '/api/staff/seats/unpaid-buy-ins')).json() as Array<{
        seatId: number;
      }>;
      expect(unpaid.map((row) => row.seatId)).not.toContain(seatId);
      const buyIn = await t.app.inject({
        method: 'POST',
        url: `/api/staff/seats/${seatId}/buy-in`,
        headers: { cookie: cashier.cookie, 'idempotency-key': randomUUID() },
        payload: { amount: '5000', paidWith: 'table_cash' },
      });
      expect(buyIn.statusCode).toBe(409);
      expect(buyIn.json()).toMatchObject({ message: GUEST_MESSAGES.guestSeatMoney });
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'tables.seat_guest'), eq(auditLog.entityId, String(seatId))));
      expect(audit).toMatchObject({ staffId: manager.id, playerId: null });
      expect(audit?.after).toMatchObject({ buyInCash: true, guestInitials: 'C. G.' });
      expect(JSON.stringify(audit?.after)).not.toContain(phone);
      // Seated once: a second seat for the same guest is refused (not on the list any more).
      const again = await call(manager.cookie, 'POST', `/api/staff/tables/${table.id}/seat`, {
        guestId: entry.guestId,
        seatNumber: 4,
        buyIn: '5000',
      });
      expect(again.statusCode).toBe(409);
      // The floor releases the seat when the guest leaves; nothing is left for the cage to settle.
      const released = await call(manager.cookie, 'POST', `/api/staff/seats/${seatId}/release`, { note: 'Went home' });
      expect(released.statusCode).toBe(200);
      const pending = (await call(cashier.cookie, 'GET', '/api/staff/seats/pending-cash-outs')).json() as Array<{
        seatId: number;
      }>;
      expect(pending.map((row) => row.seatId)).not.toContain(seatId);
      const [ended] = await db().select().from(seats).where(eq(seats.id, seatId));
      expect(ended?.endedAt).not.toBeNull();
    } finally {
      await call(admin.cookie, 'PATCH', '/api/staff/club/settings', { guestSeating: 'account_first' });
    }
  });

  it('takes one of two seatings of the same guest at once', async () => {
    const { game, table } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const admin = await signedInStaff(t.app, 'admin');
    await call(admin.cookie, 'PATCH', '/api/staff/club/settings', { guestSeating: 'cash_guest' });
    try {
      const entry = (
        await add(manager.cookie, game.id, { guest: { name: 'Twice Seated', phone: newPhone() } })
      ).json() as StaffGameEntry;
      const seat = (seatNumber: number) =>
        call(manager.cookie, 'POST', `/api/staff/tables/${table.id}/seat`, {
          guestId: entry.guestId,
          seatNumber,
          buyIn: '5000',
        });
      const answers = await Promise.all([seat(1), seat(2)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const open = await db()
        .select()
        .from(seats)
        .where(and(eq(seats.guestId, entry.guestId ?? 0), sql`${seats.endedAt} is null`));
      expect(open).toHaveLength(1);
    } finally {
      await call(admin.cookie, 'PATCH', '/api/staff/club/settings', { guestSeating: 'account_first' });
    }
  });

  it('lets an admin choose the guest seating, and refuses anything else with a message', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const res = await call(admin.cookie, 'PATCH', '/api/staff/club/settings', { guestSeating: 'free_for_all' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('Choose how guests are seated');
    expect(
      ((await call(admin.cookie, 'GET', '/api/staff/club/settings')).json() as { guestSeating: string }).guestSeating,
    ).toBe('account_first');
  });
});

describe('linking a guest to the account they made', () => {
  const link = (cookie: string, entryId: number, playerId: number) =>
    call(cookie, 'POST', `/api/staff/waitlist/${entryId}/link`, { playerId });

  it('keeps the guest’s place for the player, audited; the player’s phone hears it; only floor roles may', async () => {
    const { game } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const first = await signedInPlayer(t.app);
    await call(first.cookie, 'POST', `/api/games/${game.id}/waitlist`, {});
    const entry = (
      await add(manager.cookie, game.id, { guest: { name: 'New Account', phone: newPhone() } })
    ).json() as StaffGameEntry;
    const later = await signedInPlayer(t.app);
    await call(later.cookie, 'POST', `/api/games/${game.id}/waitlist`, {});
    const account = await signedInPlayer(t.app, { firstName: 'New', lastName: 'Account' });
    for (const role of ['cashier', 'gre'] as const) {
      const staff = await signedInStaff(t.app, role);
      expect((await link(staff.cookie, entry.entryId, account.id)).statusCode, role).toBe(403);
    }
    const phone = await t.socketFor(account.cookie);
    const heard = eventMatching<{ entries: Array<{ gameId: number; position: number }> }>(
      phone,
      'game_entries_updated',
      (p) => p.entries.some((e) => e.gameId === game.id),
    );
    const res = await link(manager.cookie, entry.entryId, account.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      entryId: entry.entryId,
      playerId: account.id,
      guestId: null,
      guestPhone: null,
      playerName: 'New Account',
      position: 2,
      kycStatus: 'verified',
    });
    expect((await heard).entries.find((e) => e.gameId === game.id)?.position).toBe(2);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tables.link_guest_entry'), eq(auditLog.entityId, String(entry.entryId))));
    expect(audit).toMatchObject({ staffId: manager.id, playerId: account.id });
    // Linked once: the entry is no longer a guest's.
    expect((await link(manager.cookie, entry.entryId, account.id)).statusCode).toBe(404);
  });

  it('refuses a barred or unapproved player, and one already on the game’s list', async () => {
    const { game } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const entry = (
      await add(manager.cookie, game.id, { guest: { name: 'Not Yet', phone: newPhone() } })
    ).json() as StaffGameEntry;
    const unapproved = await signedInPlayer(t.app, { kycStatus: 'pending' });
    const refused = await link(manager.cookie, entry.entryId, unapproved.id);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toContain('not approved');
    const waiting = await signedInPlayer(t.app);
    await call(waiting.cookie, 'POST', `/api/games/${game.id}/waitlist`, {});
    const twice = await link(manager.cookie, entry.entryId, waiting.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_ON_WAITLIST' });
    // Still the guest's entry, in place.
    const listed = (await staffGame(manager.cookie, game.id))?.entries.find((e) => e.entryId === entry.entryId);
    expect(listed).toMatchObject({ guestId: entry.guestId, playerId: null, position: 1 });
  });
});

describe('a guest is paged and skipped as any entry', () => {
  it('is paged to a table (the floor and the TV see it called); a hold that runs out moves the guest to the bottom', async () => {
    const { game, table } = await gameWithTable();
    const manager = await signedInStaff(t.app, 'manager');
    const entry = (
      await add(manager.cookie, game.id, { guest: { name: 'Paged Guest', phone: newPhone() } })
    ).json() as StaffGameEntry;
    const behind = await signedInPlayer(t.app);
    await call(behind.cookie, 'POST', `/api/games/${game.id}/waitlist`, {});
    const paged = await call(manager.cookie, 'POST', `/api/staff/waitlist/${entry.entryId}/page`, {
      tableId: table.id,
    });
    expect(paged.statusCode).toBe(200);
    const onFloor = (paged.json() as FloorTable).waitlist.find((w) => w.entryId === entry.entryId);
    expect(onFloor?.page).toMatchObject({ tableName: table.name, response: null });
    const [row] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.entryId));
    // The hold runs out with no answer (a guest has no app): the guest goes to the bottom, a miss counted.
    expect(
      await expireHolds(t.app.useCase, new Date((row?.pageExpiresAt?.getTime() ?? 0) + 1000)),
    ).toBeGreaterThanOrEqual(1);
    const listed = await staffGame(manager.cookie, game.id);
    expect(listed?.entries.map((e) => [e.position, e.playerId ?? `guest ${e.guestId}`])).toEqual([
      [1, behind.id],
      [2, `guest ${entry.guestId}`],
    ]);
    expect(listed?.entries.find((e) => e.entryId === entry.entryId)).toMatchObject({ misses: 1, page: null });
  });
});
