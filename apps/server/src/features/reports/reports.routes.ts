import { reportsContract as contract } from '@club/shared/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import { buildReport, buildReportCsv } from './reports.service';

/** The club's reports (issue 19): super admins, admins and managers; read only. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff('reports');

  app.route({
    ...fromContract(contract.getStaffReports),
    preHandler: guard,
    handler: async (request) => buildReport(app.database.db, request.query),
  });

  app.route({
    ...fromContract(contract.getStaffReportsByReportCsv),
    preHandler: guard,
    handler: async (request, reply) => {
      const { csv, filename } = await buildReportCsv(app.database.db, request.params.report, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  });
};
