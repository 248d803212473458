import { NOTES_MAX_LENGTH } from '@club/shared/tables';
import type { SeatRequest } from '@club/shared/waitlist';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { useUpdateSeatRequest } from './tables-queries';

/**
 * The player changes the preferred seat or the notes of their wait-list entry; the place in the list
 * is kept (issue 14, item 26).
 */
export function EditWaitlistEntry({
  playerId,
  request,
  maxPlayers,
}: {
  playerId: number | undefined;
  request: SeatRequest;
  maxPlayers: number;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [seat, setSeat] = useState('');
  const [notes, setNotes] = useState('');
  const update = useUpdateSeatRequest(playerId);
  const ids = { seat: useId(), notes: useId() };

  const open = (next: boolean) => {
    if (next) {
      setSeat(request.preferredSeat ? String(request.preferredSeat) : '');
      setNotes(request.notes ?? '');
      update.reset();
    }
    setIsOpen(next);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { tableId: request.tableId, preferredSeat: seat ? Number(seat) : null, notes: notes.trim() || null },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast({ title: 'Wait-list entry updated', description: request.tableName, variant: 'success' });
        },
      },
    );
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => open(true)}>
        Change seat or notes
      </Button>
      <Dialog open={isOpen} onOpenChange={open}>
        <DialogContent className="max-w-sm">
          <DialogTitle>Your wait-list entry</DialogTitle>
          <DialogDescription>
            {request.tableName} · you keep your place (#{request.position}).
          </DialogDescription>
          <form onSubmit={save} className="mt-4 grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.seat}>Preferred seat</Label>
              <select
                id={ids.seat}
                value={seat}
                onChange={(event) => setSeat(event.target.value)}
                className="h-11 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-base text-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-400"
              >
                <option value="">Any seat</option>
                {Array.from({ length: maxPlayers }, (_, index) => index + 1).map((number) => (
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
                onChange={(event) => setNotes(event.target.value)}
                placeholder="e.g. arriving in 10 minutes"
              />
            </div>
            {update.isError ? (
              <Alert variant="destructive" title="Not saved">
                {(isApiError(update.error) && update.error.serverMessage) || 'Please try again.'}
              </Alert>
            ) : null}
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
