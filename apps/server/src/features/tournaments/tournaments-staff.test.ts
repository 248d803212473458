import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../test/sockets';
import { auditLog, tournamentEntries, tournaments } from '../../db/schema';
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
const newTournament = (overrides: Record<string, unknown> = {}) => ({
  name: 'Monday Turbo',
  game_type: "No Limit Hold'em",
  tournament_type: 'Turbo',
  buy_in: '1500',
  prize_pool: '50000.50',
  max_players: 40,
  start_time: new Date(Date.now() + 48 * 3_600_000).toISOString(),
  ...overrides,
});
const create = (cookie: string, payload = newTournament()) =>
  t.app.inject({ method: 'POST', url: '/api/staff/tournaments', headers: { cookie }, payload });
const patch = (cookie: string, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/staff/tournaments/${id}`, headers: { cookie }, payload });
const remove = (cookie: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/staff/tournaments/${id}`, headers: { cookie } });

describe('staff manage tournaments', () => {
  it('creates an upcoming tournament with its money in paise and an audit row', async () => {
    const res = await create(await cookieFor('manager'));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      status: 'upcoming',
      buy_in: '1500.00',
      prize_pool: '50000.50',
      registered_players: 0,
    });
    const [row] = await db().select().from(tournaments).where(eq(tournaments.id, created.id));
    expect(row!.buyInPaise).toBe(150_000n);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tournament'), eq(auditLog.entityId, String(created.id))));
    expect(audit.map((a) => a.action)).toEqual(['tournament.create']);
  });

  it.each(['super_admin', 'admin', 'manager'] as const)('lets a %s manage tournaments', async (role) => {
    const cookie = await cookieFor(role);
    const { id } = (await create(cookie)).json();
    expect((await patch(cookie, id, { name: 'Renamed' })).json().name).toBe('Renamed');
    expect((await remove(cookie, id)).statusCode).toBe(200);
  });

  it.each(['cashier', 'gre'] as const)('refuses a %s with 403', async (role) => {
    const cookie = await cookieFor(role);
    expect((await create(cookie)).statusCode).toBe(403);
    const { id } = (await create(await cookieFor('admin'))).json();
    expect((await patch(cookie, id, { status: 'running' })).statusCode).toBe(403);
    expect((await remove(cookie, id)).statusCode).toBe(403);
  });

  it.each(STAFF_ROLES)(
    'lists the tournaments to a %s as tournamentsRead says (the cage sells entries)',
    async (role) => {
      const res = await t.app.inject({ url: '/api/staff/tournaments', headers: { cookie: await cookieFor(role) } });
      expect(res.statusCode).toBe(
        (STAFF_PERMISSIONS.tournamentsRead as readonly StaffRole[]).includes(role) ? 200 : 403,
      );
    },
  );

  it('refuses players and anonymous callers', async () => {
    const player = await createPlayer(db());
    expect((await create(await playerCookie(db(), player.id))).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff/tournaments', payload: newTournament() })).statusCode,
    ).toBe(401);
  });

  it('moves status forwards only: upcoming → running → finished, and never back', async () => {
    const cookie = await cookieFor('admin');
    const { id } = (await create(cookie)).json();
    expect((await patch(cookie, id, { status: 'running' })).json().status).toBe('running');
    const back = await patch(cookie, id, { status: 'upcoming' });
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('INVALID_STATE');
    expect((await patch(cookie, id, { status: 'finished' })).json().status).toBe('finished');
    expect((await patch(cookie, id, { status: 'running' })).statusCode).toBe(409);
    expect((await patch(cookie, id, { status: 'cancelled' })).statusCode).toBe(409);
  });

  it('refuses lowering max players below the players already registered', async () => {
    const cookie = await cookieFor('admin');
    const { id } = (await create(cookie, newTournament({ max_players: 5 }))).json();
    for (let i = 0; i < 3; i++) {
      const player = await createPlayer(db());
      await db().insert(tournamentEntries).values({
        tournamentId: id,
        playerId: player.id,
        kind: 'entry',
        buyInPaise: 0n,
        feePaise: 0n,
        payment: 'balance',
      });
    }
    const res = await patch(cookie, id, { max_players: 2 });
    expect(res.statusCode).toBe(409);
    expect((await patch(cookie, id, { max_players: 3 })).json()).toMatchObject({
      max_players: 3,
      registered_players: 3,
    });
  });

  it('validates the body: bad money, no fields, an unknown status', async () => {
    const cookie = await cookieFor('admin');
    expect((await create(cookie, newTournament({ buy_in: '-5' }))).statusCode).toBe(400);
    expect((await create(cookie, newTournament({ start_time: 'tomorrow' }))).statusCode).toBe(400);
    const { id } = (await create(cookie)).json();
    expect((await patch(cookie, id, {})).statusCode).toBe(400);
    expect((await patch(cookie, id, { status: 'paused' })).statusCode).toBe(400);
    expect((await patch(cookie, 99_999_999, { name: 'x' })).statusCode).toBe(404);
  });
});

describe('tournament changes reach the lobby', () => {
  it('pushes creation, status changes, registrations and removal to signed-in players', async () => {
    const player = await createPlayer(db());
    const cookie = await playerCookie(db(), player.id);
    const socket = await connectSocket(url, cookie);
    const staff = await cookieFor('manager');
    try {
      const created = nextEvent<{ id: number; status: string }>(socket, 'tournament_updated');
      // A freeroll: nobody paid, so it may be removed at the end (paid entries are refunded by cancelling).
      const { id } = (await create(staff, newTournament({ buy_in: '0' }))).json();
      expect(await created).toMatchObject({ id, status: 'upcoming' });

      const registered = nextEvent<{ id: number; registered_players: number }>(socket, 'tournament_updated');
      await t.app.inject({
        method: 'POST',
        url: '/api/tournaments/register',
        headers: { cookie },
        payload: { tournamentId: id },
      });
      const seen = await registered;
      expect(seen).toMatchObject({ id, registered_players: 1 });
      expect(seen).not.toHaveProperty('is_registered');

      const running = nextEvent(socket, 'tournament_updated');
      await patch(staff, id, { status: 'running' });
      expect(await running).toMatchObject({ id, status: 'running' });

      const removed = nextEvent(socket, 'tournament_removed');
      await remove(staff, id);
      expect(await removed).toEqual({ id });
    } finally {
      socket.close();
    }
  });

  it('refuses removing a tournament with paid entries: cancelling refunds them instead', async () => {
    const staff = await cookieFor('admin');
    const { id } = (await create(staff)).json();
    const player = await createPlayer(db());
    await fundPlayer(t.app, player.id, '5000');
    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/tournaments/register',
      headers: { cookie: await playerCookie(db(), player.id) },
      payload: { tournamentId: id },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const res = await remove(staff, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Players have paid entries: cancel the tournament to refund them instead');
    expect(await db().select().from(tournaments).where(eq(tournaments.id, id))).toHaveLength(1);
  });

  it('pushes nothing when a change is refused', async () => {
    const player = await createPlayer(db());
    const socket = await connectSocket(url, await playerCookie(db(), player.id));
    const staff = await cookieFor('admin');
    try {
      const created = nextEvent(socket, 'tournament_updated');
      const { id } = (await create(staff)).json();
      await created;
      const heard = receivesWithin(socket, 'tournament_updated', 400);
      expect((await patch(staff, id, { status: 'finished' })).statusCode).toBe(409);
      expect(await heard).toBe(false);
    } finally {
      socket.close();
    }
  });
});
