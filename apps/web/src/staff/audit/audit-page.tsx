import type { AuditRow } from '@club/shared/audit';
import { routeUrl } from '@club/shared/contract';
import { staffContract } from '@club/shared/contracts/staff';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { formatClubTime } from '../../lib/format';
import { Select } from '../floor/floor-form';
import { ROLE_LABELS } from '../sections';
import { AUDIT_PAGE_SIZE, type AuditFilter, suggestPlayers, suggestStaff, useAuditPage } from './audit-queries';
import { NameCombobox, type NameOption } from './name-combobox';

/** 'staff.update' → 'staff update' */
const actionLabel = (action: string) => action.replaceAll(/[._]/g, ' ');

/** /staff/audit: who did what and when, filtered, paged, each row's before and after; CSV of the same filter. */
export function AuditPage() {
  const [staffMember, setStaffMember] = useState<NameOption | null>(null);
  const [player, setPlayer] = useState<NameOption | null>(null);
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<AuditRow | null>(null);

  const filter: AuditFilter = {
    ...(staffMember ? { staffId: staffMember.id } : {}),
    ...(player ? { playerId: player.id } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const log = useAuditPage(filter, page);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_PAGE_SIZE)) : 1;
  // A new filter starts from its first page.
  const change = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const clear = () =>
    change(() => {
      setStaffMember(null);
      setPlayer(null);
      setAction('');
      setFrom('');
      setTo('');
    });

  return (
    <section aria-labelledby="audit-title" className="grid min-w-0 grid-cols-1 gap-4">
      <div>
        <h1 id="audit-title" className="text-xl font-bold text-white">
          Audit log
        </h1>
        <p className="text-sm text-slate-300">
          Every staff action, newest first. Dates are the club's days. Nothing here can be changed or deleted.
        </p>
      </div>

      <form
        aria-label="Filter the audit log"
        className="grid min-w-0 grid-cols-2 items-end gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4 sm:grid-cols-3 lg:grid-cols-5"
        onSubmit={(e) => e.preventDefault()}
      >
        <FormField label="Action">
          {(control) => (
            <Select {...control} value={action} onChange={(e) => change(() => setAction(e.target.value))}>
              <option value="">Every action</option>
              {(log.data?.actions ?? (action ? [action] : [])).map((a) => (
                <option key={a} value={a}>
                  {actionLabel(a)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <NameCombobox
          label="Staff member"
          queryKey="staff-suggestions"
          suggest={suggestStaff}
          chosen={staffMember}
          onChoose={(option) => change(() => setStaffMember(option))}
        />
        <NameCombobox
          label="Player"
          queryKey="player-suggestions"
          suggest={suggestPlayers}
          chosen={player}
          onChoose={(option) => change(() => setPlayer(option))}
        />
        <FormField label="From">
          {(control) => (
            <Input
              {...control}
              className="min-w-0"
              type="date"
              value={from}
              onChange={(e) => change(() => setFrom(e.target.value))}
            />
          )}
        </FormField>
        <FormField label="To">
          {(control) => (
            <Input
              {...control}
              className="min-w-0"
              type="date"
              value={to}
              onChange={(e) => change(() => setTo(e.target.value))}
            />
          )}
        </FormField>
        <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-3 lg:col-span-5">
          <Button variant="secondary" onClick={clear}>
            Clear
          </Button>
          <Button asChild variant="secondary">
            <a href={routeUrl(staffContract.getStaffAuditCsv, { query: filter })} download>
              Export CSV
            </a>
          </Button>
        </div>
      </form>

      {log.data ? (
        <div className="grid min-w-0 gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4">
          <p className="text-sm text-slate-200" aria-live="polite">
            {log.data.total === 1 ? '1 action' : `${log.data.total} actions`} match.
          </p>
          <div className="overflow-x-auto">
            <table className="relative w-full min-w-[56rem] text-left text-sm">
              <caption className="sr-only">Audited actions</caption>
              <thead className="text-slate-300">
                <tr>
                  {['When', 'Who', 'What happened', 'Action', 'Note', ''].map((h, i) => (
                    <th key={h || i} scope="col" className="py-1 pr-3 font-medium">
                      {h || <span className="sr-only">Details</span>}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="text-white">
                {log.data.rows.map((row) => (
                  <tr key={row.id} className="border-t border-slate-800" data-testid="audit-row">
                    <td className="py-1 pr-3 whitespace-nowrap">{formatClubTime(row.createdAt, 'dayTime')}</td>
                    <td className="py-1 pr-3">
                      {row.staffName ?? 'System'}
                      {row.staffRole ? (
                        <span className="block text-xs text-slate-300">
                          #{row.staffId} · {ROLE_LABELS[row.staffRole]}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-1 pr-3 text-white" data-testid="audit-summary">
                      {row.summary}
                    </td>
                    <td className="py-1 pr-3 text-xs text-slate-300">{actionLabel(row.action)}</td>
                    <td className="max-w-56 truncate py-1 pr-3" title={row.note ?? undefined}>
                      {row.note ?? ''}
                    </td>
                    <td className="py-1">
                      <Button
                        variant="ghost"
                        aria-label={`Details of ${actionLabel(row.action)} #${row.id}`}
                        onClick={() => setDetail(row)}
                      >
                        Details
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {log.data.rows.length === 0 ? <p className="text-sm text-slate-300">No actions match this filter.</p> : null}
          <div className="flex items-center gap-2">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <p className="text-sm text-slate-300">
              Page {page} of {pages}
            </p>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-300">
          {log.isError ? 'Could not read the audit log.' : 'Loading the audit log…'}
        </p>
      )}

      <Dialog open={detail !== null} onOpenChange={(open) => !open && setDetail(null)}>
        {detail ? (
          <DialogContent className="max-w-4xl">
            <DialogTitle>
              {actionLabel(detail.action)} #{detail.id}
            </DialogTitle>
            <p className="text-base font-semibold text-white">{detail.summary}</p>
            <DialogDescription>
              {formatClubTime(detail.createdAt, 'dateTime')} by {detail.staffName ?? 'the system'} on {detail.entity}{' '}
              {detail.entityId ? `#${detail.entityId}` : ''}
              {detail.playerId ? `, player ${detail.playerName ?? ''} #${detail.playerId}` : ''}.
            </DialogDescription>
            {detail.note ? <p className="mt-3 text-sm text-slate-200">Note: {detail.note}</p> : null}
            <Changes before={detail.before} after={detail.after} />
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              <JsonBlock title="Before" value={detail.before} />
              <JsonBlock title="After" value={detail.after} />
            </div>
            <div className="mt-4 flex justify-end">
              <Button variant="secondary" onClick={() => setDetail(null)}>
                Close
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-semibold text-slate-200">{title}</figcaption>
      {/* Wrapped, never clipped: the dialog scrolls as a whole. */}
      <pre className="rounded-lg bg-slate-950 p-3 text-xs break-all whitespace-pre-wrap text-slate-100">
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </figure>
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** The keys whose value moved, before → after (when both sides are objects). */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  if (!isRecord(before) || !isRecord(after)) return null;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'updatedAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return null;
  return (
    <ul
      aria-label="What changed"
      className="mt-4 grid gap-1 rounded-lg border border-amber-700/60 bg-amber-950/40 p-3 text-sm"
    >
      {keys.map((key) => (
        <li key={key} className="break-all text-amber-50">
          <span className="font-semibold">{key}</span>: {shown(before[key])} → {shown(after[key])}
        </li>
      ))}
    </ul>
  );
}
