import { returnedRow } from '../../../db/rows';
import { TABLE_MESSAGES } from '@club/shared/tables';
import { computeSessionPhase } from '@club/shared/tables-phase';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../app-error';
import type { Db } from '../../../db/client';
import { seats } from '../../../db/schema';
import type { UseCaseContext } from '../../../use-case';
import { pushFloorTables, pushLiveSession, pushSessionRequest } from '../table-updates.service';
import { toLiveSession } from '../shared/tables.mappers';
import { lockOpenSeatOfPlayer, type SeatRow, type TableRow } from '../shared/tables.repo';

const phaseAt = (seat: SeatRow, table: TableRow, now: Date) =>
  computeSessionPhase(
    {
      now: now.getTime(),
      sessionStartAt: seat.sessionStartAt.getTime(),
      callTimeStartedAt: seat.callTimeStartedAt?.getTime() ?? null,
      cashOutRequestedAt: seat.cashOutRequestedAt?.getTime() ?? null,
    },
    table,
  );

export interface SessionAction {
  playerId: number;
  /** The spec's sessionId (our seat id); when given it must be the player's open seat. */
  sessionId?: number;
  now: Date;
}

/**
 * Locks the player's open seat, checks the phase at `now` and stores one timestamp. The lock makes two
 * quick taps run one after the other, so the second sees the first's timestamp and is refused.
 */
async function actOnSession(
  db: Db,
  input: SessionAction,
  isAllowed: (phase: ReturnType<typeof phaseAt>) => true | string,
  change: Partial<
    Pick<SeatRow, 'callTimeStartedAt' | 'cashOutRequestedAt' | 'callTimeAcknowledgedAt' | 'cashOutAcknowledgedAt'>
  >,
) {
  return db.transaction(async (tx) => {
    const open = await lockOpenSeatOfPlayer(tx, input.playerId);
    // A seat at a table that is not active has no live session (decision 024).
    const isLive = open?.table.status === 'active';
    if (!open || !isLive || (input.sessionId !== undefined && open.seat.id !== input.sessionId)) {
      throw new AppError('NOT_FOUND', TABLE_MESSAGES.noLiveSession);
    }
    const verdict = isAllowed(phaseAt(open.seat, open.table, input.now));
    if (verdict !== true) throw new AppError('INVALID_STATE', verdict);
    const seat = returnedRow(await tx.update(seats).set(change).where(eq(seats.id, open.seat.id)).returning());
    return { seat: seat, table: open.table };
  });
}

/** Call time may start only in CALL_TIME_AVAILABLE: after the minimum play, not while it runs or its window is open. */
export async function startCallTime(ctx: UseCaseContext, input: SessionAction) {
  const open = await actOnSession(
    ctx.db,
    input,
    (state) => (state.canStartCallTime ? true : TABLE_MESSAGES.callTimeNotAvailable),
    // A new request: the floor has not seen it yet (issue 15).
    {
      callTimeStartedAt: input.now,
      cashOutRequestedAt: null,
      callTimeAcknowledgedAt: null,
      cashOutAcknowledgedAt: null,
    },
  );
  ctx.afterCommit(
    () => pushSessionRequest(ctx, 'call_time_started', open, input.now),
    () => pushLiveSession(ctx, input.playerId, input.now),
    () => pushFloorTables(ctx, [open.table.id]),
  );
  return { ...open, liveSession: toLiveSession(open, input.now) };
}

/** A cash-out request is allowed only inside the cash-out window, once. */
export async function requestCashOut(ctx: UseCaseContext, input: SessionAction) {
  const open = await actOnSession(
    ctx.db,
    input,
    (state) => {
      if (state.cashOutRequested) return TABLE_MESSAGES.cashOutAlreadyRequested;
      return state.canCashOut ? true : TABLE_MESSAGES.cashOutNotAvailable;
    },
    { cashOutRequestedAt: input.now, cashOutAcknowledgedAt: null },
  );
  ctx.afterCommit(
    () => pushSessionRequest(ctx, 'cash_out_request_submitted', open, input.now),
    () => pushLiveSession(ctx, input.playerId, input.now),
    () => pushFloorTables(ctx, [open.table.id]),
  );
  return { ...open, liveSession: toLiveSession(open, input.now) };
}
