import {
  PAST_TOURNAMENT_DAYS,
  type PlayerTournament,
  type Tournament,
  type TournamentEntry,
} from '@club/shared/tournaments';
import { fromPaise } from '@club/shared/money';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { players, tournamentEntries, tournamentInterests, tournaments } from '../../db/schema';

export type TournamentRow = typeof tournaments.$inferSelect;

// Seats taken and the pool are counted from the entries, never stored, so what players see cannot drift
// from what was paid (decision 130): a seat is a live entry or re-entry; the pool is every buy-in not refunded,
// less the bounties in them (decision 134).
// The outer row's id, qualified: drizzle writes a one-table query's columns bare, and a bare "id" inside
// the subquery would be the entry's own.
const OUTER_ID = sql.raw('"tournaments"."id"');
const LIVE = sql`${tournamentEntries.kind} in ('entry', 'reentry') and ${tournamentEntries.status} = 'active'`;
const registeredCount = sql<number>`(select count(*)::int from ${tournamentEntries} where ${tournamentEntries.tournamentId} = ${OUTER_ID} and ${LIVE})`;
const buyInsSum = sql<string>`(select coalesce(sum(${tournamentEntries.buyInPaise} - ${tournamentEntries.bountyPaise}), 0)::text from ${tournamentEntries} where ${tournamentEntries.tournamentId} = ${OUTER_ID} and ${tournamentEntries.status} <> 'refunded')`;

/** A tournament's figures from its entries: seats taken (live entries), buy-ins, fees, entries and chips. */
export interface EntryFigures {
  registered: number;
  /** The buy-ins that go to the pool: every buy-in not refunded, less its bounty. */
  buyInsPaise: bigint;
}

export function toTournament(row: TournamentRow, figures: EntryFigures): Tournament {
  return {
    id: row.id,
    name: row.name,
    game_type: row.gameType,
    tournament_type: row.tournamentType,
    buy_in: fromPaise(row.buyInPaise),
    prize_pool: fromPaise(row.addedMoneyPaise + figures.buyInsPaise),
    registered_players: figures.registered,
    max_players: row.maxPlayers,
    start_time: row.startTime.toISOString(),
    status: row.status,
    registration_open: row.registrationOpen,
  };
}

function flagsFor(playerId: number) {
  return {
    isRegistered: sql<boolean>`exists (select 1 from ${tournamentEntries} where ${tournamentEntries.tournamentId} = ${OUTER_ID} and ${tournamentEntries.playerId} = ${playerId} and ${LIVE})`,
    isInterested: sql<boolean>`exists (select 1 from ${tournamentInterests} where ${tournamentInterests.tournamentId} = ${tournaments.id} and ${tournamentInterests.playerId} = ${playerId})`,
  };
}

async function selectForPlayer(db: DbOrTx, playerId: number, where: SQL | undefined): Promise<PlayerTournament[]> {
  const rows = await db
    .select({ row: tournaments, registered: registeredCount, buyIns: buyInsSum, ...flagsFor(playerId) })
    .from(tournaments)
    .where(where)
    .orderBy(asc(tournaments.startTime), asc(tournaments.id));
  return rows.map(({ row, registered, buyIns, isRegistered, isInterested }) => ({
    ...toTournament(row, { registered: Number(registered), buyInsPaise: BigInt(buyIns) }),
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
    .select({ row: tournaments, registered: registeredCount, buyIns: buyInsSum })
    .from(tournaments)
    .orderBy(asc(tournaments.startTime), asc(tournaments.id));
  return rows.map(({ row, registered, buyIns }) =>
    toTournament(row, { registered: Number(registered), buyInsPaise: BigInt(buyIns) }),
  );
}

/** The tournament row, locked until the transaction ends: registrations and staff edits queue on it. */
export async function lockTournament(tx: DbOrTx, id: number): Promise<TournamentRow | null> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  return row ?? null;
}

/** One tournament's figures from its entries (decision 130), in one query. */
export async function entryFigures(db: DbOrTx, tournamentId: number) {
  const [row] = await db
    .select({
      registered: sql<number>`count(*) filter (where ${LIVE})::int`,
      entries: sql<number>`count(*) filter (where ${tournamentEntries.kind} in ('entry', 'reentry') and ${tournamentEntries.status} <> 'refunded')::int`,
      entrants: sql<number>`count(distinct ${tournamentEntries.playerId}) filter (where ${tournamentEntries.kind} in ('entry', 'reentry') and ${tournamentEntries.status} <> 'refunded')::int`,
      buyIns: sql<string>`coalesce(sum(${tournamentEntries.buyInPaise} - ${tournamentEntries.bountyPaise}) filter (where ${tournamentEntries.status} <> 'refunded'), 0)::text`,
      bounties: sql<string>`coalesce(sum(${tournamentEntries.bountyPaise}) filter (where ${tournamentEntries.status} <> 'refunded'), 0)::text`,
      fees: sql<string>`coalesce(sum(${tournamentEntries.feePaise}) filter (where ${tournamentEntries.status} <> 'refunded'), 0)::text`,
      chips: sql<string>`coalesce(sum(${tournamentEntries.chips}) filter (where ${tournamentEntries.status} <> 'refunded'), 0)::text`,
    })
    .from(tournamentEntries)
    .where(eq(tournamentEntries.tournamentId, tournamentId));
  return {
    registered: Number(row?.registered ?? 0),
    entries: Number(row?.entries ?? 0),
    entrants: Number(row?.entrants ?? 0),
    buyInsPaise: BigInt(row?.buyIns ?? '0'),
    bountiesPaise: BigInt(row?.bounties ?? '0'),
    feesPaise: BigInt(row?.fees ?? '0'),
    chips: Number(row?.chips ?? '0'),
  };
}

/** The players on one list (registrations or interests) of a tournament, earliest first. */
async function entriesOf(
  db: DbOrTx,
  table: typeof tournamentEntries | typeof tournamentInterests,
  tournamentId: number,
): Promise<TournamentEntry[]> {
  const live = table === tournamentEntries ? LIVE : undefined;
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
    .where(and(eq(table.tournamentId, tournamentId), live))
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
    registered: await entriesOf(db, tournamentEntries, tournamentId),
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
