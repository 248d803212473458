import type { AuditQuery } from '@club/shared/audit';
import { staffContract } from '@club/shared/contracts/staff';
import { callApi } from '../../lib/api';
import { useConsoleQuery } from '../console-query';

export type AuditFilter = Omit<AuditQuery, 'page' | 'pageSize'>;

export const AUDIT_PAGE_SIZE = 25;

/** The audit log is only read: a page is read again when the section opens or the filter changes. */
export const useAuditPage = (filter: AuditFilter, page: number) =>
  useConsoleQuery(['staff', 'audit', filter, page], () =>
    callApi(staffContract.getStaffAudit, { query: { ...filter, page, pageSize: AUDIT_PAGE_SIZE } }),
  );
