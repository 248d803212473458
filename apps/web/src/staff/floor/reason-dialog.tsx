import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { FloorDialog } from './floor-form';

interface ReasonDialogProps {
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  isPending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
  onClose: () => void;
  /** The fewest and most characters the server takes (defaults: 1 and 300). */
  minLength?: number;
  maxLength?: number;
  /** Said under the field (e.g. the length the reason must have). */
  hint?: string;
  /** A warning (the default) or a plain action. */
  variant?: 'destructive' | 'primary';
}

/**
 * An action that needs a sentence first: release a seat (the note), take a player off a list (the reason), or
 * page a player before the next to page (the reason, issue 27 item 5).
 */
export function ReasonDialog({
  title,
  description,
  label,
  submitLabel,
  isPending,
  error,
  onSubmit,
  onClose,
  minLength = 1,
  maxLength = 300,
  hint,
  variant = 'destructive',
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={description}
      submitLabel={submitLabel}
      variant={variant}
      isPending={isPending}
      error={error}
      canSubmit={reason.trim().length >= minLength}
      onSubmit={() => onSubmit(reason.trim())}
    >
      <FormField label={label} message={hint}>
        {(control) => (
          <Input
            {...control}
            required
            maxLength={maxLength}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
    </FloorDialog>
  );
}
