import { routeUrl } from '@club/shared/contract';
import { cageContract } from '@club/shared/contracts/cage';
import { formatRupees } from '@club/shared/money';
import { useClubName } from '../../features/accounts/club-settings-query';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { callApi } from '../../lib/api';
import { formatClubTime } from '../../lib/format';
import { CAGE_KEYS, useStaffQuery } from './cage-queries';
import { rowTypeLabel, TypeTotals } from './type-totals';

const STATUS_LABELS = { open: 'Open', awaiting_sign_off: 'Closed, waiting for sign-off', closed: 'Closed' } as const;
/** An open shift's running figures reach only a super admin: the cashier counts blind (decision 070). */
const AFTER_THE_COUNT = 'Shown after the count';
const drawerFigure = (value: string | undefined) => (value === undefined ? AFTER_THE_COUNT : formatRupees(value));

/**
 * A shift's report (GET /api/staff/cage/shifts/{id}): the shift's figures, totals by type, sign-offs and
 * every operation, printable on A4 (styles.css, .cage-print) and as CSV.
 */
export function ShiftReportDialog({ shiftId, onClose }: { shiftId: number; onClose: () => void }) {
  const clubName = useClubName();
  const report = useStaffQuery(CAGE_KEYS.shiftReport(shiftId), () =>
    callApi(cageContract.getStaffCageShiftsByShiftId, { params: { shiftId } }),
  );
  const shift = report.data?.shift;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogTitle>Shift #{shiftId} report</DialogTitle>
        <DialogDescription>
          Every operation of the shift, its totals and its count. Print it or export it.
        </DialogDescription>
        {shift && report.data ? (
          <section aria-label={`Shift #${shiftId}`} className="cage-print mt-4 grid gap-4 text-sm">
            <p className="text-base font-bold text-white">
              {clubName} · shift #{shift.id}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
              {(
                [
                  ['Cashier', shift.staffName],
                  ['Status', STATUS_LABELS[shift.status]],
                  ['Opened', formatClubTime(shift.openedAt, 'dateTime')],
                  ['Closed', shift.closedAt ? formatClubTime(shift.closedAt, 'dateTime') : '—'],
                  ['Opening float', formatRupees(shift.openingFloat)],
                  ['Cash in', drawerFigure(shift.cashIn)],
                  ['Cash out', drawerFigure(shift.cashOut)],
                  ['Expected cash', drawerFigure(shift.expectedCash)],
                  ['Counted cash', shift.countedCash === null ? '—' : formatRupees(shift.countedCash)],
                  ['Variance', shift.variance === null ? '—' : formatRupees(shift.variance)],
                  ['Close note', shift.closeNote ?? '—'],
                  [
                    'Signed off',
                    shift.signedOffByName && shift.signedOffAt
                      ? `${shift.signedOffByName}, ${formatClubTime(shift.signedOffAt, 'dateTime')}${shift.signOffNote ? ` (${shift.signOffNote})` : ''}`
                      : '—',
                  ],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-300">{label}</dt>
                  <dd className="font-semibold text-white">{value}</dd>
                </div>
              ))}
            </dl>
            {report.data.totals ? (
              <TypeTotals totals={report.data.totals} />
            ) : (
              <p className="text-slate-300">Totals by type: {AFTER_THE_COUNT.toLowerCase()}.</p>
            )}
            <table className="w-full text-left">
              <caption className="text-left font-semibold text-white">
                Operations ({report.data.operations.length})
              </caption>
              <thead className="text-slate-300">
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Time</th>
                  <th scope="col">Player</th>
                  <th scope="col">Type</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody className="text-white">
                {report.data.operations.map((operation) => (
                  <tr key={operation.id} className="border-t border-slate-800" data-testid="shift-report-operation">
                    <td>{operation.id}</td>
                    <td>{formatClubTime(operation.createdAt, 'time')}</td>
                    <td>{operation.playerName}</td>
                    <td>{rowTypeLabel(operation)}</td>
                    <td>{formatRupees(operation.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : (
          <p className="mt-4 text-sm text-slate-300">
            {report.isError ? 'Could not read the shift report.' : 'Loading the report…'}
          </p>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-2 print:hidden">
          <Button asChild variant="secondary">
            <a href={routeUrl(cageContract.getStaffCageShiftsByShiftIdCsv, { params: { shiftId } })} download>
              Export CSV
            </a>
          </Button>
          <Button variant="secondary" disabled={!shift} onClick={() => window.print()}>
            Print
          </Button>
          <Button onClick={onClose}>Close</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
