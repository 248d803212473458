import type { TournamentSeating } from '@club/shared/tournament-seating';
import type { DbOrTx } from '../../../db/client';
import { haltedTables, suggestMoves } from './balancing';
import { shouldBreak } from './breaking';
import { sharedPlacesFrom } from './places';
import { nextBigBlindSeat, waitsForButton } from './positions';
import type { SeatingState } from './seating-state';
import {
  type ActiveEntry,
  findActiveEntries,
  findEliminations,
  findLastDraw,
  findTables,
  type TableRow,
} from './seating.repo';

/** A tournament's seating as the pure functions take it, with the rows it came from (decision 132). */
export interface LoadedSeating {
  tables: TableRow[];
  entries: ActiveEntry[];
  state: SeatingState;
}

export function toState(tables: readonly TableRow[], entries: readonly ActiveEntry[]): SeatingState {
  return {
    tables: tables.map((table) => ({
      number: table.number,
      seats: table.seats,
      buttonSeat: table.buttonSeat,
      broken: table.broken,
      occupants: table.broken
        ? []
        : entries
            .filter((e) => e.table === table.number && e.seat !== null)
            .map((e) => ({ playerId: e.playerId, seat: e.seat ?? 0 }))
            .sort((a, b) => a.seat - b.seat),
    })),
  };
}

export async function loadSeating(db: DbOrTx, tournamentId: number): Promise<LoadedSeating> {
  const tables = await findTables(db, tournamentId);
  const entries = await findActiveEntries(db, tournamentId);
  return { tables, entries, state: toState(tables, entries) };
}

/** GET /api/staff/tournaments/{id}/seating: the caller has checked that the tournament exists. */
export async function readSeating(db: DbOrTx, tournamentId: number): Promise<TournamentSeating> {
  const { tables, entries, state } = await loadSeating(db, tournamentId);
  const handDone = new Set(tables.filter((t) => t.handDone).map((t) => t.number));
  const byPlayer = new Map(entries.map((e) => [e.playerId, e]));
  const nameOf = (playerId: number) => byPlayer.get(playerId)?.name ?? `#${playerId}`;
  const plan = suggestMoves(state);
  const halted = new Set(haltedTables(state));
  const running = state.tables.filter((t) => !t.broken);
  const seated = entries.filter((e) => e.table !== null);
  const unseated = entries.filter((e) => e.table === null);
  const eliminations = await findEliminations(db, tournamentId);
  const lastDraw = await findLastDraw(db, tournamentId);
  return {
    tournamentId,
    tables: state.tables.map((table) => ({
      number: table.number,
      seats: table.seats,
      buttonSeat: table.buttonSeat,
      broken: Boolean(table.broken),
      halted: halted.has(table.number),
      handDone: handDone.has(table.number),
      nextBigBlindSeat: table.broken ? null : nextBigBlindSeat(table),
      players: table.occupants.map((o) => {
        const entry = byPlayer.get(o.playerId);
        return {
          seat: o.seat,
          playerId: o.playerId,
          name: entry?.name ?? `#${o.playerId}`,
          playerCode: entry?.playerCode ?? '',
          chipsIn: entry?.chipsIn ?? 0,
          countedChips: entry?.countedChips ?? null,
          countedAt: entry?.countedAt?.toISOString() ?? null,
          waitsForButton: waitsForButton(table, o.seat),
        };
      }),
    })),
    unseated: unseated.map((e) => ({ playerId: e.playerId, name: e.name, playerCode: e.playerCode })),
    counts: {
      tables: running.length,
      players: entries.length,
      seated: seated.length,
      unseated: unseated.length,
      openSeats: running.reduce((sum, t) => sum + t.seats - t.occupants.length, 0),
    },
    threshold: plan.threshold,
    suggestedMoves: plan.moves.map((m) => ({ ...m, name: nameOf(m.playerId) })),
    halted: plan.halted,
    buttonNeeded: plan.buttonNeeded,
    suggestion: running.length > 0 ? shouldBreak(state) : null,
    eliminations: eliminations.map((e) => {
      const shared = eliminations.filter((other) => other.handGroup !== null && other.handGroup === e.handGroup).length;
      return {
        playerId: e.playerId,
        name: e.name,
        place: e.place,
        sharedPlaces: sharedPlacesFrom(e.place, shared),
        eliminatorId: e.eliminatorId,
        at: e.createdAt.toISOString(),
      };
    }),
    lastDraw: lastDraw ? { kind: lastDraw.kind, seed: lastDraw.seed, at: lastDraw.at.toISOString() } : null,
  };
}
