import type { UnpaidBuyIn } from '@club/shared/pending-cash-outs';
import { formatRupees } from '@club/shared/money';
import { Button } from '../../components/ui/button';
import { formatClubTime } from '../../lib/format';
import { useUnpaidBuyIns } from './cage-queries';

/**
 * Seats playing with a buy-in nobody recorded as paid (decision 104): the cashier records each, from the
 * player's balance or as cash paid at the table. Live: a seating, a payment or a cash-out reads it again.
 */
export function UnpaidBuyInsPanel({ onRecord, locked }: { onRecord: (seat: UnpaidBuyIn) => void; locked: boolean }) {
  const seats = useUnpaidBuyIns();
  const list = seats.data ?? [];
  return (
    <section
      aria-labelledby="cage-unpaid"
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
    >
      <h2 id="cage-unpaid" className="text-base font-bold text-white">
        Unpaid buy-ins ({list.length})
      </h2>
      {list.length === 0 ? <p className="text-sm text-slate-300">Every seat's buy-in is recorded as paid.</p> : null}
      <ul className="grid gap-2">
        {list.map((seat) => (
          <li key={seat.seatId} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-950/60 px-3 py-2">
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-white">{seat.playerName}</p>
              <p className="text-xs text-slate-300">
                {seat.tableName}, seat {seat.seatNumber} · since {formatClubTime(seat.sessionStartTime, 'time')}
              </p>
              <p className="text-xs font-bold text-amber-200">
                {formatRupees(seat.unpaid)} unpaid
                {seat.buyInPaid !== '0.00' ? ` (of ${formatRupees(seat.buyIn)})` : ''}
              </p>
            </div>
            <Button disabled={locked} onClick={() => onRecord(seat)}>
              Record buy-in
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
