import { NOTES_MAX_LENGTH } from '@club/shared/tables';
import { useId } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

/** The native select of the wait-list forms, styled as the Input beside it. */
export const selectClass =
  'h-11 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-base text-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-400';

/**
 * A wait-list entry's preferred seat (any, or 1..seats) and notes for the floor: the fields the player
 * fills in when joining a game's list and when changing their entry.
 */
export function WaitlistEntryFields({
  seats,
  seat,
  onSeatChange,
  notes,
  onNotesChange,
}: {
  seats: number;
  seat: string;
  onSeatChange: (seat: string) => void;
  notes: string;
  onNotesChange: (notes: string) => void;
}) {
  const ids = { seat: useId(), notes: useId() };
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.seat}>Preferred seat</Label>
        <select
          id={ids.seat}
          value={seat}
          onChange={(event) => onSeatChange(event.target.value)}
          className={selectClass}
        >
          <option value="">Any seat</option>
          {Array.from({ length: seats }, (_, index) => index + 1).map((number) => (
            <option key={number} value={number}>
              Seat {number}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.notes}>Notes for the floor (optional)</Label>
        <Input
          id={ids.notes}
          value={notes}
          maxLength={NOTES_MAX_LENGTH}
          onChange={(event) => onNotesChange(event.target.value)}
          placeholder="e.g. arriving in 10 minutes"
        />
      </div>
    </>
  );
}
