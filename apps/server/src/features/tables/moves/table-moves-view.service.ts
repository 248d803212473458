import {
  type ChangeRequest,
  type FloorMoves,
  type MoveOffer,
  type PlannedMove,
  type PlanTable,
  planMoves,
} from '@club/shared/table-moves';
import type { DbOrTx } from '../../../db/client';
import { mustMoveMode } from '../../club/club.service';
import { findOpenSeatsOfPlayer, findPlayerName } from '../shared/tables.repo';
import {
  anyMovesPossible,
  findActiveTablesWithFeeds,
  findMustMoveLinks,
  findOpenSeatsAtActiveTables,
  findPagedSeats,
  findWaitingChangeRequests,
} from './table-moves.repo';

// The floor's moves read model (decision 142): derived from the seats, the pages, the must-move tables and the
// change requests as they are now; nothing is stored for an offer, so a read never writes.

/** 'Asha R.': the first name and the last name's initial (a guest's name as kept). */
const shortName = (firstName: string, lastName: string) =>
  lastName ? `${firstName} ${lastName.slice(0, 1)}.` : firstName;

/** The free seats of each table: no open seat, no live page holding it (a page naming no seat holds the last). */
function freeSeatsOf(
  table: { id: number; maxPlayers: number },
  taken: Set<string>,
  pages: Array<{ tableId: number | null; seatNumber: number | null }>,
): number[] {
  const held = new Set(pages.filter((p) => p.tableId === table.id && p.seatNumber !== null).map((p) => p.seatNumber));
  const unnamed = pages.filter((p) => p.tableId === table.id && p.seatNumber === null).length;
  const free: number[] = [];
  for (let seat = 1; seat <= table.maxPlayers; seat++) {
    if (!taken.has(`${table.id}:${seat}`) && !held.has(seat)) free.push(seat);
  }
  return free.slice(0, Math.max(0, free.length - unnamed));
}

/** The plan of moves now, with what the floor's read shows of the seats and requests. */
export async function readMovePlan(db: DbOrTx) {
  const [tables, openSeats, pages, requests] = await Promise.all([
    findActiveTablesWithFeeds(db),
    findOpenSeatsAtActiveTables(db),
    findPagedSeats(db),
    findWaitingChangeRequests(db),
  ]);
  const taken = new Set(openSeats.map((seat) => `${seat.tableId}:${seat.seatNumber}`));
  const planTables: PlanTable[] = tables.map((table) => ({
    id: table.id,
    name: table.name,
    gameId: table.gameId,
    mainTableId: table.mainTableId,
    freeSeats: freeSeatsOf(table, taken, pages),
  }));
  const plan = planMoves(
    planTables,
    openSeats.map((seat) => ({
      seatId: seat.seatId,
      tableId: seat.tableId,
      seatNumber: seat.seatNumber,
      startedAt: seat.startedAt.getTime(),
      playerName: shortName(seat.firstName, seat.lastName),
    })),
    requests.map(({ request }) => ({
      requestId: request.id,
      seatId: request.seatId,
      kind: request.kind,
      requestedAt: request.requestedAt.getTime(),
    })),
  );
  return { plan, tables, openSeats, requests };
}

type Plan = Awaited<ReturnType<typeof readMovePlan>>;

/** A request as the floor and the player's phone read it. */
function toChangeRequest(
  { request, addedBy }: Plan['requests'][number],
  seat: { playerId: number | null; firstName: string; lastName: string; tableId: number; seatNumber: number },
  tableName: string,
): ChangeRequest {
  return {
    id: request.id,
    seatId: request.seatId,
    kind: request.kind,
    requestedAt: request.requestedAt.toISOString(),
    addedBy,
    playerId: seat.playerId,
    playerName: shortName(seat.firstName, seat.lastName),
    tableId: String(seat.tableId),
    tableName,
    seatNumber: seat.seatNumber,
  };
}

function toOffer(move: PlannedMove, playerIdOf: Map<number, number | null>, nameOf: Map<number, string>): MoveOffer {
  return {
    kind: move.kind,
    seatId: move.seatId,
    requestId: move.requestId,
    playerId: playerIdOf.get(move.seatId) ?? null,
    playerName: move.playerName,
    from: {
      tableId: String(move.fromTableId),
      tableName: nameOf.get(move.fromTableId) ?? '',
      seatNumber: move.fromSeatNumber,
    },
    to: { tableId: String(move.toTableId), tableName: nameOf.get(move.toTableId) ?? '', seatNumber: move.toSeatNumber },
  };
}

/** GET /api/staff/table-moves: the offers, the waiting requests, the protected tables and the club's mode. */
export async function readFloorMoves(db: DbOrTx, asOf = new Date().toISOString()): Promise<FloorMoves> {
  const [{ plan, tables, openSeats, requests }, links, mode] = await Promise.all([
    readMovePlan(db),
    findMustMoveLinks(db),
    mustMoveMode(db),
  ]);
  const nameOf = new Map(tables.map((table) => [table.id, table.name]));
  const seatOf = new Map(openSeats.map((seat) => [seat.seatId, seat]));
  const playerIdOf = new Map(openSeats.map((seat) => [seat.seatId, seat.playerId]));
  const mains = new Map<number, number[]>();
  for (const link of links) mains.set(link.mainTableId, [...(mains.get(link.mainTableId) ?? []), link.tableId]);
  return {
    offers: plan.map((move) => toOffer(move, playerIdOf, nameOf)),
    requests: requests.flatMap((row) => {
      const seat = seatOf.get(row.request.seatId);
      return seat ? [toChangeRequest(row, seat, nameOf.get(seat.tableId) ?? '')] : [];
    }),
    mustMove: [...mains].map(([mainTableId, tableIds]) => ({
      mainTableId: String(mainTableId),
      mustMoveTableIds: tableIds.map(String),
    })),
    mode,
    asOf,
  };
}

/** GET /api/seat-change-request: the player's waiting request for their open seat, or null. */
export async function readChangeRequestOfPlayer(db: DbOrTx, playerId: number): Promise<ChangeRequest | null> {
  const [open] = await findOpenSeatsOfPlayer(db, playerId);
  if (!open) return null;
  const [row] = await findWaitingChangeRequests(db, open.seat.id);
  if (!row) return null;
  const name = await findPlayerName(db, playerId);
  const seat = { ...open.seat, firstName: name?.firstName ?? '', lastName: name?.lastName ?? '' };
  return toChangeRequest(row, seat, open.table.name);
}

/** The floor's moves, or null when no table is protected and no request waits (a seat change cannot matter). */
export async function readFloorMovesIfAny(db: DbOrTx, asOf: string): Promise<FloorMoves | null> {
  return (await anyMovesPossible(db)) ? readFloorMoves(db, asOf) : null;
}
