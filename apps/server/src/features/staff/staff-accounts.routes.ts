import {
  createStaffAccountSchema,
  type StaffRole,
  staffAccountListSchema,
  staffAccountSchema,
  updateStaffAccountSchema,
} from '@club/shared/staff';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../app-error';
import { staff } from '../../db/schema';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { writeAudit } from './audit';
import { createStaffAccount } from './staff.service';

const toAccount = (row: typeof staff.$inferSelect) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

/** Super admins make and manage the other staff accounts (DESIGN.md section 8). */
export const staffAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const guard = requireStaff('staffAccounts');

  app.get(
    '/api/staff/accounts',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every staff account',
        response: { 200: staffAccountListSchema, ...errorResponses(401, 403) },
      },
      preHandler: guard,
    },
    async () => (await db.select().from(staff).orderBy(asc(staff.id))).map(toAccount),
  );

  app.post(
    '/api/staff/accounts',
    {
      schema: {
        tags: ['staff'],
        summary: 'Create a staff account',
        body: createStaffAccountSchema,
        response: { 201: staffAccountSchema, ...errorResponses(400, 401, 403, 409) },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const member = await createStaffAccount(db, request.body);
      await writeAudit(db, {
        staffId: currentStaff(request).staffId,
        action: 'staff.create',
        entity: 'staff',
        entityId: member.id,
        after: member,
      });
      const [row] = await db.select().from(staff).where(eq(staff.id, member.id));
      return reply.status(201).send(toAccount(row!));
    },
  );

  // A deactivated account's sessions stop at once: every staff request re-reads is_active.
  app.patch(
    '/api/staff/accounts/:staffId',
    {
      schema: {
        tags: ['staff'],
        summary: "Change a staff account's role, or deactivate it",
        params: z.object({ staffId: z.coerce.number().int().positive() }),
        body: updateStaffAccountSchema,
        response: { 200: staffAccountSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: guard,
    },
    async (request) => {
      const actor = currentStaff(request);
      if (request.params.staffId === actor.staffId) {
        throw new AppError('INVALID_STATE', 'You cannot change your own role or deactivate yourself');
      }
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(staff).where(eq(staff.id, request.params.staffId)).for('update');
        if (!before) throw notFound('Staff account');
        const [after] = await tx
          .update(staff)
          .set({ role: request.body.role ?? before.role, isActive: request.body.isActive ?? before.isActive })
          .where(eq(staff.id, before.id))
          .returning();
        await writeAudit(tx, {
          staffId: actor.staffId,
          action: 'staff.update',
          entity: 'staff',
          entityId: before.id,
          before: { role: before.role, isActive: before.isActive },
          after: { role: after!.role, isActive: after!.isActive },
        });
        return toAccount(after!);
      });
    },
  );
};
