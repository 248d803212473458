import type { StaffDocumentChange } from '@club/shared/kyc';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { formatClubTime } from '../../lib/format';
import { actionErrorText, FloorDialog } from '../floor/floor-form';
import { DocumentViewer } from './document-viewer';
import { useDecideDocumentChange, useDocumentChanges } from './kyc-queries';

/** Players' requests to reopen an approved document, with their reason (issue 14 item 15). */
export function DocumentChanges() {
  const changes = useDocumentChanges();
  const list = changes.data ?? [];
  return (
    <section aria-labelledby="kyc-document-changes" className="grid gap-3">
      <h2 id="kyc-document-changes" className="text-lg font-bold text-white">
        Document change requests{list.length > 0 ? ` (${list.length})` : ''}
      </h2>
      {changes.isError && !changes.data ? (
        <Alert variant="destructive" title="Could not load the document change requests">
          {actionErrorText(changes.error)}
        </Alert>
      ) : changes.isPending ? (
        <p className="text-sm text-slate-300">Loading…</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-300">No player has asked to change an approved document.</p>
      ) : (
        <ul className="grid gap-3 xl:grid-cols-2" aria-label="Document change requests">
          {list.map((change) => (
            <li key={change.id} className="min-w-0">
              <DocumentChangeCard change={change} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DocumentChangeCard({ change }: { change: StaffDocumentChange }) {
  const decide = useDecideDocumentChange();
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const [note, setNote] = useState('');
  const who = `${change.firstName} ${change.lastName}`.trim();
  const what = change.document.formattedType;
  const start = (next: 'approve' | 'reject') => {
    decide.reset();
    setNote('');
    setDecision(next);
  };

  return (
    <article
      aria-label={`${what} change request of ${who}`}
      className="grid gap-3 rounded-xl border border-slate-800 bg-slate-900/80 p-3"
    >
      <div>
        <h3 className="font-semibold text-white">
          {who} · {what}
        </h3>
        <p className="text-xs text-slate-300">
          {change.playerCode} · {change.email} · asked {formatClubTime(change.requestedAt, 'dayTime')}
        </p>
      </div>
      <p className="rounded-lg bg-slate-950/60 px-3 py-2 text-sm text-slate-100">
        <span className="font-semibold text-amber-200">Reason: </span>
        {change.reason}
      </p>
      <DocumentViewer document={change.document} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => start('approve')}>
          Reopen for upload
          <span className="sr-only">
            {' '}
            the {what} of {who}
          </span>
        </Button>
        <Button variant="secondary" onClick={() => start('reject')}>
          Keep document
          <span className="sr-only">
            {' '}
            the {what} of {who}
          </span>
        </Button>
      </div>
      <FloorDialog
        open={decision !== null}
        onOpenChange={(isOpen) => !isOpen && setDecision(null)}
        title={decision === 'approve' ? `Reopen the ${what} of ${who}` : `Keep the ${what} of ${who}`}
        description={
          decision === 'approve'
            ? 'The player uploads a new copy, which comes back here for review. Their access does not change.'
            : 'The document stays approved. The player reads your note.'
        }
        submitLabel={decision === 'approve' ? 'Reopen for upload' : 'Keep document'}
        isPending={decide.isPending}
        error={decide.error}
        canSubmit={decision === 'approve' || note.trim().length > 0}
        onSubmit={() => {
          if (!decision) return;
          decide.mutate(
            { id: change.id, decision, note: note.trim() || null },
            {
              onSuccess: () => {
                toast({
                  title: decision === 'approve' ? 'Document reopened' : 'Document kept',
                  description: `${what} · ${who}`,
                  variant: 'success',
                });
                setDecision(null);
              },
            },
          );
        }}
      >
        <FormField label={decision === 'approve' ? 'Note to the player (optional)' : 'Note to the player'}>
          {(control) => (
            <Input {...control} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
          )}
        </FormField>
      </FloorDialog>
    </article>
  );
}
