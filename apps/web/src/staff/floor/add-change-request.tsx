import type { FloorSeat } from '@club/shared/floor';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { actionErrorText } from './floor-form';
import { useAddChangeRequest, useFloorMoves } from './moves-queries';

/** The floor adds a table or seat change request for a seated player (decision 142), or sees the one waiting. */
export function AddChangeRequest({ seat, onDone }: { seat: FloorSeat; onDone: () => void }) {
  const add = useAddChangeRequest();
  const waiting = useFloorMoves().data?.requests.find((request) => request.seatId === seat.seatId);
  if (waiting) {
    return (
      <p role="status" className="mt-3 text-sm text-slate-200">
        Waiting for a {waiting.kind} change (see Moves before the list).
      </p>
    );
  }
  const ask = (kind: 'table' | 'seat') =>
    add.mutate(
      { seatId: seat.seatId, kind },
      {
        onSuccess: () => {
          toast({ title: `${kind === 'table' ? 'Table' : 'Seat'} change added`, variant: 'success' });
          onDone();
        },
        onError: (error) => toast({ title: 'Not added', description: actionErrorText(error), variant: 'destructive' }),
      },
    );
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      <Button size="lg" variant="secondary" disabled={add.isPending} onClick={() => ask('table')}>
        Add table change
      </Button>
      <Button size="lg" variant="secondary" disabled={add.isPending} onClick={() => ask('seat')}>
        Add seat change
      </Button>
    </div>
  );
}
