import { route } from '../contract';
import { reportKeyParams, reportQuerySchema, reportSchema } from '../reports';

/** The club's reports (issue 19): super admins, admins and managers (permission `reports`). */
export const reportsContract = {
  getStaffReports: route({
    method: 'GET',
    path: '/api/staff/reports',
    summary: "The club's figures for tonight or a range of days (at most 92): every chart's rows",
    description:
      'Computed from the ledger, seats, wait-list, orders, KYC, VIP and sign-ups at each call, never stored. Days are the club’s time zone; one day is bucketed by the hour, a range by the day.',
    tags: ['staff', 'reports'],
    query: reportQuerySchema,
    responses: { 200: reportSchema },
    errors: [400, 401, 403],
  }),
  getStaffReportsByReportCsv: route({
    method: 'GET',
    path: '/api/staff/reports/:report.csv',
    summary: "One chart's figures as CSV (text/csv, a header row): the same range, the table's columns",
    tags: ['staff', 'reports'],
    params: reportKeyParams,
    query: reportQuerySchema,
    responses: { 200: null },
    errors: [],
  }),
};
