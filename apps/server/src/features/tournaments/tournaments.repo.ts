import {
  PAST_TOURNAMENT_DAYS,
  type PlayerTournament,
  type Tournament,
  type TournamentEntry,
} from '@club/shared/tournaments';
import { fromPaise } from '@club/shared/money';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { players, tournamentInterests, tournamentRegistrations, tournaments } from '../../db/schema';

type TournamentRow = typeof tournaments.$inferSelect;

// Seats taken are counted, never stored, so the number players see cannot drift from the registrations.
const registeredCount = sql<number>`(select count(*)::int from ${tournamentRegistrations} where ${tournamentRegistrations.tournamentId} = ${tournaments.id})`;

export function toTournament(row: TournamentRow, registeredPlayers: number): Tournament {
  return {
    id: row.id,
    name: row.name,
    game_type: row.gameType,
    tournament_type: row.tournamentType,
    buy_in: fromPaise(row.buyInPaise),
    prize_pool: fromPaise(row.prizePoolPaise),
    registered_players: registeredPlayers,
    max_players: row.maxPlayers,
    start_time: row.startTime.toISOString(),
    status: row.status,
    registration_open: row.registrationOpen,
  };
}

function flagsFor(playerId: number) {
  return {
    isRegistered: sql<boolean>`exists (select 1 from ${tournamentRegistrations} where ${tournamentRegistrations.tournamentId} = ${tournaments.id} and ${tournamentRegistrations.playerId} = ${playerId})`,
    isInterested: sql<boolean>`exists (select 1 from ${tournamentInterests} where ${tournamentInterests.tournamentId} = ${tournaments.id} and ${tournamentInterests.playerId} = ${playerId})`,
  };
}

async function selectForPlayer(db: DbOrTx, playerId: number, where: SQL | undefined): Promise<PlayerTournament[]> {
  const rows = await db
    .select({ row: tournaments, registered: registeredCount, ...flagsFor(playerId) })
    .from(tournaments)
    .where(where)
    .orderBy(asc(tournaments.startTime), asc(tournaments.id));
  return rows.map(({ row, registered, isRegistered, isInterested }) => ({
    ...toTournament(row, Number(registered)),
    is_registered: Boolean(isRegistered),
    is_interested: Boolean(isInterested),
  }));
}

/**
 * What players see: every upcoming or running tournament, and finished or cancelled ones for a week
 * after their start, soonest first (docs/decisions/011).
 */
export function listTournamentsForPlayer(db: DbOrTx, playerId: number): Promise<PlayerTournament[]> {
  return selectForPlayer(
    db,
    playerId,
    or(
      inArray(tournaments.status, ['upcoming', 'running']),
      sql`${tournaments.startTime} > now() - make_interval(days => ${PAST_TOURNAMENT_DAYS})`,
    ),
  );
}

export async function findTournamentForPlayer(db: DbOrTx, playerId: number, id: number) {
  const [found] = await selectForPlayer(db, playerId, eq(tournaments.id, id));
  return found ?? null;
}

export async function listAllTournaments(db: DbOrTx): Promise<Tournament[]> {
  const rows = await db
    .select({ row: tournaments, registered: registeredCount })
    .from(tournaments)
    .orderBy(asc(tournaments.startTime), asc(tournaments.id));
  return rows.map(({ row, registered }) => toTournament(row, Number(registered)));
}

/** The tournament row, locked until the transaction ends: registrations and staff edits queue on it. */
export async function lockTournament(tx: DbOrTx, id: number): Promise<TournamentRow | null> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  return row ?? null;
}

export async function countRegistrations(tx: DbOrTx, tournamentId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(tournamentRegistrations)
    .where(eq(tournamentRegistrations.tournamentId, tournamentId));
  return Number(row?.count ?? 0);
}

export async function isRegistered(tx: DbOrTx, tournamentId: number, playerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ playerId: tournamentRegistrations.playerId })
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.playerId, playerId)));
  return Boolean(row);
}

/** The players on one list (registrations or interests) of a tournament, earliest first. */
async function entriesOf(
  db: DbOrTx,
  table: typeof tournamentRegistrations | typeof tournamentInterests,
  tournamentId: number,
): Promise<TournamentEntry[]> {
  const rows = await db
    .select({
      playerId: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      nickname: players.nickname,
      playerCode: players.playerCode,
      at: table.createdAt,
    })
    .from(table)
    .innerJoin(players, eq(players.id, table.playerId))
    .where(eq(table.tournamentId, tournamentId))
    .orderBy(asc(table.createdAt), asc(players.id));
  return rows.map((row) => ({
    player_id: row.playerId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    nickname: row.nickname,
    player_code: row.playerCode,
    at: row.at.toISOString(),
  }));
}

/** Staff read who registered and who showed interest; null for an unknown tournament. */
export async function listTournamentEntries(db: DbOrTx, tournamentId: number) {
  const [found] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!found) return null;
  return {
    tournament_id: tournamentId,
    registered: await entriesOf(db, tournamentRegistrations, tournamentId),
    interested: await entriesOf(db, tournamentInterests, tournamentId),
  };
}

export async function findTournamentRow(db: DbOrTx, id: number): Promise<TournamentRow | null> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  return row ?? null;
}

/** The clock started an upcoming tournament (its row is locked by the caller). */
export async function startTournament(tx: DbOrTx, id: number): Promise<TournamentRow> {
  const [row] = await tx
    .update(tournaments)
    .set({ status: 'running', updatedAt: sql`now()` })
    .where(eq(tournaments.id, id))
    .returning();
  if (!row) throw new Error('the tournament was not started');
  return row;
}
