import type { TournamentStructureInput } from '@club/shared/tournament-structure';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { tournamentEntries } from '../src/db/schema';
import { createPlayer } from './fixtures';
import { signedInPlayer } from './tables';
import { fundPlayer, signedInStaff } from './wallet';

/** An upcoming tournament made through the staff API; answers its id. */
export async function createTournament(
  app: FastifyInstance,
  cookie: string,
  startTime = new Date(Date.now() + 3_600_000),
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/tournaments',
    headers: { cookie },
    payload: {
      name: `Deepstack ${Math.random().toString(36).slice(2, 8)}`,
      game_type: "No Limit Hold'em",
      tournament_type: 'Freezeout',
      buy_in: '2000',
      prize_pool: '50000',
      max_players: 60,
      start_time: startTime.toISOString(),
    },
  });
  if (res.statusCode !== 201) throw new Error(`tournament not created: ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** 20-minute levels, a break after level 2, late registration through level 2. */
export const sampleStructure = (): TournamentStructureInput => ({
  startingStack: 20_000,
  levels: [
    { kind: 'level', smallBlind: 100, bigBlind: 200, minutes: 20 },
    { kind: 'level', smallBlind: 200, bigBlind: 400, ante: 400, anteKind: 'big_blind', minutes: 20 },
    { kind: 'break', minutes: 10, colorUp: 'Race off the 100s' },
    { kind: 'level', smallBlind: 300, bigBlind: 600, ante: 600, anteKind: 'big_blind', minutes: 20 },
    { kind: 'level', smallBlind: 400, bigBlind: 800, ante: 800, anteKind: 'big_blind', minutes: 20 },
  ],
  lateRegistrationLevels: 2,
  entryRules: { maxReentries: 1, reentryUntilLevel: 2, fee: '200' },
});

export const putStructure = (app: FastifyInstance, cookie: string, id: number, structure: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/staff/tournaments/${id}/structure`,
    headers: { cookie },
    payload: structure as object,
  });

/** An upcoming tournament with `structure`, made by a manager (who runs it in the test); answers both. */
export async function managedTournament(app: FastifyInstance, structure: unknown = sampleStructure()) {
  const manager = await signedInStaff(app, 'manager');
  const id = await createTournament(app, manager.cookie);
  expect((await putStructure(app, manager.cookie, id, structure)).statusCode).toBe(200);
  return { id, manager };
}

/** The floor's draw (POST …/draw) of the tournament's entered players over `tables`; answers the response. */
export const drawTables = (
  app: FastifyInstance,
  cookie: string,
  id: number,
  tables: { number: number; seats: number }[],
) => app.inject({ method: 'POST', url: `/api/staff/tournaments/${id}/draw`, headers: { cookie }, payload: { tables } });

/**
 * The club's payout table for the prizes' and deals' tests: 3 places from 3 entries (50/30/20), all to the
 * winner from 2, rounded to ₹100; put by an admin.
 */
export async function putThreePlacePayoutTable(app: FastifyInstance) {
  const admin = await signedInStaff(app, 'admin');
  const res = await app.inject({
    method: 'PUT',
    url: '/api/staff/tournaments/payout-table',
    headers: { cookie: admin.cookie },
    payload: {
      ranges: [
        { minEntries: 2, maxEntries: 2, percents: [100] },
        { minEntries: 3, maxEntries: null, percents: [50, 30, 20] },
      ],
      roundingUnit: '100',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** `n` signed-in players, each funded and registered through the player's own route (paid from the cash balance, decision 130). */
export async function registerFundedPlayers(app: FastifyInstance, id: number, n: number) {
  const players: Awaited<ReturnType<typeof signedInPlayer>>[] = [];
  for (let i = 0; i < n; i += 1) {
    const player = await signedInPlayer(app);
    await fundPlayer(app, player.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/tournaments/register',
      headers: { cookie: player.cookie },
      payload: { tournamentId: id },
    });
    expect(res.statusCode, res.body).toBe(200);
    players.push(player);
  }
  return players;
}

export const clockAction = (app: FastifyInstance, cookie: string, id: number, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/staff/tournaments/${id}/clock`, headers: { cookie }, payload: body });

/**
 * `n` players with an entry each, written as paid-up rows so that a field of 30 is quick to build: for tests of
 * what follows entries (seating, hand-for-hand); the money of an entry is tested through the real routes.
 */
export async function enterPaidUpPlayers(db: Db, tournamentId: number, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const player = await createPlayer(db, { firstName: `P${i}`, lastName: `Seat${i}` });
    await db.insert(tournamentEntries).values({
      tournamentId,
      playerId: player.id,
      kind: 'entry',
      buyInPaise: 0n,
      feePaise: 0n,
      chips: 20_000,
      payment: 'balance',
    });
    ids.push(player.id);
  }
  return ids;
}
