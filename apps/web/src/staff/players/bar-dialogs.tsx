import type { DirectoryPlayer } from '@club/shared/player-directory';
import { BAR_REASON_MAX } from '@club/shared/player-directory';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { formatClubTime, fromClubInputValue } from '../../lib/format';
import { FloorDialog } from '../floor/floor-form';
import { useBarPlayer, useLiftBar } from './players-queries';

export const TEXTAREA_CLASS =
  'min-h-24 w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-base text-slate-50 focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-emerald-400/60';

const fullName = (p: DirectoryPlayer) => `${p.firstName} ${p.lastName}`;

/** Bar a player (or change a bar in force): a reason, and an end on the club's clock or none. */
export function BarDialog({ player, onClose }: { player: DirectoryPlayer; onClose: () => void }) {
  const barring = useBarPlayer();
  const [reason, setReason] = useState(player.bar?.reason ?? '');
  const [hasEnd, setHasEnd] = useState(Boolean(player.bar?.until));
  const [end, setEnd] = useState('');
  const until = hasEnd ? fromClubInputValue(end) : null;
  const canSubmit = reason.trim().length >= 3 && (!hasEnd || until !== null);
  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={player.bar ? `Change the bar of ${fullName(player)}` : `Bar ${fullName(player)}`}
      description="The player is signed out at once, cannot sign in or join a list, and is flagged on the floor, at the cage and at the KYC desk."
      submitLabel={player.bar ? 'Save the bar' : 'Bar player'}
      variant="destructive"
      isPending={barring.isPending}
      error={barring.error}
      canSubmit={canSubmit}
      onSubmit={() =>
        barring.mutate(
          { playerId: player.id, reason: reason.trim(), until },
          {
            onSuccess: () => {
              toast({ title: 'Player barred', description: `${fullName(player)} has been signed out.` });
              onClose();
            },
          },
        )
      }
    >
      <FormField label="Reason (the audit log keeps it)">
        {(control) => (
          <textarea
            {...control}
            required
            minLength={3}
            maxLength={BAR_REASON_MAX}
            className={TEXTAREA_CLASS}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-200">How long</legend>
        <label className="flex min-h-11 items-center gap-3 text-slate-100">
          <input type="radio" name="bar-end" className="size-5" checked={!hasEnd} onChange={() => setHasEnd(false)} />
          Until lifted by a super admin or admin
        </label>
        <label className="flex min-h-11 items-center gap-3 text-slate-100">
          <input type="radio" name="bar-end" className="size-5" checked={hasEnd} onChange={() => setHasEnd(true)} />
          Until a date and time
        </label>
      </fieldset>
      {hasEnd ? (
        <FormField
          label="Bar ends (club time)"
          message={end && !until ? 'Choose a date and a time.' : undefined}
          tone={end && !until ? 'error' : 'hint'}
        >
          {(control) => (
            <Input {...control} type="datetime-local" value={end} onChange={(event) => setEnd(event.target.value)} />
          )}
        </FormField>
      ) : null}
    </FloorDialog>
  );
}

/** Lift a bar, with an optional note for the audit log. */
export function LiftBarDialog({ player, onClose }: { player: DirectoryPlayer; onClose: () => void }) {
  const lifting = useLiftBar();
  const [note, setNote] = useState('');
  const until = player.bar?.until;
  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Lift the bar of ${fullName(player)}`}
      description={`Barred for: ${player.bar?.reason ?? ''}${until ? ` (until ${formatClubTime(until, 'dateTime')})` : ''}. Once lifted, the player can sign in and join lists again.`}
      submitLabel="Lift bar"
      isPending={lifting.isPending}
      error={lifting.error}
      onSubmit={() =>
        lifting.mutate(
          { playerId: player.id, note: note.trim() },
          {
            onSuccess: () => {
              toast({ title: 'Bar lifted', description: `${fullName(player)} may sign in again.` });
              onClose();
            },
          },
        )
      }
    >
      <FormField label="Note (optional)">
        {(control) => (
          <Input
            {...control}
            maxLength={BAR_REASON_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
    </FloorDialog>
  );
}
