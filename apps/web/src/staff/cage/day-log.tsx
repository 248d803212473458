import { cageContract } from '@club/shared/contracts/cage';
import { routeUrl } from '@club/shared/contract';
import { formatRupees } from '@club/shared/money';
import type { CageLogType } from '@club/shared/cage';
import { TRANSACTION_TYPES } from '@club/shared/wallet';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { callApi } from '../../lib/api';
import { formatClubDay, formatClubTime } from '../../lib/format';
import { Select } from '../floor/floor-form';
import { CAGE_KEYS, useStaffQuery } from './cage-queries';
import { ShiftReportDialog } from './shift-report';
import { rowTypeLabel, TypeTotals, typeLabel } from './type-totals';

const PAGE_SIZE = 50;

const clubToday = () => formatClubDay(new Date());

/** A filter picked from a row: the player, the staff member or the shift it names. */
type RowFilter = { key: 'playerId' | 'staffId' | 'shiftId'; id: number; label: string };
const FILTER_NAMES = { playerId: 'Player', staffId: 'Staff', shiftId: 'Shift' } as const;

/**
 * The day's log: every ledger row by date (club time zone), type, and the player, staff member or shift
 * picked from a row, with totals and the same filter as CSV; a shift's printable report from its number.
 */
export function DayLog() {
  const [from, setFrom] = useState(clubToday);
  const [to, setTo] = useState(clubToday);
  const [type, setType] = useState<CageLogType | ''>('');
  const [picked, setPicked] = useState<RowFilter[]>([]);
  const [reportShiftId, setReportShiftId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const filter = {
    from,
    to,
    ...(type ? { type } : {}),
    ...Object.fromEntries(picked.map((f) => [f.key, f.id])),
  };
  const log = useStaffQuery(CAGE_KEYS.log({ ...filter, page }), () =>
    callApi(cageContract.getStaffWalletTransactions, { query: { ...filter, page, pageSize: PAGE_SIZE } }),
  );
  // A new filter starts from its first page.
  const changeFilter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / PAGE_SIZE)) : 1;
  const pick = (next: RowFilter) =>
    changeFilter(() => setPicked((current) => [...current.filter((f) => f.key !== next.key), next]));
  const unpick = (key: RowFilter['key']) =>
    changeFilter(() => setPicked((current) => current.filter((f) => f.key !== key)));
  const pickButton = (next: RowFilter, text: string) => (
    <Button
      variant="ghost"
      className="px-2"
      aria-label={`Show only ${FILTER_NAMES[next.key].toLowerCase()} ${next.label}`}
      onClick={() => pick(next)}
    >
      {text}
    </Button>
  );

  return (
    <section aria-labelledby="cage-log" className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4">
      <h2 id="cage-log" className="text-base font-bold text-white">
        The day's log
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <FormField label="From">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={from}
                onChange={(e) => changeFilter(() => setFrom(e.target.value))}
              />
            )}
          </FormField>
        </div>
        <div className="w-40">
          <FormField label="To">
            {(control) => (
              <Input {...control} type="date" value={to} onChange={(e) => changeFilter(() => setTo(e.target.value))} />
            )}
          </FormField>
        </div>
        <div className="w-48">
          <FormField label="Type">
            {(control) => (
              <Select
                {...control}
                value={type}
                onChange={(e) => changeFilter(() => setType(e.target.value as CageLogType | ''))}
              >
                <option value="">Every type</option>
                {TRANSACTION_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {typeLabel(t)}
                  </option>
                ))}
                <option value="reversal">reversals</option>
              </Select>
            )}
          </FormField>
        </div>
        <Button asChild variant="secondary">
          <a href={routeUrl(cageContract.getStaffWalletTransactionsCsv, { query: filter })} download>
            Export CSV
          </a>
        </Button>
      </div>
      {picked.length > 0 ? (
        <ul aria-label="Filters from rows" className="flex flex-wrap items-center gap-2">
          {picked.map((f) => (
            <li key={f.key} className="flex items-center gap-1 rounded-lg bg-emerald-950/60 pl-3 text-sm text-white">
              {FILTER_NAMES[f.key]}: {f.label}
              <Button
                variant="ghost"
                aria-label={`Remove the ${FILTER_NAMES[f.key].toLowerCase()} filter`}
                onClick={() => unpick(f.key)}
              >
                ×
              </Button>
              {f.key === 'shiftId' ? (
                <Button variant="secondary" onClick={() => setReportShiftId(f.id)}>
                  Shift report
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-slate-300">Pick a player, a staff member or a shift in a row to show only theirs.</p>
      )}
      {log.data ? (
        <>
          {log.data.totals.length === 0 && log.data.openShiftRowsNotTotalled > 0 ? null : (
            <TypeTotals totals={log.data.totals} />
          )}
          {log.data.openShiftRowsNotTotalled > 0 ? (
            <p className="text-sm text-slate-300">
              {log.data.totals.length === 0 ? 'Totals by type: shown after the count' : 'The totals leave out'} (
              {log.data.openShiftRowsNotTotalled} operation{log.data.openShiftRowsNotTotalled === 1 ? '' : 's'} of
              shifts still open: a blind count).
            </p>
          ) : null}
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Ledger rows</caption>
              <thead className="text-slate-300">
                <tr>
                  {['#', 'Time', 'Player', 'Type', 'Amount', 'Staff', 'Shift'].map((h) => (
                    <th key={h} scope="col" className="py-1 pr-3 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="text-white">
                {log.data.rows.map((row) => (
                  <tr key={row.id} className="border-t border-slate-800">
                    <td className="py-1 pr-3">{row.id}</td>
                    <td className="py-1 pr-3">{formatClubTime(row.createdAt, 'dayTime')}</td>
                    <td className="py-1 pr-3">
                      {pickButton({ key: 'playerId', id: row.playerId, label: row.playerName }, row.playerName)}
                    </td>
                    <td className="py-1 pr-3">{rowTypeLabel(row)}</td>
                    <td className="py-1 pr-3 whitespace-nowrap">{formatRupees(row.amount)}</td>
                    <td className="py-1 pr-3">
                      {row.staffId !== null && row.staffName
                        ? pickButton({ key: 'staffId', id: row.staffId, label: row.staffName }, row.staffName)
                        : '—'}
                    </td>
                    <td className="py-1 pr-3">
                      {row.shiftId !== null
                        ? pickButton({ key: 'shiftId', id: row.shiftId, label: `#${row.shiftId}` }, `#${row.shiftId}`)
                        : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {log.data.rows.length === 0 ? <p className="text-sm text-slate-300">No rows for this filter.</p> : null}
          <div className="flex items-center gap-2">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <p className="text-sm text-slate-300">
              Page {page} of {pages} · {log.data.total} rows
            </p>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-300">{log.isError ? 'Could not read the log.' : 'Loading…'}</p>
      )}
      {reportShiftId !== null ? (
        <ShiftReportDialog shiftId={reportShiftId} onClose={() => setReportShiftId(null)} />
      ) : null}
    </section>
  );
}
