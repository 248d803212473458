import { FEEDBACK_STATUS_LABELS, type FeedbackStatus, type StaffFeedback } from '@club/shared/feedback';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/class-names';
import { formatClubTime } from '../../lib/format';
import { actionErrorText } from '../floor/floor-form';
import { useFeedbackInbox, useMarkFeedbackRead, useRespondToFeedback } from './gre-queries';

const STATUS_BADGE: Record<FeedbackStatus, BadgeVariant> = { new: 'warning', read: 'default', responded: 'success' };

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return <Badge variant={STATUS_BADGE[status]}>{FEEDBACK_STATUS_LABELS[status]}</Badge>;
}

/** Every feedback, newest first, with its status; opening one marks it read; it is answered from here. */
export function FeedbackInbox() {
  const inbox = useFeedbackInbox();
  const markRead = useMarkFeedbackRead();
  const [openId, setOpenId] = useState<number | null>(null);

  if (inbox.isPending) return <Spinner label="Loading the feedback..." />;
  if (inbox.isError && !inbox.data) {
    return (
      <Alert variant="destructive" title="Could not load the feedback">
        {actionErrorText(inbox.error)}
      </Alert>
    );
  }
  const list = inbox.data ?? [];
  const open = list.find((f) => f.id === openId) ?? null;
  const openFeedback = (item: StaffFeedback) => {
    setOpenId(item.id);
    if (item.status === 'new') markRead.mutate(item.id);
  };

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[22rem_1fr]">
      <section aria-labelledby="gre-feedback-list" className="rounded-2xl border border-slate-800 bg-slate-950/60 p-2">
        <h2 id="gre-feedback-list" className="px-1 pb-2 text-base font-bold text-white">
          Feedback
        </h2>
        {list.length === 0 ? (
          <p className="px-1 pb-2 text-sm text-slate-300">Players' feedback appears here as they send it.</p>
        ) : (
          <ul className="grid max-h-[65dvh] gap-1.5 overflow-y-auto" aria-label="Players' feedback">
            {list.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => openFeedback(item)}
                  aria-current={item.id === openId ? 'true' : undefined}
                  className={cn(
                    'grid min-h-11 w-full gap-0.5 rounded-lg border px-3 py-2 text-left',
                    'focus-visible:outline-2 focus-visible:outline-emerald-400',
                    item.id === openId
                      ? 'border-emerald-400 bg-emerald-500/10'
                      : 'border-slate-800 bg-slate-900 hover:bg-slate-800',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className={cn('truncate text-white', item.status === 'new' ? 'font-bold' : 'font-semibold')}>
                      {item.playerName}
                    </span>
                    <FeedbackStatusBadge status={item.status} />
                  </span>
                  <span className="line-clamp-1 text-sm text-slate-300">{item.message}</span>
                  <span className="text-xs text-slate-400">{formatClubTime(item.createdAt, 'dayTime')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {open ? (
        <FeedbackDetail key={open.id} item={open} />
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-700 p-6 text-sm text-slate-300">
          Open a feedback to read it and answer the player.
        </p>
      )}
    </div>
  );
}

function FeedbackDetail({ item }: { item: StaffFeedback }) {
  const respond = useRespondToFeedback();
  const [via, setVia] = useState<'notification' | 'chat'>('notification');
  const [title, setTitle] = useState('Thank you for your feedback');
  const [message, setMessage] = useState('');

  const submit = () => {
    const text = message.trim();
    if (!text) return;
    respond.mutate(
      {
        id: item.id,
        answer: via === 'chat' ? { via, message: text } : { via, title: title.trim(), message: text },
      },
      {
        onSuccess: () => {
          setMessage('');
          toast({
            title: via === 'chat' ? 'Answered in the chat' : 'Notification sent',
            description: item.playerName,
            variant: 'success',
          });
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="gre-feedback-detail"
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/80 p-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="gre-feedback-detail" className="text-lg font-bold text-white">
            Feedback from {item.playerName}
          </h2>
          <p className="text-sm text-slate-300">
            {item.playerEmail} · {formatClubTime(item.createdAt, 'dayTime')}
          </p>
        </div>
        <span data-testid="gre-feedback-status">
          <FeedbackStatusBadge status={item.status} />
        </span>
      </div>
      <p className="whitespace-pre-wrap break-words rounded-xl bg-slate-800 px-3 py-2 text-slate-50">{item.message}</p>
      {item.status === 'responded' && item.respondedAt ? (
        <p className="text-sm text-emerald-200">
          Answered by {item.respondedBy ?? 'a colleague'}{' '}
          {item.responseVia === 'chat' ? 'in the chat' : 'by notification'} at{' '}
          {formatClubTime(item.respondedAt, 'time')}.
        </p>
      ) : null}
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-200">Answer by</legend>
          <div className="flex flex-wrap gap-2">
            {(
              [
                ['notification', 'Notification to the player'],
                ['chat', 'Chat message'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm',
                  via === value ? 'border-emerald-400 bg-emerald-500/10 text-white' : 'border-slate-700 text-slate-200',
                )}
              >
                <input
                  type="radio"
                  name="feedback-answer-via"
                  value={value}
                  checked={via === value}
                  onChange={() => setVia(value)}
                  className="size-4 accent-emerald-500"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {via === 'notification' ? (
          <FormField label="Notification title">
            {(control) => (
              <Input {...control} value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} />
            )}
          </FormField>
        ) : null}
        <FormField
          label="Answer"
          message={
            via === 'chat'
              ? "Opens or continues the player's chat with Guest Relations."
              : 'The player sees it as a notification bubble.'
          }
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={message}
              maxLength={via === 'chat' ? 1000 : 2000}
              onChange={(event) => setMessage(event.target.value)}
              className="w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-base text-slate-50 focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-emerald-400/60"
            />
          )}
        </FormField>
        {respond.error ? (
          <Alert variant="destructive" title="Not sent">
            {actionErrorText(respond.error)}
          </Alert>
        ) : null}
        <div className="flex justify-end">
          <Button
            type="submit"
            disabled={respond.isPending || !message.trim() || (via === 'notification' && !title.trim())}
          >
            {respond.isPending ? 'Sending…' : via === 'chat' ? 'Send in the chat' : 'Send notification'}
          </Button>
        </div>
      </form>
    </section>
  );
}
