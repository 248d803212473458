import { CHAT_MESSAGES } from '@club/shared/chat';
import { useCallback, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { useChatResolved } from './chat-socket-events';
import { ClearHistoryQuestion } from './clear-history-dialog';

/**
 * When Guest Relations close the conversation, on whatever screen the player is: 'Chat Session Ended' and
 * the question whether to clear the history (dashboard.md section 4). Mounted once, by the player shell.
 */
export function ChatCue({ playerId }: { playerId: number }) {
  const [isClearOpen, setIsClearOpen] = useState(false);
  const onResolved = useCallback(() => {
    toast({ title: CHAT_MESSAGES.sessionEnded, description: CHAT_MESSAGES.sessionEndedDescription, variant: 'info' });
    setIsClearOpen(true);
  }, []);
  useChatResolved(playerId, onResolved);
  return <ClearHistoryQuestion playerId={playerId} open={isClearOpen} onOpenChange={setIsClearOpen} />;
}
