import type { FloorTable } from '@club/shared/floor';
import { type MoveKind, type MoveOffer, moveOfferText } from '@club/shared/table-moves';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { formatClubTime } from '../../lib/format';
import { actionErrorText } from './floor-form';
import { useCancelChangeRequest, useConfirmMove, useFloorMoves } from './moves-queries';
import { MustMoveDialog } from './must-move-dialog';

const KIND_LABELS: Record<MoveKind, string> = {
  must_move: 'Must-move',
  table_change: 'Table change',
  seat_change: 'Seat change',
};

/** One offered move: the sentence and the one tap that makes it. */
function OfferCard({ offer }: { offer: MoveOffer }) {
  const confirm = useConfirmMove();
  const text = moveOfferText(offer);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-700/70 bg-amber-950/30 p-3">
      <Badge variant={offer.kind === 'must_move' ? 'warning' : 'info'}>{KIND_LABELS[offer.kind]}</Badge>
      <p className="min-w-0 flex-1 font-semibold text-white">{text}</p>
      <Button
        className="min-h-11"
        disabled={confirm.isPending}
        aria-label={text}
        onClick={() =>
          confirm.mutate(
            { seatId: offer.seatId, tableId: Number(offer.to.tableId), seatNumber: offer.to.seatNumber },
            {
              onSuccess: () =>
                toast({
                  title: 'Moved',
                  description: `${offer.playerName} · ${offer.to.tableName} seat ${offer.to.seatNumber}`,
                  variant: 'success',
                }),
              onError: (error) =>
                toast({ title: 'Not moved', description: actionErrorText(error), variant: 'destructive' }),
            },
          )
        }
      >
        Move
      </Button>
    </li>
  );
}

/**
 * Moves before the list (decision 142): the must-moves and change requests offered for the seats open now, the
 * change requests waiting, and the main tables with their must-move tables ("Must-move tables" sets them; in the
 * compact view the panel shows only while something waits).
 */
export function MovesPanel({ tables, isCompact }: { tables: FloorTable[]; isCompact: boolean }) {
  const moves = useFloorMoves().data;
  const cancel = useCancelChangeRequest();
  const [isSetting, setIsSetting] = useState(false);
  const nameOf = (id: string) => tables.find((table) => table.id === id)?.name ?? `Table ${id}`;
  const offers = moves?.offers ?? [];
  const requests = moves?.requests ?? [];
  const links = moves?.mustMove ?? [];
  // The big room's view shows the panel only while a move or a request waits, as it does the players' requests.
  if (isCompact && offers.length === 0 && requests.length === 0) return null;

  return (
    <section
      aria-labelledby="floor-moves-heading"
      className="grid gap-3 rounded-2xl border border-slate-700 bg-slate-900/60 p-3 sm:p-4"
    >
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="floor-moves-heading" className="mr-auto text-lg font-bold text-white">
          Moves before the list
        </h2>
        {links.map((link) => (
          <span key={link.mainTableId} className="text-sm text-slate-300">
            <strong className="text-white">{nameOf(link.mainTableId)}</strong> main ·{' '}
            {link.mustMoveTableIds.map(nameOf).join(', ')} must-move
          </span>
        ))}
        <Button variant="secondary" className="min-h-11" onClick={() => setIsSetting(true)}>
          Must-move tables
        </Button>
      </header>
      {offers.length > 0 ? (
        <ul aria-label="Moves offered" className="grid gap-2">
          {offers.map((offer) => (
            <OfferCard key={`${offer.seatId}:${offer.to.tableId}:${offer.to.seatNumber}`} offer={offer} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-300">
          No move waits for a seat. When one opens at a main table, or at a table someone asked for, the move shows here
          before the list.
        </p>
      )}
      {requests.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-200">Change requests, in the order asked</h3>
          <ul className="grid gap-2">
            {requests.map((request) => (
              <li
                key={request.id}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-700 px-3 py-2 text-sm"
              >
                <Badge variant="info">{request.kind === 'table' ? 'Table change' : 'Seat change'}</Badge>
                <span className="min-w-0 flex-1 text-white">
                  {request.playerName} · {request.tableName} seat {request.seatNumber} · asked{' '}
                  {formatClubTime(request.requestedAt, 'time')}
                  {request.addedBy ? ` (added by ${request.addedBy})` : ''}
                </span>
                <Button
                  variant="secondary"
                  className="min-h-11"
                  disabled={cancel.isPending}
                  aria-label={`Cancel the ${request.kind} change request of ${request.playerName}`}
                  onClick={() =>
                    cancel.mutate(request.id, {
                      onError: (error) =>
                        toast({ title: 'Not cancelled', description: actionErrorText(error), variant: 'destructive' }),
                    })
                  }
                >
                  Cancel
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {isSetting ? <MustMoveDialog tables={tables} moves={moves} onClose={() => setIsSetting(false)} /> : null}
    </section>
  );
}

/** Above a game's wait-list: the moves its tables' open seats go to first, so "next" reads in the right order. */
export function MovesAhead({ tableIds }: { tableIds: string[] }) {
  const offers = (useFloorMoves().data?.offers ?? []).filter((offer) => tableIds.includes(offer.to.tableId));
  if (offers.length === 0) return null;
  return (
    <ul aria-label="Next, before the list" className="mb-2 grid gap-1">
      {offers.map((offer) => (
        <li
          key={`${offer.seatId}:${offer.to.tableId}`}
          className="rounded-lg border border-amber-700/70 bg-amber-950/30 px-3 py-2 text-sm text-amber-100"
        >
          <strong>Next, before the list:</strong> {KIND_LABELS[offer.kind].toLowerCase()} · {moveOfferText(offer)}
        </li>
      ))}
    </ul>
  );
}
