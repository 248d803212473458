import { staffContract as contract } from '@club/shared/contracts/staff';
import { fromContract } from '../../plugins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { currentStaff, loadStaffSession, requireStaff } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { signInLimits } from '../../plugins/signin-limits';
import { getDummyHash, verifyPassword } from '../../auth/password';
import { createStaffSession, revokeSession } from '../../auth/sessions.service';
import { changeOwnStaffPassword, findStaffAccount, recordStaffSignIn } from './staff-accounts.service';
import { findStaffByEmail, toStaffMember } from './staff.service';
import { STAFF_DEACTIVATED_MESSAGE } from '@club/shared/staff';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Tries at the current password per member per 15 minutes: enough for typos, too few to guess it. */
const PASSWORD_CHANGES_PER_MEMBER = 10;
/** A ceiling per address far above what a club's staff, behind one address, ever need in 15 minutes. */
const PASSWORD_CHANGES_PER_ADDRESS = 200;

export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(contract.postStaffAuthSignin),
    preHandler: rateLimit({
      name: 'staff-signin-ip',
      max: app.config.RATE_LIMIT_STAFF_SIGNIN_PER_IP,
      windowMs: FIFTEEN_MINUTES,
    }),
    handler: async (request, reply) => {
      const limits = signInLimits(request, reply, 'staff', request.body.email);
      await limits.check();
      const member = await findStaffByEmail(app.database.db, request.body.email);
      const ok = await verifyPassword(member?.passwordHash ?? (await getDummyHash()), request.body.password);
      if (!member || !ok) {
        await limits.recordFailure();
        throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
      }
      // Only someone who knows the password learns that the account is deactivated (issue 15: a clear message).
      if (!member.isActive) throw new AppError('ACCOUNT_DEACTIVATED', STAFF_DEACTIVATED_MESSAGE);
      const { token } = await createStaffSession(app.database.db, member.id);
      await recordStaffSignIn(app.database.db, member.id);
      reply.setSessionCookie('staff', token, null);
      await limits.recordSuccess();
      return { staff: toStaffMember(member) };
    },
  });

  app.route({
    ...fromContract(contract.postStaffAuthSignout),
    handler: async (request, reply) => {
      const session = await loadStaffSession(request);
      if (session) {
        await revokeSession(app.database.db, session.sessionId);
        app.sockets.end({ sessionId: session.sessionId }, 'Signed out');
      }
      reply.clearSessionCookie('staff');
      return { success: true as const };
    },
  });

  // The console's first read: signed out is an answer, not an error (issue 27, item 13).
  app.route({
    ...fromContract(contract.getStaffAuthSession),
    handler: async (request) => {
      const session = await loadStaffSession(request);
      if (!session) return { staff: null };
      return { staff: toStaffMember(await findStaffAccount(app.database.db, session.staffId)) };
    },
  });

  app.route({
    ...fromContract(contract.getStaffAuthMe),
    preHandler: requireStaff(),
    handler: async (request) => {
      const session = currentStaff(request);
      return { staff: toStaffMember(await findStaffAccount(app.database.db, session.staffId)) };
    },
  });

  app.route({
    ...fromContract(contract.postStaffAuthPassword),
    preHandler: [
      requireStaff(),
      // Per member: one member's tries never use up another's (the staff share the club's one address).
      rateLimit({
        name: 'staff-password-change',
        max: PASSWORD_CHANGES_PER_MEMBER,
        windowMs: FIFTEEN_MINUTES,
        key: (request) => String(currentStaff(request).staffId),
        message: 'Too many tries at your password. Please wait 15 minutes and try again.',
      }),
      rateLimit({
        name: 'staff-password-change-ip',
        max: PASSWORD_CHANGES_PER_ADDRESS,
        windowMs: FIFTEEN_MINUTES,
        message: 'Too many password changes from your network. Please wait 15 minutes and try again.',
      }),
    ],
    handler: async (request) => {
      const session = currentStaff(request);
      const member = await changeOwnStaffPassword(app.database.db, {
        staffId: session.staffId,
        sessionId: session.sessionId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
      // The member's other consoles end; this one carries on.
      app.sockets.end({ staffId: member.id }, 'Your password was changed', { keepSessionId: session.sessionId });
      return { staff: toStaffMember(member) };
    },
  });
};
