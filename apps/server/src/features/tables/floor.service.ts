import type { FloorRequestKind, FloorTable } from '@club/shared/floor';
import { fromPaise } from '@club/shared/money';
import type { StaffSeat } from '@club/shared/tables-staff';
import { AppError, notFound } from '../../app-error';
import type { StaffSession } from '../../auth/sessions.service';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import type { UseCaseContext } from '../../use-case';
import { sendNotification } from '../notifications/notifications.service';
import { findGame } from './games.repo';
import { writeAudit } from '../staff/audit.service';
import { readFloorTable } from './floor-view.service';
import {
  acknowledgeSeatRequest,
  closeTableRow,
  endSeatWithoutMoney,
  endWaitingEntriesOfTable,
  endWaitingEntry,
  findOpenSeatAt,
  findSeat,
  findWaitlistEntry,
  moveSeatRow,
  shareLockTable,
} from './floor.repo';
import { publishReleasedSeatsChange, publishSeatAssigned } from './seating.events';
import { pushFloorTables, pushLiveSession, pushWaitlistChange } from './table-updates.service';
import { toStaffSeat } from './tables.mappers';
import { findOpenSeatsAtTable, findStaffName, findTable, lockPlayerRow, lockSeat, lockTable } from './tables.repo';
import { leaveOtherWaitlists, resolveWaitingEntry } from './waitlist.repo';
import { notifyWaitlistPlayer } from './waitlist-notice.service';

/** Who acts on the floor: the audit names them, the player's notification comes from them. */
export type FloorStaff = Pick<StaffSession, 'staffId' | 'name' | 'role'>;

const SEAT_GONE = 'This seat has ended or does not exist';

/**
 * Locks a seat still open for a floor action: the player's row first, as seating and wait-list joins
 * do (two actions on one player then queue instead of deadlocking), then the seat. 404 when the seat
 * is unknown or has ended.
 */
async function lockOpenSeatOfFloor(tx: DbOrTx, seatId: number, playerId: number) {
  await lockPlayerRow(tx, playerId);
  const locked = await lockSeat(tx, seatId);
  if (!locked || locked.seat.endedAt) throw new AppError('NOT_FOUND', SEAT_GONE);
  return locked;
}

/** The seat's player, read before any lock (a seat never changes player). */
async function playerOfOpenSeat(db: DbOrTx, seatId: number): Promise<number> {
  const seat = await findSeat(db, seatId);
  if (!seat || seat.endedAt) throw new AppError('NOT_FOUND', SEAT_GONE);
  return seat.playerId;
}

export interface MoveSeatInput {
  seatId: number;
  tableId: number;
  seatNumber: number;
  note: string | null;
  staff: FloorStaff;
  now: Date;
}

/**
 * A table change (or a seat change at the same table) that keeps the session: start, buy-in, call time
 * and requests stay on the seat row. The target table is share-locked, so a table losing seats (PATCH
 * maxPlayers locks it for update) and a move into one of them queue, while seatings and other moves into
 * it do not wait on it (a seating's foreign-key check would otherwise wait on this lock while this move
 * waits on its seat number: a deadlock). The partial unique index seats_one_player_per_seat decides two
 * moves into one seat, answered SEAT_TAKEN.
 */
async function changeSeat(db: Db, input: MoveSeatInput) {
  const playerId = await playerOfOpenSeat(db, input.seatId);
  try {
    return await db.transaction(async (tx) => {
      const { seat: before, table: from, player } = await lockOpenSeatOfFloor(tx, input.seatId, playerId);
      const to = await shareLockTable(tx, input.tableId);
      if (!to) throw notFound('Table');
      if (input.seatNumber > to.maxPlayers) {
        throw new AppError(
          'BAD_REQUEST',
          `Seat ${input.seatNumber} does not exist: ${to.name} has ${to.maxPlayers} seats`,
        );
      }
      if (to.id === before.tableId && input.seatNumber === before.seatNumber) {
        throw new AppError('BAD_REQUEST', `The player is already in seat ${input.seatNumber} at ${to.name}`);
      }
      const occupant = await findOpenSeatAt(tx, to.id, input.seatNumber);
      if (occupant) {
        throw new AppError(
          'SEAT_TAKEN',
          `Seat ${input.seatNumber} at ${to.name} is taken by ${occupant.firstName} ${occupant.lastName}`,
        );
      }
      const after = await moveSeatRow(tx, before.id, to.id, input.seatNumber);
      // Seated at an active table, the player leaves every other list (as a seating does); a waiting
      // entry at the new table itself is what the player got: it is seated.
      const leftTableIds = to.status === 'active' ? await leaveOtherWaitlists(tx, playerId, to.id) : [];
      const seatedEntry = await resolveWaitingEntry(tx, playerId, to.id, 'seated');
      await writeAudit(tx, {
        staffId: input.staff.staffId,
        playerId,
        action: 'tables.move_seat',
        entity: 'seat',
        entityId: before.id,
        before: { tableId: before.tableId, seatNumber: before.seatNumber },
        after: {
          tableId: after.tableId,
          seatNumber: after.seatNumber,
          leftWaitlistsAt: leftTableIds,
          seatedFromWaitlistEntry: seatedEntry?.id ?? null,
        },
        note: input.note,
      });
      const assignedBy = await findStaffName(tx, before.assignedBy);
      return { seat: after, from, to, leftTableIds, staffSeat: toStaffSeat(after, to, player, assignedBy) };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'seats_one_player_per_seat') {
      throw new AppError('SEAT_TAKEN', `Seat ${input.seatNumber} is already taken`);
    }
    throw error;
  }
}

/**
 * Moves a seated player. The phone hears it as a seat assignment (its dialog shows the new table and
 * seat) and gets its live session; the lobby sees both tables' counts and the floor both tables.
 */
export async function moveSeat(ctx: UseCaseContext, input: MoveSeatInput): Promise<StaffSeat> {
  const { seat, from, to, leftTableIds, staffSeat } = await changeSeat(ctx.db, input);
  publishSeatAssigned(ctx, {
    playerId: seat.playerId,
    seatId: seat.id,
    tableId: String(to.id),
    tableName: to.name,
    gameType: to.gameType,
    seatNumber: seat.seatNumber,
    buyIn: fromPaise(seat.buyInPaise),
    sessionStartTime: seat.sessionStartAt.toISOString(),
    assignedBy: input.staff.name,
  });
  ctx.afterCommit(
    () => pushLiveSession(ctx, seat.playerId, input.now),
    () => pushWaitlistChange(ctx, [from.id, to.id, ...leftTableIds], [seat.playerId]),
  );
  return staffSeat;
}

/**
 * The player left without going to the cage: the seat and its session end, no money moves and no ledger
 * row is written (cash_out_paise stays null: the cashier has not settled it).
 */
export async function releaseSeat(
  ctx: UseCaseContext,
  input: { seatId: number; note: string; staff: FloorStaff; now: Date },
): Promise<StaffSeat> {
  const playerId = await playerOfOpenSeat(ctx.db, input.seatId);
  const { ended, staffSeat } = await ctx.db.transaction(async (tx) => {
    const { seat, table, player } = await lockOpenSeatOfFloor(tx, input.seatId, playerId);
    const ended = await endSeatWithoutMoney(tx, seat.id, input.now);
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      playerId,
      action: 'tables.release_seat',
      entity: 'seat',
      entityId: seat.id,
      before: seat,
      after: ended,
      note: input.note,
    });
    return { ended, staffSeat: toStaffSeat(ended, table, player, await findStaffName(tx, seat.assignedBy)) };
  });
  ctx.afterCommit(
    () => pushLiveSession(ctx, playerId, input.now),
    () => pushWaitlistChange(ctx, [ended.tableId], [playerId]),
    () => publishReleasedSeatsChange(ctx, ended.id),
  );
  return staffSeat;
}

const ACKNOWLEDGEMENT_TEXT: Record<FloorRequestKind, { title: string; message: string; missing: string }> = {
  call_time: {
    title: 'Call time',
    message: 'The floor has seen your call time',
    missing: 'This player has not started call time: there is nothing to acknowledge',
  },
  cash_out: {
    title: 'Cash-out request',
    message: 'The floor has seen your cash-out request',
    missing: 'This player has not asked to cash out: there is nothing to acknowledge',
  },
};

/**
 * The floor has seen a player's call time or cash-out request: stored on the seat, the player is told
 * (once: acknowledging an acknowledged request changes nothing), and the answer is the table's floor.
 */
export async function acknowledgeRequest(
  ctx: UseCaseContext,
  input: { seatId: number; kind: FloorRequestKind; staff: FloorStaff; now: Date },
): Promise<FloorTable> {
  const text = ACKNOWLEDGEMENT_TEXT[input.kind];
  const { seat, changed } = await ctx.db.transaction(async (tx) => {
    const locked = await lockSeat(tx, input.seatId);
    if (!locked || locked.seat.endedAt) throw new AppError('NOT_FOUND', SEAT_GONE);
    const { seat } = locked;
    const requestedAt = input.kind === 'call_time' ? seat.callTimeStartedAt : seat.cashOutRequestedAt;
    if (!requestedAt) throw new AppError('INVALID_STATE', text.missing);
    const seen = input.kind === 'call_time' ? seat.callTimeAcknowledgedAt : seat.cashOutAcknowledgedAt;
    if (seen && seen.getTime() >= requestedAt.getTime()) return { seat, changed: false };
    const after = await acknowledgeSeatRequest(tx, seat.id, input.kind, input.staff.staffId, input.now);
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      playerId: seat.playerId,
      action: 'tables.acknowledge_request',
      entity: 'seat',
      entityId: seat.id,
      before: { kind: input.kind, requestedAt, acknowledgedAt: seen },
      after: { kind: input.kind, requestedAt, acknowledgedAt: input.now },
    });
    return { seat: after, changed: true };
  });
  if (changed) {
    ctx.afterCommit(
      () => pushFloorTables(ctx, [seat.tableId]),
      async () => {
        await sendNotification(
          ctx,
          {
            title: text.title,
            message: text.message,
            messageType: 'general',
            priority: 'normal',
            mediaUrl: null,
            target: { playerId: seat.playerId },
          },
          input.staff,
        );
      },
    );
  }
  return readFloorTable(ctx.db, seat.tableId);
}

/**
 * Staff take a player off a wait-list with a reason. The player is told (a notification naming the table
 * and the reason); the players behind move up and hear their new positions.
 */
export async function removeWaitlistEntry(
  ctx: UseCaseContext,
  input: { entryId: number; reason: string; staff: FloorStaff },
): Promise<{ removed: true }> {
  const found = await findWaitlistEntry(ctx.db, input.entryId);
  const notWaiting = () => new AppError('NOT_FOUND', 'This wait-list entry does not exist or is no longer waiting');
  if (found?.status !== 'waiting') throw notWaiting();
  const { entry, tableName } = await ctx.db.transaction(async (tx) => {
    await lockPlayerRow(tx, found.playerId);
    const entry = await endWaitingEntry(tx, found.id);
    if (!entry) throw notWaiting();
    // A game-list entry with no preferred table is named by its game (decision 063).
    const table = entry.tableId === null ? await findGame(tx, entry.gameId) : await findTable(tx, entry.tableId);
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      playerId: entry.playerId,
      action: 'tables.remove_waitlist_entry',
      entity: 'waitlist_entry',
      entityId: entry.id,
      before: found,
      after: entry,
      note: input.reason,
    });
    return { entry, tableName: table?.name ?? `table ${entry.tableId}` };
  });
  ctx.afterCommit(
    () => pushWaitlistChange(ctx, [entry.tableId], [entry.playerId], [entry.gameId]),
    () =>
      notifyWaitlistPlayer(
        ctx,
        entry.playerId,
        `You were taken off the wait-list for ${tableName}: ${input.reason}`,
        input.staff,
      ),
  );
  return { removed: true };
}

/**
 * Closes a table (issue 15): refused while anyone is seated (the message names them, so the floor knows
 * whom to move or release); otherwise the table goes inactive and its wait-list ends, each waiting player
 * told. The table row stays (its seats are the history). The table is locked for update: a seating or a
 * move into it (whose foreign-key check share-locks the row) waits for this to commit, and one that
 * committed first is seen here and refuses the close.
 */
export async function closeTable(
  ctx: UseCaseContext,
  input: { tableId: number; staff: FloorStaff },
): Promise<FloorTable> {
  const { table, ended } = await ctx.db.transaction(async (tx) => {
    const before = await lockTable(tx, input.tableId);
    if (!before) throw notFound('Table');
    const seated = await findOpenSeatsAtTable(tx, before.id);
    if (seated.length > 0) {
      const who = seated.map((row) => `Seat ${row.seat.seatNumber} ${row.firstName} ${row.lastName}`).join(', ');
      throw new AppError('INVALID_STATE', `${before.name} still has seated players. Move or release first: ${who}`);
    }
    const after = await closeTableRow(tx, before.id);
    const ended = await endWaitingEntriesOfTable(tx, before.id);
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      action: 'tables.close',
      entity: 'poker_table',
      entityId: before.id,
      before: { status: before.status, gameStartedAt: before.gameStartedAt },
      after: { status: after.status, gameStartedAt: after.gameStartedAt, endedWaitlistEntries: ended.map((e) => e.id) },
    });
    return { table: after, ended };
  });
  const playerIds = ended.map((entry) => entry.playerId);
  ctx.afterCommit(
    () => pushWaitlistChange(ctx, [table.id], playerIds),
    ...playerIds.map(
      (playerId) => () =>
        notifyWaitlistPlayer(
          ctx,
          playerId,
          `${table.name} has closed: you are no longer on its wait-list`,
          input.staff,
        ),
    ),
  );
  return readFloorTable(ctx.db, table.id);
}
