import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { tournamentEntries, tournaments } from '../../db/schema';
import { fundPlayer } from '../../../test/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const HOUR = 3_600_000;

async function createTournament(overrides: Partial<typeof tournaments.$inferInsert> = {}) {
  const [row] = await db()
    .insert(tournaments)
    .values({
      name: `Deepstack ${Math.random().toString(36).slice(2, 8)}`,
      gameType: "No Limit Hold'em",
      tournamentType: 'Freezeout',
      buyInPaise: 300_050n,
      addedMoneyPaise: 15_000_000n,
      maxPlayers: 60,
      startTime: new Date(Date.now() + 26 * HOUR),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A player with cash enough for the buy-in: registering is an entry paid from the balance (decision 130). */
async function signedInPlayer() {
  const player = await createPlayer(db());
  await fundPlayer(t.app, player.id, '5000');
  return { player, cookie: await playerCookie(db(), player.id) };
}

const register = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/tournaments/register', headers: { cookie }, payload });
const list = (cookie?: string) => t.app.inject({ url: '/api/tournaments', headers: cookie ? { cookie } : {} });
const interest = (cookie: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/interest`, headers: { cookie } });

describe('GET /api/tournaments', () => {
  it("lists tournaments with the spec's fields, money as rupee strings, and the player's own flags", async () => {
    const { player, cookie } = await signedInPlayer();
    const tournament = await createTournament();
    await db().insert(tournamentEntries).values({
      tournamentId: tournament.id,
      playerId: player.id,
      kind: 'entry',
      buyInPaise: 300_050n,
      feePaise: 10_000n,
      payment: 'balance',
    });
    const res = await list(cookie);
    expect(res.statusCode).toBe(200);
    const found = res.json().find((x: { id: number }) => x.id === tournament.id);
    expect(found).toEqual({
      id: tournament.id,
      name: tournament.name,
      game_type: "No Limit Hold'em",
      tournament_type: 'Freezeout',
      buy_in: '3000.50',
      // The added money and the buy-ins, never the fee (decision 130).
      prize_pool: '153000.50',
      registered_players: 1,
      max_players: 60,
      start_time: tournament.startTime.toISOString(),
      status: 'upcoming',
      registration_open: true,
      is_registered: true,
      is_interested: false,
    });
    const other = await signedInPlayer();
    const seenByOther = (await list(other.cookie)).json().find((x: { id: number }) => x.id === tournament.id);
    expect(seenByOther.is_registered).toBe(false);
    expect(seenByOther.registered_players).toBe(1);
  });

  it('keeps finished tournaments for a week after their start, then drops them', async () => {
    const { cookie } = await signedInPlayer();
    const recent = await createTournament({ status: 'finished', startTime: new Date(Date.now() - 2 * 24 * HOUR) });
    const old = await createTournament({ status: 'finished', startTime: new Date(Date.now() - 8 * 24 * HOUR) });
    const ids = (await list(cookie)).json().map((x: { id: number }) => x.id);
    expect(ids).toContain(recent.id);
    expect(ids).not.toContain(old.id);
  });

  it('needs a signed-in player with KYC passed', async () => {
    expect((await list()).statusCode).toBe(401);
    const pending = await createPlayer(db(), { kycStatus: 'pending' });
    expect((await list(await playerCookie(db(), pending.id, 'onboarding'))).statusCode).toBe(403);
  });
});

describe('POST /api/tournaments/register', () => {
  it('registers the player once: a second registration is refused with ALREADY_REGISTERED', async () => {
    const { player, cookie } = await signedInPlayer();
    const tournament = await createTournament();
    const payload = {
      playerId: player.id,
      tournamentId: tournament.id,
      playerName: 'Test Player',
      email: player.email,
    };
    const first = await register(cookie, payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Registration Successful',
      tournament: { id: tournament.id, registered_players: 1, is_registered: true },
    });
    const second = await register(cookie, payload);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_REGISTERED');
    const rows = await db().select().from(tournamentEntries).where(eq(tournamentEntries.tournamentId, tournament.id));
    expect(rows).toHaveLength(1);
  });

  it("trusts only the session's player: a playerId naming someone else is refused", async () => {
    const { cookie } = await signedInPlayer();
    const victim = await createPlayer(db());
    const tournament = await createTournament();
    const res = await register(cookie, { playerId: victim.id, tournamentId: tournament.id });
    expect(res.statusCode).toBe(403);
    const rows = await db().select().from(tournamentEntries).where(eq(tournamentEntries.tournamentId, tournament.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a full tournament with TOURNAMENT_FULL', async () => {
    const tournament = await createTournament({ maxPlayers: 1 });
    expect((await register((await signedInPlayer()).cookie, { tournamentId: tournament.id })).statusCode).toBe(200);
    const late = await register((await signedInPlayer()).cookie, { tournamentId: tournament.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('TOURNAMENT_FULL');
  });

  it('gives the last seat to exactly one of 20 players registering at the same moment', async () => {
    const tournament = await createTournament({ maxPlayers: 5 });
    for (let i = 0; i < 4; i++) {
      expect((await register((await signedInPlayer()).cookie, { tournamentId: tournament.id })).statusCode).toBe(200);
    }
    const contenders = await Promise.all(Array.from({ length: 20 }, signedInPlayer));
    const answers = await Promise.all(
      contenders.map(({ cookie }) => register(cookie, { tournamentId: tournament.id })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(
      Array(19).fill('TOURNAMENT_FULL'),
    );
    const rows = await db().select().from(tournamentEntries).where(eq(tournamentEntries.tournamentId, tournament.id));
    expect(rows).toHaveLength(5);
    const shown = (await list(contenders[0]!.cookie)).json().find((x: { id: number }) => x.id === tournament.id);
    expect(shown.registered_players).toBe(5);
  });

  it('refuses registration once a tournament without late registration is running', async () => {
    const tournament = await createTournament({ status: 'running' });
    const res = await register((await signedInPlayer()).cookie, { tournamentId: tournament.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'REGISTRATION_CLOSED',
      message: 'Registration closed when play began: there is no late registration',
    });
  });

  it.each(['finished', 'cancelled'] as const)('refuses registration for a %s tournament', async (status) => {
    const tournament = await createTournament({ status });
    const res = await register((await signedInPlayer()).cookie, { tournamentId: tournament.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATE');
  });

  it('answers 404 for an unknown tournament and 400 without a tournamentId', async () => {
    const { cookie } = await signedInPlayer();
    expect((await register(cookie, { tournamentId: 99_999_999 })).statusCode).toBe(404);
    expect((await register(cookie, { playerName: 'x' })).statusCode).toBe(400);
  });

  it('refuses a staff session: only players register themselves', async () => {
    const manager = await createStaff(db(), 'manager');
    const tournament = await createTournament();
    const res = await register(await staffCookie(db(), manager.id), { tournamentId: tournament.id });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/tournaments/{id}/interest', () => {
  it('records interest once, however often the player asks', async () => {
    const { cookie } = await signedInPlayer();
    const tournament = await createTournament();
    const first = await interest(cookie, tournament.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Interest Registered', tournament: { is_interested: true } });
    expect((await interest(cookie, tournament.id)).statusCode).toBe(200);
    const shown = (await list(cookie)).json().find((x: { id: number }) => x.id === tournament.id);
    expect(shown).toMatchObject({ is_interested: true, is_registered: false, registered_players: 0 });
  });

  it('refuses interest in a tournament that is no longer upcoming', async () => {
    const tournament = await createTournament({ status: 'running' });
    const res = await interest((await signedInPlayer()).cookie, tournament.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATE');
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    expect(doc.paths['/api/tournaments/{id}/interest']?.post).toBeDefined();
  });
});
