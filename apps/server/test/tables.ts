import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../src/db/client';
import { games, pokerTables, seats, waitlistEntries } from '../src/db/schema';
import { createPlayer, playerCookie } from './fixtures';
import { signedInStaff } from './wallet';

/**
 * A game of its own (decision 063): its stakes carry a random suffix, so each test's game has its own list
 * and positions whatever other tests of the file left waiting.
 */
export async function createGame(db: DbOrTx, overrides: Partial<typeof games.$inferInsert> = {}) {
  const suffix = randomBytes(3).toString('hex');
  const [game] = await db
    .insert(games)
    .values({
      name: `NLH 25/50 ${suffix}`,
      gameType: "No Limit Hold'em",
      stakes: `₹25/₹50 ${suffix}`,
      smallBlindPaise: 2_500n,
      bigBlindPaise: 5_000n,
      minBuyInPaise: 200_000n,
      maxBuyInPaise: 1_000_000n,
      ...overrides,
    })
    .returning();
  return game!;
}

/**
 * A table with the club's usual numbers; override any column. Without a `gameId` it runs a game of its own
 * (tests of one game's tables pass the game).
 */
export async function createTable(app: FastifyInstance, overrides: Partial<typeof pokerTables.$inferInsert> = {}) {
  const values = {
    name: `Table ${randomBytes(3).toString('hex')}`,
    gameType: "No Limit Hold'em",
    stakes: '₹25/₹50',
    smallBlindPaise: 2_500n,
    bigBlindPaise: 5_000n,
    minBuyInPaise: 200_000n,
    maxBuyInPaise: 1_000_000n,
    maxPlayers: 9,
    status: 'active' as const,
    gameStartedAt: new Date(),
    ...overrides,
  };
  const gameId = overrides.gameId ?? (await createGame(app.database.db, { gameType: values.gameType })).id;
  const [table] = await app.database.db
    .insert(pokerTables)
    .values({ ...values, gameId })
    .returning();
  return table!;
}

/** The game of a table, for inserting rows that name it. */
export const gameOfTable = (tableId: number) => sql<number>`(select game_id from poker_tables where id = ${tableId})`;

/** A player with KYC passed and a signed-in cookie. */
export async function signedInPlayer(app: FastifyInstance, overrides: Parameters<typeof createPlayer>[1] = {}) {
  const player = await createPlayer(app.database.db, overrides);
  return { ...player, cookie: await playerCookie(app.database.db, player.id) };
}

/** Puts a player on a wait-list directly (for tests of what comes after joining). */
export async function addToWaitlist(app: FastifyInstance, playerId: number, tableId: number, createdAt?: Date) {
  const [entry] = await app.database.db
    .insert(waitlistEntries)
    .values({ playerId, tableId, gameId: gameOfTable(tableId), ...(createdAt ? { createdAt } : {}) })
    .returning();
  return entry!;
}

/** An open seat made directly, with its session start `minutesAgo` in the past. */
export async function seatDirectly(
  app: FastifyInstance,
  input: { playerId: number; tableId: number; seatNumber: number; buyInPaise?: bigint; minutesAgo?: number },
) {
  const [seat] = await app.database.db
    .insert(seats)
    .values({
      playerId: input.playerId,
      tableId: input.tableId,
      seatNumber: input.seatNumber,
      buyInPaise: input.buyInPaise ?? 500_000n,
      sessionStartAt: new Date(Date.now() - (input.minutesAgo ?? 0) * 60_000),
    })
    .returning();
  return seat!;
}

export const joinWaitlist = (app: FastifyInstance, cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/seat-requests', headers: { cookie }, payload });

export const assignSeatCall = (
  app: FastifyInstance,
  cookie: string,
  tableId: number,
  payload: { playerId: number; seatNumber: number; buyIn: string },
) => app.inject({ method: 'POST', url: `/api/staff/tables/${tableId}/seat`, headers: { cookie }, payload });

/**
 * The player seated at seat 1 of a new table with a ₹100 buy-in agreed, then that buy-in paid at the cage (from
 * the wallet, with a fresh Idempotency-Key); answers the seat and the cage's answer.
 */
export async function paidSeatAtNewTable(app: FastifyInstance, cashierCookie: string, playerId: number) {
  const table = await createTable(app);
  const seat = await seatDirectly(app, { playerId, tableId: table.id, seatNumber: 1, buyInPaise: 10_000n });
  const buyIn = await app.inject({
    method: 'POST',
    url: `/api/staff/seats/${seat.id}/buy-in`,
    headers: { cookie: cashierCookie, 'idempotency-key': randomUUID() },
    payload: { amount: '100' },
  });
  return { seat, buyIn };
}

/** A staff route of the tables features, called with a body its validation refuses (`allowed`: what a table role gets). */
type TableStaffRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload: object | undefined;
  allowed: number;
};

/**
 * The guard of each route: super admins, admins and managers get past it (`allowed`: 400 for a refused body, 200
 * for a read); cashiers and guest relations get 403, a player 401 or 403, a visitor 401.
 */
export async function expectTableRolesOnly(app: FastifyInstance, routes: readonly TableStaffRoute[]) {
  const call = (cookie: string, route: TableStaffRoute) =>
    app.inject({
      method: route.method,
      url: route.url,
      headers: { cookie },
      ...(route.payload === undefined ? {} : { payload: route.payload }),
    });
  const player = await signedInPlayer(app);
  for (const route of routes) {
    for (const role of ['super_admin', 'admin', 'manager'] as const) {
      const staff = await signedInStaff(app, role);
      const res = await call(staff.cookie, route);
      expect({ role, url: route.url, status: res.statusCode }).toEqual({ role, url: route.url, status: route.allowed });
    }
    for (const role of ['cashier', 'gre'] as const) {
      const staff = await signedInStaff(app, role);
      const res = await call(staff.cookie, route);
      expect({ role, url: route.url, status: res.statusCode }).toEqual({ role, url: route.url, status: 403 });
    }
    // A player's session is not a staff session: 401 (no staff session) or 403.
    const asPlayer = await call(player.cookie, route);
    expect([401, 403], `player on ${route.url}`).toContain(asPlayer.statusCode);
    const anonymous = await app.inject({ method: route.method, url: route.url });
    expect(anonymous.statusCode, `signed out on ${route.url}`).toBe(401);
  }
}
