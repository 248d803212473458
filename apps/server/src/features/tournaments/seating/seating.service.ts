import type { MoveBody, SeatingChange, TournamentSeating } from '@club/shared/tournament-seating';
import { seatText } from '@club/shared/tournament-seating';
import { AppError, notFound } from '../../../app-error';
import type { Db, Tx } from '../../../db/client';
import type { UseCaseContext } from '../../../use-case';
import { tournamentSeatPush } from '../../push/push.mappers';
import { sendPushToEach } from '../../push/push.service';
import { writeAudit } from '../../staff/audit.service';
import { findTournamentRow, lockTournament } from '../tournaments.repo';
import { suggestMoves } from './balancing';
import { breakTable } from './breaking';
import { drawLateSeat, drawSeats, type TableSpec } from './draw';
import { drawFinalTable } from './final-table';
import { dealSeatCards, drawSeatCards } from './seat-cards';
import { newSeed, seededRandom } from './seeded-random';
import { findTable, runningTables, type SeatAssignment, type SeatingError, type SeatingState } from './seating-state';
import { publishSeatingChange } from './seating.events';
import { type DrawKind, deleteStaleSeats, insertDraw, insertTables, reseat, updateTable } from './seating.repo';
import { type LoadedSeating, loadSeating, readSeating } from './seating-view.service';

/** One player's seat change: from null when the player had no seat (a draw). */
export interface SeatChange {
  playerId: number;
  from: { table: number; seat: number } | null;
  to: { table: number; seat: number };
}

type NoticeKind = 'draw' | 'late' | 'move' | 'break' | 'final';

export interface Changed {
  tournamentName: string;
  kind: NoticeKind;
  seed: string | null;
  changes: SeatChange[];
}

/** A pure function's refusal as the API's error: the floor's input (400) or the room's state (409). */
export function refusal(error: SeatingError): AppError {
  const input = ['no_tables', 'invalid_table_number', 'duplicate_table', 'seats_out_of_range', 'duplicate_player'];
  return new AppError(input.includes(error.code) ? 'VALIDATION_FAILED' : 'INVALID_STATE', error.message);
}

/** Locks the tournament (entries and seating of one tournament queue behind each other) and reads the seating. */
export async function lockSeating(tx: Tx, tournamentId: number) {
  const tournament = await lockTournament(tx, tournamentId);
  if (!tournament) throw notFound('Tournament');
  await deleteStaleSeats(tx, tournamentId);
  return { tournament, loaded: await loadSeating(tx, tournamentId) };
}

export function refuseFinished(status: string) {
  if (status === 'finished' || status === 'cancelled') {
    throw new AppError('INVALID_STATE', `This tournament is ${status}: its seats cannot change`);
  }
}

/** Writes the seat changes (each player's entry found by id) and logs the draw that made them, if one did. */
export async function writeChanges(
  tx: Tx,
  tournamentId: number,
  loaded: LoadedSeating,
  changes: readonly SeatChange[],
  draw: { kind: DrawKind; seed: string; tableNumber?: number; staffId: number | null } | null,
) {
  const entryOf = new Map(loaded.entries.map((e) => [e.playerId, e.entryId]));
  const seatings = changes.map((c) => {
    const entryId = entryOf.get(c.playerId);
    if (entryId === undefined) throw notFound('Player’s entry');
    return { entryId, playerId: c.playerId, ...c.to };
  });
  await reseat(tx, tournamentId, seatings);
  if (draw) {
    await insertDraw(tx, {
      tournamentId,
      kind: draw.kind,
      seed: draw.seed,
      tableNumber: draw.tableNumber ?? null,
      seatings: changes.map((c) => ({ playerId: c.playerId, ...c.to })),
      staffId: draw.staffId,
    });
  }
}

/** After the commit: the consoles, the players seated or moved (their own rooms) and the TVs. */
function pushChange(ctx: UseCaseContext, tournamentId: number, changed: Changed, seating: TournamentSeating) {
  const nameOf = new Map(seating.tables.flatMap((t) => t.players.map((p) => [p.playerId, p.name] as const)));
  const waits = new Map(
    seating.tables.flatMap((t) => t.players.map((p) => [`${t.number}:${p.seat}`, p.waitsForButton] as const)),
  );
  const shortName = (playerId: number) => {
    const [first = '', ...rest] = (nameOf.get(playerId) ?? '').split(' ');
    const last = rest.at(-1);
    return last ? `${first} ${last.charAt(0)}.` : first || `Player ${playerId}`;
  };
  // Web Push to each seated or moved player's phones (decision 140), after the commit like the sockets' events.
  ctx.afterCommit(() =>
    sendPushToEach(
      ctx,
      changed.changes.map((c) => {
        const push = tournamentSeatPush({
          tournamentId,
          tournamentName: changed.tournamentName,
          table: c.to.table,
          seat: c.to.seat,
          moved: c.from !== null,
        });
        return { playerId: c.playerId, ...push };
      }),
    ),
  );
  publishSeatingChange(ctx, {
    seating,
    seats: changed.changes.map((c) => ({
      playerId: c.playerId,
      notice: {
        tournamentId,
        tournamentName: changed.tournamentName,
        kind: changed.kind,
        from: c.from,
        table: c.to.table,
        seat: c.to.seat,
        waitsForButton: waits.get(`${c.to.table}:${c.to.seat}`) ?? false,
      },
    })),
    display: {
      tournamentId,
      tournamentName: changed.tournamentName,
      kind: changed.kind,
      moves: changed.changes.map((c) => ({ name: shortName(c.playerId), from: c.from, to: c.to })),
      at: new Date().toISOString(),
    },
  });
}

/** Runs one seating change in a transaction, then reads the seating and pushes it. */
export async function runChange(
  ctx: UseCaseContext,
  tournamentId: number,
  work: (tx: Tx) => Promise<Changed>,
): Promise<SeatingChange> {
  const changed = await ctx.db.transaction(work);
  const seating = await readSeating(ctx.db, tournamentId);
  if (changed.changes.length > 0 || changed.kind === 'move') pushChange(ctx, tournamentId, changed, seating);
  const nameOf = new Map(
    [...seating.tables.flatMap((t) => t.players), ...seating.unseated].map((p) => [p.playerId, p.name] as const),
  );
  return {
    seed: changed.seed,
    moves: changed.changes.map((c) => ({ ...c, name: nameOf.get(c.playerId) ?? `#${c.playerId}` })),
    seating,
  };
}

const asChanges = (seatings: readonly SeatAssignment[]): SeatChange[] =>
  seatings.map(({ playerId, table, seat }) => ({ playerId, from: null, to: { table, seat } }));

/**
 * Seats for the players waiting for one when tables already run (late entries the hook could not seat, an
 * undone bust, tables added): the cards come from the same pool by the same two-step deal (TDA 8-A).
 */
function drawIntoRunningTables(state: SeatingState, players: number[], seed: string): SeatAssignment[] {
  const tables = runningTables(state);
  const room = tables.reduce((sum, t) => sum + t.seats - t.occupants.length, 0);
  if (players.length > room) {
    throw new AppError(
      'INVALID_STATE',
      `${players.length} players do not fit the ${room} open seats of the running tables: open a table`,
    );
  }
  const random = seededRandom(seed);
  return dealSeatCards(random, players, (id) => id, drawSeatCards(random, tables, players.length)).map(
    ({ player, card }) => ({ playerId: player, ...card }),
  );
}

/**
 * POST /api/staff/tournaments/{id}/draw (TDA 7): every active entry without a seat gets one. The first draw
 * opens the tables listed and spreads the players over them (`drawSeats`); later, new tables are added and
 * the unseated draw from the pool of the running tables. The seed is stored with the draw, logged and audited.
 */
export async function drawUnseated(
  ctx: UseCaseContext,
  input: { tournamentId: number; staffId: number; tables: TableSpec[]; finalTable?: TableSpec },
): Promise<SeatingChange> {
  return runChange(ctx, input.tournamentId, async (tx) => {
    const { tournament, loaded } = await lockSeating(tx, input.tournamentId);
    refuseFinished(tournament.status);
    if (input.finalTable) return formFinalTable(tx, tournament, loaded, input.finalTable, input.staffId);
    const taken = input.tables.find((t) => findTable(loaded.state, t.number));
    if (taken) throw new AppError('INVALID_STATE', `Table ${taken.number} is already open in this tournament`);
    const waiting = loaded.entries.filter((e) => e.table === null).map((e) => e.playerId);
    if (waiting.length === 0) throw new AppError('INVALID_STATE', 'Every player entered has a seat: nobody to draw');
    const seed = newSeed();
    const first = loaded.tables.length === 0;
    let seatings: SeatAssignment[];
    if (first) {
      const draw = drawSeats(waiting, input.tables, seed);
      if (!draw.ok) throw refusal(draw.error);
      seatings = draw.seatings;
    } else {
      if (input.tables.length > 0) {
        const check = drawSeats([], input.tables, seed);
        if (!check.ok) throw refusal(check.error);
      }
      const state: SeatingState = {
        tables: [...loaded.state.tables, ...input.tables.map((t) => ({ ...t, buttonSeat: null, occupants: [] }))],
      };
      seatings = drawIntoRunningTables(state, waiting, seed);
    }
    const kind = first ? 'draw' : 'late';
    await insertTables(tx, tournament.id, input.tables, seed);
    const changes = asChanges(seatings);
    await writeChanges(tx, tournament.id, loaded, changes, { kind, seed, staffId: input.staffId });
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'tournament.seating.draw',
      entity: 'tournament',
      entityId: tournament.id,
      after: {
        tournamentName: tournament.name,
        kind,
        seed,
        seated: seatings.length,
        tablesOpened: input.tables,
      },
    });
    return { tournamentName: tournament.name, kind, seed, changes };
  });
}

/**
 * The final table (TDA RP-9, `drawFinalTable`): every player left redrawn at random over the table the floor
 * names (a running table keeps its seats; a new one is opened), every other table broken, the button unset.
 */
async function formFinalTable(
  tx: Tx,
  tournament: { id: number; name: string },
  loaded: LoadedSeating,
  spec: TableSpec,
  staffId: number,
): Promise<Changed> {
  const existing = findTable(loaded.state, spec.number);
  if (existing?.broken) throw new AppError('INVALID_STATE', `Table ${spec.number} is broken`);
  if (existing && existing.seats !== spec.seats) {
    throw new AppError('VALIDATION_FAILED', `Table ${spec.number} has ${existing.seats} seats`);
  }
  if (loaded.entries.some((e) => e.table === null)) {
    throw new AppError('INVALID_STATE', 'Seat the players waiting for a seat first');
  }
  const seed = newSeed();
  const result = drawFinalTable(loaded.state, spec, seed);
  if (!result.ok) throw refusal(result.error);
  if (!existing) await insertTables(tx, tournament.id, [spec], seed);
  for (const table of runningTables(loaded.state)) {
    if (table.number !== spec.number) await updateTable(tx, tournament.id, table.number, { broken: true });
  }
  await updateTable(tx, tournament.id, spec.number, { buttonSeat: null });
  const changes = result.moves.map(({ playerId, from, to }) => ({ playerId, from, to }));
  await writeChanges(tx, tournament.id, loaded, changes, {
    kind: 'final',
    seed,
    tableNumber: spec.number,
    staffId,
  });
  await writeAudit(tx, {
    staffId,
    action: 'tournament.seating.final',
    entity: 'tournament',
    entityId: tournament.id,
    after: { tournamentName: tournament.name, table: spec.number, seats: spec.seats, seed, players: changes.length },
  });
  return { tournamentName: tournament.name, kind: 'final', seed, changes };
}

/**
 * A late entry's, an alternate's or a re-entry's seat (TDA 8-A), called by the entries service after an
 * entry commits: one card from the pool of the running tables (`drawLateSeat`), its seed logged. Before the
 * first draw, or when every seat is taken, the entry waits unseated: the console's draw seats it.
 */
export async function seatLateEntry(ctx: UseCaseContext, input: { tournamentId: number; playerId: number }) {
  const changed = await ctx.db.transaction(async (tx): Promise<Changed | null> => {
    const { tournament, loaded } = await lockSeating(tx, input.tournamentId);
    const entry = loaded.entries.find((e) => e.playerId === input.playerId && e.table === null);
    if (!entry || runningTables(loaded.state).length === 0) return null;
    const seed = newSeed();
    const card = drawLateSeat(loaded.state, seed);
    if (!card.ok) return null;
    const changes = [{ playerId: entry.playerId, from: null, to: { table: card.table, seat: card.seat } }];
    await writeChanges(tx, tournament.id, loaded, changes, { kind: 'late', seed, staffId: null });
    return { tournamentName: tournament.name, kind: 'late', seed, changes };
  });
  if (!changed) return;
  pushChange(ctx, input.tournamentId, changed, await readSeating(ctx.db, input.tournamentId));
}

/**
 * PATCH /api/staff/tournaments/{id}/tables/{number}: the button seat the floor sets, and/or breaking the table
 * (TDA 10): its players go to random open seats of the other tables by the two-step draw, seed stored.
 */
export async function changeTable(
  ctx: UseCaseContext,
  input: { tournamentId: number; staffId: number; number: number; buttonSeat?: number | null; broken?: true },
): Promise<SeatingChange> {
  return runChange(ctx, input.tournamentId, async (tx) => {
    const { tournament, loaded } = await lockSeating(tx, input.tournamentId);
    refuseFinished(tournament.status);
    const table = findTable(loaded.state, input.number);
    if (!table) throw notFound(`Table ${input.number}`);
    if (table.broken) throw new AppError('INVALID_STATE', `Table ${input.number} is already broken`);
    const changed: Changed = { tournamentName: tournament.name, kind: 'move', seed: null, changes: [] };
    if (input.buttonSeat !== undefined) {
      if (input.buttonSeat !== null && input.buttonSeat > table.seats) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Table ${table.number} has ${table.seats} seats: the button is at seat 1 to ${table.seats}`,
        );
      }
      await updateTable(tx, tournament.id, table.number, { buttonSeat: input.buttonSeat });
      await writeAudit(tx, {
        staffId: input.staffId,
        action: 'tournament.seating.button',
        entity: 'tournament',
        entityId: tournament.id,
        before: { table: table.number, buttonSeat: table.buttonSeat },
        after: { tournamentName: tournament.name, table: table.number, buttonSeat: input.buttonSeat },
      });
    }
    if (input.broken) {
      const seed = newSeed();
      const result = breakTable(loaded.state, table.number, seed);
      if (!result.ok) throw refusal(result.error);
      await updateTable(tx, tournament.id, table.number, { broken: true });
      const changes = result.moves.map(({ playerId, from, to }) => ({ playerId, from, to }));
      await writeChanges(tx, tournament.id, loaded, changes, {
        kind: 'break',
        seed,
        tableNumber: table.number,
        staffId: input.staffId,
      });
      await writeAudit(tx, {
        staffId: input.staffId,
        action: 'tournament.seating.break',
        entity: 'tournament',
        entityId: tournament.id,
        after: { tournamentName: tournament.name, table: table.number, seed, moved: changes.length },
      });
      return { ...changed, kind: 'break', seed, changes };
    }
    return changed;
  });
}

/** The single move the floor asked for, checked against the seating. */
function chosenMove(loaded: LoadedSeating, body: { playerId: number; table: number; seat: number }): SeatChange {
  const entry = loaded.entries.find((e) => e.playerId === body.playerId);
  if (!entry) throw notFound('Player in this tournament');
  const table = findTable(loaded.state, body.table);
  if (!table) throw notFound(`Table ${body.table}`);
  if (table.broken) throw new AppError('INVALID_STATE', `Table ${body.table} is broken`);
  if (body.seat > table.seats) {
    throw new AppError('VALIDATION_FAILED', `Table ${table.number} has ${table.seats} seats`);
  }
  const sitting = table.occupants.find((o) => o.seat === body.seat);
  if (sitting?.playerId === body.playerId) {
    throw new AppError('INVALID_STATE', `${entry.name} already sits at ${seatText(body.table, body.seat)}`);
  }
  if (sitting) throw new AppError('INVALID_STATE', `${seatText(body.table, body.seat)} is taken`);
  const from = entry.table !== null && entry.seat !== null ? { table: entry.table, seat: entry.seat } : null;
  return { playerId: body.playerId, from, to: { table: body.table, seat: body.seat } };
}

/** The balancing plan's moves (TDA 11), or why there are none. */
function suggestedMoves(loaded: LoadedSeating): SeatChange[] {
  const plan = suggestMoves(loaded.state);
  if (plan.moves.length > 0) return plan.moves;
  if (plan.buttonNeeded.length > 0) {
    throw new AppError(
      'INVALID_STATE',
      `Set the button at table ${plan.buttonNeeded.join(', ')} first: the mover is counted from it`,
    );
  }
  throw new AppError('INVALID_STATE', 'The tables are balanced: no move is suggested');
}

/** POST /api/staff/tournaments/{id}/moves: one move to an open seat, or every suggested balancing move. */
export async function moveSeats(
  ctx: UseCaseContext,
  input: { tournamentId: number; staffId: number; body: MoveBody },
): Promise<SeatingChange> {
  return runChange(ctx, input.tournamentId, async (tx) => {
    const { tournament, loaded } = await lockSeating(tx, input.tournamentId);
    refuseFinished(tournament.status);
    const suggested = 'apply' in input.body;
    const changes = 'apply' in input.body ? suggestedMoves(loaded) : [chosenMove(loaded, input.body)];
    await writeChanges(tx, tournament.id, loaded, changes, null);
    for (const change of changes) {
      await writeAudit(tx, {
        staffId: input.staffId,
        playerId: change.playerId,
        action: 'tournament.seating.move',
        entity: 'tournament',
        entityId: tournament.id,
        after: { tournamentName: tournament.name, from: change.from, to: change.to, suggested },
      });
    }
    return { tournamentName: tournament.name, kind: 'move', seed: null, changes };
  });
}

/** GET /api/staff/tournaments/{id}/seating. */
export async function getSeating(db: Db, tournamentId: number): Promise<TournamentSeating> {
  if (!(await findTournamentRow(db, tournamentId))) throw notFound('Tournament');
  return readSeating(db, tournamentId);
}
