import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { formatClubTime } from '../../lib/format';
import { useAskChange, useCancelChange, useMyChangeRequest } from './change-request-queries';

/**
 * Ask the floor for another table of the game or another seat at this one (decision 142); the request shows
 * until the floor moves the player, who may cancel it meanwhile.
 */
export function ChangeRequestCard({ playerId, seatId }: { playerId: number; seatId: number }) {
  const request = useMyChangeRequest(playerId).data ?? null;
  const ask = useAskChange(playerId, seatId);
  const cancel = useCancelChange(playerId, seatId);
  const refused = (title: string) => (error: unknown) =>
    toast({
      title,
      description: (isApiError(error) ? error.serverMessage : undefined) ?? 'Please try again.',
      variant: 'destructive',
    });

  return (
    <section aria-labelledby="change-request-heading" className="grid gap-2 rounded-xl border border-slate-800 p-3">
      <h3 id="change-request-heading" className="text-xs font-semibold tracking-widest text-slate-400 uppercase">
        Table or seat change
      </h3>
      {request ? (
        <>
          <p role="status" className="text-sm text-white">
            You asked for a {request.kind === 'table' ? 'table' : 'seat'} change at{' '}
            {formatClubTime(request.requestedAt, 'time')}. The floor moves you when a{' '}
            {request.kind === 'table' ? 'seat at another table' : 'seat at this table'} opens, before the wait-list.
          </p>
          <Button
            variant="secondary"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onError: refused('Not cancelled') })}
          >
            Cancel the {request.kind === 'table' ? 'table' : 'seat'} change
          </Button>
        </>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Button
            variant="secondary"
            disabled={ask.isPending}
            onClick={() => ask.mutate('table', { onError: refused('Not asked') })}
          >
            Table change
          </Button>
          <Button
            variant="secondary"
            disabled={ask.isPending}
            onClick={() => ask.mutate('seat', { onError: refused('Not asked') })}
          >
            Seat change
          </Button>
        </div>
      )}
    </section>
  );
}
