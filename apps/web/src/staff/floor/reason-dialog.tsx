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
}

/** An action that needs a sentence first: release a seat (the note) or take a player off a list (the reason). */
export function ReasonDialog({
  title,
  description,
  label,
  submitLabel,
  isPending,
  error,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={description}
      submitLabel={submitLabel}
      variant="destructive"
      isPending={isPending}
      error={error}
      canSubmit={reason.trim().length > 0}
      onSubmit={() => onSubmit(reason.trim())}
    >
      <FormField label={label}>
        {(control) => (
          <Input
            {...control}
            required
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
    </FloorDialog>
  );
}
