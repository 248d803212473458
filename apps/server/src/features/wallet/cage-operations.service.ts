import type { PendingAnswer, PendingOperation } from '@club/shared/cage';
import { fromPaise, toPaise } from '@club/shared/money';
import type { StaffRole } from '@club/shared/staff';
import { TRANSACTION_LABELS, type TransactionType, type WalletOperationResult } from '@club/shared/wallet';
import { AppError, notFound } from '../../app-error';
import type { Db, Tx } from '../../db/client';
import type { UseCaseContext } from '../../use-case';
import { cageSettings } from '../club/club.service';
import { writeAudit } from '../staff/audit.service';
import { shiftForMoney } from './cage-shifts.service';
import { publishPending } from './cage.events';
import { toPendingOperation } from './cage.mappers';
import {
  findPending,
  insertPending,
  lockPending,
  lockShift,
  lockTransaction,
  pendingById,
  pendingOpen,
  pendingReversalOf,
  type PendingRow,
  updatePending,
} from './cage.repo';
import { runIdempotent } from './idempotency.service';
import { publishBalanceChange } from './wallet.events';
import { applyCounterOperation, checkCounterOperation, type WalletOperation } from './wallet.service';

// The cage's money use cases (issue 17): counter operations tied to the cashier's shift, held for a
// second person above the club's threshold (four-eyes), and reversals. Each is one transaction under its
// Idempotency-Key; pushes follow the commit.

interface CageStaffMember {
  staffId: number;
  name: string;
  role: StaffRole;
}

async function readPending(db: Db | Tx, id: number): Promise<PendingOperation> {
  const [row] = await findPending(db, pendingById(id));
  if (!row) throw notFound('Pending operation');
  return toPendingOperation(row);
}

/** GET /api/staff/cage/pending: what waits for a second person, oldest first. */
export async function listPending(db: Db): Promise<PendingOperation[]> {
  return (await findPending(db, pendingOpen())).map(toPendingOperation);
}

function publishOutcome(ctx: UseCaseContext, result: WalletOperationResult | PendingAnswer): void {
  if ('pending' in result) publishPending(ctx, result.pending);
  else publishBalanceChange(ctx, result.balance, result.transactions);
}

export interface WalletOperationInput {
  operation: WalletOperation;
  playerId: number;
  amount: string;
  note: string | null;
  staff: CageStaffMember;
  idempotencyKey: string;
}

/**
 * One counter operation (POST /api/staff/wallet/{playerId}/{operation}), in one transaction under its
 * Idempotency-Key: it belongs to the staff member's open shift (a cashier without one is refused); above
 * the large-operation threshold it is checked against the wallet and held as a pending operation (202),
 * otherwise the money moves at once. A retry with the same key answers the first result.
 */
export async function performWalletOperation(
  ctx: UseCaseContext,
  input: WalletOperationInput,
): Promise<{ result: WalletOperationResult | PendingAnswer; isReplay: boolean }> {
  const amountPaise = toPaise(input.amount);
  const answer = await runIdempotent<WalletOperationResult | PendingAnswer>(
    ctx.db,
    {
      staffId: input.staff.staffId,
      key: input.idempotencyKey,
      route: `${input.operation}:${input.playerId}`,
      body: { amount: fromPaise(amountPaise), note: input.note },
    },
    async (tx) => {
      const shiftId = await shiftForMoney(tx, input.staff);
      const operation = { operation: input.operation, playerId: input.playerId, amountPaise, note: input.note };
      const { largeOperationThresholdPaise } = await cageSettings(tx);
      if (amountPaise <= largeOperationThresholdPaise) {
        return applyCounterOperation(tx, { ...operation, staff: input.staff, shiftId });
      }
      await checkCounterOperation(tx, operation);
      const pending = await insertPending(tx, {
        kind: 'operation',
        operation: input.operation,
        playerId: input.playerId,
        amountPaise,
        note: input.note,
        requestedBy: input.staff.staffId,
        shiftId,
      });
      await auditPending(tx, input.staff.staffId, 'cage.request_operation', pending);
      return { pending: await readPending(tx, pending.id) };
    },
  );
  // A replay moved nothing: the first attempt already told everyone.
  if (!answer.isReplay) publishOutcome(ctx, answer.result);
  return answer;
}

async function auditPending(tx: Tx, staffId: number, action: string, pending: PendingRow, extra: object = {}) {
  await writeAudit(tx, {
    staffId,
    playerId: pending.playerId,
    action,
    entity: 'cage_pending_operation',
    entityId: pending.id,
    after: { ...pending, ...extra },
    note: pending.decisionNote ?? pending.note,
  });
}

// Reversals -------------------------------------------------------------------------------------------

/**
 * How a ledger row is reversed: the counter operation whose row is its opposite (a cash_in by a
 * cashier_withdrawal, an add_credit by a clear_credit…). The reversal takes the same checks and messages
 * as that operation, so the wallet's invariants hold, and the ledger's one-way constraints stay intact.
 */
const REVERSED_BY: Partial<Record<TransactionType, WalletOperation>> = {
  cash_in: 'cash-out',
  cashier_withdrawal: 'cash-in',
  add_credit: 'credit-clear',
  clear_credit: 'credit-add',
};

/** The row to reverse, locked (two reversals of one row queue here), or the reason it cannot be. */
async function lockReversible(tx: Tx, transactionId: number) {
  const found = await lockTransaction(tx, transactionId);
  if (!found) throw notFound('Transaction');
  const { row } = found;
  if (found.reversedById !== null) throw new AppError('INVALID_STATE', 'This transaction has already been reversed');
  if (row.reversesTransactionId !== null) {
    throw new AppError('INVALID_STATE', 'This transaction is itself a reversal and cannot be reversed');
  }
  const operation = REVERSED_BY[row.type];
  if (!operation) {
    throw new AppError(
      'INVALID_STATE',
      `A ${TRANSACTION_LABELS[row.type]} cannot be reversed here: only cash deposits, cashier withdrawals and credit issued or cleared can`,
    );
  }
  const amountPaise = row.amountPaise < 0n ? -row.amountPaise : row.amountPaise;
  return { row, operation, amountPaise };
}

async function applyReversal(
  tx: Tx,
  input: { transactionId: number; reason: string; staff: { staffId: number; name: string }; shiftId: number | null },
) {
  const { row, operation, amountPaise } = await lockReversible(tx, input.transactionId);
  return applyCounterOperation(tx, {
    operation,
    playerId: row.playerId,
    amountPaise,
    note: `Reversal of #${row.id}: ${input.reason}`,
    staff: input.staff,
    shiftId: input.shiftId,
    reversesTransactionId: row.id,
  });
}

/**
 * POST /api/staff/wallet/transactions/{transactionId}/reverse: writes the opposite row, linked to the
 * original, in the caller's current shift. A cashier reverses their own row of the same open shift, at or
 * below the reversal threshold, at once; anything else waits for a super admin (202). A row is reversed
 * once (its lock queues two attempts; a unique constraint holds it too).
 */
export async function reverseTransaction(
  ctx: UseCaseContext,
  input: { transactionId: number; reason: string; staff: CageStaffMember; idempotencyKey: string },
): Promise<{ result: WalletOperationResult | PendingAnswer; isReplay: boolean }> {
  const answer = await runIdempotent<WalletOperationResult | PendingAnswer>(
    ctx.db,
    {
      staffId: input.staff.staffId,
      key: input.idempotencyKey,
      route: `reverse:${input.transactionId}`,
      body: { reason: input.reason },
    },
    async (tx) => {
      const shiftId = await shiftForMoney(tx, input.staff);
      const { row, operation, amountPaise } = await lockReversible(tx, input.transactionId);
      const { reversalThresholdPaise } = await cageSettings(tx);
      const isOwnOfThisShift = row.staffId === input.staff.staffId && shiftId !== null && row.shiftId === shiftId;
      if (isOwnOfThisShift && amountPaise <= reversalThresholdPaise) {
        const result = await applyReversal(tx, { ...input, shiftId });
        await writeAudit(tx, {
          staffId: input.staff.staffId,
          playerId: row.playerId,
          action: 'cage.reverse_transaction',
          entity: 'transaction',
          entityId: row.id,
          after: { reversedBy: result.transactions.map((t) => t.id) },
          note: input.reason,
        });
        return result;
      }
      const [waiting] = await findPending(tx, pendingReversalOf(row.id));
      if (waiting)
        throw new AppError('INVALID_STATE', 'A reversal of this transaction is already waiting for approval');
      await checkCounterOperation(tx, { operation, playerId: row.playerId, amountPaise });
      const pending = await insertPending(tx, {
        kind: 'reversal',
        transactionId: row.id,
        playerId: row.playerId,
        amountPaise,
        note: input.reason,
        requestedBy: input.staff.staffId,
        shiftId,
      });
      await auditPending(tx, input.staff.staffId, 'cage.request_reversal', pending);
      return { pending: await readPending(tx, pending.id) };
    },
  );
  if (!answer.isReplay) publishOutcome(ctx, answer.result);
  return answer;
}

// Decisions ---------------------------------------------------------------------------------------------

const DECIDED: Record<PendingRow['status'], string> = {
  pending: '',
  approved: 'This operation has already been approved',
  rejected: 'This operation has already been rejected',
};

/** The pending row, locked: an approval and a rejection of one operation queue here, and one wins. */
async function lockUndecided(tx: Tx, id: number): Promise<PendingRow> {
  const pending = await lockPending(tx, id);
  if (!pending) throw notFound('Pending operation');
  if (pending.status !== 'pending') throw new AppError('INVALID_STATE', DECIDED[pending.status]);
  return pending;
}

/** The money of an approved pending operation (the cage_pending_target constraint says which kind). */
function applyPending(tx: Tx, pending: PendingRow, requester: { staffId: number; name: string }) {
  const { shiftId } = pending;
  if (pending.transactionId !== null) {
    return applyReversal(tx, {
      transactionId: pending.transactionId,
      reason: pending.note ?? '',
      staff: requester,
      shiftId,
    });
  }
  if (pending.operation === null) throw new Error(`Pending operation ${pending.id} names no operation`);
  return applyCounterOperation(tx, {
    operation: pending.operation,
    playerId: pending.playerId,
    amountPaise: pending.amountPaise,
    note: pending.note,
    staff: requester,
    shiftId,
  });
}

/**
 * POST /api/staff/cage/pending/{id}/approve: never the requester; a reversal only by a super admin. The
 * money moves now, in this transaction, as the requester's operation in the requester's shift (which must
 * still be open), checked against the wallet as it is now; the audit row names both people.
 */
export async function approvePending(
  ctx: UseCaseContext,
  input: { id: number; note: string | null; staff: CageStaffMember; idempotencyKey: string },
): Promise<{ pending: PendingOperation; result: WalletOperationResult }> {
  const answer = await runIdempotent(
    ctx.db,
    {
      staffId: input.staff.staffId,
      key: input.idempotencyKey,
      route: `approve:${input.id}`,
      body: { note: input.note },
    },
    async (tx) => {
      const pending = await lockUndecided(tx, input.id);
      if (pending.requestedBy === input.staff.staffId) {
        throw new AppError('FORBIDDEN', 'You cannot approve your own request: another staff member must approve it');
      }
      if (pending.kind === 'reversal' && input.staff.role !== 'super_admin') {
        throw new AppError('FORBIDDEN', 'Only a super admin can approve a reversal');
      }
      if (pending.shiftId !== null && (await lockShift(tx, pending.shiftId))?.status !== 'open') {
        throw new AppError(
          'INVALID_STATE',
          'The shift this operation was asked in has closed: reject it and ask again in an open shift',
        );
      }
      const asked = await readPending(tx, pending.id);
      const requester = { staffId: pending.requestedBy, name: asked.requestedByName };
      const result = await applyPending(tx, pending, requester);
      const decided = await updatePending(tx, pending.id, {
        status: 'approved',
        decidedBy: input.staff.staffId,
        decisionNote: input.note,
        transactionIds: result.transactions.map((t) => t.id),
      });
      await auditPending(tx, input.staff.staffId, 'cage.approve_pending', decided, {
        requestedByName: asked.requestedByName,
        approvedByName: input.staff.name,
      });
      return { pending: await readPending(tx, pending.id), result };
    },
  );
  if (!answer.isReplay) {
    publishPending(ctx, answer.result.pending);
    publishOutcome(ctx, answer.result.result);
  }
  return answer.result;
}

/**
 * POST /api/staff/cage/pending/{id}/reject: nothing moves. An operation: any staff member with the cashier
 * permission (the requester withdrawing it included); a reversal: a super admin or its requester.
 */
export async function rejectPending(
  ctx: UseCaseContext,
  input: { id: number; note: string | null; staff: CageStaffMember },
): Promise<PendingOperation> {
  const pending = await ctx.db.transaction(async (tx) => {
    const before = await lockUndecided(tx, input.id);
    if (
      before.kind === 'reversal' &&
      input.staff.role !== 'super_admin' &&
      before.requestedBy !== input.staff.staffId
    ) {
      throw new AppError('FORBIDDEN', 'Only a super admin or the person who asked can reject a reversal');
    }
    const decided = await updatePending(tx, before.id, {
      status: 'rejected',
      decidedBy: input.staff.staffId,
      decisionNote: input.note,
    });
    await auditPending(tx, input.staff.staffId, 'cage.reject_pending', decided, { rejectedByName: input.staff.name });
    return readPending(tx, before.id);
  });
  publishPending(ctx, pending);
  return pending;
}
