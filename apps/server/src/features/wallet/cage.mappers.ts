import type { CageTransaction, PendingOperation, Shift, TypeTotal } from '@club/shared/cage';
import type { TransactionType, WALLET_ACCOUNTS } from '@club/shared/wallet';
import { fromPaise } from '@club/shared/money';
import type { StaffRole } from '@club/shared/staff';
import type { transactions } from '../../db/schema';
import type { PendingRow, ShiftRow } from './cage.repo';

export function toShift(
  row: ShiftRow,
  names: { staffName: string; signedOffByName: string | null },
  totals: { cashInPaise: bigint; cashOutPaise: bigint } = { cashInPaise: 0n, cashOutPaise: 0n },
): Shift {
  const expected = row.expectedCashPaise ?? row.openingFloatPaise + totals.cashInPaise - totals.cashOutPaise;
  return {
    id: row.id,
    staffId: row.staffId,
    staffName: names.staffName,
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    openingFloat: fromPaise(row.openingFloatPaise),
    cashIn: fromPaise(totals.cashInPaise),
    cashOut: fromPaise(totals.cashOutPaise),
    expectedCash: fromPaise(expected),
    countedCash: row.countedCashPaise === null ? null : fromPaise(row.countedCashPaise),
    variance: row.countedCashPaise === null ? null : fromPaise(row.countedCashPaise - expected),
    closeNote: row.closeNote,
    signedOffById: row.signedOffBy,
    signedOffByName: names.signedOffByName,
    signedOffAt: row.signedOffAt?.toISOString() ?? null,
    signOffNote: row.signOffNote,
  };
}

/**
 * The blind count (decision 070): an open shift's running figures (cash in, cash out, expected) are for
 * super admins only; anyone else sees them once the shift is closed.
 */
export function isBlindFor(shift: Pick<Shift, 'status'>, viewer: StaffRole | null): boolean {
  return shift.status === 'open' && viewer !== 'super_admin';
}

/** The shift as `viewer` may see it (null: a push to every role holding the cashier permission). */
export function shiftAsSeenBy(shift: Shift, viewer: StaffRole | null): Shift {
  if (!isBlindFor(shift, viewer)) return shift;
  const { cashIn: _cashIn, cashOut: _cashOut, expectedCash: _expected, ...blind } = shift;
  return blind;
}

export function toCageTransaction(input: {
  row: typeof transactions.$inferSelect;
  firstName: string;
  lastName: string;
  playerCode: string;
  staffName: string | null;
  reversedBy: number | null;
  reversesType: TransactionType | null;
}): CageTransaction {
  const { row } = input;
  return {
    id: row.id,
    playerId: row.playerId,
    playerName: `${input.firstName} ${input.lastName}`,
    playerCode: input.playerCode,
    type: row.type,
    account: row.account,
    amount: fromPaise(row.amountPaise),
    description: row.description,
    staffId: row.staffId,
    staffName: input.staffName,
    shiftId: row.shiftId,
    seatId: row.seatId,
    reversesTransactionId: row.reversesTransactionId,
    reversesType: row.reversesTransactionId === null ? null : input.reversesType,
    reversedByTransactionId: input.reversedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPendingOperation(input: {
  pending: PendingRow;
  firstName: string;
  lastName: string;
  requestedByName: string;
  decidedByName: string | null;
}): PendingOperation {
  const { pending } = input;
  return {
    id: pending.id,
    kind: pending.kind,
    operation: pending.operation,
    transactionId: pending.transactionId,
    playerId: pending.playerId,
    playerName: `${input.firstName} ${input.lastName}`,
    amount: fromPaise(pending.amountPaise),
    note: pending.note,
    status: pending.status,
    requestedById: pending.requestedBy,
    requestedByName: input.requestedByName,
    shiftId: pending.shiftId,
    decidedById: pending.decidedBy,
    decidedByName: input.decidedByName,
    decidedAt: pending.decidedAt?.toISOString() ?? null,
    decisionNote: pending.decisionNote,
    transactionIds: pending.transactionIds,
    createdAt: pending.createdAt.toISOString(),
  };
}

interface TotalRow {
  type: TransactionType;
  account: (typeof WALLET_ACCOUNTS)[number];
  isReversal: boolean;
  inOpenShift: boolean;
  count: number;
  sumPaise: bigint;
}

/**
 * The totals lines from the grouped sums of `ledgerTotals`: one line per type and account, a reversal under
 * the type it reverses, netted (issue 27, item 8). `blind` leaves out the rows of shifts still open (the
 * blind count) and says how many rows that was.
 */
export function toTypeTotals(
  rows: TotalRow[],
  blind: boolean,
): { totals: TypeTotal[]; openShiftRowsNotTotalled: number } {
  const lines = new Map<
    string,
    { type: TransactionType; account: TotalRow['account']; own: [number, bigint]; reversed: [number, bigint] }
  >();
  let openShiftRowsNotTotalled = 0;
  for (const row of rows) {
    if (blind && row.inOpenShift) {
      openShiftRowsNotTotalled += row.count;
      continue;
    }
    const key = `${row.type}|${row.account}`;
    const line = lines.get(key) ?? { type: row.type, account: row.account, own: [0, 0n], reversed: [0, 0n] };
    const part = row.isReversal ? line.reversed : line.own;
    part[0] += row.count;
    part[1] += row.sumPaise;
    lines.set(key, line);
  }
  const totals = [...lines.values()]
    .sort((a, b) => a.type.localeCompare(b.type) || a.account.localeCompare(b.account))
    .map((line) => ({
      type: line.type,
      account: line.account,
      count: line.own[0],
      amount: fromPaise(line.own[1]),
      reversalCount: line.reversed[0],
      reversalAmount: fromPaise(line.reversed[1]),
      net: fromPaise(line.own[1] + line.reversed[1]),
    }));
  return { totals, openShiftRowsNotTotalled };
}
