import { and, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  players,
  tournamentEliminations,
  tournamentEntries,
  tournamentSeatDraws,
  tournamentSeats,
  tournamentTables,
} from '../../../db/schema';

export type TableRow = typeof tournamentTables.$inferSelect;
export type DrawKind = (typeof tournamentSeatDraws.$inferInsert)['kind'];

/** The tables opened for a tournament, by number. */
export async function findTables(db: DbOrTx, tournamentId: number): Promise<TableRow[]> {
  return db
    .select()
    .from(tournamentTables)
    .where(eq(tournamentTables.tournamentId, tournamentId))
    .orderBy(tournamentTables.number);
}

/** A live entry still in (entry or re-entry, active), with its player's name, the chips bought and its seat. */
export interface ActiveEntry {
  entryId: number;
  playerId: number;
  name: string;
  playerCode: string;
  chipsIn: number;
  countedChips: number | null;
  countedAt: Date | null;
  table: number | null;
  seat: number | null;
}

export async function findActiveEntries(db: DbOrTx, tournamentId: number): Promise<ActiveEntry[]> {
  const chips = await db
    .select({
      playerId: tournamentEntries.playerId,
      chips: sql<number>`coalesce(sum(${tournamentEntries.chips}), 0)::int`,
    })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), ne(tournamentEntries.status, 'refunded')))
    .groupBy(tournamentEntries.playerId);
  const chipsOf = new Map(chips.map((row) => [row.playerId, Number(row.chips)]));
  const rows = await db
    .select({
      entryId: tournamentEntries.id,
      playerId: tournamentEntries.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      playerCode: players.playerCode,
      countedChips: tournamentEntries.countedChips,
      countedAt: tournamentEntries.countedAt,
      table: tournamentSeats.tableNumber,
      seat: tournamentSeats.seat,
    })
    .from(tournamentEntries)
    .innerJoin(players, eq(players.id, tournamentEntries.playerId))
    .leftJoin(tournamentSeats, eq(tournamentSeats.entryId, tournamentEntries.id))
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        inArray(tournamentEntries.kind, ['entry', 'reentry']),
        eq(tournamentEntries.status, 'active'),
      ),
    )
    .orderBy(tournamentEntries.id);
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    name: `${firstName} ${lastName}`.trim(),
    chipsIn: chipsOf.get(row.playerId) ?? 0,
  }));
}

/** Seats held by entries that are no longer in (refunded by the desk): freed before any seating change. */
export async function deleteStaleSeats(tx: DbOrTx, tournamentId: number): Promise<void> {
  const active = tx
    .select({ id: tournamentEntries.id })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.status, 'active')));
  await tx
    .delete(tournamentSeats)
    .where(and(eq(tournamentSeats.tournamentId, tournamentId), notInArray(tournamentSeats.entryId, active)));
}

export async function insertTables(
  tx: DbOrTx,
  tournamentId: number,
  tables: readonly { number: number; seats: number }[],
  seed: string,
): Promise<void> {
  if (tables.length === 0) return;
  await tx
    .insert(tournamentTables)
    .values(tables.map((t) => ({ tournamentId, number: t.number, seats: t.seats, seed })));
}

export async function updateTable(
  tx: DbOrTx,
  tournamentId: number,
  number: number,
  values: { buttonSeat?: number | null; broken?: boolean; handDone?: boolean },
): Promise<void> {
  await tx
    .update(tournamentTables)
    .set(values)
    .where(and(eq(tournamentTables.tournamentId, tournamentId), eq(tournamentTables.number, number)));
}

/**
 * Seats the given entries where they are told: their old seats go first, so players may swap seats (the final
 * table's redraw) without meeting the one-player-a-seat index half way.
 */
export async function reseat(
  tx: DbOrTx,
  tournamentId: number,
  seatings: readonly { entryId: number; playerId: number; table: number; seat: number }[],
): Promise<void> {
  if (seatings.length === 0) return;
  await tx.delete(tournamentSeats).where(
    inArray(
      tournamentSeats.entryId,
      seatings.map((s) => s.entryId),
    ),
  );
  await tx.insert(tournamentSeats).values(
    seatings.map((s) => ({
      entryId: s.entryId,
      tournamentId,
      playerId: s.playerId,
      tableNumber: s.table,
      seat: s.seat,
    })),
  );
}

export async function freeSeat(tx: DbOrTx, entryId: number): Promise<void> {
  await tx.delete(tournamentSeats).where(eq(tournamentSeats.entryId, entryId));
}

export async function insertDraw(
  tx: DbOrTx,
  values: {
    tournamentId: number;
    kind: DrawKind;
    seed: string;
    tableNumber?: number | null;
    seatings: { playerId: number; table: number; seat: number }[];
    staffId: number | null;
  },
): Promise<void> {
  await tx.insert(tournamentSeatDraws).values(values);
}

export async function findLastDraw(db: DbOrTx, tournamentId: number) {
  const [row] = await db
    .select({ kind: tournamentSeatDraws.kind, seed: tournamentSeatDraws.seed, at: tournamentSeatDraws.createdAt })
    .from(tournamentSeatDraws)
    .where(eq(tournamentSeatDraws.tournamentId, tournamentId))
    .orderBy(desc(tournamentSeatDraws.id))
    .limit(1);
  return row ?? null;
}

/** The player's seat in a tournament (GET /api/tournaments/{id}/me). */
export async function findSeatOf(db: DbOrTx, tournamentId: number, playerId: number) {
  const [row] = await db
    .select({ table: tournamentSeats.tableNumber, seat: tournamentSeats.seat })
    .from(tournamentSeats)
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentSeats.entryId))
    .where(
      and(
        eq(tournamentSeats.tournamentId, tournamentId),
        eq(tournamentSeats.playerId, playerId),
        eq(tournamentEntries.status, 'active'),
      ),
    );
  return row ?? null;
}

/** The busts standing (not undone), newest first, with the busted player's name. */
export async function findEliminations(db: DbOrTx, tournamentId: number) {
  const rows = await db
    .select({ elimination: tournamentEliminations, firstName: players.firstName, lastName: players.lastName })
    .from(tournamentEliminations)
    .innerJoin(players, eq(players.id, tournamentEliminations.playerId))
    .where(and(eq(tournamentEliminations.tournamentId, tournamentId), isNull(tournamentEliminations.undoneAt)))
    .orderBy(desc(tournamentEliminations.id));
  return rows.map(({ elimination, firstName, lastName }) => ({
    ...elimination,
    name: `${firstName} ${lastName}`.trim(),
  }));
}

/** Hand-for-hand: the next hand starts (or the mode changed): no table's hand is done. */
export async function clearHandsDone(tx: DbOrTx, tournamentId: number): Promise<void> {
  await tx
    .update(tournamentTables)
    .set({ handDone: false })
    .where(and(eq(tournamentTables.tournamentId, tournamentId), eq(tournamentTables.handDone, true)));
}

/** The tables playing (open, with a seated active entry) and how many of them have their hand done. */
export async function handForHandProgress(
  db: DbOrTx,
  tournamentId: number,
): Promise<{ done: number; playing: number }> {
  const seated = db
    .select({ table: tournamentSeats.tableNumber })
    .from(tournamentSeats)
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentSeats.entryId))
    .where(and(eq(tournamentSeats.tournamentId, tournamentId), eq(tournamentEntries.status, 'active')));
  const [row] = await db
    .select({
      playing: sql<number>`count(*)::int`,
      done: sql<number>`count(*) filter (where ${tournamentTables.handDone})::int`,
    })
    .from(tournamentTables)
    .where(
      and(
        eq(tournamentTables.tournamentId, tournamentId),
        eq(tournamentTables.broken, false),
        inArray(tournamentTables.number, seated),
      ),
    );
  return { done: Number(row?.done ?? 0), playing: Number(row?.playing ?? 0) };
}

/** The floor's count of a live entry's stack, with when. */
export async function setCountedChips(tx: DbOrTx, entryId: number, chips: number, at: Date): Promise<void> {
  await tx
    .update(tournamentEntries)
    .set({ countedChips: chips, countedAt: at })
    .where(eq(tournamentEntries.id, entryId));
}
