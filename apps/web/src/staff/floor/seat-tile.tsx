import { buyInPayment } from '@club/shared/buy-in';
import { formatRupees } from '@club/shared/money';
import type { FloorSeat, FloorTable } from '@club/shared/floor';
import { cn } from '../../lib/class-names';
import { useNow } from './use-now';
import { clockText, isOpenRequest, minutesBetween, PHASE_LABELS, REQUEST_LABELS, seatPhase } from './seat-clock';

/** One seat of a table: the player with their time and phase, or an open seat to fill. */
export function SeatTile({
  table,
  seatNumber,
  seat,
  onOpenSeat,
  onSeated,
}: {
  table: FloorTable;
  seatNumber: number;
  seat: FloorSeat | undefined;
  onOpenSeat: () => void;
  onSeated: (seat: FloorSeat) => void;
}) {
  if (!seat) {
    return (
      <button
        type="button"
        onClick={onOpenSeat}
        aria-label={`Seat ${seatNumber} at ${table.name} is open: seat a player`}
        className={cn(
          'flex min-h-20 flex-col items-start justify-center rounded-xl border border-dashed border-emerald-700/80 px-3 py-2 text-left',
          'text-emerald-200 hover:bg-emerald-950/60 focus-visible:outline-2 focus-visible:outline-emerald-400',
        )}
      >
        <span className="text-xs text-slate-300">Seat {seatNumber}</span>
        <span className="font-semibold">Open</span>
      </button>
    );
  }
  return <TakenSeat table={table} seatNumber={seatNumber} seat={seat} onSeated={onSeated} />;
}

/** A seat with a player: its clock ticks on its own, the rest of the floor does not re-render with it. */
function TakenSeat({
  table,
  seatNumber,
  seat,
  onSeated,
}: {
  table: FloorTable;
  seatNumber: number;
  seat: FloorSeat;
  onSeated: (seat: FloorSeat) => void;
}) {
  const now = useNow();
  const { phase, secondsLeft } = seatPhase(seat, table, now);
  const hasOpenRequest = isOpenRequest(seat);
  // A guest seated without an account (decision 131) paid the buy-in in cash at the table: nothing for the cage.
  const payment = seat.buyInCash
    ? { label: `${formatRupees(seat.buyIn)} cash at the table`, isPaid: true }
    : buyInPayment(seat.buyIn, seat.buyInPaid);
  return (
    <button
      type="button"
      onClick={() => onSeated(seat)}
      aria-label={`Seat ${seatNumber}: ${seat.playerName}${seat.guestId !== null ? ' (guest)' : ''}${seat.barred ? ', barred' : ''}, buy-in ${payment.label}${hasOpenRequest && seat.request ? `, ${REQUEST_LABELS[seat.request.kind]} waiting` : ''}. Actions`}
      className={cn(
        'flex min-h-20 min-w-0 flex-col items-start rounded-xl border px-3 py-2 text-left',
        'focus-visible:outline-2 focus-visible:outline-emerald-400',
        hasOpenRequest
          ? 'border-amber-400 bg-amber-950/70 motion-safe:animate-pulse'
          : 'border-slate-700 bg-slate-800/80 hover:bg-slate-700/80',
      )}
    >
      <span className="flex w-full items-baseline justify-between gap-2 text-xs text-slate-300">
        <span>Seat {seatNumber}</span>
        <span>{minutesBetween(Date.parse(seat.sessionStartTime), now)} min</span>
      </span>
      <span className="w-full truncate font-semibold text-white">{seat.nickname || seat.playerName}</span>
      <span className="w-full truncate text-xs text-slate-300">
        {seat.guestId !== null ? `Guest · ${seat.guestPhone ?? ''}` : seat.playerName}
      </span>
      {seat.barred ? <span className="mt-0.5 text-xs font-bold text-red-300">Barred</span> : null}
      <span className={cn('text-xs', payment.isPaid ? 'text-slate-300' : 'font-bold text-amber-200')}>
        Buy-in {payment.label}
      </span>
      <span className="mt-0.5 text-xs text-sky-200">
        {PHASE_LABELS[phase]}
        {secondsLeft !== null ? ` · ${clockText(secondsLeft)} left` : ''}
      </span>
      {hasOpenRequest && seat.request ? (
        <span className="mt-0.5 text-xs font-bold text-amber-200">⚑ {REQUEST_LABELS[seat.request.kind]}</span>
      ) : null}
    </button>
  );
}
