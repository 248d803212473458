import { formatRupees } from '@club/shared/money';
import { STAFF_PERMISSIONS } from '@club/shared/staff';
import { moneyBubbleText, type PayoutTableView } from '@club/shared/tournament-payouts';
import type { Tournament } from '@club/shared/tournaments';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { ordinal } from '../../features/tournaments/clock/clock-text';
import { actionErrorText } from '../floor/floor-form';
import { useStaffMe } from '../staff-session';
import { DealPanel } from './deal-panel';
import { PrizesPanel } from './prizes-panel';
import { usePayoutTable, useSavePayoutTable, useTournamentPayouts } from './desk-queries';
import {
  addRange,
  draftFromTable,
  type PayoutTableDraft,
  percentTotal,
  removeRange,
  tableFromDraft,
} from './payout-draft';

function PageHeading({
  over,
  title,
  onBack,
  onFigures,
}: {
  over: string;
  title: string;
  onBack: () => void;
  onFigures?: () => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-sm text-slate-300">{over}</p>
        <h1 className="text-2xl font-bold text-white">{title}</h1>
      </div>
      <div className="flex flex-wrap gap-2">
        {onFigures ? (
          <Button variant="secondary" size="lg" onClick={onFigures}>
            Figures
          </Button>
        ) : null}
        <Button variant="secondary" size="lg" onClick={onBack}>
          Back to the desk
        </Button>
      </div>
    </div>
  );
}

/** One tournament's pool and its paid places (?payouts=id), live: every clock push reads them again. */
export function TournamentPayoutsView({
  tournament,
  onBack,
  onFigures,
}: {
  tournament: Tournament;
  onBack: () => void;
  onFigures: () => void;
}) {
  const payouts = useTournamentPayouts(tournament.id);
  const data = payouts.data;
  const bubble = data ? moneyBubbleText(data) : null;
  return (
    <div className="grid gap-5">
      <PageHeading over="Tournaments" title={`Payouts: ${tournament.name}`} onBack={onBack} onFigures={onFigures} />
      {payouts.isError && !data ? (
        <Alert variant="destructive" title="Could not read the payouts">
          {actionErrorText(payouts.error)}
        </Alert>
      ) : null}
      {payouts.isPending ? <p className="text-sm text-slate-300">Reading the payouts…</p> : null}
      {data ? (
        <section
          aria-label="Paid places"
          className="grid items-start gap-4 rounded-2xl border border-slate-800 bg-slate-900/90 p-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
        >
          <dl className="grid content-start gap-3 text-slate-100">
            <div>
              <dt className="text-xs text-slate-400">Prize pool</dt>
              <dd className="text-3xl font-bold text-white">{formatRupees(data.prizePool)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-400">Players</dt>
              <dd>
                {data.playersLeft} left of {data.entries} entries
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-400">Places paid</dt>
              <dd>
                {data.places.length}
                {data.range
                  ? ` (the table's range for ${data.range.minEntries}${data.range.maxEntries === null ? '+' : `–${data.range.maxEntries}`} entries)`
                  : null}
              </dd>
            </div>
            {bubble ? (
              <div>
                <dt className="text-xs text-slate-400">The bubble</dt>
                <dd className="text-lg font-semibold text-amber-300">{bubble}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-xs text-slate-400">Rounded to</dt>
              <dd>{formatRupees(data.roundingUnit)}, the remainder to first place</dd>
            </div>
          </dl>
          {data.places.length === 0 ? (
            <p className="text-slate-300">Nothing to pay yet: the prize pool is empty.</p>
          ) : (
            <table className="w-full text-left text-slate-100">
              <caption className="sr-only">Prize of each paid place</caption>
              <thead className="text-xs text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Place
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Prize
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-800 text-lg tabular-nums">
                {data.places.map(({ place, amount }) => (
                  <tr key={place}>
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      {ordinal(place)}
                    </th>
                    <td className="py-2 text-right">{formatRupees(amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
      <PrizesPanel tournamentId={tournament.id} />
      <DealPanel tournamentId={tournament.id} isRunning={tournament.status === 'running'} />
    </div>
  );
}

/** The club's payout table (?payouts=table): super admins and admins edit it, managers read it. */
export function PayoutTableEditor({ onBack }: { onBack: () => void }) {
  const table = usePayoutTable();
  const me = useStaffMe().data;
  const canEdit = me ? (STAFF_PERMISSIONS.payoutTable as readonly string[]).includes(me.role) : false;
  return (
    <div className="grid gap-5">
      <PageHeading over="Tournaments" title="Payout table" onBack={onBack} />
      <p className="max-w-3xl text-sm text-slate-300">
        Each range of entries pays its places these shares of the prize pool, first place first. Prizes are rounded down
        to the unit, and what rounding leaves goes to first place, so they always add up to the pool.
      </p>
      {table.isError && !table.data ? (
        <Alert variant="destructive" title="Could not read the payout table">
          {actionErrorText(table.error)}
        </Alert>
      ) : null}
      {table.isPending ? <p className="text-sm text-slate-300">Reading the payout table…</p> : null}
      {table.data ? <TableForm key={table.data.updatedAt ?? 'default'} table={table.data} canEdit={canEdit} /> : null}
    </div>
  );
}

function TableForm({ table, canEdit }: { table: PayoutTableView; canEdit: boolean }) {
  const [draft, setDraft] = useState<PayoutTableDraft>(() => draftFromTable(table));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSavePayoutTable();
  const setRange = (index: number, change: Partial<PayoutTableDraft['ranges'][number]>) =>
    setDraft({ ...draft, ranges: draft.ranges.map((range, at) => (at === index ? { ...range, ...change } : range)) });

  const submit = () => {
    setProblem(null);
    const read = tableFromDraft(draft);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    save.mutate(read.table, { onSuccess: () => toast({ title: 'Payout table saved', variant: 'success' }) });
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-slate-300">
        {table.isDefault ? 'The club’s defaults: nobody has changed them yet.' : 'The club’s own table.'}
        {canEdit ? null : ' Only a super admin or an admin may change it.'}
      </p>
      <ol className="grid gap-3">
        {draft.ranges.map((range, index) => {
          const total = percentTotal(range.percents);
          const isLast = index === draft.ranges.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a range is its place in the list; nothing else names it
            <li key={index} className="rounded-2xl border border-slate-800 bg-slate-900/90 p-3">
              <fieldset className="grid gap-3 sm:grid-cols-[8rem_8rem_minmax(0,1fr)_auto] sm:items-end">
                <legend className="mb-2 text-sm font-semibold text-white">Range {index + 1}</legend>
                <FormField label="From entries">
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="numeric"
                      value={range.minEntries}
                      disabled={!canEdit}
                      onChange={(event) => setRange(index, { minEntries: event.target.value })}
                    />
                  )}
                </FormField>
                <FormField label="To entries" message={isLast ? 'Empty: and up' : undefined} tone="hint">
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="numeric"
                      value={range.maxEntries}
                      disabled={!canEdit}
                      onChange={(event) => setRange(index, { maxEntries: event.target.value })}
                    />
                  )}
                </FormField>
                <FormField
                  label="Shares in %, first place first"
                  message={total === null ? 'Numbers separated by commas' : `Adds up to ${total} %`}
                  tone={total === null || total !== 100 ? 'error' : 'hint'}
                >
                  {(control) => (
                    <Input
                      {...control}
                      value={range.percents}
                      disabled={!canEdit}
                      onChange={(event) => setRange(index, { percents: event.target.value })}
                    />
                  )}
                </FormField>
                {canEdit && draft.ranges.length > 1 ? (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => setDraft(removeRange(draft, index))}
                    aria-label={`Remove range ${index + 1}`}
                  >
                    Remove
                  </Button>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-end">
        <FormField label="Round prizes down to (₹)">
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={draft.roundingUnit}
              disabled={!canEdit}
              onChange={(event) => setDraft({ ...draft, roundingUnit: event.target.value })}
            />
          )}
        </FormField>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" size="lg" onClick={() => setDraft(addRange(draft))}>
              Add a range
            </Button>
            <Button type="submit" size="lg" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save the payout table'}
            </Button>
          </div>
        ) : null}
      </div>
      {problem || save.error ? (
        <Alert variant="destructive" title="The payout table was not saved">
          {problem ?? actionErrorText(save.error)}
        </Alert>
      ) : null}
    </form>
  );
}
