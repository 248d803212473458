import { returnedRow } from '../../db/rows';
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@club/shared/staff';
import { AppError, notFound } from '../../app-error';
import { hashPassword, passwordSchemaError, verifyPassword } from '../../auth/password';
import { revokeStaffSessions } from '../../auth/sessions.service';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { writeAudit } from './audit.service';
import { createStaffAccount } from './staff.service';

type StaffRow = typeof staff.$inferSelect;

/** A staff account as super admins see it. */
export const toAccount = (row: StaffRow) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  mustChangePassword: row.mustChangePassword,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastLoginAt?.toISOString() ?? null,
});

export async function listStaffAccounts(db: Db) {
  return (await db.select().from(staff).orderBy(asc(staff.id))).map(toAccount);
}

export async function findStaffAccount(db: Db, staffId: number): Promise<StaffRow> {
  const [row] = await db.select().from(staff).where(eq(staff.id, staffId));
  if (!row) throw notFound('Staff account');
  return row;
}

/** A super admin makes an account (audited). */
export async function createAuditedStaffAccount(
  db: Db,
  input: Parameters<typeof createStaffAccount>[1],
  actorId: number,
) {
  const member = await createStaffAccount(db, input);
  await writeAudit(db, {
    staffId: actorId,
    action: 'staff.create',
    entity: 'staff',
    entityId: member.id,
    after: member,
  });
  return toAccount(await findStaffAccount(db, member.id));
}

/**
 * A super admin renames an account, changes its role or deactivates it. Their own name they may change;
 * their own role and activity never. Deactivation ends the account's sessions for good: reactivating it
 * later revives none of them. The caller then acts on the account's open sockets (after commit).
 */
export async function updateStaffAccount(
  db: Db,
  input: { staffId: number; name?: string; role?: StaffRole; isActive?: boolean; actorId: number },
): Promise<{ before: StaffRow; after: StaffRow }> {
  if (input.staffId === input.actorId && (input.role !== undefined || input.isActive !== undefined)) {
    throw new AppError('INVALID_STATE', 'You cannot change your own role or deactivate yourself');
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, input.staffId)).for('update');
    if (!before) throw notFound('Staff account');
    const after = returnedRow(
      await tx
        .update(staff)
        .set({
          name: input.name ?? before.name,
          role: input.role ?? before.role,
          isActive: input.isActive ?? before.isActive,
        })
        .where(eq(staff.id, before.id))
        .returning(),
    );
    if (before.isActive && !after.isActive) await revokeStaffSessions(tx, before.id);
    await writeAudit(tx, {
      staffId: input.actorId,
      action: 'staff.update',
      entity: 'staff',
      entityId: before.id,
      before: { name: before.name, role: before.role, isActive: before.isActive },
      after: { name: after.name, role: after.role, isActive: after.isActive },
    });
    return { before, after };
  });
}

/** Records a successful staff sign-in. */
export async function recordStaffSignIn(db: Db, staffId: number): Promise<void> {
  await db.update(staff).set({ lastLoginAt: sql`now()` }).where(eq(staff.id, staffId));
}

function refuseWeakPassword(password: string) {
  const problem = passwordSchemaError(password);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
}

/**
 * A super admin sets a new password for another member (never their own: they change it themselves).
 * Every session of the member ends, and at the next sign-in they must choose their own before any
 * staff work. The audit row records who did it, never the password. The caller ends the member's
 * sockets after commit.
 */
export async function setStaffPassword(db: Db, input: { staffId: number; password: string; actorId: number }) {
  if (input.staffId === input.actorId) {
    throw new AppError('INVALID_STATE', 'Change your own password from your own sign-in, not here');
  }
  refuseWeakPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, input.staffId)).for('update');
    if (!before) throw notFound('Staff account');
    const after = returnedRow(
      await tx.update(staff).set({ passwordHash, mustChangePassword: true }).where(eq(staff.id, before.id)).returning(),
    );
    await revokeStaffSessions(tx, before.id);
    await writeAudit(tx, {
      staffId: input.actorId,
      action: 'staff.set_password',
      entity: 'staff',
      entityId: before.id,
      before: { mustChangePassword: before.mustChangePassword },
      after: { mustChangePassword: true },
    });
    return after;
  });
}

/**
 * A member chooses their own password: the current one proves it is them, the new one must differ.
 * Their other sessions end; this one goes on, now free to work.
 */
export async function changeOwnStaffPassword(
  db: Db,
  input: { staffId: number; sessionId: number; currentPassword: string; newPassword: string },
) {
  const member = await findStaffAccount(db, input.staffId);
  if (!(await verifyPassword(member.passwordHash, input.currentPassword))) {
    throw new AppError('VALIDATION_FAILED', 'Your current password is not right.');
  }
  if (input.currentPassword === input.newPassword) {
    throw new AppError('VALIDATION_FAILED', 'Choose a password different from the one you were given.');
  }
  refuseWeakPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const after = returnedRow(
      await tx
        .update(staff)
        .set({ passwordHash, mustChangePassword: false })
        .where(eq(staff.id, member.id))
        .returning(),
    );
    await revokeStaffSessions(tx, member.id, input.sessionId);
    await writeAudit(tx, {
      staffId: member.id,
      action: 'staff.change_password',
      entity: 'staff',
      entityId: member.id,
      before: { mustChangePassword: member.mustChangePassword },
      after: { mustChangePassword: false },
    });
    return after;
  });
}
