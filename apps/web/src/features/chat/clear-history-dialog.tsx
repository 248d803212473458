import { CHAT_MESSAGES } from '@club/shared/chat';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { useClearChat } from './chat-queries';

/** The question with its answer wired: clearing the player's chat, with the spec's toasts. */
export function ClearHistoryQuestion({
  playerId,
  open,
  onOpenChange,
}: {
  playerId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const clear = useClearChat(playerId);
  const clearHistory = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: CHAT_MESSAGES.closed, description: CHAT_MESSAGES.closedDescription, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'Could not clear the chat',
          description: (isApiError(error) && error.serverMessage) || 'Please try again.',
          variant: 'destructive',
        }),
    });
  return (
    <ClearHistoryDialog open={open} onOpenChange={onOpenChange} onClear={clearHistory} isClearing={clear.isPending} />
  );
}

/** Asked when staff close the chat (dashboard.md section 4): clear the history, or keep it as Recent. */
function ClearHistoryDialog({
  open,
  onOpenChange,
  onClear,
  isClearing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClear: () => void;
  isClearing: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-sm">
        <DialogTitle>{CHAT_MESSAGES.sessionEnded}</DialogTitle>
        <DialogDescription>{CHAT_MESSAGES.clearQuestion}</DialogDescription>
        <div className="mt-5 grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep history
          </Button>
          <Button onClick={onClear} disabled={isClearing}>
            {isClearing ? 'Clearing...' : 'Clear history'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
