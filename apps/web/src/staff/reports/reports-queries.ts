import { reportsContract } from '@club/shared/contracts/reports';
import { callApi } from '../../lib/api';
import { useConsoleQuery } from '../console-query';

/** A range of the club's days, both inclusive; null: tonight. */
export type ReportRange = { from: string; to: string } | null;

/** Tonight's report: the one the console's socket events keep current. */
export const TONIGHT_REPORT_KEY = ['staff', 'reports', 'tonight'] as const;
export const reportKey = (range: ReportRange) =>
  range === null ? TONIGHT_REPORT_KEY : (['staff', 'reports', range.from, range.to] as const);

export const useReport = (range: ReportRange) =>
  useConsoleQuery(reportKey(range), () =>
    callApi(reportsContract.getStaffReports, { query: range === null ? {} : range }),
  );
