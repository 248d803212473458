import { createHash } from 'node:crypto';
import { DISPLAY_KEY_MESSAGES, type DisplayBoard } from '@club/shared/display';
import { STAFF_ROLES } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../../test/fixtures';
import { connectSocket, listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { addToWaitlist, createTable, seatDirectly, signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';
import { auditLog, displayKeys, waitlistEntries } from '../../db/schema';

const t = listeningTestApp();
const db = () => t.app.database.db;

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const board = (key?: string) =>
  t.app.inject({ method: 'GET', url: '/api/display/board', ...(key === undefined ? {} : { query: { key } }) });

/** A display key made by a manager through the API: its id and the key (shown once). */
async function newKey(name = 'Poker room TV') {
  const manager = await signedInStaff(t.app, 'manager');
  const res = await call(manager.cookie, 'POST', '/api/staff/displays', { name });
  expect(res.statusCode).toBe(201);
  const body = res.json() as { display: { id: number }; key: string };
  return { id: body.display.id, key: body.key, manager };
}

const baseUrl = () => {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};
const displaySocket = (key: string) => t.socketFor('', { displayKey: key });

const setNameDisplay = async (value: 'initials' | 'nickname') => {
  const superAdmin = await signedInStaff(t.app, 'super_admin');
  const res = await call(superAdmin.cookie, 'PATCH', '/api/staff/club/settings', { boardNameDisplay: value });
  expect(res.statusCode).toBe(200);
};

describe('who may manage display keys', () => {
  // Each route, called with input its validation refuses: a floor role gets past the guard (400, or 200 for
  // the list), every other caller is stopped by the guard first (403, or 401 without a staff session).
  const ROUTES = [
    { method: 'GET', url: '/api/staff/displays', payload: undefined, allowed: 200 },
    { method: 'POST', url: '/api/staff/displays', payload: { name: '' }, allowed: 400 },
    { method: 'POST', url: '/api/staff/displays/x/revoke', payload: undefined, allowed: 400 },
  ] as const;

  it('lets super admins, admins and managers in; cashiers, guest relations and the kitchen get 403, players and visitors 401', async () => {
    const player = await signedInPlayer(t.app);
    for (const route of ROUTES) {
      for (const role of STAFF_ROLES) {
        const staff = await signedInStaff(t.app, role);
        const res = await call(staff.cookie, route.method, route.url, route.payload);
        const expected = role === 'cashier' || role === 'gre' || role === 'kitchen' ? 403 : route.allowed;
        expect({ role, url: route.url, status: res.statusCode }).toEqual({ role, url: route.url, status: expected });
      }
      const asPlayer = await call(player.cookie, route.method, route.url, route.payload);
      expect(asPlayer.statusCode, `player on ${route.url}`).toBe(401);
      expect((await t.app.inject({ method: route.method, url: route.url })).statusCode).toBe(401);
    }
  });

  it('lets each floor role create and revoke a key', async () => {
    for (const role of ['super_admin', 'admin', 'manager'] as const) {
      const staff = await signedInStaff(t.app, role);
      const created = await call(staff.cookie, 'POST', '/api/staff/displays', { name: `TV of ${role}` });
      expect(created.statusCode, role).toBe(201);
      const { id } = created.json().display;
      const revoked = await call(staff.cookie, 'POST', `/api/staff/displays/${id}/revoke`);
      expect(revoked.statusCode, role).toBe(200);
      expect(revoked.json()).toMatchObject({ id, revokedBy: staff.name });
    }
    for (const role of ['cashier', 'gre', 'kitchen'] as const) {
      const staff = await signedInStaff(t.app, role);
      const { id } = await newKey();
      expect((await call(staff.cookie, 'POST', '/api/staff/displays', { name: 'TV' })).statusCode, role).toBe(403);
      expect((await call(staff.cookie, 'POST', `/api/staff/displays/${id}/revoke`)).statusCode, role).toBe(403);
    }
  });
});

describe('POST /api/staff/displays', () => {
  it('answers the key once, stores only its hash and last four characters, and audits the name', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const res = await call(manager.cookie, 'POST', '/api/staff/displays', { name: '  Poker room TV  ' });
    expect(res.statusCode).toBe(201);
    const { display, key } = res.json();
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(display).toEqual({
      id: expect.any(Number),
      name: 'Poker room TV',
      keyHint: key.slice(-4),
      createdAt: expect.any(String),
      createdBy: manager.name,
      lastSeenAt: null,
      revokedAt: null,
      revokedBy: null,
      screen: 'board',
      tournamentId: null,
      tournamentName: null,
    });
    const [row] = await db().select().from(displayKeys).where(eq(displayKeys.id, display.id));
    expect(row?.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'displays.create_key'), eq(auditLog.entityId, String(display.id))));
    expect(audit).toMatchObject({ staffId: manager.id, entity: 'display_key', after: { name: 'Poker room TV' } });
    expect(JSON.stringify(audit)).not.toContain(key);

    // The list never carries the key again.
    const list = await call(manager.cookie, 'GET', '/api/staff/displays');
    expect(list.json()[0]).toEqual(display);
    expect(list.body).not.toContain(key);
  });

  it('asks for a name of at most 60 characters', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    for (const [body, message] of [
      [{}, 'Please name the display'],
      [{ name: '   ' }, 'Please name the display'],
      [{ name: 'x'.repeat(61) }, 'at most 60 characters'],
    ] as const) {
      const res = await call(manager.cookie, 'POST', '/api/staff/displays', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('POST /api/staff/displays/{displayId}/revoke', () => {
  it('revokes once (audited), answers 409 the second time and 404 for an unknown key', async () => {
    const { id, key, manager } = await newKey();
    expect((await board(key)).statusCode).toBe(200);
    const res = await call(manager.cookie, 'POST', `/api/staff/displays/${id}/revoke`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, revokedAt: expect.any(String), revokedBy: manager.name });
    const again = await call(manager.cookie, 'POST', `/api/staff/displays/${id}/revoke`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This display key is already revoked');
    expect((await call(manager.cookie, 'POST', '/api/staff/displays/999999/revoke')).statusCode).toBe(404);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'displays.revoke_key'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ staffId: manager.id, entity: 'display_key' });

    const refused = await board(key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: DISPLAY_KEY_MESSAGES.revoked, details: { reason: 'revoked' } });
  });

  it('closes the sockets of a board using the key at once, telling it why; other boards stay', async () => {
    const revokedKey = await newKey('Bar TV');
    const otherKey = await newKey('Hall TV');
    const revokedSocket = await displaySocket(revokedKey.key);
    const otherSocket = await displaySocket(otherKey.key);
    const told = nextEvent<{ reason: string }>(revokedSocket, 'session_revoked');
    const closed = new Promise<string>((resolve) => revokedSocket.once('disconnect', (reason) => resolve(reason)));
    await call(revokedKey.manager.cookie, 'POST', `/api/staff/displays/${revokedKey.id}/revoke`);
    expect((await told).reason).toBe('This display key was revoked.');
    expect(await closed).toBe('io server disconnect');
    expect(otherSocket.connected).toBe(true);
    // It cannot come back with the same key.
    await expect(connectSocket(baseUrl(), undefined, undefined, { displayKey: revokedKey.key })).rejects.toThrow(
      'display key revoked',
    );
  });
});

describe('a display key opens the board and nothing else', () => {
  it('is refused on staff and player routes however it is sent', async () => {
    const { key } = await newKey();
    const table = await createTable(t.app);
    const ROUTES = [
      ['GET', '/api/staff/displays'],
      ['POST', '/api/staff/displays'],
      ['GET', '/api/staff/floor'],
      ['GET', `/api/staff/tables/${table.id}/waitlist`],
      ['GET', '/api/staff/club/settings'],
      ['GET', '/api/staff/players'],
      ['GET', '/api/tables'],
      ['GET', `/api/tables/${table.id}/seats`],
      ['GET', '/api/seat-requests'],
      ['POST', '/api/seat-requests'],
      ['GET', '/api/auth/me'],
      ['GET', '/api/staff/cage/shifts/current'],
      ['GET', '/api/balance/1'],
    ] as const;
    for (const [method, url] of ROUTES) {
      const ways = [
        { query: { key } },
        { headers: { authorization: `Bearer ${key}` } },
        { headers: { 'x-display-key': key } },
        { headers: { cookie: `club_session=${key}; club_staff=${key}` } },
      ];
      for (const way of ways) {
        const res = await t.app.inject({ method, url, ...way, ...(method === 'POST' ? { payload: {} } : {}) });
        expect({ method, url, way: Object.keys(way)[0], status: res.statusCode }).toEqual({
          method,
          url,
          way: Object.keys(way)[0],
          status: 401,
        });
      }
    }
  });

  it('answers 401 with a message for a missing, unknown or revoked key', async () => {
    const missing = await board();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: DISPLAY_KEY_MESSAGES.missing,
      details: { reason: 'missing' },
    });
    const empty = await board('');
    expect(empty.json().details).toEqual({ reason: 'missing' });
    const unknown = await board('not-a-key-of-ours');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ message: DISPLAY_KEY_MESSAGES.unknown, details: { reason: 'unknown' } });
  });

  it('does not open the board with a staff or player session instead of a key', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const player = await signedInPlayer(t.app);
    expect((await call(manager.cookie, 'GET', '/api/display/board')).statusCode).toBe(401);
    expect((await call(player.cookie, 'GET', '/api/display/board')).statusCode).toBe(401);
  });

  it('marks the key seen when the board reads', async () => {
    const { id, key, manager } = await newKey();
    expect((await board(key)).statusCode).toBe(200);
    const listed = (await call(manager.cookie, 'GET', '/api/staff/displays')).json() as Array<{
      id: number;
      lastSeenAt: string | null;
    }>;
    expect(listed.find((display) => display.id === id)?.lastSeenAt).toEqual(expect.any(String));
  });

  it('limits a board to 180 reads a minute', async () => {
    const { key } = await newKey();
    for (let i = 0; i < 180; i++) expect((await board(key)).statusCode).toBe(200);
    const limited = await board(key);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another board's key behind the same address has its own count.
    expect((await board((await newKey()).key)).statusCode).toBe(200);
  });
});

describe('GET /api/display/board', () => {
  it('shows running tables with seats and lists in order with the estimate players see, and no private data', async () => {
    const { key } = await newKey();
    const table = await createTable(t.app, { name: 'Board A', stakes: '₹50/₹100', gameType: 'PLO', maxPlayers: 6 });
    const paused = await createTable(t.app, { name: 'Board B (paused, waited for)', status: 'inactive' });
    const idle = await createTable(t.app, { name: 'Board C (paused, nobody waiting)', status: 'inactive' });
    const seated = await createPlayer(db(), { firstName: 'Seated', lastName: 'Someone' });
    await seatDirectly(t.app, { playerId: seated.id, tableId: table.id, seatNumber: 2, buyInPaise: 777_700n });
    const first = await signedInPlayer(t.app, { firstName: 'ravi', lastName: 'Sharma', nickname: `Rocket${table.id}` });
    const second = await signedInPlayer(t.app, { firstName: 'Meera', lastName: 'Iyer', nickname: `Ace${table.id}` });
    await addToWaitlist(t.app, first.id, table.id, new Date(Date.now() - 60_000));
    await addToWaitlist(t.app, second.id, table.id);
    await addToWaitlist(t.app, second.id, paused.id);

    const res = await board(key);
    expect(res.statusCode).toBe(200);
    const body = res.json() as DisplayBoard;
    expect(body.nameDisplay).toBe('initials');
    const shown = body.tables.find((row) => row.id === String(table.id));
    const seatRequests = await call(second.cookie, 'GET', '/api/seat-requests');
    const secondEstimate = (seatRequests.json() as Array<{ tableId: string; estimatedWaitMinutes: number }>).find(
      (request) => request.tableId === String(table.id),
    )?.estimatedWaitMinutes;
    expect(shown).toEqual({
      id: String(table.id),
      name: 'Board A',
      gameId: table.gameId,
      gameType: 'PLO',
      stakes: '₹50/₹100',
      isRunning: true,
      seatsTaken: 1,
      maxPlayers: 6,
      openSeats: 5,
      waiting: [
        { position: 1, name: 'R. S.', isCalled: false, estimatedWaitMinutes: expect.any(Number) },
        { position: 2, name: 'M. I.', isCalled: false, estimatedWaitMinutes: secondEstimate },
      ],
    });
    expect(body.tables.find((row) => row.id === String(paused.id))).toMatchObject({
      isRunning: false,
      waiting: [{ position: 1, name: 'M. I.' }],
    });
    expect(body.tables.some((row) => row.id === String(idle.id))).toBe(false);
    // Running tables come before the paused ones players wait for.
    const order = body.tables.map((row) => row.isRunning);
    expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));

    // Nothing private: no player ids, names beyond initials, contacts, or money.
    for (const person of [seated, first, second]) {
      for (const value of [person.email, person.phone, person.lastName, person.nickname, `"playerId"`]) {
        expect(res.body, String(value)).not.toContain(value);
      }
    }
    // The seated player's buy-in (₹7,777.00) as a whole number, never inside another test's random hex name.
    expect(res.body).not.toMatch(/buyIn|amount|balance|blind|email|phone|playerId|\b7,?777(\.00)?\b|777700/i);
  });

  it('shows tables by name with numbers by their value (T2, T4, T10, T38), as the floor lists them', async () => {
    const { key } = await newKey();
    const prefix = `Nat${createHash('sha1').update(String(Math.random())).digest('hex').slice(0, 4)} T`;
    for (const number of [10, 38, 4, 2]) await createTable(t.app, { name: `${prefix}${number}` });
    const body = (await board(key)).json() as DisplayBoard;
    expect(body.tables.map((table) => table.name).filter((name) => name.startsWith(prefix))).toEqual(
      [2, 4, 10, 38].map((number) => `${prefix}${number}`),
    );
  });

  it('names players by nickname when the club chooses it, and tells open boards at once', async () => {
    const { key } = await newKey();
    const table = await createTable(t.app, { name: 'Board N' });
    const player = await signedInPlayer(t.app, { firstName: 'Kiran', lastName: 'Das', nickname: `Shark${table.id}` });
    await addToWaitlist(t.app, player.id, table.id);
    const socket = await displaySocket(key);
    try {
      const told = nextEvent(socket, 'display_board_changed');
      await setNameDisplay('nickname');
      await told;
      const body = (await board(key)).json() as DisplayBoard;
      expect(body.nameDisplay).toBe('nickname');
      expect(body.tables.find((row) => row.id === String(table.id))?.waiting[0]?.name).toBe(`Shark${table.id}`);
      // Saving the same value again changes nothing on the board: no push.
      await setNameDisplay('nickname');
      expect(await receivesWithin(socket, 'display_board_changed', 300)).toBe(false);
    } finally {
      await setNameDisplay('initials');
    }
    const body = (await board(key)).json() as DisplayBoard;
    expect(body.tables.find((row) => row.id === String(table.id))?.waiting[0]?.name).toBe('K. D.');
  });

  it('keeps the setting for super admins, validated, with its default in the staff settings', async () => {
    const superAdmin = await signedInStaff(t.app, 'super_admin');
    expect((await call(superAdmin.cookie, 'GET', '/api/staff/club/settings')).json().boardNameDisplay).toBe('initials');
    const wrong = await call(superAdmin.cookie, 'PATCH', '/api/staff/club/settings', { boardNameDisplay: 'full' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain("Choose how the TV board names players: 'initials' or 'nickname'.");
    const manager = await signedInStaff(t.app, 'manager');
    const refused = await call(manager.cookie, 'PATCH', '/api/staff/club/settings', { boardNameDisplay: 'nickname' });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the board live over the socket', () => {
  it('shows a paged player as called, told live', async () => {
    const { key } = await newKey();
    const table = await createTable(t.app, { name: 'Board Page' });
    const manager = await signedInStaff(t.app, 'manager');
    const player = await signedInPlayer(t.app, { firstName: 'Paged', lastName: 'Person' });
    const entry = await addToWaitlist(t.app, player.id, table.id);
    const display = await displaySocket(key);
    const told = nextEvent(display, 'display_board_changed');
    const paged = await call(manager.cookie, 'POST', `/api/staff/waitlist/${entry.id}/page`, {});
    expect(paged.statusCode).toBe(200);
    await told;
    const body = (await board(key)).json() as DisplayBoard;
    expect(body.tables.find((row) => row.id === String(table.id))?.waiting).toEqual([
      { position: 1, name: 'P. P.', isCalled: true, estimatedWaitMinutes: expect.any(Number) },
    ]);
  });

  it('refuses a socket with a missing, unknown or revoked key, whatever cookies come with it', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    await expect(connectSocket(baseUrl(), manager.cookie, undefined, { displayKey: 'nope' })).rejects.toThrow(
      'display key unknown',
    );
    await expect(connectSocket(baseUrl(), manager.cookie, undefined, { displayKey: '' })).rejects.toThrow(
      'display key missing',
    );
  });

  it('tells the display room, and only it, after a join, a leave, a seating and a table change', async () => {
    const { key } = await newKey();
    const table = await createTable(t.app, { name: 'Board Live' });
    const manager = await signedInStaff(t.app, 'manager');
    const player = await signedInPlayer(t.app);
    const watcher = await signedInPlayer(t.app);
    const display = await displaySocket(key);
    const playerSocket = await t.socketFor(watcher.cookie);
    const staffSocket = await t.socketFor(manager.cookie);

    // The display socket is in the display room only: lobby and staff events do not reach it.
    const lobbyOnBoard = receivesWithin(display, 'lobby_updated', 1000);
    const floorOnBoard = receivesWithin(display, 'floor_table_updated', 1000);
    const playerHears = receivesWithin(playerSocket, 'display_board_changed', 1000);
    const staffHears = receivesWithin(staffSocket, 'display_board_changed', 1000);
    let told = nextEvent<{ asOf: string; tableIds: string[] }>(display, 'display_board_changed');
    const joined = await call(player.cookie, 'POST', '/api/seat-requests', { tableId: table.id });
    expect(joined.statusCode).toBe(201);
    expect(await told).toEqual({ asOf: expect.any(String), tableIds: [String(table.id)] });
    expect(await lobbyOnBoard).toBe(false);
    expect(await floorOnBoard).toBe(false);
    expect(await playerHears).toBe(false);
    expect(await staffHears).toBe(false);

    told = nextEvent(display, 'display_board_changed');
    const seat = await call(manager.cookie, 'POST', `/api/staff/tables/${table.id}/seat`, {
      playerId: player.id,
      seatNumber: 1,
      buyIn: '2000',
    });
    expect(seat.statusCode).toBe(201);
    await told;
    const afterSeat = (await board(key)).json() as DisplayBoard;
    expect(afterSeat.tables.find((row) => row.id === String(table.id))).toMatchObject({ seatsTaken: 1, waiting: [] });

    told = nextEvent(display, 'display_board_changed');
    const paused = await call(manager.cookie, 'PATCH', `/api/staff/tables/${table.id}`, { status: 'inactive' });
    expect(paused.statusCode).toBe(200);
    await told;
    const afterPause = (await board(key)).json() as DisplayBoard;
    expect(afterPause.tables.some((row) => row.id === String(table.id))).toBe(false);

    const other = await createTable(t.app);
    const leaver = await signedInPlayer(t.app);
    await addToWaitlist(t.app, leaver.id, other.id);
    told = nextEvent(display, 'display_board_changed');
    const left = await call(leaver.cookie, 'DELETE', `/api/seat-requests/${leaver.id}/${other.id}`);
    expect(left.statusCode).toBe(200);
    await told;
    const remaining = await db().select().from(waitlistEntries).where(eq(waitlistEntries.playerId, leaver.id));
    expect(remaining[0]?.status).toBe('left');
  });
});
