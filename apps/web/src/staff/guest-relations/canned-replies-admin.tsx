import { CANNED_REPLY_TITLE_MAX, CHAT_MESSAGE_MAX_LENGTH, type CannedReply } from '@club/shared/chat';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { actionErrorText } from '../floor/floor-form';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from './gre-queries';

/** Super admins and admins keep the canned replies guest relations insert into their answers. */
export function CannedRepliesAdmin() {
  const replies = useCannedReplies();
  const [editing, setEditing] = useState<CannedReply | null>(null);

  if (replies.isPending) return <Spinner label="Loading the canned replies..." />;
  if (replies.isError && !replies.data) {
    return (
      <Alert variant="destructive" title="Could not load the canned replies">
        {actionErrorText(replies.error)}
      </Alert>
    );
  }
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[1fr_24rem]">
      <section
        aria-labelledby="gre-canned-list"
        className="grid gap-2 rounded-2xl border border-slate-800 bg-slate-950/60 p-3"
      >
        <h2 id="gre-canned-list" className="text-base font-bold text-white">
          Canned replies
        </h2>
        {replies.data.length === 0 ? (
          <p className="text-sm text-slate-300">None yet. Write the answers guest relations give most often.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Canned replies">
            {replies.data.map((reply) => (
              <CannedRow key={reply.id} reply={reply} onEdit={() => setEditing(reply)} />
            ))}
          </ul>
        )}
      </section>
      <CannedForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
    </div>
  );
}

function CannedRow({ reply, onEdit }: { reply: CannedReply; onEdit: () => void }) {
  const remove = useDeleteCannedReply();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <li className="grid gap-2 rounded-xl border border-slate-800 bg-slate-900 p-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <div>
        <p className="font-semibold text-white">{reply.title}</p>
        <p className="whitespace-pre-wrap text-sm text-slate-300">{reply.body}</p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${reply.title}`}>
          Edit
        </Button>
        <Button variant="ghost" onClick={() => setIsConfirming(true)} aria-label={`Delete ${reply.title}`}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Delete "${reply.title}"?`}
        description="Guest relations will no longer find it in the reply box."
        confirmLabel="Delete"
        isDestructive
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(reply.id, {
            onSuccess: () => toast({ title: 'Canned reply deleted', description: reply.title, variant: 'success' }),
            onError: (error) =>
              toast({ title: 'Not deleted', description: actionErrorText(error), variant: 'destructive' }),
          })
        }
      />
    </li>
  );
}

function CannedForm({ editing, onDone }: { editing: CannedReply | null; onDone: () => void }) {
  const save = useSaveCannedReply();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  return (
    <section
      aria-labelledby="gre-canned-form"
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/80 p-3"
    >
      <h2 id="gre-canned-form" className="text-base font-bold text-white">
        {editing ? `Edit "${editing.title}"` : 'New canned reply'}
      </h2>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { id: editing?.id, title, body },
            {
              onSuccess: () => {
                toast({
                  title: editing ? 'Canned reply saved' : 'Canned reply added',
                  description: title,
                  variant: 'success',
                });
                setTitle('');
                setBody('');
                onDone();
              },
            },
          );
        }}
      >
        <FormField label="Title">
          {(control) => (
            <Input
              {...control}
              value={title}
              maxLength={CANNED_REPLY_TITLE_MAX}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Reply text">
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={body}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              onChange={(event) => setBody(event.target.value)}
              className="w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-base text-slate-50 focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-emerald-400/60"
            />
          )}
        </FormField>
        {save.error ? (
          <Alert variant="destructive" title="Not saved">
            {actionErrorText(save.error)}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          {editing ? (
            <Button variant="secondary" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={save.isPending || !title.trim() || !body.trim()}>
            {save.isPending ? 'Saving…' : editing ? 'Save changes' : 'Add reply'}
          </Button>
        </div>
      </form>
    </section>
  );
}
