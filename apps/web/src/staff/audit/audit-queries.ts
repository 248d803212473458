import type { AuditQuery } from '@club/shared/audit';
import { staffContract } from '@club/shared/contracts/staff';
import { callApi } from '../../lib/api';
import { useConsoleQuery } from '../console-query';
import { ROLE_LABELS } from '../sections';
import type { NameOption } from './name-combobox';

export type AuditFilter = Omit<AuditQuery, 'page' | 'pageSize'>;

export const AUDIT_PAGE_SIZE = 25;

/** The audit log is only read: a page is read again when the section opens or the filter changes. */
export const useAuditPage = (filter: AuditFilter, page: number) =>
  useConsoleQuery(['staff', 'audit', filter, page], () =>
    callApi(staffContract.getStaffAudit, { query: { ...filter, page, pageSize: AUDIT_PAGE_SIZE } }),
  );

/** The staff filter's suggestions: members found by name or e-mail (GET /api/staff/audit/staff). */
export async function suggestStaff(typed: string): Promise<NameOption[]> {
  const members = await callApi(staffContract.getStaffAuditStaff, { query: { q: typed } });
  return members.map((m) => ({ id: m.id, label: m.name, detail: `${ROLE_LABELS[m.role]} · ${m.email}` }));
}

/** The player filter's suggestions: the player directory's search (name, nickname, e-mail, phone, code). */
export async function suggestPlayers(typed: string): Promise<NameOption[]> {
  const players = await callApi(staffContract.getStaffPlayers, { query: { q: typed } });
  return players.slice(0, 10).map((p) => ({
    id: p.id,
    label: `${p.firstName} ${p.lastName}`.trim() || p.email,
    detail: `#${p.id} · ${p.playerCode} · ${p.email}`,
  }));
}
