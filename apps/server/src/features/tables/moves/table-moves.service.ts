import {
  type ChangeRequest,
  type ChangeRequestKind,
  type FloorMoves,
  TABLE_MOVE_MESSAGES,
} from '@club/shared/table-moves';
import type { StaffSeat } from '@club/shared/tables-staff';
import { AppError, notFound } from '../../../app-error';
import { uniqueViolation } from '../../../db/errors';
import type { UseCaseContext } from '../../../use-case';
import { writeAudit } from '../../staff/audit.service';
import { moveSeat, settleMustMoves } from '../seating/seat-moves.service';
import { findSeat } from '../seating/seating.repo';
import type { FloorStaff } from '../shared/tables.policy';
import { pushChangeRequestOf, pushFloorMoves } from '../table-updates.service';
import {
  endChangeRequest,
  findLinksTouching,
  findWaitingChangeRequests,
  insertChangeRequest,
  lockTables,
  replaceMustMoveTables,
} from './table-moves.repo';
import { readChangeRequestOfPlayer, readFloorMoves, readMovePlan } from './table-moves-view.service';

// Must-moves and table or seat changes (issue 31, decision 142): the use cases.

/** Checks a main table's must-move tables against the rules; throws the first refusal. */
async function checkMustMoveTables(
  tx: Parameters<Parameters<UseCaseContext['db']['transaction']>[0]>[0],
  mainTableId: number,
  tableIds: number[],
) {
  if (tableIds.includes(mainTableId)) throw new AppError('BAD_REQUEST', TABLE_MOVE_MESSAGES.mustMoveIsSelf);
  const locked = await lockTables(tx, [mainTableId, ...tableIds]);
  const byId = new Map(locked.map((table) => [table.id, table]));
  const main = byId.get(mainTableId);
  if (!main) throw notFound('Table');
  for (const id of tableIds) {
    const table = byId.get(id);
    if (!table) throw notFound('Table');
    if (table.gameId !== main.gameId)
      throw new AppError('BAD_REQUEST', TABLE_MOVE_MESSAGES.mustMoveOtherGame(table.name));
  }
  for (const link of await findLinksTouching(tx, [mainTableId, ...tableIds])) {
    if (link.tableId === mainTableId) throw new AppError('BAD_REQUEST', TABLE_MOVE_MESSAGES.mainIsMustMove);
    if (link.mainTableId !== mainTableId && tableIds.includes(link.mainTableId)) {
      throw new AppError('BAD_REQUEST', TABLE_MOVE_MESSAGES.mustMoveIsMain(byId.get(link.mainTableId)?.name ?? ''));
    }
    if (link.mainTableId !== mainTableId && tableIds.includes(link.tableId)) {
      const name = byId.get(link.tableId)?.name ?? '';
      throw new AppError('CONFLICT', TABLE_MOVE_MESSAGES.mustMoveTaken(name, link.mainName));
    }
  }
  return main;
}

/** PUT /api/staff/tables/{tableId}/must-move: the main table's must-move tables, replaced whole; audited. */
export async function setMustMoveTables(
  ctx: UseCaseContext,
  input: { mainTableId: number; tableIds: number[]; staff: FloorStaff },
): Promise<FloorMoves> {
  const tableIds = [...new Set(input.tableIds)].sort((a, b) => a - b);
  await ctx.db.transaction(async (tx) => {
    await checkMustMoveTables(tx, input.mainTableId, tableIds);
    const before = await replaceMustMoveTables(tx, { ...input, tableIds, staffId: input.staff.staffId });
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      action: 'tables.must_move',
      entity: 'poker_table',
      entityId: input.mainTableId,
      before: { mustMoveTableIds: before },
      after: { mustMoveTableIds: tableIds },
    });
  });
  ctx.afterCommit(
    () => pushFloorMoves(ctx),
    () => settleMustMoves(ctx, input.staff),
  );
  return readFloorMoves(ctx.db);
}

/**
 * POST /api/staff/table-moves/confirm: the floor's one tap on an offer. The move is the floor's seat move
 * (the session kept), checked against the plan again under the player's and the seat's locks, so two taps at
 * once move the player once: the second is answered 409 with why.
 */
export async function confirmMove(
  ctx: UseCaseContext,
  input: { seatId: number; tableId: number; seatNumber: number; staff: FloorStaff },
): Promise<StaffSeat> {
  const { plan } = await readMovePlan(ctx.db);
  const offer = plan.find(
    (move) =>
      move.seatId === input.seatId && move.toTableId === input.tableId && move.toSeatNumber === input.seatNumber,
  );
  if (!offer) throw new AppError('INVALID_STATE', TABLE_MOVE_MESSAGES.offerGone);
  return moveSeat(ctx, {
    seatId: input.seatId,
    tableId: input.tableId,
    seatNumber: input.seatNumber,
    note: offer.kind === 'must_move' ? 'Must-move to the main game' : `Change request (${offer.kind})`,
    staff: input.staff,
    now: new Date(),
    offer: { kind: offer.kind },
  });
}

type Asker = { playerId: number } | { staff: FloorStaff };

/** A player's table or seat change request (own open seat only), or one the floor adds (audited). */
export async function requestChange(
  ctx: UseCaseContext,
  input: { seatId: number; kind: ChangeRequestKind; by: Asker; now: Date },
): Promise<ChangeRequest> {
  const seat = await findSeat(ctx.db, input.seatId);
  const byPlayer = 'playerId' in input.by ? input.by.playerId : null;
  if (!seat || seat.endedAt || (byPlayer !== null && seat.playerId !== byPlayer)) {
    throw new AppError(
      'NOT_FOUND',
      byPlayer !== null ? TABLE_MOVE_MESSAGES.notOwnSeat : 'This seat has ended or does not exist',
    );
  }
  const staff = 'staff' in input.by ? input.by.staff : null;
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await insertChangeRequest(tx, {
        seatId: seat.id,
        kind: input.kind,
        addedBy: staff?.staffId ?? null,
        now: input.now,
      });
      if (staff) {
        await writeAudit(tx, {
          staffId: staff.staffId,
          playerId: seat.playerId,
          action: 'tables.add_change_request',
          entity: 'seat',
          entityId: seat.id,
          after: { requestId: row.id, kind: row.kind },
        });
      }
    });
  } catch (error) {
    if (uniqueViolation(error) === 'seat_change_requests_one_waiting') {
      const [waiting] = await findWaitingChangeRequests(ctx.db, seat.id);
      throw new AppError('CONFLICT', TABLE_MOVE_MESSAGES.alreadyAsked(waiting?.request.kind ?? input.kind));
    }
    throw error;
  }
  ctx.afterCommit(
    () => pushFloorMoves(ctx),
    () => pushChangeRequestOf(ctx, seat.playerId),
  );
  const moves = await readFloorMoves(ctx.db);
  const made = moves.requests.find((request) => request.seatId === seat.id);
  if (!made) throw new AppError('NOT_FOUND', 'This seat has ended or does not exist');
  return made;
}

/** Cancels a waiting request: the player's own (by seat), or any by the floor (by request id, audited). */
export async function cancelChange(
  ctx: UseCaseContext,
  input: { seatId: number; by: Asker; now: Date },
): Promise<{ request: null }> {
  const seat = await findSeat(ctx.db, input.seatId);
  const byPlayer = 'playerId' in input.by ? input.by.playerId : null;
  if (!seat || (byPlayer !== null && seat.playerId !== byPlayer)) {
    throw new AppError('NOT_FOUND', TABLE_MOVE_MESSAGES.noRequest);
  }
  const staff = 'staff' in input.by ? input.by.staff : null;
  await ctx.db.transaction(async (tx) => {
    const ended = await endChangeRequest(tx, seat.id, 'cancelled', input.now);
    if (!ended) throw new AppError('NOT_FOUND', TABLE_MOVE_MESSAGES.noRequest);
    if (staff) {
      await writeAudit(tx, {
        staffId: staff.staffId,
        playerId: seat.playerId,
        action: 'tables.cancel_change_request',
        entity: 'seat',
        entityId: seat.id,
        before: { requestId: ended.id, kind: ended.kind },
        after: { status: ended.status },
      });
    }
  });
  ctx.afterCommit(
    () => pushFloorMoves(ctx),
    () => pushChangeRequestOf(ctx, seat.playerId),
  );
  return { request: null };
}

/** GET /api/seat-change-request. */
export const myChangeRequest = async (ctx: UseCaseContext, playerId: number) => ({
  request: await readChangeRequestOfPlayer(ctx.db, playerId),
});
