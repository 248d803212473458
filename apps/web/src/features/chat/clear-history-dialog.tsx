import { CHAT_MESSAGES } from '@club/shared/chat';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';

/** Asked when staff close the chat (dashboard.md section 4): clear the history, or keep it as Recent. */
export function ClearHistoryDialog({
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
