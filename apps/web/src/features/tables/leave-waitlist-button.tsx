import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

/**
 * Leave, asked first: leaving gives up the place in the list, and joining again goes to the back
 * (issue 14, item 26).
 */
export function LeaveWaitlistButton({
  tableName,
  position,
  isBusy,
  onLeave,
  variant = 'ghost',
}: {
  tableName: string;
  position: number | null;
  isBusy: boolean;
  onLeave: () => void;
  variant?: 'ghost' | 'secondary';
}) {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        disabled={isBusy}
        onClick={() => setIsAsking(true)}
        aria-label={`Leave the wait-list for ${tableName}`}
      >
        Leave
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title="Leave the wait-list?"
        description={`You will lose your place${position ? ` (#${position})` : ''} for ${tableName}. Joining again puts you at the back of the list.`}
        cancelLabel="Stay on the list"
        confirmLabel="Leave"
        isDestructive
        onConfirm={onLeave}
      />
    </>
  );
}
