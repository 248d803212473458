import { isBarInForce } from '@club/shared/player-directory';
import type { FloorRequest, FloorSeat, FloorTable, FloorWaitlistEntry } from '@club/shared/floor';
import { fromPaise } from '@club/shared/money';
import type { FloorRows } from './floor.repo';
import { arrivalAndReorder, entrantOf } from '../shared/waitlist.mappers';
import { toWaitlistPage } from '../shared/waitlist.mappers';
import { timingRulesOf } from '../shared/tables.mappers';
import type { SeatRow } from '../shared/tables.repo';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An acknowledgement counts only for the request it answered (a new request clears it; this is the guard). */
const acknowledged = (at: Date, acknowledgedAt: Date | null) =>
  acknowledgedAt && acknowledgedAt.getTime() >= at.getTime() ? acknowledgedAt.toISOString() : null;

/** The seat's newest request: a cash-out request comes after the call time it follows. */
function newestRequest(seat: SeatRow): FloorRequest | null {
  if (seat.cashOutRequestedAt) {
    return {
      kind: 'cash_out',
      at: seat.cashOutRequestedAt.toISOString(),
      acknowledgedAt: acknowledged(seat.cashOutRequestedAt, seat.cashOutAcknowledgedAt),
    };
  }
  if (seat.callTimeStartedAt) {
    return {
      kind: 'call_time',
      at: seat.callTimeStartedAt.toISOString(),
      acknowledgedAt: acknowledged(seat.callTimeStartedAt, seat.callTimeAcknowledgedAt),
    };
  }
  return null;
}

function toFloorSeat(row: FloorRows['seats'][number]): FloorSeat {
  const { seat } = row;
  const entrant = entrantOf(row);
  return {
    seatId: seat.id,
    seatNumber: seat.seatNumber,
    playerId: seat.playerId,
    guestId: seat.guestId,
    guestPhone: entrant.guestPhone,
    buyInCash: seat.buyInCash,
    playerName: entrant.playerName,
    nickname: entrant.nickname,
    buyIn: fromPaise(seat.buyInPaise),
    buyInPaid: fromPaise(seat.buyInPaidPaise),
    sessionStartTime: seat.sessionStartAt.toISOString(),
    callTimeStartedAt: iso(seat.callTimeStartedAt),
    cashOutRequestedAt: iso(seat.cashOutRequestedAt),
    barred: row.barredAt !== null && isBarInForce({ barredAt: row.barredAt, barredUntil: row.barredUntil }),
    request: newestRequest(seat),
  };
}

function toFloorWaitlistEntry(row: FloorRows['waiting'][number], creditInUse: Set<number>): FloorWaitlistEntry {
  const { entry } = row;
  const entrant = entrantOf(row);
  return {
    entryId: entry.id,
    playerId: entry.playerId,
    guestId: entry.guestId,
    guestPhone: entrant.guestPhone,
    playerName: entrant.playerName,
    nickname: entrant.nickname,
    position: entry.position,
    preferredTableId: entry.tableId === null ? null : String(entry.tableId),
    preferredSeat: entry.preferredSeat,
    notes: entry.notes,
    joinedAt: entry.createdAt.toISOString(),
    kycStatus: row.kycStatus,
    barred: row.barredAt !== null && isBarInForce({ barredAt: row.barredAt, barredUntil: row.barredUntil }),
    hasCreditInUse: entry.playerId !== null && creditInUse.has(entry.playerId),
    seatedAt: row.seatedAt,
    page: toWaitlistPage(entry, row.pagedTableName),
    // How the current page went out and whether it was seen (decision 141); none while not paged.
    deliveries:
      entry.pagedAt === null
        ? []
        : row.deliveries.map((delivery) => ({ ...delivery, at: new Date(delivery.at).toISOString() })),
    misses: entry.pageMisses,
    ...arrivalAndReorder(entry),
  };
}

/**
 * The floor's tables, in the order the rows came (by name), each with its seats and its wait-list;
 * `creditInUse` holds the waiting players who have credit in use.
 */
export function toFloorTables(rows: FloorRows, creditInUse: Set<number>): FloorTable[] {
  const seatsOf = new Map<number, FloorSeat[]>();
  for (const row of rows.seats) {
    const list = seatsOf.get(row.seat.tableId) ?? [];
    list.push(toFloorSeat(row));
    seatsOf.set(row.seat.tableId, list);
  }
  // A table's list (decision 063): its game's waiting entries that prefer it or any table, in game order,
  // each with its game position; an entry with no preference shows beside every table of its game.
  const waitlistOf = new Map<number, FloorWaitlistEntry[]>();
  for (const row of rows.waiting) {
    const entry = toFloorWaitlistEntry(row, creditInUse);
    for (const table of rows.tables) {
      if (table.gameId !== row.entry.gameId) continue;
      if (row.entry.tableId !== null && row.entry.tableId !== table.id) continue;
      const list = waitlistOf.get(table.id) ?? [];
      list.push(entry);
      waitlistOf.set(table.id, list);
    }
  }
  return rows.tables.map((table) => ({
    id: String(table.id),
    name: table.name,
    gameId: table.gameId,
    gameType: table.gameType,
    stakes: table.stakes,
    smallBlind: fromPaise(table.smallBlindPaise),
    bigBlind: fromPaise(table.bigBlindPaise),
    minBuyIn: fromPaise(table.minBuyInPaise),
    maxBuyIn: fromPaise(table.maxBuyInPaise),
    maxPlayers: table.maxPlayers,
    status: table.status,
    gameStartedAt: iso(table.gameStartedAt),
    timingRules: timingRulesOf(table),
    seats: seatsOf.get(table.id) ?? [],
    waitlist: waitlistOf.get(table.id) ?? [],
  }));
}
