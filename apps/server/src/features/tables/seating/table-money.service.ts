import { returnedRow } from '../../../db/rows';
import { GUEST_MESSAGES } from '@club/shared/guests';
import type { UseCaseContext } from '../../../use-case';
import { publishBalanceChange } from '../../wallet/wallet.events';
import { publishReleasedSeatsChange, publishUnpaidBuyInsChange } from './seating.events';
import { findUnpaidBuyIns } from './seating.repo';
import { pushChangeRequestOf, pushLiveSession, pushWaitlistChange } from '../table-updates.service';
import { settleMustMoves } from './seat-moves.service';
import { fromPaise, toPaise } from '@club/shared/money';
import type { PendingCashOut, UnpaidBuyIn } from '@club/shared/pending-cash-outs';
import type { BuyInPaidWith, StaffSeat } from '@club/shared/tables-staff';
import type { WalletOperationResult } from '@club/shared/wallet';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../../app-error';
import type { Db, Tx } from '../../../db/client';
import { seats } from '../../../db/schema';
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
const rupees = (paise: bigint) => `₹${fromPaise(paise)}`;

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

/** Several wallet moves of one call as one answer: every ledger row, and the balance after the last. */
function together(results: WalletOperationResult[]): WalletOperationResult | null {
  const last = results.at(-1);
  return last ? { transactions: results.flatMap((r) => r.transactions), balance: last.balance } : null;
}

type LockedSeat = Awaited<ReturnType<typeof lockSeat>> & {};

/** The seat's player: a guest's seat (decision 131) holds no money in the system, so the cage refuses it. */
function moneyPlayerOf(seat: { playerId: number | null }): number {
  if (seat.playerId === null) throw new AppError('INVALID_STATE', GUEST_MESSAGES.guestSeatMoney);
  return seat.playerId;
}

/**
 * Pays `amount` of the seat's buy-in (decision 104), under the seat's lock: from the player's cash (one
 * table_buy_in row), or cash handed over at the table (table_cash_in, then table_buy_in of the same amount:
 * the wallet is unchanged, the seat is paid). Both rows are tied to the seat and the cashier's open shift.
 */
async function payBuyIn(
  tx: Tx,
  { seat, table }: LockedSeat,
  input: { amountPaise: bigint; paidWith: BuyInPaidWith; description: string | null; staff: CashierInput['staff'] },
): Promise<WalletOperationResult[]> {
  const where = `${table.name}, seat ${seat.seatNumber}`;
  const common = { playerId: moneyPlayerOf(seat), seatId: seat.id, amountPaise: input.amountPaise, staff: input.staff };
  const results: WalletOperationResult[] = [];
  if (input.paidWith === 'table_cash') {
    results.push(
      await applyTableMoney(tx, {
        ...common,
        type: 'table_cash_in',
        description: `Cash paid at the table for the buy-in at ${where}`,
      }),
    );
  }
  results.push(
    await applyTableMoney(tx, {
      ...common,
      type: 'table_buy_in',
      description:
        input.description ??
        (input.paidWith === 'table_cash'
          ? `Table buy-in at ${where}, paid in cash at the table`
          : `Table buy-in at ${where}`),
      insufficientCash: (available) =>
        `Insufficient cash balance: ${available} available for the buy-in of ${rupees(input.amountPaise)}. Record it as cash paid at the table, or take the cash in first`,
    }),
  );
  return results;
}

/**
 * The cashier records a table buy-in (decision 023, 104): from the player's cash or as cash paid at the
 * table. The seat's buy-in is what the floor stated at seating; payments beyond it are re-buys and raise
 * it, so the session always shows at least what was paid.
 */
async function buyIn(db: Db, input: CashierInput & { paidWith: BuyInPaidWith }) {
  const amount = toPaise(input.amount);
  return runIdempotent(
    db,
    {
      staffId: input.staff.staffId,
      key: input.idempotencyKey,
      route: `table-buy-in:${input.seatId}`,
      body: { amount: fromPaise(amount), note: input.note, paidWith: input.paidWith },
    },
    async (tx): Promise<TableMoneyResult> => {
      const locked = await lockOpenSeat(tx, input.seatId);
      const { seat, table, player } = locked;
      const results = await payBuyIn(tx, locked, {
        amountPaise: amount,
        paidWith: input.paidWith,
        description: input.note,
        staff: input.staff,
      });
      const paid = seat.buyInPaidPaise + amount;
      // biome-ignore lint/complexity/useMathMinMax: bigint paise; Math.max takes numbers only
      const buyInPaise = paid > seat.buyInPaise ? paid : seat.buyInPaise;
      const updated = returnedRow(
        await tx.update(seats).set({ buyInPaise, buyInPaidPaise: paid }).where(eq(seats.id, seat.id)).returning(),
      );
      return {
        seat: toStaffSeat(updated, table, player, await findStaffName(tx, seat.assignedBy)),
        wallet: together(results),
      };
    },
  );
}

/**
 * The cashier ends the seat and its live session, paying the chips back into the player's cash (ledger
 * table_cash_out). Zero is allowed: a player who lost the buy-in still leaves the table. A seat the floor
 * released is settled the same way, once: the money moves and the cash-out is stored, and the seat keeps
 * the end the floor gave it. A buy-in not all recorded as paid is paid first, as the cashier says it was
 * (decision 104): cash at the table before the cash-out; from the balance after it, so the chips may
 * cover it. Without the cashier's answer the cash-out is refused: every seat's money adds up.
 */
async function cashOut(db: Db, input: CashierInput & { unpaidBuyInPaidWith: BuyInPaidWith | null }) {
  const amount = toPaise(input.amount);
  return runIdempotent(
    db,
    {
      staffId: input.staff.staffId,
      key: input.idempotencyKey,
      route: `table-cash-out:${input.seatId}`,
      body: { amount: fromPaise(amount), note: input.note, unpaidBuyInPaidWith: input.unpaidBuyInPaidWith },
    },
    async (tx): Promise<TableMoneyResult> => {
      const locked = await lockSeatToCashOut(tx, input.seatId);
      const { seat, table, player } = locked;
      const unpaid = seat.buyInPaise > seat.buyInPaidPaise ? seat.buyInPaise - seat.buyInPaidPaise : 0n;
      const paidWith = unpaid > 0n ? input.unpaidBuyInPaidWith : null;
      if (unpaid > 0n && !paidWith) {
        throw new AppError(
          'INVALID_STATE',
          `The buy-in is not recorded as paid (${rupees(seat.buyInPaidPaise)} of ${rupees(seat.buyInPaise)}): say how the ${rupees(unpaid)} was paid, from the player's balance or in cash at the table`,
        );
      }
      const pay = () =>
        payBuyIn(tx, locked, {
          amountPaise: unpaid,
          paidWith: paidWith ?? 'balance',
          description: null,
          staff: input.staff,
        });
      const results: WalletOperationResult[] = [];
      if (paidWith === 'table_cash') results.push(...(await pay()));
      if (amount > 0n) {
        results.push(
          await applyTableMoney(tx, {
            type: 'table_cash_out',
            playerId: moneyPlayerOf(seat),
            seatId: seat.id,
            amountPaise: amount,
            description: input.note ?? `Table cash-out at ${table.name}, seat ${seat.seatNumber}`,
            staff: input.staff,
          }),
        );
      }
      if (paidWith === 'balance') results.push(...(await pay()));
      const ended = returnedRow(
        await tx
          .update(seats)
          .set({
            endedAt: seat.endedAt ?? input.now,
            cashOutPaise: amount,
            buyInPaidPaise: seat.buyInPaidPaise + unpaid,
          })
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
        after: { ...ended, unpaidBuyInPaidWith: paidWith, unpaidBuyInPaise: unpaid },
        note: input.note,
      });
      return {
        seat: toStaffSeat(ended, table, player, await findStaffName(tx, seat.assignedBy)),
        wallet: together(results),
      };
    },
  );
}

/**
 * After a cashier's money call (not a replay): the player's balance and live session, the lobby's counts,
 * the lists of the table and the cage's unpaid buy-ins.
 */
function publishTableMoney(ctx: UseCaseContext, { result, isReplay }: { result: TableMoneyResult; isReplay: boolean }) {
  if (isReplay) return;
  const { playerId, tableId, seatId } = result.seat;
  if (result.wallet) publishBalanceChange(ctx, result.wallet.balance, result.wallet.transactions);
  ctx.afterCommit(
    () => pushLiveSession(ctx, playerId),
    () => pushWaitlistChange(ctx, [Number(tableId)], [playerId]),
    () => publishUnpaidBuyInsChange(ctx, seatId),
  );
}

export async function recordTableBuyIn(ctx: UseCaseContext, input: CashierInput & { paidWith: BuyInPaidWith }) {
  const answer = await buyIn(ctx.db, input);
  publishTableMoney(ctx, answer);
  return answer;
}

export async function cashOutSeat(
  ctx: UseCaseContext,
  input: CashierInput & { unpaidBuyInPaidWith: BuyInPaidWith | null },
) {
  const answer = await cashOut(ctx.db, input);
  publishTableMoney(ctx, answer);
  if (!answer.isReplay) {
    ctx.afterCommit(
      () => publishReleasedSeatsChange(ctx, answer.result.seat.seatId),
      () => pushChangeRequestOf(ctx, answer.result.seat.playerId),
      // The seat that opened may be a main table's: a must-move follows (decision 142).
      () => settleMustMoves(ctx, input.staff),
    );
  }
  return answer;
}

/** GET /api/staff/seats/unpaid-buy-ins: open seats whose buy-in is not all recorded as paid (decision 104). */
export async function listUnpaidBuyIns(db: Db): Promise<UnpaidBuyIn[]> {
  const rows = await findUnpaidBuyIns(db);
  // Players' seats only (the query joins the player): a guest's buy-in is cash at the table (decision 131).
  return rows.flatMap(({ seat, ...row }) =>
    seat.playerId === null
      ? []
      : [
          {
            seatId: seat.id,
            tableId: String(seat.tableId),
            tableName: row.tableName,
            seatNumber: seat.seatNumber,
            playerId: seat.playerId,
            playerName: `${row.firstName} ${row.lastName}`,
            playerCode: row.playerCode,
            buyIn: fromPaise(seat.buyInPaise),
            buyInPaid: fromPaise(seat.buyInPaidPaise),
            unpaid: fromPaise(seat.buyInPaise - seat.buyInPaidPaise),
            sessionStartTime: seat.sessionStartAt.toISOString(),
          },
        ],
  );
}

/** GET /api/staff/seats/pending-cash-outs: released seats the cashier still has to settle, oldest first. */
export async function listPendingCashOuts(db: Db): Promise<PendingCashOut[]> {
  const rows = await findPendingCashOuts(db);
  return rows.flatMap(({ seat, ...row }) =>
    // The query takes ended seats of players only; the check narrows the columns' types.
    seat.endedAt && seat.playerId !== null
      ? [
          {
            seatId: seat.id,
            tableId: String(seat.tableId),
            tableName: row.tableName,
            seatNumber: seat.seatNumber,
            playerId: seat.playerId,
            playerName: `${row.firstName} ${row.lastName}`,
            buyIn: fromPaise(seat.buyInPaise),
            buyInPaid: fromPaise(seat.buyInPaidPaise),
            sessionStartTime: seat.sessionStartAt.toISOString(),
            endedAt: seat.endedAt.toISOString(),
            releasedBy: row.releasedBy,
            releaseNote: row.releaseNote,
          },
        ]
      : [],
  );
}
