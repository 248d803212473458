import { formatClubTime } from '../../lib/format';
import {
  CHAT_DUPLICATE_WINDOW_MS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatStatus,
  type Conversation,
  conversationMessages,
} from '@club/shared/chat';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSocketStatus } from '../../lib/connection-status';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { cn } from '../../lib/class-names';
import { ChatIcon } from '../../components/ui/tab-icons';
import { useChatHistory, useSendChatMessage } from './chat-queries';
import { ChatStatusLine } from './chat-status-line';
import { useReadWhileOpen } from './chat-unread';

interface ChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  player: { id: number; name: string };
  onClearHistory: () => void;
}

const timeOf = (iso: string) => formatClubTime(iso, 'time');

/** The Guest Relations Support chat (dashboard.md section 2, Feedback tab). */
export function ChatDialog({ open, onOpenChange, player, onClearHistory }: ChatDialogProps) {
  const { isConnected } = useSocketStatus();
  const history = useChatHistory(player.id);
  const send = useSendChatMessage(player.id);
  const [text, setText] = useState('');
  const lastSent = useRef<{ text: string; at: number } | null>(null);
  const status: ChatStatus = history.data?.status ?? 'none';
  const conversations = history.data?.conversations ?? [];

  useConnectedToast(open, isConnected);
  useReadWhileOpen(player.id, open);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || !isConnected) return;
    // The same text inside 5 s is a double tap, not a second message (the server drops it too).
    const now = Date.now();
    if (lastSent.current?.text === message && now - lastSent.current.at < CHAT_DUPLICATE_WINDOW_MS) {
      setText('');
      return;
    }
    lastSent.current = { text: message, at: now };
    send.mutate(
      { playerId: player.id, playerName: player.name, senderType: 'player', message },
      {
        onSuccess: () => setText(''),
        onError: (error) => {
          lastSent.current = null;
          toast({
            title: CHAT_MESSAGES.sendFailed,
            description: (isApiError(error) && error.serverMessage) || 'Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[88dvh] flex-col gap-3 overflow-hidden p-4 sm:p-5">
        <div>
          <DialogTitle className="flex items-center gap-2">
            <ChatIcon className="size-5 text-emerald-300" />
            {CHAT_MESSAGES.title}
          </DialogTitle>
          <DialogDescription className="sr-only">Write to the club's guest relations team.</DialogDescription>
          <ChatStatusLine status={status} isConnected={isConnected} className="mt-2" />
        </div>
        <MessageList conversations={conversations} isLoading={history.isPending} />
        {status === 'recent' ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-700 bg-slate-800/60 px-3 py-2 text-xs text-slate-300">
            <span>Guest Relations closed this conversation.</span>
            <Button variant="link" className="text-xs" onClick={onClearHistory}>
              Clear history
            </Button>
          </div>
        ) : null}
        <form onSubmit={submit} className="flex items-center gap-2">
          <Input
            aria-label="Message to Guest Relations"
            placeholder={isConnected ? 'Type your message...' : CHAT_MESSAGES.notConnected}
            // dashboard.md: input and send are both disabled while not connected.
            disabled={!isConnected}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button
            type="submit"
            size="icon"
            className="shrink-0"
            aria-label="Send message"
            disabled={!isConnected || !text.trim() || send.isPending}
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 12l16-8-6 16-2.5-6.5L4 12Z" strokeLinejoin="round" />
            </svg>
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** 'Chat Connected' once each time the dialog opens with the socket up (or when it comes up while open). */
function useConnectedToast(open: boolean, isConnected: boolean) {
  const announced = useRef(false);
  useEffect(() => {
    if (!open) {
      announced.current = false;
      return;
    }
    if (isConnected && !announced.current) {
      announced.current = true;
      toast({ title: CHAT_MESSAGES.connected, description: CHAT_MESSAGES.connectedDescription, variant: 'success' });
    }
  }, [open, isConnected]);
}

function MessageList({ conversations, isLoading }: { conversations: Conversation[]; isLoading: boolean }) {
  const end = useRef<HTMLLIElement>(null);
  const count = conversations.reduce((sum, c) => sum + conversationMessages(c).length, 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the number of messages changes
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  if (isLoading) {
    return (
      <div className="grid min-h-48 place-items-center">
        <Spinner label="Loading messages..." />
      </div>
    );
  }
  if (count === 0) {
    return (
      <div className="grid min-h-48 place-items-center rounded-xl border border-dashed border-slate-700 px-6 py-8 text-center">
        <div>
          <ChatIcon className="mx-auto size-9 text-slate-500" />
          <p className="mt-2 font-semibold text-slate-200">No messages yet</p>
          <p className="mt-1 text-sm text-slate-400">{CHAT_MESSAGES.emptyState}</p>
        </div>
      </div>
    );
  }
  return (
    <ol
      aria-label="Messages"
      aria-live="polite"
      className="grid min-h-48 flex-1 content-start gap-2 overflow-y-auto pr-1"
    >
      {conversations.flatMap((conversation, index) => [
        ...conversationMessages(conversation).map((message) => <MessageBubble key={message.id} message={message} />),
        // Where one conversation ended and the next began, when the player kept the history.
        conversation.status === 'resolved' && index < conversations.length - 1 ? (
          <li key={`closed-${conversation.id}`} className="flex items-center gap-2 py-1 text-[11px] text-slate-400">
            <span aria-hidden="true" className="h-px flex-1 bg-slate-700" />
            Conversation closed
            <span aria-hidden="true" className="h-px flex-1 bg-slate-700" />
          </li>
        ) : null,
      ])}
      <li ref={end} aria-hidden="true" className="h-px" />
    </ol>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const isMine = message.sender === 'player';
  return (
    <li className={cn('flex', isMine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
          isMine ? 'rounded-br-sm bg-emerald-700 text-white' : 'rounded-bl-sm bg-slate-800 text-slate-100',
        )}
      >
        {isMine ? null : <p className="text-xs font-semibold text-emerald-300">{message.sender_name}</p>}
        <p className="whitespace-pre-wrap break-words">{message.message}</p>
        <p className={cn('mt-0.5 text-right text-[11px]', isMine ? 'text-emerald-50' : 'text-slate-400')}>
          <span className="sr-only">{isMine ? 'You, ' : ''}</span>
          {timeOf(message.timestamp)}
        </p>
      </div>
    </li>
  );
}
