import type { SeatRequest } from '@club/shared/waitlist';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { useUpdateSeatRequest } from './tables-queries';
import { WaitlistEntryFields } from './waitlist-entry-fields';

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
            <WaitlistEntryFields
              seats={maxPlayers}
              seat={seat}
              onSeatChange={setSeat}
              notes={notes}
              onNotesChange={setNotes}
            />
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
