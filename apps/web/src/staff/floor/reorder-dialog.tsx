import { REORDER_REASON_MAX, REORDER_REASON_MIN } from '@club/shared/check-in';
import type { FloorWaitlistEntry } from '@club/shared/floor';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { FloorDialog, Select } from './floor-form';

/**
 * Move a waiting player on the list (decision 064): to a position, with a reason (3-200 characters), or to
 * the end (reason optional). The player is told the new position and the reason.
 */
export function ReorderDialog({
  entry,
  listLength,
  isPending,
  error,
  onSubmit,
  onClose,
}: {
  entry: FloorWaitlistEntry;
  listLength: number;
  isPending: boolean;
  error: unknown;
  onSubmit: (input: { position: number | 'end'; reason: string }) => void;
  onClose: () => void;
}) {
  const [target, setTarget] = useState<string>('end');
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const toEnd = target === 'end';
  const isReasonOk = toEnd
    ? trimmed.length === 0 || trimmed.length >= REORDER_REASON_MIN
    : trimmed.length >= REORDER_REASON_MIN;
  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Move ${entry.nickname || entry.playerName}`}
      description={`Now #${entry.position} of ${listLength}. The player sees the new position and the reason.`}
      submitLabel={toEnd ? 'Move to the end' : `Move to #${target}`}
      isPending={isPending}
      error={error}
      canSubmit={isReasonOk}
      onSubmit={() => onSubmit({ position: toEnd ? 'end' : Number(target), reason: trimmed })}
    >
      <FormField label="New position">
        {(control) => (
          <Select {...control} value={target} onChange={(event) => setTarget(event.target.value)}>
            <option value="end">End of the list</option>
            {Array.from({ length: listLength }, (_, i) => i + 1)
              .filter((position) => position !== entry.position)
              .map((position) => (
                <option key={position} value={String(position)}>
                  #{position}
                </option>
              ))}
          </Select>
        )}
      </FormField>
      <FormField
        label={toEnd ? 'Reason (optional)' : 'Reason'}
        message={`${REORDER_REASON_MIN} to ${REORDER_REASON_MAX} characters${toEnd ? ', or none' : ''}`}
      >
        {(control) => (
          <Input
            {...control}
            required={!toEnd}
            maxLength={REORDER_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
    </FloorDialog>
  );
}
