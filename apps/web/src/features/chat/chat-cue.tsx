import { CHAT_MESSAGES } from '@club/shared/chat';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { registerSocketHandler } from '../../lib/socket';
import { useChatHistory } from './chat-queries';
import { useChatResolved } from './chat-socket-events';
import { isChatOpen } from './chat-unread';
import { ClearHistoryQuestion } from './clear-history-dialog';

/** A reply's first words in a toast. */
const PREVIEW_LENGTH = 90;
const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text);

/**
 * A reply from Guest Relations, on whatever screen the player is (issue 27, item 23): a toast, unless
 * the chat is open and shows it; the Feedback tab counts it unread until the chat is opened.
 */
function useReplyToast(playerId: number) {
  // Held in the cache on every screen, so the socket's replies land in it (and in the unread count).
  useChatHistory(playerId);
  useEffect(
    () =>
      registerSocketHandler('new-message', ({ playerId: to, message }) => {
        if (to !== playerId || message.sender !== 'staff' || isChatOpen()) return;
        toast({
          title: REPLY_TITLE,
          description: `${message.sender_name}: ${preview(message.message)}`,
          variant: 'info',
          duration: REPLY_TOAST_MS,
        });
      }),
    [playerId],
  );
}

const REPLY_TOAST_MS = 8000;
const REPLY_TITLE = 'New reply from Guest Relations';

/**
 * A reply's toast (useReplyToast above); when Guest Relations close the conversation, on whatever screen the player is: 'Chat Session Ended' and
 * the question whether to clear the history (dashboard.md section 4). Mounted once, by the player shell.
 */
export function ChatCue({ playerId }: { playerId: number }) {
  const [isClearOpen, setIsClearOpen] = useState(false);
  const onResolved = useCallback(() => {
    toast({ title: CHAT_MESSAGES.sessionEnded, description: CHAT_MESSAGES.sessionEndedDescription, variant: 'info' });
    setIsClearOpen(true);
  }, []);
  useChatResolved(playerId, onResolved);
  useReplyToast(playerId);
  return <ClearHistoryQuestion playerId={playerId} open={isClearOpen} onOpenChange={setIsClearOpen} />;
}
