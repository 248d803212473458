import { returnedRow } from '../../../db/rows';
import type { UseCaseContext } from '../../../use-case';
import { publishSeatAssigned, publishUnpaidBuyInsChange } from './seating.events';
import { pushLiveSession, pushWaitlistChange } from '../table-updates.service';
import { toPaise } from '@club/shared/money';
import { seatedElsewhereMessage } from '@club/shared/tables';
import type { AssignSeatRequest, StaffSeat } from '@club/shared/tables-staff';
import { fromPaise } from '@club/shared/money';
import { AppError, notFound } from '../../../app-error';
import type { Db } from '../../../db/client';
import { uniqueViolation } from '../../../db/errors';
import { seats } from '../../../db/schema';
import { seatPush } from '../../push/push.mappers';
import { sendPushToPlayer } from '../../push/push.service';
import { writeAudit } from '../../staff/audit.service';
import { toStaffSeat } from '../shared/tables.mappers';
import {
  findOpenSeatsOfPlayer,
  findPlayerName,
  findStaffName,
  findTable,
  lockPlayerRow,
  type SeatRow,
} from '../shared/tables.repo';
import { seatPagedEntry } from '../paging/paging.repo';
import { findWaitingGuestEntry, leaveOtherWaitlists, seatGameEntry, seatGuestEntry } from '../shared/waitlist.repo';
import { GUEST_MESSAGES, initialsOf } from '@club/shared/guests';
import { guestSeating } from '../../club/club.service';
import { findGuestName } from '../game-lists/guests.repo';

/**
 * Seats a wait-listed player (super admin, admin, manager). One transaction takes the player off the
 * table's wait-list and opens the seat, which is also the live session (start and buy-in). Two partial
 * unique indexes decide races: seats_one_player_per_seat (one open seat per seat number) answers
 * SEAT_TAKEN, seats_one_open_seat_per_player answers SEATED_ELSEWHERE. The checks before the insert
 * only give a clearer message; under concurrency the indexes are what hold.
 */
async function tableToSeatAt(db: Db, input: { tableId: number; seatNumber: number; buyIn: string }) {
  const table = await findTable(db, input.tableId);
  if (!table) throw notFound('Table');
  if (input.seatNumber > table.maxPlayers) {
    throw new AppError(
      'BAD_REQUEST',
      `Seat ${input.seatNumber} does not exist: this table has ${table.maxPlayers} seats`,
    );
  }
  const buyIn = toPaise(input.buyIn);
  if (buyIn < table.minBuyInPaise || buyIn > table.maxBuyInPaise) {
    throw new AppError(
      'BAD_REQUEST',
      `The buy-in must be between ₹${fromPaise(table.minBuyInPaise)} and ₹${fromPaise(table.maxBuyInPaise)}`,
    );
  }
  return { table, buyIn };
}

async function openSeat(db: Db, input: AssignSeatRequest & { tableId: number; staffId: number; now: Date }) {
  const { table, buyIn } = await tableToSeatAt(db, input);
  try {
    const { seat, leftTableIds, leftGameIds } = await db.transaction(async (tx) => {
      // One seating of a player at a time: two tables seating the same player at once would otherwise
      // lock each other's wait-list rows (leaveOtherWaitlists) in opposite order and deadlock.
      if (!(await lockPlayerRow(tx, input.playerId))) throw notFound('Player');
      // The player's entry for this table's game, whatever table it preferred (decision 063), or one of
      // another game whose page named this table (decision 061).
      const entry =
        (await seatGameEntry(tx, input.playerId, table.gameId, table.id)) ??
        (await seatPagedEntry(tx, input.playerId, table.id));
      if (!entry) {
        // Seating at another active table may just have taken the player off this list.
        const [open] = await findOpenSeatsOfPlayer(tx, input.playerId);
        if (open) throw new AppError('SEATED_ELSEWHERE', seatedElsewhereMessage(open.table.name));
        throw new AppError('INVALID_STATE', 'The player is not on this table’s wait-list');
      }
      const created = returnedRow(
        await tx
          .insert(seats)
          .values({
            tableId: table.id,
            playerId: input.playerId,
            seatNumber: input.seatNumber,
            buyInPaise: buyIn,
            sessionStartAt: input.now,
            assignedBy: input.staffId,
          })
          .returning(),
      );
      // Seated at an active table, the player can join no other list (dashboard.md section 4), so the
      // lists they were on let the players behind them move up.
      const leftGameIds = table.status === 'active' ? await leaveOtherWaitlists(tx, input.playerId, table.gameId) : [];
      if (entry.gameId !== table.gameId) leftGameIds.push(entry.gameId);
      const leftTableIds = entry.tableId !== null && entry.tableId !== table.id ? [entry.tableId] : [];
      await writeAudit(tx, {
        staffId: input.staffId,
        playerId: input.playerId,
        action: 'tables.assign_seat',
        entity: 'seat',
        entityId: created.id,
        after: { ...created, leftGameListsOf: leftGameIds },
      });
      return { seat: created, leftTableIds, leftGameIds };
    });
    const assignedBy = (await findStaffName(db, input.staffId)) ?? 'Floor staff';
    const player = (await findPlayerName(db, input.playerId)) ?? { firstName: 'Player', lastName: `${input.playerId}` };
    return {
      seat,
      table,
      assignedBy,
      leftTableIds,
      leftGameIds,
      staffSeat: toStaffSeat(seat, table, player, assignedBy),
    };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'seats_one_player_per_seat') {
      throw new AppError('SEAT_TAKEN', `Seat ${input.seatNumber} at ${table.name} is already taken`);
    }
    if (constraint === 'seats_one_open_seat_per_player') {
      const [open] = await findOpenSeatsOfPlayer(db, input.playerId);
      throw new AppError('SEATED_ELSEWHERE', seatedElsewhereMessage(open?.table.name ?? 'another table'));
    }
    throw error;
  }
}

const GUEST_NOT_LISTED = 'The guest is not on this table’s wait-list';

/**
 * Seating a guest from a list (decision 131), as the club's guestSeating says. `account_first` (the default):
 * refused with a message asking for a player account first. `cash_guest`: one transaction takes the guest's
 * entry for the table's game off the list and opens a seat for the guest with no money in the system: the
 * buy-in is noted as paid in cash at the table (buy_in_cash), never a ledger row, and the cage's lists leave the
 * seat out. The same unique indexes decide races (seats_one_player_per_seat, seats_one_open_seat_per_guest).
 * Audited; the floor, the boards and the lobby hear it after the commit.
 */
export async function seatGuest(
  ctx: UseCaseContext,
  input: { guestId: number; tableId: number; seatNumber: number; buyIn: string; staffId: number; now: Date },
): Promise<StaffSeat> {
  const { table, buyIn } = await tableToSeatAt(ctx.db, input);
  if ((await guestSeating(ctx.db)) === 'account_first') {
    if (!(await findWaitingGuestEntry(ctx.db, input.guestId, table.gameId))) {
      throw new AppError('INVALID_STATE', GUEST_NOT_LISTED);
    }
    throw new AppError('INVALID_STATE', GUEST_MESSAGES.accountFirst);
  }
  let opened: { seat: SeatRow; guestName: string };
  try {
    opened = await ctx.db.transaction(async (tx) => {
      const entry = await seatGuestEntry(tx, input.guestId, table.gameId, table.id);
      if (!entry) throw new AppError('INVALID_STATE', GUEST_NOT_LISTED);
      const seat = returnedRow(
        await tx
          .insert(seats)
          .values({
            tableId: table.id,
            guestId: input.guestId,
            seatNumber: input.seatNumber,
            buyInPaise: buyIn,
            buyInCash: true,
            sessionStartAt: input.now,
            assignedBy: input.staffId,
          })
          .returning(),
      );
      const guestName = (await findGuestName(tx, input.guestId)) ?? 'Guest';
      await writeAudit(tx, {
        staffId: input.staffId,
        action: 'tables.seat_guest',
        entity: 'seat',
        entityId: seat.id,
        after: { ...seat, guestInitials: initialsOf(guestName), entryId: entry.id },
      });
      return { seat, guestName };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'seats_one_player_per_seat') {
      throw new AppError('SEAT_TAKEN', `Seat ${input.seatNumber} at ${table.name} is already taken`);
    }
    if (constraint === 'seats_one_open_seat_per_guest') {
      throw new AppError('SEATED_ELSEWHERE', 'The guest is already seated at a table');
    }
    throw error;
  }
  const { seat, guestName } = opened;
  ctx.afterCommit(() => pushWaitlistChange(ctx, [table.id], [], [table.gameId]));
  const assignedBy = await findStaffName(ctx.db, input.staffId);
  return toStaffSeat(seat, table, { firstName: guestName, lastName: '' }, assignedBy);
}

/**
 * Seats the player, then tells them (seat_assigned), refreshes their live session and every list the
 * seating changed (this table's, and the ones the player left).
 */
export async function assignSeat(
  ctx: UseCaseContext,
  input: AssignSeatRequest & { tableId: number; staffId: number; now: Date },
) {
  const result = await openSeat(ctx.db, input);
  const { seat, table, assignedBy, leftTableIds, leftGameIds, staffSeat } = result;
  publishSeatAssigned(ctx, {
    playerId: input.playerId,
    seatId: seat.id,
    tableId: String(table.id),
    tableName: table.name,
    gameType: table.gameType,
    seatNumber: seat.seatNumber,
    buyIn: staffSeat.buyIn,
    sessionStartTime: staffSeat.sessionStartTime,
    assignedBy,
  });
  const push = seatPush({ seatId: seat.id, tableName: table.name, seatNumber: seat.seatNumber, moved: false });
  ctx.afterCommit(
    () => pushLiveSession(ctx, seat.playerId, input.now),
    () => pushWaitlistChange(ctx, [table.id, ...leftTableIds], [seat.playerId], leftGameIds),
    () => publishUnpaidBuyInsChange(ctx, seat.id),
    () => sendPushToPlayer(ctx, seat.playerId, push.message, push.options),
  );
  return result;
}
