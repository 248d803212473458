import { staffContract as contract } from '@club/shared/contracts/staff';
import { STAFF_SESSION_DEACTIVATED_MESSAGE } from '@club/shared/staff';
import { fromContract } from '../../plugins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { unlockSignIn } from '../../plugins/signin-limits';
import { writeAudit } from './audit.service';
import {
  createAuditedStaffAccount,
  findStaffAccount,
  listStaffAccounts,
  setStaffPassword,
  toAccount,
  updateStaffAccount,
} from './staff-accounts.service';

/** Super admins make and manage the other staff accounts (DESIGN.md section 8). */
export const staffAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const guard = requireStaff('staffAccounts');

  app.route({
    ...fromContract(contract.getStaffAccounts),
    preHandler: guard,
    handler: async () => listStaffAccounts(db),
  });

  app.route({
    ...fromContract(contract.postStaffAccounts),
    preHandler: guard,
    handler: async (request, reply) =>
      reply.status(201).send(await createAuditedStaffAccount(db, request.body, currentStaff(request).staffId)),
  });

  // A deactivated account's sessions stop at once: every staff request re-reads is_active.
  app.route({
    ...fromContract(contract.patchStaffAccountsByStaffId),
    preHandler: guard,
    handler: async (request) => {
      const { before, after } = await updateStaffAccount(db, {
        staffId: request.params.staffId,
        name: request.body.name,
        role: request.body.role,
        isActive: request.body.isActive,
        actorId: currentStaff(request).staffId,
      });
      // After commit, on every instance: the account's open consoles stop hearing what it may no longer see.
      if (before.isActive && !after.isActive) {
        app.sockets.end({ staffId: before.id }, STAFF_SESSION_DEACTIVATED_MESSAGE);
      } else if (before.role !== after.role) {
        app.sockets.moveRole(before.id, before.role, after.role);
      }
      return toAccount(after);
    },
  });

  // A staff member locked out by failed sign-ins (theirs or someone else's) is let back in by a super admin.
  app.route({
    ...fromContract(contract.postStaffAccountsByStaffIdUnlock),
    preHandler: guard,
    handler: async (request) => {
      const member = await findStaffAccount(db, request.params.staffId);
      await unlockSignIn(request, 'staff', member.email);
      await writeAudit(db, {
        staffId: currentStaff(request).staffId,
        action: 'staff.unlock_signin',
        entity: 'staff',
        entityId: member.id,
      });
      return toAccount(member);
    },
  });

  // A forgotten password: the super admin sets one to hand over; the member must replace it at sign-in.
  app.route({
    ...fromContract(contract.postStaffAccountsByStaffIdPassword),
    preHandler: guard,
    handler: async (request) => {
      const member = await setStaffPassword(db, {
        staffId: request.params.staffId,
        password: request.body.password,
        actorId: currentStaff(request).staffId,
      });
      app.sockets.end({ staffId: member.id }, 'A super admin set a new password for your account');
      return toAccount(member);
    },
  });
};
