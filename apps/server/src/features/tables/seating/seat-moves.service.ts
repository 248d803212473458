import { fromPaise } from '@club/shared/money';
import { type MoveKind, TABLE_MOVE_MESSAGES } from '@club/shared/table-moves';
import type { StaffSeat } from '@club/shared/tables-staff';
import { AppError, notFound } from '../../../app-error';
import type { Db, DbOrTx } from '../../../db/client';
import { uniqueViolation } from '../../../db/errors';
import type { UseCaseContext } from '../../../use-case';
import { mustMoveMode } from '../../club/club.service';
import { seatPush } from '../../push/push.mappers';
import { sendPushToPlayer } from '../../push/push.service';
import { writeAudit } from '../../staff/audit.service';
import { endChangeRequest } from '../moves/table-moves.repo';
import { readMovePlan } from '../moves/table-moves-view.service';
import type { FloorStaff } from '../shared/tables.policy';
import { toStaffSeat } from '../shared/tables.mappers';
import { findOpenSeatAt, findStaffName, lockPlayerRow, lockSeat } from '../shared/tables.repo';
import { leaveOtherWaitlists, resolveWaitingEntry } from '../shared/waitlist.repo';
import { pushChangeRequestOf, pushLiveSession, pushWaitlistChange } from '../table-updates.service';
import { publishReleasedSeatsChange, publishSeatAssigned, publishUnpaidBuyInsChange } from './seating.events';
import { endSeatWithoutMoney, findSeat, moveSeatRow, shareLockTable } from './seating.repo';

// The floor moves a seated player to another seat or table, or releases the seat (issue 15).

const SEAT_GONE = 'This seat has ended or does not exist';

/**
 * Locks a seat still open for a floor action: the player's row first, as seating and wait-list joins
 * do (two actions on one player then queue instead of deadlocking), then the seat. 404 when the seat
 * is unknown or has ended.
 */
async function lockOpenSeatOfFloor(tx: DbOrTx, seatId: number, playerId: number | null) {
  // A guest's seat (decision 131) has no player row to order against a seating.
  if (playerId !== null) await lockPlayerRow(tx, playerId);
  const locked = await lockSeat(tx, seatId);
  if (!locked || locked.seat.endedAt) throw new AppError('NOT_FOUND', SEAT_GONE);
  return locked;
}

/** The seat's player (null for a guest's), read before any lock (a seat never changes player). */
async function playerOfOpenSeat(db: DbOrTx, seatId: number): Promise<number | null> {
  const seat = await findSeat(db, seatId);
  if (!seat || seat.endedAt) throw new AppError('NOT_FOUND', SEAT_GONE);
  return seat.playerId;
}

export interface MoveSeatInput {
  seatId: number;
  tableId: number;
  seatNumber: number;
  note: string | null;
  staff: Pick<FloorStaff, 'staffId' | 'name'>;
  now: Date;
  /** A move the floor was offered (decision 142): checked again under the seat's lock, refused once gone. */
  offer?: { kind: MoveKind };
}

/** The offer is still the plan's under the player's and the seat's locks: a second confirm finds it gone. */
async function checkOffered(tx: DbOrTx, input: MoveSeatInput) {
  if (!input.offer) return;
  const { plan } = await readMovePlan(tx);
  const still = plan.some(
    (move) =>
      move.seatId === input.seatId &&
      move.kind === input.offer?.kind &&
      move.toTableId === input.tableId &&
      move.toSeatNumber === input.seatNumber,
  );
  if (!still) throw new AppError('INVALID_STATE', TABLE_MOVE_MESSAGES.offerGone);
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
      await checkOffered(tx, input);
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
          `Seat ${input.seatNumber} at ${to.name} is taken by ${[occupant.firstName, occupant.lastName].filter(Boolean).join(' ')}`,
        );
      }
      const after = await moveSeatRow(tx, before.id, to.id, input.seatNumber);
      // Seated at an active table, the player leaves every other list (as a seating does); a waiting
      // entry at the new table itself is what the player got: it is seated.
      const leftTableIds =
        to.status === 'active' && playerId !== null ? await leaveOtherWaitlists(tx, playerId, to.id) : [];
      const seatedEntry = playerId === null ? null : await resolveWaitingEntry(tx, playerId, to.id, 'seated');
      // A move serves the seat's table or seat change request, whichever way the floor made it (decision 142).
      const servedRequest = await endChangeRequest(tx, before.id, 'moved', input.now);
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
          moveKind: input.offer?.kind ?? null,
          servedChangeRequest: servedRequest?.id ?? null,
        },
        note: input.note,
      });
      const assignedBy = await findStaffName(tx, before.assignedBy);
      return {
        seat: after,
        from,
        to,
        leftTableIds,
        servedRequest: servedRequest !== undefined,
        staffSeat: toStaffSeat(after, to, player, assignedBy),
      };
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
  const { seat, from, to, leftTableIds, servedRequest, staffSeat } = await changeSeat(ctx.db, input);
  // A guest (decision 131) has no phone to tell: the floor walks them over.
  if (seat.playerId !== null)
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
      ...(input.offer ? { moveKind: input.offer.kind } : {}),
    });
  const push = seatPush({ seatId: seat.id, tableName: to.name, seatNumber: seat.seatNumber, moved: true });
  ctx.afterCommit(
    () => pushLiveSession(ctx, seat.playerId, input.now),
    () => pushWaitlistChange(ctx, [from.id, to.id, ...leftTableIds], [seat.playerId]),
    () => publishUnpaidBuyInsChange(ctx, seat.id),
    () => (servedRequest ? pushChangeRequestOf(ctx, seat.playerId) : undefined),
    () => settleMustMoves(ctx, input.staff),
    () => sendPushToPlayer(ctx, seat.playerId, push.message, push.options),
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
    () => publishUnpaidBuyInsChange(ctx, ended.id),
    () => pushChangeRequestOf(ctx, playerId),
    () => settleMustMoves(ctx, input.staff),
  );
  return staffSeat;
}

/**
 * A seat opened (a move, a release, a cash-out, a table newly protected): with the club's must-move mode
 * `automatic` (decision 142), every must-move the plan offers is made at once, in the plan's order, as the
 * staff member whose action opened the seat (the audit says so). A move someone made meanwhile is skipped.
 */
export async function settleMustMoves(ctx: UseCaseContext, staff: Pick<FloorStaff, 'staffId' | 'name'>) {
  if ((await mustMoveMode(ctx.db)) !== 'automatic') return;
  const { plan } = await readMovePlan(ctx.db);
  for (const move of plan.filter((m) => m.kind === 'must_move')) {
    try {
      await moveSeat(ctx, {
        seatId: move.seatId,
        tableId: move.toTableId,
        seatNumber: move.toSeatNumber,
        note: 'Automatic must-move (club setting)',
        staff,
        now: new Date(),
        offer: { kind: 'must_move' },
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
}
