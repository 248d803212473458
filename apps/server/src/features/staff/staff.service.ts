import { returnedRow } from '../../db/rows';
import { eq } from 'drizzle-orm';
import type { StaffMember, StaffRole } from '@club/shared/staff';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { staff } from '../../db/schema';
import { hashPassword, passwordSchemaError } from '../../auth/password';

export function toStaffMember(row: typeof staff.$inferSelect): StaffMember {
  return { id: row.id, email: row.email, name: row.name, role: row.role, mustChangePassword: row.mustChangePassword };
}

export async function createStaffAccount(
  db: DbOrTx,
  input: { email: string; password: string; role: StaffRole; name: string },
): Promise<StaffMember> {
  const email = input.email.trim().toLowerCase();
  const problem = passwordSchemaError(input.password);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  if (existing) throw new AppError('EMAIL_EXISTS', `A staff account with ${email} already exists`);
  const row = returnedRow(
    await db
      .insert(staff)
      .values({ email, name: input.name, role: input.role, passwordHash: await hashPassword(input.password) })
      .returning(),
  );
  return toStaffMember(row);
}

export async function findStaffByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase()));
  return row;
}
