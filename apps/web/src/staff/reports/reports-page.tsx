import { routeUrl } from '@club/shared/contract';
import { reportsContract } from '@club/shared/contracts/reports';
import { formatRupees, fromPaise } from '@club/shared/money';
import { REPORT_COLUMNS, REPORT_KEYS, REPORT_MAX_DAYS, type Report, type ReportKey } from '@club/shared/reports';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { formatClubDay, formatClubTime, formatCount } from '../../lib/format';
import { ReportChart } from './report-charts';
import { type ReportRange, useReport } from './reports-queries';

type Rows = ReadonlyArray<Record<string, unknown>>;

const paiseOf = (rupees: string) => BigInt(rupees.replace('.', ''));
const total = (rows: Rows, field: string) => rows.reduce((sum, row) => sum + Number(row[field] ?? 0), 0);
const totalMoney = (rows: Rows, field: string) =>
  formatRupees(fromPaise(rows.reduce((sum, row) => sum + paiseOf(String(row[field] ?? '0.00')), 0n)));
const lastMoney = (rows: Rows, field: string) => formatRupees(String(rows.at(-1)?.[field] ?? '0.00'));
const peak = (rows: Rows, field: string) =>
  rows.reduce<Record<string, unknown> | null>(
    (best, row) => (!best || Number(row[field]) > Number(best[field]) ? row : best),
    null,
  );

const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

/** What each chart says in one sentence: shown under its heading, and the chart's accessible description. */
function summaryOf(key: ReportKey, report: Report): string {
  const rows = report[key] as Rows;
  if (rows.length === 0) return key === 'waits' ? 'Nobody was seated from a wait-list.' : 'Nothing yet.';
  switch (key) {
    case 'room': {
      const most = peak(rows, 'players');
      const tables = Math.max(...rows.map((r) => Number(r.tables)));
      const players = Number(most?.players ?? 0);
      return players === 0
        ? 'Nobody was seated.'
        : `At most ${plural(players, 'player')} (${most?.label}) and ${plural(tables, 'table')} running; ${formatCount(total(rows, 'seatHours'), 2)} seat-hours in all.`;
    }
    case 'waits':
      return report.waits
        .map(
          (w) =>
            `${w.game}: ${w.seated} seated, ${w.averageMinutes} min on average, ${w.p90Minutes} min at the 90th percentile`,
        )
        .join('; ')
        .concat('.');
    case 'cage':
      return `Table buy-ins ${totalMoney(rows, 'buyIns')}, cash-outs ${totalMoney(rows, 'cashOuts')}; cash in ${totalMoney(rows, 'cashIn')}, paid out ${totalMoney(rows, 'cashPaidOut')}, reversed ${totalMoney(rows, 'reversals')}; net cage movement ${totalMoney(rows, 'net')}.`;
    case 'tournaments':
      return `Tournament fees (the house’s) ${totalMoney(rows, 'fees')}; buy-ins ${totalMoney(rows, 'buyIns')}, prizes paid ${totalMoney(rows, 'prizes')}.`;
    case 'credit':
      return `Issued ${totalMoney(rows, 'issued')}, cleared ${totalMoney(rows, 'cleared')}, reversed ${totalMoney(rows, 'reversals')}; ${lastMoney(rows, 'outstanding')} outstanding at the end.`;
    case 'food':
      return `${formatCount(total(rows, 'orders'))} orders for ${totalMoney(rows, 'revenue')}; ${formatCount(total(rows, 'cancelled'))} cancelled.`;
    case 'kyc': {
      const decided = report.kyc.filter((r) => r.averageHoursToDecision !== null);
      const hours =
        decided.length === 0
          ? 'no decision yet'
          : `${formatCount(
              decided.reduce((sum, r) => sum + (r.averageHoursToDecision ?? 0) * r.decided, 0) /
                decided.reduce((sum, r) => sum + r.decided, 0),
              2,
            )} hours on average to a decision`;
      return `${formatCount(total(rows, 'submitted'))} submitted, ${formatCount(total(rows, 'decided'))} decided, ${formatCount(Number(rows.at(-1)?.backlog ?? 0))} waiting at the end; ${hours}.`;
    }
    case 'vip':
      return `${formatCount(total(rows, 'earned'))} points earned, ${formatCount(total(rows, 'redeemed'))} redeemed.`;
    case 'signups':
      return `${formatCount(total(rows, 'signups'))} new sign-ups.`;
  }
}

/** A figure as the table shows it: money with Indian grouping, counts as they are, nothing as a dash. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value))
    return Number(value).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (typeof value === 'number') return value.toLocaleString('en-IN', { maximumFractionDigits: 2 });
  return String(value);
}

function ReportCard({ reportKey, report, range }: { reportKey: ReportKey; report: Report; range: ReportRange }) {
  const id = useId();
  const { title, columns } = REPORT_COLUMNS[reportKey];
  const rows = report[reportKey] as Rows;
  const summary = summaryOf(reportKey, report);
  const csv = routeUrl(reportsContract.getStaffReportsByReportCsv, {
    params: { report: reportKey },
    query: range ?? { from: report.from, to: report.to },
  });
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 content-start gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
      data-testid={`report-${reportKey}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
            {title}
          </h2>
          <p id={`${id}-summary`} className="text-sm text-slate-300">
            {summary}
          </p>
        </div>
        <Button asChild variant="secondary">
          <a href={csv} download aria-label={`Export CSV of ${title}`}>
            Export CSV
          </a>
        </Button>
      </div>
      <div role="img" aria-label={`${title}: chart`} aria-describedby={`${id}-summary`} className="min-w-0">
        <ReportChart report={reportKey} rows={report[reportKey]} />
      </div>
      {/* Scrolls on its own: focusable, so a keyboard reaches every row. */}
      <section
        aria-label={`${title}: the figures`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
        tabIndex={0}
        className="max-h-60 overflow-auto rounded-lg border border-slate-800"
      >
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">{title}: the figures</caption>
          <thead className="sticky top-0 bg-slate-900 text-slate-300">
            <tr>
              {columns.map(([field, label], i) => (
                <th key={field} scope="col" className={`px-2 py-1 font-medium ${i === 0 ? 'text-left' : ''}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-white">
            {rows.map((row, r) => (
              <tr key={String(row.start ?? row.game ?? r)} className="border-t border-slate-800">
                {columns.map(([field], i) =>
                  i === 0 ? (
                    <th key={field} scope="row" className="px-2 py-1 text-left font-normal">
                      {cellText(row[field])}
                    </th>
                  ) : (
                    <td key={field} className="px-2 py-1">
                      {cellText(row[field])}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="p-2 text-sm text-slate-300">{summary}</p> : null}
      </section>
    </section>
  );
}

const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** /staff/reports: tonight by default, or a range of days; each chart with its table and CSV. */
export function ReportsPage() {
  const today = formatClubDay(new Date());
  const [range, setRange] = useState<ReportRange>(null);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [formError, setFormError] = useState<string | null>(null);
  const report = useReport(range);

  const show = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setFormError('Choose a start and an end date.');
    if (from > to) return setFormError('The start date must be on or before the end date.');
    if (dayCount(from, to) > REPORT_MAX_DAYS) return setFormError(`A report covers at most ${REPORT_MAX_DAYS} days.`);
    setFormError(null);
    setRange({ from, to });
  };
  const tonight = () => {
    setFormError(null);
    setFrom(today);
    setTo(today);
    setRange(null);
  };

  const data = report.data;
  const heading =
    range === null
      ? 'Tonight'
      : range.from === range.to
        ? formatClubTime(`${range.from}T12:00:00Z`, 'date')
        : `${formatClubTime(`${range.from}T12:00:00Z`, 'date')} to ${formatClubTime(`${range.to}T12:00:00Z`, 'date')}`;

  return (
    <section aria-labelledby="reports-title" className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="reports-title" className="text-xl font-bold text-white">
            Reports: {heading}
          </h1>
          <p className="text-sm text-slate-300">
            {data
              ? `${data.bucket === 'hour' ? 'Hour by hour' : 'Day by day'} on the club's clock (${data.timeZone}), as of ${formatClubTime(data.generatedAt, 'time')}.${range === null ? ' Tonight follows the floor, the kitchen and the desks live.' : ''}`
              : "Figures from the ledger, seats, wait-lists, orders and the desks, on the club's clock."}
          </p>
        </div>
        <form
          aria-label="Choose the days"
          className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-3"
          onSubmit={show}
          noValidate
        >
          <FormField label="From">
            {(control) => (
              <Input {...control} type="date" value={from} max={today} onChange={(e) => setFrom(e.target.value)} />
            )}
          </FormField>
          <FormField label="To">
            {(control) => (
              <Input {...control} type="date" value={to} max={today} onChange={(e) => setTo(e.target.value)} />
            )}
          </FormField>
          <Button type="submit">Show</Button>
          <Button type="button" variant="secondary" onClick={tonight} aria-pressed={range === null}>
            Tonight
          </Button>
        </form>
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-rose-300">
          {formError}
        </p>
      ) : null}

      {data ? (
        <div className="grid min-w-0 grid-cols-1 gap-4 xl:grid-cols-2">
          {REPORT_KEYS.map((key) => (
            <ReportCard key={key} reportKey={key} report={data} range={range} />
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-300" role={report.isError ? 'alert' : undefined}>
          {report.isError ? `Could not read the report: ${errorText(report.error)}` : 'Reading the figures…'}
        </p>
      )}
    </section>
  );
}

/** The API's sentence ('400: {"message": …}'), else a plain one. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  const match = /^\d{3}: (.*)$/s.exec(text);
  try {
    return match
      ? ((JSON.parse(match[1] ?? '') as { message?: string }).message ?? 'please try again.')
      : 'please try again.';
  } catch {
    return 'please try again.';
  }
}
