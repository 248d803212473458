import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

/**
 * Leave, asked first: leaving gives up the place in the list, and joining again goes to the back
 * (issue 14, item 26; a game's list too: issue 27, item 26).
 */
export function LeaveWaitlistButton({
  tableName,
  position,
  isBusy,
  onLeave,
  variant = 'ghost',
  label = `Leave the wait-list for ${tableName}`,
  className,
}: {
  /** What the list is for: a table's name, or a game's. */
  tableName: string;
  position: number | null;
  isBusy: boolean;
  onLeave: () => void;
  variant?: 'ghost' | 'secondary';
  label?: string;
  className?: string;
}) {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        disabled={isBusy}
        className={className}
        onClick={() => setIsAsking(true)}
        aria-label={label}
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
