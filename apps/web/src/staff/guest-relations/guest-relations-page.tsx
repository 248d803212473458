import type { StaffConversation } from '@club/shared/chat';
import { STAFF_PERMISSIONS, type StaffRole } from '@club/shared/staff';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/class-names';
import { actionErrorText } from '../floor/floor-form';
import { useNow } from '../floor/use-now';
import { useStaffMe } from '../staff-session';
import { CannedRepliesAdmin } from './canned-replies-admin';
import { ConversationPanel } from './conversation-panel';
import { FeedbackInbox } from './feedback-inbox';
import { useClaimConversation, useFeedbackInbox, useOpenConversations } from './gre-queries';
import { inboxOrder, waitingSince } from './inbox';

const minutesSince = (at: string, now: number) => Math.max(0, Math.floor((now - Date.parse(at)) / 60_000));

/** /staff/guest-relations: the conversations, the feedback inbox and (admins) the canned replies. */
export function GuestRelationsPage() {
  const me = useStaffMe().data;
  const feedback = useFeedbackInbox();
  const newFeedback = feedback.data?.filter((f) => f.status === 'new').length ?? 0;
  const canManageReplies = me ? (STAFF_PERMISSIONS.cannedReplies as readonly StaffRole[]).includes(me.role) : false;

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-white">Guest relations</h1>
      <Tabs defaultValue="conversations">
        <TabsList className="max-w-xl" aria-label="Guest relations desk">
          <TabsTrigger value="conversations" className="px-4">
            Conversations
          </TabsTrigger>
          <TabsTrigger value="feedback" className="px-4">
            Feedback{newFeedback > 0 ? ` (${newFeedback} new)` : ''}
          </TabsTrigger>
          {canManageReplies ? (
            <TabsTrigger value="canned" className="px-4">
              Canned replies
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="conversations">
          <ConversationsTab myId={me?.id} />
        </TabsContent>
        <TabsContent value="feedback">
          <FeedbackInbox />
        </TabsContent>
        {canManageReplies ? (
          <TabsContent value="canned">
            <CannedRepliesAdmin />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}

/** The open conversations, waiting ones first, and the one being answered (opening it claims it). */
function ConversationsTab({ myId }: { myId: number | undefined }) {
  const conversations = useOpenConversations();
  const claim = useClaimConversation();
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
  const openConversation = (conversation: StaffConversation) => {
    setOpenId(conversation.id);
    // Opening claims it (decision 098); a colleague's claim is shown instead of an error.
    if (conversation.claim?.staffId !== myId) claim.mutate({ conversationId: conversation.id, takeOver: false });
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-300">
        {inbox.length === 0
          ? 'No open conversations.'
          : `${inbox.filter((c) => waitingSince(c)).length} waiting for an answer, ${inbox.length} open.`}
      </p>
      <div className="grid items-start gap-4 lg:grid-cols-[20rem_1fr]">
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
                    myId={myId}
                    isOpen={conversation.id === openId}
                    onOpen={() => openConversation(conversation)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        {open ? (
          <ConversationPanel key={open.id} conversation={open} myId={myId} onClosed={() => setOpenId(null)} />
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
  myId,
  isOpen,
  onOpen,
}: {
  conversation: StaffConversation;
  now: number;
  myId: number | undefined;
  isOpen: boolean;
  onOpen: () => void;
}) {
  const since = waitingSince(conversation);
  const last = conversation.chat_messages.at(-1);
  const { claim } = conversation;
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
        {last ? `${last.sender === 'staff' ? 'Staff: ' : ''}${last.message}` : conversation.initial_message}
      </span>
      {claim ? (
        <span className="text-xs text-sky-200">
          {claim.staffId === myId ? 'Handled by you' : `Handled by ${claim.staffName}`}
        </span>
      ) : null}
    </button>
  );
}
