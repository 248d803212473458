import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/class-names';
import { formatClubTime } from '../../lib/format';
import { actionErrorText, FloorDialog } from '../floor/floor-form';
import { type ChangeRequest, useChangeRequests, useDecideChange } from './kyc-queries';

const FIELDS = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'panCardNumber', label: 'PAN' },
] as const;

/** Approved players' pending changes of legal name or PAN, old and new values side by side (decision 007). */
export function ChangeRequests() {
  const changes = useChangeRequests();
  const list = changes.data ?? [];
  return (
    <section aria-labelledby="kyc-changes" className="grid gap-3">
      <h2 id="kyc-changes" className="text-lg font-bold text-white">
        Change requests{list.length > 0 ? ` (${list.length})` : ''}
      </h2>
      {changes.isError && !changes.data ? (
        <Alert variant="destructive" title="Could not load the change requests">
          {actionErrorText(changes.error)}
        </Alert>
      ) : changes.isPending ? (
        <p className="text-sm text-slate-300">Loading…</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-300">No approved player has asked to change their name or PAN.</p>
      ) : (
        <ul className="grid gap-3 xl:grid-cols-2" aria-label="Change requests">
          {list.map((change) => (
            <li key={change.id}>
              <ChangeCard change={change} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ChangeCard({ change }: { change: ChangeRequest }) {
  const decide = useDecideChange();
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const [note, setNote] = useState('');
  const who = `${change.old.firstName} ${change.old.lastName}`;

  return (
    <article
      aria-label={`Change request of ${who}`}
      className="grid gap-3 rounded-xl border border-slate-800 bg-slate-900/80 p-3"
    >
      <div>
        <h3 className="font-semibold text-white">{who}</h3>
        <p className="text-xs text-slate-300">
          {change.playerCode} · {change.email} · asked {formatClubTime(change.requestedAt, 'dayTime')}
        </p>
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Current and requested values</caption>
        <thead>
          <tr className="text-xs uppercase tracking-wide text-slate-400">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Field
            </th>
            <th scope="col" className="py-1 pr-2 font-semibold">
              Now
            </th>
            <th scope="col" className="py-1 font-semibold">
              Requested
            </th>
          </tr>
        </thead>
        <tbody>
          {FIELDS.map(({ key, label }) => {
            const [before, after] = [change.old[key] ?? '—', change.new[key] ?? '—'];
            const changed = before !== after;
            return (
              <tr key={key} className="border-t border-slate-800">
                <th scope="row" className="py-1.5 pr-2 font-normal text-slate-300">
                  {label}
                </th>
                <td className="py-1.5 pr-2 break-all text-slate-100">{before}</td>
                <td className={cn('py-1.5 break-all', changed ? 'font-semibold text-amber-200' : 'text-slate-100')}>
                  {after}
                  {changed ? <span className="sr-only"> (changed)</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => {
            decide.reset();
            setDecision('approve');
          }}
        >
          Approve change
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            decide.reset();
            setDecision('reject');
          }}
        >
          Reject change
        </Button>
      </div>
      <FloorDialog
        open={decision !== null}
        onOpenChange={(isOpen) => !isOpen && setDecision(null)}
        title={decision === 'approve' ? `Approve the change for ${who}` : `Reject the change for ${who}`}
        description={
          decision === 'approve'
            ? 'The new values take effect at once; the old PAN stays reserved to this player.'
            : 'The player keeps the current values.'
        }
        submitLabel={decision === 'approve' ? 'Approve change' : 'Reject change'}
        variant={decision === 'reject' ? 'destructive' : 'primary'}
        isPending={decide.isPending}
        error={decide.error}
        onSubmit={() => {
          if (!decision) return;
          decide.mutate(
            { id: change.id, decision, note: note.trim() || null },
            {
              onSuccess: () => {
                toast({
                  title: decision === 'approve' ? 'Change approved' : 'Change rejected',
                  description: who,
                  variant: 'success',
                });
                setDecision(null);
              },
            },
          );
        }}
      >
        <FormField label="Note (optional)">
          {(control) => (
            <Input {...control} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
          )}
        </FormField>
      </FloorDialog>
    </article>
  );
}
