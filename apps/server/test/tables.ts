import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pokerTables, seats, waitlistEntries } from '../src/db/schema';
import { createPlayer, playerCookie } from './fixtures';

/** A table with the club's usual numbers; override any column. */
export async function createTable(app: FastifyInstance, overrides: Partial<typeof pokerTables.$inferInsert> = {}) {
  const [table] = await app.database.db
    .insert(pokerTables)
    .values({
      name: `Table ${randomBytes(3).toString('hex')}`,
      gameType: "No Limit Hold'em",
      stakes: '₹25/₹50',
      smallBlindPaise: 2_500n,
      bigBlindPaise: 5_000n,
      minBuyInPaise: 200_000n,
      maxBuyInPaise: 1_000_000n,
      maxPlayers: 9,
      status: 'active',
      gameStartedAt: new Date(),
      ...overrides,
    })
    .returning();
  return table!;
}

/** A player with KYC passed and a signed-in cookie. */
export async function signedInPlayer(app: FastifyInstance, overrides: Parameters<typeof createPlayer>[1] = {}) {
  const player = await createPlayer(app.database.db, overrides);
  return { ...player, cookie: await playerCookie(app.database.db, player.id) };
}

/** Puts a player on a wait-list directly (for tests of what comes after joining). */
export async function addToWaitlist(app: FastifyInstance, playerId: number, tableId: number, createdAt?: Date) {
  const [entry] = await app.database.db
    .insert(waitlistEntries)
    .values({ playerId, tableId, ...(createdAt ? { createdAt } : {}) })
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
