import type { FloorRequestKind, FloorTable } from '@club/shared/floor';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../../app-error';
import type { Db } from '../../../db/client';
import { returnedRow } from '../../../db/rows';
import { seats } from '../../../db/schema';
import type { UseCaseContext } from '../../../use-case';
import { sendNotification } from '../../notifications/notifications.service';
import { writeAudit } from '../../staff/audit.service';
import { readFloorTable } from '../floor/floor-view.service';
import type { FloorStaff } from '../shared/tables.policy';
import { lockSeat } from '../shared/tables.repo';
import { pushFloorTables, pushLiveSession } from '../table-updates.service';
import { acknowledgeSeatRequest } from './live-session.repo';

// The floor's side of a live session: it acknowledges the player's requests and corrects a late-entered start.

const SEAT_GONE = 'This seat has ended or does not exist';

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
        // A guest's seat (decision 131) has no app to tell; the request came from a player's anyway.
        if (seat.playerId === null) return;
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

/** The longest a correction may move a session start back: a session is one visit, not days. */
const MAX_CORRECTION_MS = 24 * 60 * 60_000;

/**
 * The floor entered the seat late: the session start moves to when the player really sat down, so
 * the minimum play counts from then. Call time already started is kept as stored (it happened when it did).
 */
async function moveSessionStart(db: Db, staffId: number, seatId: number, sessionStartAt: Date, now: Date) {
  if (sessionStartAt.getTime() > now.getTime()) {
    throw new AppError('BAD_REQUEST', 'The session cannot start in the future');
  }
  if (now.getTime() - sessionStartAt.getTime() > MAX_CORRECTION_MS) {
    throw new AppError('BAD_REQUEST', 'A session start can be moved back by at most 24 hours');
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(seats).where(eq(seats.id, seatId)).for('update');
    if (!before) throw notFound('Seat');
    if (before.endedAt) throw new AppError('INVALID_STATE', 'This seat has already been cashed out');
    const after = returnedRow(await tx.update(seats).set({ sessionStartAt }).where(eq(seats.id, seatId)).returning());
    await writeAudit(tx, {
      staffId,
      playerId: before.playerId,
      action: 'tables.correct_session_start',
      entity: 'seat',
      entityId: seatId,
      before: { sessionStartAt: before.sessionStartAt },
      after: { sessionStartAt: after.sessionStartAt },
    });
    return after;
  });
}

/** The floor entered the seat late; the player's session shows the corrected start. */
export async function correctSessionStart(
  ctx: UseCaseContext,
  staffId: number,
  seatId: number,
  sessionStartAt: Date,
  now: Date,
) {
  const seat = await moveSessionStart(ctx.db, staffId, seatId, sessionStartAt, now);
  ctx.afterCommit(
    () => pushLiveSession(ctx, seat.playerId),
    () => pushFloorTables(ctx, [seat.tableId]),
  );
  return seat;
}
