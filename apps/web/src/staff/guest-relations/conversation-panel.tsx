import {
  beingHandledBy,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TYPING_INTERVAL_MS,
  CHAT_TYPING_SHOWN_MS,
  type StaffConversation,
} from '@club/shared/chat';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/class-names';
import { formatClubTime } from '../../lib/format';
import { emitSocketEvent, registerSocketHandler } from '../../lib/socket';
import { actionErrorText, FloorDialog, Select } from '../floor/floor-form';
import { useCannedReplies, useClaimConversation, useCloseConversation, useReply } from './gre-queries';
import { PlayerContext } from './player-context';

/** A colleague typing in this conversation, as the last signal said. */
interface Typist {
  staffId: number;
  staffName: string;
  at: number;
}

/** Colleagues' typing signals for one conversation (a screen's reaction: nothing is cached). */
function useColleagueTyping(conversationId: number, myId: number | undefined): Typist | null {
  const [typist, setTypist] = useState<Typist | null>(null);
  useEffect(
    () =>
      registerSocketHandler('chat_staff_typing', (signal) => {
        if (signal.conversationId !== conversationId || signal.staffId === myId) return;
        setTypist({ staffId: signal.staffId, staffName: signal.staffName, at: Date.now() });
      }),
    [conversationId, myId],
  );
  useEffect(() => {
    if (!typist) return;
    const timer = setTimeout(() => setTypist(null), CHAT_TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typist]);
  return typist;
}

/** One open conversation: who handles it, the messages, the reply box with canned replies, the player. */
export function ConversationPanel({
  conversation,
  myId,
  onClosed,
}: {
  conversation: StaffConversation;
  myId: number | undefined;
  onClosed: () => void;
}) {
  const reply = useReply();
  const close = useCloseConversation();
  const claim = useClaimConversation();
  const canned = useCannedReplies();
  const [text, setText] = useState('');
  const [isClosing, setIsClosing] = useState(false);
  const [note, setNote] = useState('');
  const end = useRef<HTMLLIElement>(null);
  const lastTypingSignal = useRef(0);
  const count = conversation.chat_messages.length;
  const typist = useColleagueTyping(conversation.id, myId);
  const handledByOther = conversation.claim && conversation.claim.staffId !== myId ? conversation.claim : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message when one arrives.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  const send = () => {
    const message = text.trim();
    if (!message) return;
    reply.mutate({ conversationId: conversation.id, message }, { onSuccess: () => setText('') });
  };

  const typed = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTypingSignal.current >= CHAT_TYPING_INTERVAL_MS) {
      lastTypingSignal.current = now;
      emitSocketEvent('chat_typing', { conversationId: conversation.id });
    }
  };

  const insertCanned = (id: string) => {
    const chosen = canned.data?.find((r) => String(r.id) === id);
    if (!chosen) return;
    const joined = text.trim() ? `${text.trimEnd()} ${chosen.body}` : chosen.body;
    typed(joined.slice(0, CHAT_MESSAGE_MAX_LENGTH));
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

      {handledByOther ? (
        <div
          role="status"
          data-testid="gre-claim"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-sky-800/70 bg-sky-950/70 px-3 py-2 text-sm text-sky-100"
        >
          <p>
            <strong>{beingHandledBy(handledByOther.staffName)}</strong> since{' '}
            {formatClubTime(handledByOther.claimedAt, 'time')}. Take it over before you answer.
          </p>
          <Button
            variant="secondary"
            disabled={claim.isPending}
            onClick={() =>
              claim.mutate(
                { conversationId: conversation.id, takeOver: true },
                {
                  onSuccess: () =>
                    toast({
                      title: 'You are handling it now',
                      description: conversation.player_name,
                      variant: 'success',
                    }),
                },
              )
            }
          >
            Take over
          </Button>
        </div>
      ) : conversation.claim ? (
        <p data-testid="gre-claim" className="text-sm text-emerald-200">
          You are handling this conversation.
        </p>
      ) : null}

      <div className="grid items-start gap-3 xl:grid-cols-[1fr_17rem]">
        <div className="grid gap-3">
          <ol aria-label="Messages" className="grid max-h-[44dvh] gap-2 overflow-y-auto pr-1">
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
          <div aria-live="polite">
            {typist ? (
              <Alert variant="warning" title={`${typist.staffName} is typing in this conversation too`}>
                {text.trim()
                  ? 'Two of you are writing to the same player: agree who answers before you send.'
                  : 'Let them finish, or take it over before you answer.'}
              </Alert>
            ) : null}
          </div>
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
              <FormField label={`Reply to ${conversation.player_name}`}>
                {(control) => (
                  <Input
                    {...control}
                    value={text}
                    maxLength={CHAT_MESSAGE_MAX_LENGTH}
                    autoComplete="off"
                    onChange={(event) => typed(event.target.value)}
                  />
                )}
              </FormField>
              <Button type="submit" disabled={reply.isPending || text.trim().length === 0}>
                {reply.isPending ? 'Sending…' : 'Send reply'}
              </Button>
            </div>
            {canned.data && canned.data.length > 0 ? (
              <FormField label="Insert a canned reply">
                {(control) => (
                  <Select {...control} value="" onChange={(event) => insertCanned(event.target.value)}>
                    <option value="">Choose a reply…</option>
                    {canned.data.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.title}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            ) : null}
          </form>
          {reply.error ? (
            <Alert variant="destructive" title="Not sent">
              {actionErrorText(reply.error)}
            </Alert>
          ) : null}
        </div>
        <PlayerContext playerId={conversation.player_id} />
      </div>

      <FloorDialog
        open={isClosing}
        onOpenChange={setIsClosing}
        title={`Close the conversation with ${conversation.player_name}`}
        description="The player is told it is closed and asked whether to clear the chat. The resolution note stays with the staff."
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
        <FormField label="Resolution note (staff only)" message="What was done, for the next colleague. Optional.">
          {(control) => (
            <Input {...control} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
          )}
        </FormField>
      </FloorDialog>
    </section>
  );
}
