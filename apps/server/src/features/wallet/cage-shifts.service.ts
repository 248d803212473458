import type { CurrentShift, Shift, ShiftReport } from '@club/shared/cage';
import { fromPaise, toPaise } from '@club/shared/money';
import type { StaffRole } from '@club/shared/staff';
import { and, type SQL } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { UseCaseContext } from '../../use-case';
import { cageSettings } from '../club/club.service';
import { writeAudit } from '../staff/audit.service';
import { publishShift } from './cage.events';
import { isBlindFor, shiftAsSeenBy, toCageTransaction, toShift, toTypeTotals } from './cage.mappers';
import {
  findLedgerRows,
  findOpenShiftId,
  findShifts,
  findStaffRole,
  insertShift,
  ledgerTotals,
  lockShift,
  openedBetween,
  type ShiftRow,
  shareOpenShift,
  shiftById,
  shiftCashTotals,
  shiftsOf,
  updateShift,
} from './cage.repo';

export const OPEN_SHIFT_FIRST = 'Open a shift before handling money';

export interface CageStaff {
  staffId: number;
  /** The session's role; read from the database when the caller does not have it. */
  role?: StaffRole;
}

/**
 * The shift a money operation belongs to: the staff member's open shift (held FOR SHARE, so its close
 * waits for the operation), or null for a super admin working without one. A cashier without an open
 * shift is refused.
 */
export async function shiftForMoney(tx: Tx, staff: CageStaff): Promise<number | null> {
  const shift = await shareOpenShift(tx, staff.staffId);
  if (shift) return shift.id;
  const role = staff.role ?? (await findStaffRole(tx, staff.staffId));
  if (role === 'super_admin') return null;
  throw new AppError('INVALID_STATE', OPEN_SHIFT_FIRST);
}

/** Shifts with their names and running cash totals, in two queries. */
async function readShifts(db: DbOrTx, where: SQL | undefined): Promise<Shift[]> {
  const rows = await findShifts(db, where);
  const totals = await shiftCashTotals(
    db,
    rows.map((r) => r.shift.id),
  );
  return rows.map((r) => toShift(r.shift, r, totals.get(r.shift.id)));
}

async function readShift(db: DbOrTx, shiftId: number): Promise<Shift> {
  const [shift] = await readShifts(db, shiftById(shiftId));
  if (!shift) throw notFound('Shift');
  return shift;
}

/** POST /api/staff/cage/shifts: one open shift per staff member (409 for a second). */
export async function openShift(
  ctx: UseCaseContext,
  input: { staff: Required<CageStaff>; openingFloat: string },
): Promise<Shift> {
  const { staffId } = input.staff;
  const shift = await ctx.db.transaction(async (tx) => {
    const row = await insertShift(tx, staffId, toPaise(input.openingFloat));
    if (!row) throw new AppError('CONFLICT', 'You already have an open shift: close it before opening another');
    await writeAudit(tx, {
      staffId,
      action: 'cage.open_shift',
      entity: 'cage_shift',
      entityId: row.id,
      after: { openingFloatPaise: row.openingFloatPaise },
    });
    return readShift(tx, row.id);
  });
  publishShift(ctx, shiftAsSeenBy(shift, null));
  return shiftAsSeenBy(shift, input.staff.role);
}

/**
 * GET /api/staff/cage/shifts/current: the caller's open shift, or null. Its running totals only for a
 * super admin: the cashier counts blind (decision 070).
 */
export async function currentShift(db: Db, staff: Required<CageStaff>): Promise<CurrentShift> {
  const id = await findOpenShiftId(db, staff.staffId);
  return { shift: id === null ? null : shiftAsSeenBy(await readShift(db, id), staff.role) };
}

const rupees = (paise: bigint) => `₹${fromPaise(paise)}`;
const abs = (value: bigint) => (value < 0n ? -value : value);

/**
 * POST /api/staff/cage/shifts/{shiftId}/close: the blind count. Under the shift's lock (operations of the
 * shift hold it shared, so they finish first and later ones find no open shift), the expected cash is
 * computed from the float and the shift's rows; a variance above the club's threshold needs a note and
 * leaves the shift awaiting a super admin's sign-off. Two closes queue on the lock: the second sees it
 * closed (409).
 */
export async function closeShift(
  ctx: UseCaseContext,
  input: { shiftId: number; staff: Required<CageStaff>; countedCash: string; note: string | null },
): Promise<Shift> {
  const counted = toPaise(input.countedCash);
  const shift = await ctx.db.transaction(async (tx) => {
    const before = await lockShift(tx, input.shiftId);
    if (!before) throw notFound('Shift');
    if (before.staffId !== input.staff.staffId && input.staff.role !== 'super_admin') {
      throw new AppError('FORBIDDEN', "Only the shift's own cashier or a super admin can close it");
    }
    if (before.status !== 'open') throw new AppError('INVALID_STATE', 'This shift is already closed');
    const totals = (await shiftCashTotals(tx, [before.id])).get(before.id) ?? { cashInPaise: 0n, cashOutPaise: 0n };
    const expected = before.openingFloatPaise + totals.cashInPaise - totals.cashOutPaise;
    const { shiftVarianceThresholdPaise: threshold } = await cageSettings(tx);
    const needsSignOff = abs(counted - expected) > threshold;
    if (needsSignOff && !input.note) {
      throw new AppError(
        'BAD_REQUEST',
        `The count differs from the expected cash by more than ${rupees(threshold)}: add a note explaining the difference`,
      );
    }
    const after = await updateShift(tx, before.id, {
      status: needsSignOff ? 'awaiting_sign_off' : 'closed',
      closedAt: new Date(),
      expectedCashPaise: expected,
      countedCashPaise: counted,
      closeNote: input.note,
    });
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      action: 'cage.close_shift',
      entity: 'cage_shift',
      entityId: before.id,
      before: shiftAudit(before),
      after: shiftAudit(after),
      note: input.note,
    });
    return readShift(tx, before.id);
  });
  publishShift(ctx, shift);
  return shift;
}

const shiftAudit = (row: ShiftRow) => ({
  status: row.status,
  openingFloatPaise: row.openingFloatPaise,
  expectedCashPaise: row.expectedCashPaise,
  countedCashPaise: row.countedCashPaise,
  signedOffBy: row.signedOffBy,
});

/** POST /api/staff/cage/shifts/{shiftId}/sign-off: a super admin, never the shift's own cashier. */
export async function signOffShift(
  ctx: UseCaseContext,
  input: { shiftId: number; staffId: number; note: string | null },
): Promise<Shift> {
  const shift = await ctx.db.transaction(async (tx) => {
    const before = await lockShift(tx, input.shiftId);
    if (!before) throw notFound('Shift');
    if (before.staffId === input.staffId) throw new AppError('FORBIDDEN', 'You cannot sign off your own shift');
    if (before.status !== 'awaiting_sign_off') {
      throw new AppError(
        'INVALID_STATE',
        before.status === 'open' ? 'This shift is still open' : 'This shift does not need a sign-off',
      );
    }
    const after = await updateShift(tx, before.id, {
      status: 'closed',
      signedOffBy: input.staffId,
      signedOffAt: new Date(),
      signOffNote: input.note,
    });
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'cage.sign_off_shift',
      entity: 'cage_shift',
      entityId: before.id,
      before: shiftAudit(before),
      after: shiftAudit(after),
      note: input.note,
    });
    return readShift(tx, before.id);
  });
  publishShift(ctx, shift);
  return shift;
}

/**
 * GET /api/staff/cage/shifts/{shiftId}: the shift, its operations (oldest first) and totals by type. The
 * totals add up to the expected cash, so an open shift's go only to a super admin (decision 070).
 */
export async function shiftReport(db: Db, shiftId: number, viewer: StaffRole): Promise<ShiftReport> {
  const shift = await readShift(db, shiftId);
  const filter = { timeZone: 'UTC', shiftId };
  const isBlind = isBlindFor(shift, viewer);
  const [rows, totals] = await Promise.all([findLedgerRows(db, filter), isBlind ? null : ledgerTotals(db, filter)]);
  return {
    shift: shiftAsSeenBy(shift, viewer),
    operations: rows.map(toCageTransaction).reverse(),
    totals: totals ? toTypeTotals(totals, false).totals : undefined,
  };
}

/** GET /api/staff/cage/shifts?from&to&staffId: newest first (open shifts blind but for a super admin). */
export async function listShifts(
  db: Db,
  query: { from?: string; to?: string; staffId?: number },
  viewer: StaffRole,
): Promise<Shift[]> {
  const { timeZone } = await cageSettings(db);
  const conditions = openedBetween(timeZone, query.from, query.to);
  if (query.staffId !== undefined) conditions.push(shiftsOf(query.staffId));
  const shifts = await readShifts(db, conditions.length > 0 ? and(...conditions) : undefined);
  return shifts.map((shift) => shiftAsSeenBy(shift, viewer));
}
