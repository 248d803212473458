import { CHAT_MESSAGES, conversationMessages } from '@club/shared/chat';
import { useState } from 'react';
import { useSocketStatus } from '../../lib/connection-status';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { ChatIcon } from '../../components/ui/tab-icons';
import { ChatDialog } from './chat-dialog';
import { useChatHistory } from './chat-queries';
import { ChatStatusLine } from './chat-status-line';
import { ClearHistoryQuestion } from './clear-history-dialog';

/** The Feedback tab's way into the Guest Relations Support chat, with its live status. */
export function GuestRelationsCard({ player }: { player: { id: number; name: string } }) {
  const { isConnected } = useSocketStatus();
  const history = useChatHistory(player.id);
  const [isChatOpen, setIsChatOpen] = useState(false);
  const [isClearOpen, setIsClearOpen] = useState(false);

  const lastConversation = history.data?.conversations.at(-1);
  const lastMessage = lastConversation && conversationMessages(lastConversation).at(-1);

  return (
    <Card aria-labelledby="guest-relations-heading">
      <CardHeader className="pb-3">
        <h3 id="guest-relations-heading" className="flex items-center gap-2 text-base font-bold text-white">
          <ChatIcon className="size-5 text-emerald-300" /> {CHAT_MESSAGES.title}
        </h3>
        <CardDescription>Questions about a table, your balance or tonight's games? Chat with our team.</CardDescription>
        <ChatStatusLine status={history.data?.status ?? 'none'} isConnected={isConnected} className="mt-1" />
      </CardHeader>
      <CardContent className="grid gap-3">
        {lastMessage ? (
          <p className="truncate rounded-lg bg-slate-800/60 px-3 py-2 text-sm text-slate-300">
            <span className="font-semibold text-slate-100">
              {lastMessage.sender === 'player' ? 'You' : lastMessage.sender_name}:
            </span>{' '}
            {lastMessage.message}
          </p>
        ) : null}
        <Button onClick={() => setIsChatOpen(true)}>
          <ChatIcon className="size-5" /> Open Chat
        </Button>
      </CardContent>
      <ChatDialog
        open={isChatOpen}
        onOpenChange={setIsChatOpen}
        player={player}
        onClearHistory={() => setIsClearOpen(true)}
      />
      <ClearHistoryQuestion playerId={player.id} open={isClearOpen} onOpenChange={setIsClearOpen} />
    </Card>
  );
}
