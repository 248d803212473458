import { returnedRow } from '../../../db/rows';
import type { UseCaseContext } from '../../../use-case';
import { publishBalanceChange } from '../../wallet/wallet.events';
import { publishReleasedSeatsChange } from './seating.events';
import { pushLiveSession, pushWaitlistChange } from '../table-updates.service';
import { fromPaise, toPaise } from '@club/shared/money';
import type { PendingCashOut } from '@club/shared/pending-cash-outs';
import type { StaffSeat } from '@club/shared/tables-staff';
import type { WalletOperationResult } from '@club/shared/wallet';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../../app-error';
import type { Db, Tx } from '../../../db/client';
import { seats, transactions } from '../../../db/schema';
import { writeAudit } from '../../staff/audit.service';
import { runIdempotent } from '../../wallet/idempotency.service';
import { applyTableMoney } from '../../wallet/wallet.service';
import { toStaffSeat } from '../shared/tables.mappers';
import { findPendingCashOuts, findStaffName, lockSeat } from '../shared/tables.repo';

interface CashierInput {
  seatId: number;
  amount: string;
  note: string | null;
  staff: { staffId: number; name: string };
  idempotencyKey: string;
  now: Date;
}

export interface TableMoneyResult {
  seat: StaffSeat;
  wallet: WalletOperationResult | null;
}

const CASHED_OUT = 'This seat has already been cashed out';

async function lockOpenSeat(tx: Tx, seatId: number) {
  const row = await lockSeat(tx, seatId);
  if (!row) throw notFound('Seat');
  if (row.seat.endedAt) throw new AppError('INVALID_STATE', CASHED_OUT);
  return row;
}

/**
 * Locks a seat the cashier may cash out: an open one, or one the floor released (ended, cash_out_paise
 * still null) and nobody has settled. The row lock makes two cash-outs of one seat queue; the second
 * then sees the stored cash-out and is refused.
 */
async function lockSeatToCashOut(tx: Tx, seatId: number) {
  const row = await lockSeat(tx, seatId);
  if (!row) throw notFound('Seat');
  if (row.seat.cashOutPaise !== null) throw new AppError('INVALID_STATE', CASHED_OUT);
  return row;
}

async function paidBuyIns(tx: Tx, seatId: number): Promise<bigint> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(-sum(${transactions.amountPaise}), 0)::text` })
    .from(transactions)
    .where(and(eq(transactions.seatId, seatId), eq(transactions.type, 'table_buy_in')));
  return BigInt(row?.sum ?? '0');
}

/**
 * The cashier takes the table buy-in from the player's cash (ledger table_buy_in, tied to the seat). The
 * seat's buy-in is what the floor stated at seating; payments beyond it are re-buys and raise it, so the
 * session always shows at least what was paid (docs/decisions/023).
 */
async function buyIn(db: Db, input: CashierInput) {
  const amount = toPaise(input.amount);
  return runIdempotent(
    db,
    {
      staffId: input.staff.staffId,
      key: input.idempotencyKey,
      route: `table-buy-in:${input.seatId}`,
      body: { amount: fromPaise(amount), note: input.note },
    },
    async (tx): Promise<TableMoneyResult> => {
      const { seat, table, player } = await lockOpenSeat(tx, input.seatId);
      const paid = (await paidBuyIns(tx, seat.id)) + amount;
      const wallet = await applyTableMoney(tx, {
        type: 'table_buy_in',
        playerId: seat.playerId,
        seatId: seat.id,
        amountPaise: amount,
        description: input.note ?? `Table buy-in at ${table.name}, seat ${seat.seatNumber}`,
        staff: input.staff,
      });
      // biome-ignore lint/complexity/useMathMinMax: bigint paise; Math.max takes numbers only
      const buyInPaise = paid > seat.buyInPaise ? paid : seat.buyInPaise;
      const updated = returnedRow(await tx.update(seats).set({ buyInPaise }).where(eq(seats.id, seat.id)).returning());
      return { seat: toStaffSeat(updated, table, player, await findStaffName(tx, seat.assignedBy)), wallet };
    },
  );
}

/**
 * The cashier ends the seat and its live session, paying the chips back into the player's cash (ledger
 * table_cash_out). Zero is allowed: a player who lost the buy-in still leaves the table. A seat the floor
 * released is settled the same way, once: the money moves and the cash-out is stored, and the seat keeps
 * the end the floor gave it.
 */
async function cashOut(db: Db, input: CashierInput) {
  const amount = toPaise(input.amount);
  return runIdempotent(
    db,
    {
      staffId: input.staff.staffId,
      key: input.idempotencyKey,
      route: `table-cash-out:${input.seatId}`,
      body: { amount: fromPaise(amount), note: input.note },
    },
    async (tx): Promise<TableMoneyResult> => {
      const { seat, table, player } = await lockSeatToCashOut(tx, input.seatId);
      const wallet =
        amount > 0n
          ? await applyTableMoney(tx, {
              type: 'table_cash_out',
              playerId: seat.playerId,
              seatId: seat.id,
              amountPaise: amount,
              description: input.note ?? `Table cash-out at ${table.name}, seat ${seat.seatNumber}`,
              staff: input.staff,
            })
          : null;
      const ended = returnedRow(
        await tx
          .update(seats)
          .set({ endedAt: seat.endedAt ?? input.now, cashOutPaise: amount })
          .where(eq(seats.id, seat.id))
          .returning(),
      );
      await writeAudit(tx, {
        staffId: input.staff.staffId,
        playerId: seat.playerId,
        action: seat.endedAt ? 'tables.settle_released_seat' : 'tables.cash_out_seat',
        entity: 'seat',
        entityId: seat.id,
        before: seat,
        after: ended,
        note: input.note,
      });
      return { seat: toStaffSeat(ended, table, player, await findStaffName(tx, seat.assignedBy)), wallet };
    },
  );
}

/**
 * After a cashier's money call (not a replay): the player's balance and live session, the lobby's counts
 * and the lists of the table.
 */
function publishTableMoney(ctx: UseCaseContext, { result, isReplay }: { result: TableMoneyResult; isReplay: boolean }) {
  if (isReplay) return;
  const { playerId, tableId } = result.seat;
  if (result.wallet) publishBalanceChange(ctx, result.wallet.balance, result.wallet.transactions);
  ctx.afterCommit(
    () => pushLiveSession(ctx, playerId),
    () => pushWaitlistChange(ctx, [Number(tableId)], [playerId]),
  );
}

export async function recordTableBuyIn(ctx: UseCaseContext, input: CashierInput) {
  const answer = await buyIn(ctx.db, input);
  publishTableMoney(ctx, answer);
  return answer;
}

export async function cashOutSeat(ctx: UseCaseContext, input: CashierInput) {
  const answer = await cashOut(ctx.db, input);
  publishTableMoney(ctx, answer);
  if (!answer.isReplay) ctx.afterCommit(() => publishReleasedSeatsChange(ctx, answer.result.seat.seatId));
  return answer;
}

/** GET /api/staff/seats/pending-cash-outs: released seats the cashier still has to settle, oldest first. */
export async function listPendingCashOuts(db: Db): Promise<PendingCashOut[]> {
  const rows = await findPendingCashOuts(db);
  return rows.flatMap(({ seat, ...row }) =>
    // The query takes ended seats only; the check narrows the column's type.
    seat.endedAt
      ? [
          {
            seatId: seat.id,
            tableId: String(seat.tableId),
            tableName: row.tableName,
            seatNumber: seat.seatNumber,
            playerId: seat.playerId,
            playerName: `${row.firstName} ${row.lastName}`,
            buyIn: fromPaise(seat.buyInPaise),
            sessionStartTime: seat.sessionStartAt.toISOString(),
            endedAt: seat.endedAt.toISOString(),
            releasedBy: row.releasedBy,
            releaseNote: row.releaseNote,
          },
        ]
      : [],
  );
}
