import {
  DEFAULT_SEAT_TURNOVER_MINUTES,
  ETA_HISTORY_SESSIONS,
  MIN_WAIT_ESTIMATE_MINUTES,
  type SeatRequest,
  seatedElsewhereMessage,
  TABLE_MESSAGES,
  type TableStatus,
} from '@club/shared/tables';
import { estimateWaitMinutes } from '@club/shared/tables-phase';
import { AppError, notFound } from '../../app-error';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { findOpenSeatsOfPlayer, findRecentSessionMinutes, findTable, findTableWithCounts } from './tables.repo';
import {
  findSeatedEntriesOfPlayer,
  findWaitingEntriesOfPlayer,
  insertWaitlistEntry,
  resolveWaitingEntry,
} from './waitlist.repo';

async function estimateFor(db: DbOrTx, tableId: number, position: number): Promise<number | null> {
  const table = await findTableWithCounts(db, tableId);
  if (!table) return null;
  return estimateWaitMinutes({
    position,
    freeSeats: Math.max(0, table.maxPlayers - table.currentPlayers),
    occupiedSeats: table.currentPlayers,
    recentSessionMinutes: await findRecentSessionMinutes(db, tableId, ETA_HISTORY_SESSIONS),
    defaultTurnoverMinutes: DEFAULT_SEAT_TURNOVER_MINUTES,
    minimumMinutes: MIN_WAIT_ESTIMATE_MINUTES,
  });
}

/** The spec's seat requests: waiting entries with their derived position, then seats taken from the list. */
export async function listSeatRequests(db: DbOrTx, playerId: number): Promise<SeatRequest[]> {
  const waiting = await findWaitingEntriesOfPlayer(db, playerId);
  const seated = await findSeatedEntriesOfPlayer(db, playerId);
  const requests: SeatRequest[] = [];
  for (const { entry, table } of waiting) {
    requests.push({
      ...seatRequestBase(playerId, entry, table),
      seatNumber: entry.preferredSeat,
      status: 'waiting',
      position: entry.position,
      estimatedWaitMinutes: await estimateFor(db, table.id, entry.position),
      sessionStartTime: null,
    });
  }
  for (const { entry, table, seat } of seated) {
    requests.push({
      ...seatRequestBase(playerId, entry, table),
      seatNumber: seat.seatNumber,
      status: 'seated',
      position: null,
      estimatedWaitMinutes: null,
      sessionStartTime: seat.sessionStartAt.toISOString(),
    });
  }
  return requests;
}

/** What a seat request says of its entry and table, waiting or seated. */
function seatRequestBase(
  playerId: number,
  entry: { id: number; preferredSeat: number | null; notes: string | null; createdAt: Date },
  table: { id: number; name: string; gameType: string; status: string; gameStartedAt: Date | null },
) {
  return {
    id: entry.id,
    playerId,
    tableId: table.id,
    tableName: table.name,
    gameType: table.gameType,
    tableStatus: table.status as TableStatus,
    gameStarted: table.gameStartedAt !== null,
    preferredSeat: entry.preferredSeat,
    notes: entry.notes,
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * Puts the player on a table's wait-list. A player playing at an active table is refused with the spec's
 * message naming it; a second waiting entry for the same table is refused by the unique index
 * waitlist_one_waiting_per_table, so two quick taps cannot make two entries.
 */
export async function joinWaitlist(
  db: Db,
  input: { playerId: number; tableId: number; preferredSeat: number | null; notes: string | null },
): Promise<SeatRequest> {
  const table = await findTable(db, input.tableId);
  if (!table) throw notFound('Table');
  if (input.preferredSeat !== null && input.preferredSeat > table.maxPlayers) {
    throw new AppError('BAD_REQUEST', `Choose a seat from 1 to ${table.maxPlayers}`);
  }
  const [open] = await findOpenSeatsOfPlayer(db, input.playerId);
  if (open?.table.status === 'active') {
    throw new AppError('SEATED_ELSEWHERE', seatedElsewhereMessage(open.table.name));
  }
  if (open?.table.id === table.id) throw new AppError('CONFLICT', 'You are already seated at this table');
  try {
    await insertWaitlistEntry(db, input);
  } catch (error) {
    if (uniqueViolation(error) === 'waitlist_one_waiting_per_table') {
      throw new AppError('ALREADY_ON_WAITLIST', TABLE_MESSAGES.alreadyOnWaitlistServer);
    }
    throw error;
  }
  const requests = await listSeatRequests(db, input.playerId);
  return requests.find((r) => r.tableId === table.id && r.status === 'waiting')!;
}

export async function leaveWaitlist(db: Db, playerId: number, tableId: number): Promise<void> {
  const left = await resolveWaitingEntry(db, playerId, tableId, 'left');
  if (!left) throw new AppError('NOT_FOUND', TABLE_MESSAGES.notOnWaitlist);
}
