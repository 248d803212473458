import { routeUrl } from '@club/shared/contract';
import { cageContract } from '@club/shared/contracts/cage';
import { formatRupees } from '@club/shared/money';
import type { Shift } from '@club/shared/cage';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { callApi } from '../../lib/api';
import { formatClubTime } from '../../lib/format';
import { actionErrorText } from '../floor/floor-form';
import { useCageMutation, useCurrentShift } from './cage-queries';
import { ShiftReportDialog } from './shift-report';

/** Marks the opening float's field: the cage's "Open a shift" button takes the cashier there. */
export const OPENING_FLOAT_FIELD = 'data-opening-float';

/** The cashier's shift: open it with the float, see it running, close it with a blind count. */
export function ShiftPanel() {
  const shift = useCurrentShift();
  const [closed, setClosed] = useState<Shift | null>(null);

  return (
    <section
      aria-labelledby="cage-shift"
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
    >
      <h2 id="cage-shift" className="text-base font-bold text-white">
        My shift
      </h2>
      {closed ? <ClosedShift shift={closed} onDismiss={() => setClosed(null)} /> : null}
      {shift.isPending ? (
        <p className="text-sm text-slate-300">Loading…</p>
      ) : shift.data ? (
        <OpenShift shift={shift.data} onClosed={setClosed} />
      ) : (
        // Also under a shift just closed: the cage's "Open a shift" button leads here.
        <OpenShiftForm />
      )}
    </section>
  );
}

function OpenShiftForm() {
  const [float, setFloat] = useState('');
  const open = useCageMutation(() => callApi(cageContract.postStaffCageShifts, { body: { openingFloat: float } }));
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        open.mutate(undefined);
      }}
    >
      <p className="text-sm text-slate-300">No shift is open. Count the drawer and open your shift to handle money.</p>
      <FormField label="Opening float (₹)">
        {(control) => (
          <Input
            {...control}
            {...{ [OPENING_FLOAT_FIELD]: '' }}
            inputMode="decimal"
            required
            value={float}
            onChange={(e) => setFloat(e.target.value)}
          />
        )}
      </FormField>
      {open.isError ? (
        <Alert variant="destructive" title="Shift not opened">
          {actionErrorText(open.error)}
        </Alert>
      ) : null}
      <Button type="submit" disabled={open.isPending}>
        Open shift
      </Button>
    </form>
  );
}

function OpenShift({ shift, onClosed }: { shift: Shift; onClosed: (shift: Shift) => void }) {
  const [isClosing, setIsClosing] = useState(false);
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const close = useCageMutation(() =>
    callApi(cageContract.postStaffCageShiftsByShiftIdClose, {
      params: { shiftId: shift.id },
      body: { countedCash: counted, note: note || null },
    }),
  );
  return (
    <div className="grid gap-3">
      {/* A blind count: the drawer's running figures are not shown until the count is in. */}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {[
          ['Opened', formatClubTime(shift.openedAt, 'dayTime')],
          ['Opening float', formatRupees(shift.openingFloat)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-950/60 px-3 py-2">
            <dt className="text-xs text-slate-300">{label}</dt>
            <dd className="font-semibold text-white">{value}</dd>
          </div>
        ))}
      </dl>
      {isClosing ? (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            close.mutate(undefined, { onSuccess: (answer) => onClosed(answer) });
          }}
        >
          <p className="text-sm text-slate-300">
            Count the drawer and enter what you counted. The expected figure shows after.
          </p>
          <FormField label="Cash counted (₹)">
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                required
                value={counted}
                onChange={(e) => setCounted(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Note (needed when the count is off by more than the club allows)">
            {(control) => <Input {...control} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />}
          </FormField>
          {close.isError ? (
            <Alert variant="destructive" title="Shift not closed">
              {actionErrorText(close.error)}
            </Alert>
          ) : null}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setIsClosing(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={close.isPending}>
              Close shift
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setIsClosing(true)}>
          Close shift (blind count)
        </Button>
      )}
    </div>
  );
}

function ClosedShift({ shift, onDismiss }: { shift: Shift; onDismiss: () => void }) {
  const [isReportOpen, setIsReportOpen] = useState(false);
  const variance = shift.variance ?? '0.00';
  const isOff = variance !== '0.00';
  return (
    <Alert
      variant={shift.status === 'awaiting_sign_off' ? 'warning' : isOff ? 'info' : 'success'}
      title={
        shift.status === 'awaiting_sign_off' ? 'Shift closed: waiting for a super admin to sign off' : 'Shift closed'
      }
    >
      <p>
        {/* A closed shift always carries its expected cash; only an open one is blind (decision 070). */}
        Expected {shift.expectedCash === undefined ? '—' : formatRupees(shift.expectedCash)}, counted{' '}
        {formatRupees(shift.countedCash ?? '0')}, variance <strong>{formatRupees(variance)}</strong>.
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setIsReportOpen(true)}>
          Shift report
        </Button>
        <Button asChild variant="secondary">
          <a href={routeUrl(cageContract.getStaffCageShiftsByShiftIdCsv, { params: { shiftId: shift.id } })} download>
            Shift report (CSV)
          </a>
        </Button>
        <Button variant="link" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      {isReportOpen ? <ShiftReportDialog shiftId={shift.id} onClose={() => setIsReportOpen(false)} /> : null}
    </Alert>
  );
}
