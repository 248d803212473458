import { okResponseSchema } from '@club/shared/accounts';
import { ROOMS } from '@club/shared/events';
import { staffMeResponseSchema, staffSigninRequestSchema } from '@club/shared/staff';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { staff } from '../../db/schema';
import { currentStaff, loadStaffSession, requireStaff } from '../../plugins/auth';
import { enforce, rateLimit } from '../../plugins/rate-limit';
import { getDummyHash, verifyPassword } from '../accounts/password';
import { createStaffSession, revokeSession } from '../sessions/sessions.service';
import { findStaffByEmail, toStaffMember } from './staff.service';

export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/auth/signin',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff sign-in',
        body: staffSigninRequestSchema,
        response: { 200: staffMeResponseSchema },
      },
      preHandler: rateLimit({ name: 'staff-signin-ip', max: 200, windowMs: 15 * 60_000 }),
    },
    async (request, reply) => {
      const key = `staff-signin:${request.body.email}`;
      await enforce(
        request,
        key,
        app.config.RATE_LIMIT_SIGNIN_PER_ACCOUNT,
        15 * 60_000,
        'Too many sign-in attempts. Please wait 15 minutes.',
      );
      const member = await findStaffByEmail(app.database.db, request.body.email);
      const ok = await verifyPassword(member?.passwordHash ?? (await getDummyHash()), request.body.password);
      if (!member || !ok || !member.isActive) throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
      await app.rateLimiter.reset(key);
      const { token } = await createStaffSession(app.database.db, member.id);
      await app.database.db.update(staff).set({ lastLoginAt: sql`now()` }).where(eq(staff.id, member.id));
      reply.setSessionCookie('staff', token, null);
      return { staff: toStaffMember(member) };
    },
  );

  app.post(
    '/api/staff/auth/signout',
    { schema: { tags: ['staff'], summary: 'Staff sign-out', response: { 200: okResponseSchema } } },
    async (request, reply) => {
      const session = await loadStaffSession(request);
      if (session) {
        await revokeSession(app.database.db, session.sessionId);
        app.io.in(ROOMS.session(session.sessionId)).disconnectSockets(true);
      }
      reply.clearSessionCookie('staff');
      return { success: true as const };
    },
  );

  app.get(
    '/api/staff/auth/me',
    {
      schema: { tags: ['staff'], summary: 'The signed-in staff member', response: { 200: staffMeResponseSchema } },
      preHandler: requireStaff(),
    },
    async (request) => {
      const session = currentStaff(request);
      const [row] = await app.database.db.select().from(staff).where(eq(staff.id, session.staffId));
      return { staff: toStaffMember(row!) };
    },
  );
};
