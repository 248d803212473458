import { z } from 'zod';
import { positiveId as id, tableIdText } from './common';

// Must-move games and table or seat changes (issue 31, decision 142). A game's main table can be protected by
// must-move tables feeding it; seated players ask for another table of their game or another seat at theirs.
// When a seat opens, the floor is offered a move before anyone on the list.

/** How a must-move is made (a club setting): the floor confirms it in one tap (the default), or it is made at once. */
export const MUST_MOVE_MODES = ['floor_confirms', 'automatic'] as const;
export type MustMoveMode = (typeof MUST_MOVE_MODES)[number];

export const CHANGE_REQUEST_KINDS = ['table', 'seat'] as const;
export type ChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];

export const MOVE_KINDS = ['must_move', 'table_change', 'seat_change'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

export const TABLE_MOVE_MESSAGES = {
  notOwnSeat: 'You are not seated in this seat',
  alreadyAsked: (kind: ChangeRequestKind) =>
    `You already asked for a ${kind === 'table' ? 'table' : 'seat'} change: cancel it first to ask for another`,
  noRequest: 'There is no change request for this seat',
  mainIsMustMove: 'A must-move table cannot itself be a main table',
  mustMoveIsSelf: 'A table cannot be its own must-move table',
  mustMoveOtherGame: (tableName: string) => `${tableName} plays another game: a must-move table plays the main game`,
  mustMoveIsMain: (tableName: string) => `${tableName} is a main table with its own must-move tables`,
  mustMoveTaken: (tableName: string, mainName: string) => `${tableName} already feeds ${mainName}`,
  offerGone: 'This move is no longer offered: the seat was taken or the player moved',
} as const;

/** The phone's words for a move the floor made from an offer (what the dialog and the toast say). */
export function moveAnnouncement(kind: MoveKind, tableName: string, seatNumber: number): string {
  if (kind === 'must_move') return `Move to the main game, ${tableName} seat ${seatNumber}`;
  if (kind === 'table_change') return `Your table change: ${tableName} seat ${seatNumber}`;
  return `Your seat change: seat ${seatNumber} at ${tableName}`;
}

/** The floor's card: 'Move Asha R. from Table 3 seat 2 to Table 1 seat 4'. */
export function moveOfferText(offer: Pick<MoveOffer, 'playerName' | 'from' | 'to'>): string {
  const from = `${offer.from.tableName} seat ${offer.from.seatNumber}`;
  return `Move ${offer.playerName} from ${from} to ${offer.to.tableName} seat ${offer.to.seatNumber}`;
}

// The pure ordering (unit-tested): who moves first when a seat opens.

export interface PlanTable {
  id: number;
  name: string;
  gameId: number;
  /** The main table this table feeds as a must-move table, or null. */
  mainTableId: number | null;
  /** Seat numbers free for a move: no open seat, no live page holding them. */
  freeSeats: number[];
}

export interface PlanSeat {
  seatId: number;
  tableId: number;
  seatNumber: number;
  /** The seat's start (a move keeps it): the longest seated at a must-move table moves first. */
  startedAt: number;
  playerName: string;
}

export interface PlanRequest {
  requestId: number;
  seatId: number;
  kind: ChangeRequestKind;
  requestedAt: number;
}

export interface PlannedMove {
  kind: MoveKind;
  seatId: number;
  requestId: number | null;
  fromTableId: number;
  fromSeatNumber: number;
  toTableId: number;
  toSeatNumber: number;
  playerName: string;
}

type Candidate = { kind: MoveKind; seat: PlanSeat; requestId: number | null };

/**
 * The moves waiting for table `target`, in the order they get its seats: for a main table, every player at its
 * must-move tables by the seat's start (longest first, then the lower seat id); then change requests in the order
 * asked: a table change from another table of the game (not one of its must-move tables, whose players come by
 * the must-move order), a seat change at this table. The wait-list comes after all of these (nextAtTable).
 */
export function moveCandidates(
  target: PlanTable,
  tables: readonly PlanTable[],
  seats: readonly PlanSeat[],
  requests: readonly PlanRequest[],
): Candidate[] {
  const tableOf = new Map(tables.map((table) => [table.id, table]));
  const seatById = new Map(seats.map((seat) => [seat.seatId, seat]));
  const feeders = new Set(tables.filter((table) => table.mainTableId === target.id).map((table) => table.id));
  const mustMove: Candidate[] = seats
    .filter((seat) => feeders.has(seat.tableId))
    .sort((a, b) => a.startedAt - b.startedAt || a.seatId - b.seatId)
    .map((seat) => ({ kind: 'must_move', seat, requestId: null }));
  const changes: Candidate[] = [...requests]
    .sort((a, b) => a.requestedAt - b.requestedAt || a.requestId - b.requestId)
    .flatMap((request): Candidate[] => {
      const seat = seatById.get(request.seatId);
      const from = seat && tableOf.get(seat.tableId);
      if (!seat || !from) return [];
      if (request.kind === 'seat') {
        return from.id === target.id ? [{ kind: 'seat_change', seat, requestId: request.requestId }] : [];
      }
      const fits = from.id !== target.id && from.gameId === target.gameId && !feeders.has(from.id);
      return fits ? [{ kind: 'table_change', seat, requestId: request.requestId }] : [];
    });
  return [...mustMove, ...changes];
}

/**
 * Every move offered now: each table's free seats (lowest first) go to its candidates in order, main tables
 * first (a must-move comes before anything else), then the other tables by id. A player is offered one move at
 * a time; a seat change never takes the player's own seat.
 */
export function planMoves(
  tables: readonly PlanTable[],
  seats: readonly PlanSeat[],
  requests: readonly PlanRequest[],
): PlannedMove[] {
  const mains = new Set(tables.flatMap((table) => (table.mainTableId === null ? [] : [table.mainTableId])));
  const ordered = [...tables].sort((a, b) => Number(mains.has(b.id)) - Number(mains.has(a.id)) || a.id - b.id);
  const offered = new Set<number>();
  const moves: PlannedMove[] = [];
  for (const target of ordered) {
    const free = [...target.freeSeats].sort((a, b) => a - b);
    if (free.length === 0) continue;
    const candidates = moveCandidates(target, tables, seats, requests).filter((c) => !offered.has(c.seat.seatId));
    for (const seatNumber of free) {
      const next = candidates.shift();
      if (!next) break;
      offered.add(next.seat.seatId);
      moves.push({
        kind: next.kind,
        seatId: next.seat.seatId,
        requestId: next.requestId,
        fromTableId: next.seat.tableId,
        fromSeatNumber: next.seat.seatNumber,
        toTableId: target.id,
        toSeatNumber: seatNumber,
        playerName: next.seat.playerName,
      });
    }
  }
  return moves;
}

/** What the floor does next at a table with a free seat: the first move offered for it, else the list's next. */
export function nextAtTable<E>(
  tableId: number,
  moves: readonly PlannedMove[],
  listNext: E | null,
): { move: PlannedMove } | { entry: E } | null {
  const move = moves.find((m) => m.toTableId === tableId);
  if (move) return { move };
  return listNext === null ? null : { entry: listNext };
}

// Wire schemas.

const seatPlace = z.object({ tableId: tableIdText, tableName: z.string(), seatNumber: z.number() });

export const moveOfferSchema = z.object({
  kind: z.enum(MOVE_KINDS),
  seatId: z.number(),
  requestId: z.number().nullable(),
  playerId: z.number().nullable(),
  playerName: z.string(),
  from: seatPlace,
  to: seatPlace,
});
export type MoveOffer = z.infer<typeof moveOfferSchema>;

export const changeRequestSchema = z.object({
  id: z.number(),
  seatId: z.number(),
  kind: z.enum(CHANGE_REQUEST_KINDS),
  requestedAt: z.string(),
  /** Who asked: null when the player asked from the phone, else the staff member's name. */
  addedBy: z.string().nullable(),
  playerId: z.number().nullable(),
  playerName: z.string(),
  tableId: tableIdText,
  tableName: z.string(),
  seatNumber: z.number(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const mustMoveLinkSchema = z.object({
  mainTableId: tableIdText,
  mustMoveTableIds: z.array(tableIdText),
});

/** GET /api/staff/table-moves: the moves offered, the change requests waiting, the protected tables, the mode. */
export const floorMovesSchema = z.object({
  offers: z.array(moveOfferSchema),
  requests: z.array(changeRequestSchema),
  mustMove: z.array(mustMoveLinkSchema),
  mode: z.enum(MUST_MOVE_MODES),
  asOf: z.string(),
});
export type FloorMoves = z.infer<typeof floorMovesSchema>;

/** PUT /api/staff/tables/{tableId}/must-move: the table's must-move tables (none: no longer protected). */
export const mustMoveRequestSchema = z.object({
  mustMoveTableIds: z.array(id).max(10, 'At most 10 must-move tables feed one main table'),
});

/** POST /api/staff/table-moves/confirm: the offer the floor tapped (checked again under locks). */
export const confirmMoveRequestSchema = z.object({
  seatId: id,
  tableId: id,
  seatNumber: z.number().int().min(1, 'Seat numbers start at 1').max(10, 'A table has at most 10 seats'),
});

export const changeRequestInputSchema = z.object({
  kind: z.enum(CHANGE_REQUEST_KINDS, { error: 'Ask for a table change ("table") or a seat change ("seat")' }),
});

export const changeRequestIdParams = z.object({ requestId: id });

/** GET /api/seat-change-request: the player's own waiting request, if any. */
export const myChangeRequestSchema = z.object({ request: changeRequestSchema.nullable() });

export const tableMovesEvents = {
  /** staff:{role} (floor roles, STAFF_PERMISSIONS.seating): the offers and requests after any seat change. */
  floor_moves_updated: floorMovesSchema,
  /** player:{id}: the player's own change request was made, served or cancelled. */
  seat_change_request_updated: z.object({ playerId: z.number(), request: changeRequestSchema.nullable() }),
};

/** A player asks (or cancels) at most this many times a minute: each ask pushes to the floor. */
export const CHANGE_REQUEST_LIMIT = { max: 10, windowMs: 60_000 } as const;
