import type { Conversation } from '@club/shared/chat';
import { CHAT_MESSAGE_MAX_LENGTH } from '@club/shared/chat';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/class-names';
import { formatClubTime } from '../../lib/format';
import { actionErrorText, FloorDialog } from '../floor/floor-form';
import { useNow } from '../floor/use-now';
import { useCloseConversation, useOpenConversations, useReply } from './gre-queries';
import { inboxOrder, waitingSince } from './inbox';

const minutesSince = (at: string, now: number) => Math.max(0, Math.floor((now - Date.parse(at)) / 60_000));

/** /staff/guest-relations: the open conversations, waiting ones first, and the one being answered. */
export function GuestRelationsPage() {
  const conversations = useOpenConversations();
  const now = useNow(15_000);
  const [openId, setOpenId] = useState<number | null>(null);

  if (conversations.isPending) return <Spinner label="Loading the conversations..." />;
  if (conversations.isError && !conversations.data) {
    return (
      <Alert variant="destructive" title="Could not load the conversations">
        {actionErrorText(conversations.error)}
      </Alert>
    );
  }

  const inbox = inboxOrder(conversations.data ?? []);
  const open = inbox.find((c) => c.id === openId) ?? null;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold text-white">Guest relations</h1>
        <p className="text-sm text-slate-300">
          {inbox.length === 0
            ? 'No open conversations.'
            : `${inbox.filter((c) => waitingSince(c)).length} waiting for an answer, ${inbox.length} open.`}
        </p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[22rem_1fr]">
        <section aria-labelledby="gre-inbox" className="rounded-2xl border border-slate-800 bg-slate-950/60 p-2">
          <h2 id="gre-inbox" className="px-1 pb-2 text-base font-bold text-white">
            Inbox
          </h2>
          {inbox.length === 0 ? (
            <p className="px-1 pb-2 text-sm text-slate-300">Players' messages appear here as they write.</p>
          ) : (
            <ul className="grid gap-1.5" aria-label="Open conversations">
              {inbox.map((conversation) => (
                <li key={conversation.id}>
                  <InboxRow
                    conversation={conversation}
                    now={now}
                    isOpen={conversation.id === openId}
                    onOpen={() => setOpenId(conversation.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        {open ? (
          <ConversationPanel key={open.id} conversation={open} onClosed={() => setOpenId(null)} />
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-700 p-6 text-sm text-slate-300">
            {openId === null
              ? 'Open a conversation to read it and reply.'
              : 'That conversation was closed (here or on another console).'}
          </p>
        )}
      </div>
    </div>
  );
}

function InboxRow({
  conversation,
  now,
  isOpen,
  onOpen,
}: {
  conversation: Conversation;
  now: number;
  isOpen: boolean;
  onOpen: () => void;
}) {
  const since = waitingSince(conversation);
  const last = conversation.chat_messages.at(-1);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={isOpen ? 'true' : undefined}
      className={cn(
        'grid min-h-11 w-full gap-0.5 rounded-lg border px-3 py-2 text-left',
        'focus-visible:outline-2 focus-visible:outline-emerald-400',
        isOpen ? 'border-emerald-400 bg-emerald-500/10' : 'border-slate-800 bg-slate-900 hover:bg-slate-800',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="truncate font-semibold text-white">{conversation.player_name}</span>
        {since ? (
          <span className="shrink-0 rounded-md bg-amber-500/20 px-2 py-0.5 text-xs font-bold text-amber-100">
            Waiting {minutesSince(since, now)} min
          </span>
        ) : (
          <span className="shrink-0 text-xs text-slate-300">Answered</span>
        )}
      </span>
      <span className="line-clamp-1 text-sm text-slate-300">
        {last ? `${last.sender === 'staff' ? 'You: ' : ''}${last.message}` : conversation.initial_message}
      </span>
    </button>
  );
}

function ConversationPanel({ conversation, onClosed }: { conversation: Conversation; onClosed: () => void }) {
  const reply = useReply();
  const close = useCloseConversation();
  const [text, setText] = useState('');
  const [isClosing, setIsClosing] = useState(false);
  const [note, setNote] = useState('');
  const end = useRef<HTMLLIElement>(null);
  const count = conversation.chat_messages.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message when one arrives.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  const send = () => {
    const message = text.trim();
    if (!message) return;
    reply.mutate({ conversationId: conversation.id, message }, { onSuccess: () => setText('') });
  };

  return (
    <section
      aria-labelledby="gre-conversation"
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/80 p-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="gre-conversation" className="text-lg font-bold text-white">
            {conversation.player_name}
          </h2>
          <p className="text-sm text-slate-300">
            Player #{conversation.player_id} ·{' '}
            {conversation.status === 'pending' ? 'Waiting for a first answer' : 'Active'} · started{' '}
            {formatClubTime(conversation.created_at, 'time')}
          </p>
        </div>
        <Button variant="secondary" onClick={() => setIsClosing(true)}>
          Close conversation
        </Button>
      </div>
      <ol aria-label="Messages" className="grid max-h-[50dvh] gap-2 overflow-y-auto pr-1">
        {conversation.chat_messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              'max-w-[85%] rounded-xl px-3 py-2 text-sm',
              message.sender === 'staff'
                ? 'justify-self-end bg-emerald-900/70 text-emerald-50'
                : 'justify-self-start bg-slate-800 text-slate-50',
            )}
          >
            <p className="text-xs font-semibold opacity-80">
              {message.sender_name} · {formatClubTime(message.timestamp, 'time')}
            </p>
            <p className="whitespace-pre-wrap break-words">{message.message}</p>
          </li>
        ))}
        <li ref={end} aria-hidden="true" className="h-0" />
      </ol>
      <form
        className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <FormField label={`Reply to ${conversation.player_name}`}>
          {(control) => (
            <Input
              {...control}
              value={text}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" disabled={reply.isPending || text.trim().length === 0}>
          {reply.isPending ? 'Sending…' : 'Send reply'}
        </Button>
      </form>
      {reply.error ? (
        <Alert variant="destructive" title="Not sent">
          {actionErrorText(reply.error)}
        </Alert>
      ) : null}
      <FloorDialog
        open={isClosing}
        onOpenChange={setIsClosing}
        title={`Close the conversation with ${conversation.player_name}`}
        description="The player is told it is closed and asked whether to clear the chat. The note stays with the staff."
        submitLabel="Close conversation"
        isPending={close.isPending}
        error={close.error}
        onSubmit={() =>
          close.mutate(
            { conversationId: conversation.id, note: note.trim() },
            {
              onSuccess: () => {
                toast({ title: 'Conversation closed', description: conversation.player_name, variant: 'success' });
                setIsClosing(false);
                onClosed();
              },
            },
          )
        }
      >
        <FormField label="Resolution note (optional, staff only)">
          {(control) => (
            <Input {...control} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
          )}
        </FormField>
      </FloorDialog>
    </section>
  );
}
