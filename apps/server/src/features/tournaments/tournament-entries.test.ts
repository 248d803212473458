import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@club/shared/staff';
import { TOURNAMENT_MESSAGES } from '@club/shared/tournaments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { connectSocket, listen, nextEvent } from '../../../test/sockets';
import { auditLog } from '../../db/schema';
import { fundPlayer } from '../../../test/wallet';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const cookieFor = async (role: StaffRole) => staffCookie(db(), (await createStaff(db(), role)).id);
// Who is entered: the tournament consoles and the cage, which sells and refunds entries (decision 130).
const allowed = STAFF_PERMISSIONS.tournamentsRead;

async function newTournament(maxPlayers = 40): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/tournaments',
    headers: { cookie: await cookieFor('manager') },
    payload: {
      name: 'Thursday Deepstack',
      game_type: "No Limit Hold'em",
      tournament_type: 'Deepstack',
      buy_in: '2000',
      max_players: maxPlayers,
      start_time: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
/** Registering is an entry paid from the balance (decision 130): the player needs the buy-in in cash. */
async function fundedPlayer() {
  const player = await createPlayer(db());
  await fundPlayer(t.app, player.id, '5000');
  return player;
}

const entries = (cookie: string | undefined, id: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/staff/tournaments/${id}/entries`,
    headers: cookie ? { cookie } : {},
  });
const setRegistration = (cookie: string, id: number, open: boolean) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/staff/tournaments/${id}`,
    headers: { cookie },
    payload: { registration_open: open },
  });
const register = (cookie: string, id: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tournaments/register',
    headers: { cookie },
    payload: { tournamentId: id },
  });
const interest = (cookie: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/interest`, headers: { cookie } });

describe('a tournament’s registered and interested players', () => {
  it('lists registered and interested players with name, nickname, player code and when', async () => {
    const id = await newTournament();
    const ana = await createPlayer(db(), { firstName: 'Ana', lastName: 'Rao' });
    await fundPlayer(t.app, ana.id, '5000');
    const ben = await createPlayer(db(), { firstName: 'Ben', lastName: 'Das' });
    expect((await register(await playerCookie(db(), ana.id), id)).statusCode).toBe(200);
    expect((await interest(await playerCookie(db(), ben.id), id)).statusCode).toBe(200);

    const res = await entries(await cookieFor('manager'), id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tournament_id).toBe(id);
    expect(body.registered).toEqual([
      {
        player_id: ana.id,
        name: 'Ana Rao',
        nickname: ana.nickname,
        player_code: ana.playerCode,
        at: expect.any(String),
      },
    ]);
    expect(body.interested).toEqual([
      {
        player_id: ben.id,
        name: 'Ben Das',
        nickname: ben.nickname,
        player_code: ben.playerCode,
        at: expect.any(String),
      },
    ]);
  });

  it.each(STAFF_ROLES)('answers a %s as the tournamentsRead permission says', async (role) => {
    const id = await newTournament();
    expect((await entries(await cookieFor(role), id)).statusCode).toBe(
      (allowed as readonly StaffRole[]).includes(role) ? 200 : 403,
    );
  });

  it('refuses anonymous callers and players with 401', async () => {
    const id = await newTournament();
    expect((await entries(undefined, id)).statusCode).toBe(401);
    const player = await createPlayer(db());
    expect((await entries(await playerCookie(db(), player.id), id)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown tournament', async () => {
    const res = await entries(await cookieFor('admin'), 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('closing registration', () => {
  it('refuses a player’s register with 409 while closed, keeps registrations, and audits both moves', async () => {
    const id = await newTournament();
    const staff = await cookieFor('manager');
    const early = await playerCookie(db(), (await fundedPlayer()).id);
    expect((await register(early, id)).statusCode).toBe(200);

    const closed = await setRegistration(staff, id, false);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id, registration_open: false, registered_players: 1 });

    const late = await playerCookie(db(), (await fundedPlayer()).id);
    const refused = await register(late, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'REGISTRATION_CLOSED',
      message: TOURNAMENT_MESSAGES.registrationClosed,
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/tournaments', headers: { cookie: late } })).json();
    expect(list.find((x: { id: number }) => x.id === id)).toMatchObject({ registration_open: false });
    expect((await entries(staff, id)).json().registered).toHaveLength(1);

    expect((await setRegistration(staff, id, true)).json().registration_open).toBe(true);
    expect((await register(late, id)).statusCode).toBe(200);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tournament'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action)).toEqual([
      'tournament.create',
      'tournament.registration.close',
      'tournament.registration.reopen',
    ]);
  });

  it.each(['cashier', 'gre'] as const)('refuses a %s closing registration with 403', async (role) => {
    const id = await newTournament();
    expect((await setRegistration(await cookieFor(role), id, false)).statusCode).toBe(403);
  });

  it('reaches an open player’s socket live', async () => {
    const id = await newTournament();
    const player = await createPlayer(db());
    const socket = await connectSocket(url, await playerCookie(db(), player.id));
    try {
      const heard = nextEvent<{ id: number; registration_open: boolean }>(socket, 'tournament_updated');
      await setRegistration(await cookieFor('admin'), id, false);
      expect(await heard).toMatchObject({ id, registration_open: false });
    } finally {
      socket.close();
    }
  });
});

describe('players’ registrations and interest reach the content consoles', () => {
  it('tells a manager’s and a cashier’s socket to reread the entries, and not guest relations’', async () => {
    const id = await newTournament();
    const manager = await connectSocket(url, await cookieFor('manager'));
    const gre = await connectSocket(url, await cookieFor('gre'));
    const player = await playerCookie(db(), (await fundedPlayer()).id);
    try {
      const greHeard: unknown[] = [];
      gre.on('tournament_entries_changed', (payload: unknown) => greHeard.push(payload));
      const registered = nextEvent<{ id: number }>(manager, 'tournament_entries_changed');
      await register(player, id);
      expect(await registered).toEqual({ id });
      const interested = nextEvent<{ id: number }>(manager, 'tournament_entries_changed');
      await interest(player, id);
      expect(await interested).toEqual({ id });
      expect(greHeard).toEqual([]);
    } finally {
      manager.close();
      gre.close();
    }
  });
});
