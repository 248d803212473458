import { buyInPayment } from '@club/shared/buy-in';
import { formatRupees } from '@club/shared/money';
import { Button } from '../../components/ui/button';
import { formatClubTime } from '../../lib/format';
import { useReleasedSeats } from './cage-queries';

export interface ReleasedSeat {
  seatId: number;
  playerId: number;
  playerName: string;
  playerCode?: string;
  tableName: string;
  seatNumber: number;
  buyIn: string;
  buyInPaid: string;
}

/** Seats the floor released without money: the cashier settles each with a table cash-out. */
export function ReleasedSeatsPanel({ onSettle, locked }: { onSettle: (seat: ReleasedSeat) => void; locked: boolean }) {
  const seats = useReleasedSeats();
  const list = seats.data ?? [];
  return (
    <section
      aria-labelledby="cage-released"
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
    >
      <h2 id="cage-released" className="text-base font-bold text-white">
        Released seats to settle ({list.length})
      </h2>
      {list.length === 0 ? <p className="text-sm text-slate-300">None.</p> : null}
      <ul className="grid gap-2">
        {list.map((seat) => (
          <li key={seat.seatId} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-950/60 px-3 py-2">
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-white">{seat.playerName}</p>
              <p className="text-xs text-slate-300">
                {seat.tableName}, seat {seat.seatNumber} · buy-in {formatRupees(seat.buyIn)},{' '}
                <span
                  className={buyInPayment(seat.buyIn, seat.buyInPaid).isPaid ? undefined : 'font-bold text-amber-200'}
                >
                  {buyInPayment(seat.buyIn, seat.buyInPaid).label}
                </span>{' '}
                · left {formatClubTime(seat.endedAt, 'time')}
                {seat.releaseNote ? ` · “${seat.releaseNote}”` : ''}
              </p>
            </div>
            <Button disabled={locked} onClick={() => onSettle(seat)}>
              Settle
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
