import type { CageTransaction, PendingOperation, Shift } from '@club/shared/cage';
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
