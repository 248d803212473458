import { staffContract as contract } from '@club/shared/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import { auditLogCsv, auditLogPage, suggestAuditStaff } from './audit-log.service';

/** The audit log, read only (issue 19): super admins and admins; no route edits or deletes a row. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff('auditRead');

  app.route({
    ...fromContract(contract.getStaffAudit),
    preHandler: guard,
    handler: async (request) => auditLogPage(app.database.db, request.query),
  });

  app.route({
    ...fromContract(contract.getStaffAuditCsv),
    preHandler: guard,
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .send(await auditLogCsv(app.database.db, request.query)),
  });

  app.route({
    ...fromContract(contract.getStaffAuditStaff),
    preHandler: guard,
    handler: async (request) => suggestAuditStaff(app.database.db, request.query.q),
  });
};
