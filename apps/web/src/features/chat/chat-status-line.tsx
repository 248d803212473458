import { CHAT_STATUS_LABELS, type ChatStatus } from '@club/shared/chat';
import { cn } from '../../lib/class-names';

const DOT: Record<ChatStatus, string> = {
  none: 'bg-slate-400',
  pending: 'bg-amber-400',
  active: 'bg-emerald-400',
  recent: 'bg-sky-400',
};

const HINT: Record<ChatStatus, string> = {
  none: 'Send a message to start',
  pending: 'Waiting for Guest Relations',
  active: 'Guest Relations is with you',
  recent: 'Conversation closed',
};

/** The chat's status line: Ready to chat, Pending, Active or Recent, and whether the chat is connected. */
export function ChatStatusLine({
  status,
  isConnected,
  className,
}: {
  status: ChatStatus;
  isConnected: boolean;
  className?: string;
}) {
  return (
    // A live region: the status moves when staff answer or close, and assistive tech hears it.
    <p role="status" className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-300', className)}>
      <span className="inline-flex items-center gap-1.5 rounded-full border border-slate-700 bg-slate-800/70 px-2 py-0.5 font-semibold text-slate-100">
        <span aria-hidden="true" className={cn('size-2 rounded-full', DOT[status])} />
        <span className="sr-only">Status: </span>
        {CHAT_STATUS_LABELS[status]}
      </span>
      <span className="text-slate-400">{isConnected ? HINT[status] : 'Connecting...'}</span>
    </p>
  );
}
