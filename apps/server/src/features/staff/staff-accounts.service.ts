import { returnedRow } from '../../db/rows';
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@club/shared/staff';
import { AppError, notFound } from '../../app-error';
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
 * A super admin changes an account's role or deactivates it (never their own). Deactivation ends the
 * account's sessions for good: reactivating it later revives none of them. The caller then acts on
 * the account's open sockets (after commit).
 */
export async function updateStaffAccount(
  db: Db,
  input: { staffId: number; role?: StaffRole; isActive?: boolean; actorId: number },
): Promise<{ before: StaffRow; after: StaffRow }> {
  if (input.staffId === input.actorId) {
    throw new AppError('INVALID_STATE', 'You cannot change your own role or deactivate yourself');
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, input.staffId)).for('update');
    if (!before) throw notFound('Staff account');
    const after = returnedRow(
      await tx
        .update(staff)
        .set({ role: input.role ?? before.role, isActive: input.isActive ?? before.isActive })
        .where(eq(staff.id, before.id))
        .returning(),
    );
    if (before.isActive && !after.isActive) await revokeStaffSessions(tx, before.id);
    await writeAudit(tx, {
      staffId: input.actorId,
      action: 'staff.update',
      entity: 'staff',
      entityId: before.id,
      before: { role: before.role, isActive: before.isActive },
      after: { role: after.role, isActive: after.isActive },
    });
    return { before, after };
  });
}

/** Records a successful staff sign-in. */
export async function recordStaffSignIn(db: Db, staffId: number): Promise<void> {
  await db.update(staff).set({ lastLoginAt: sql`now()` }).where(eq(staff.id, staffId));
}
