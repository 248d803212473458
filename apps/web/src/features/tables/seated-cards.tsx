import { buyInPayment } from '@club/shared/buy-in';
import { formatClubTime } from '../../lib/format';
import { formatRupees } from '@club/shared/money';
import type { PlayerSeat } from '@club/shared/live-session';
import { DEFAULT_STAKES_TEXT } from '@club/shared/tables';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

const startedAt = (iso: string) => {
  const minutes = (Date.now() - Date.parse(iso)) / 60_000;
  return minutes < 1 ? 'Just now' : formatClubTime(iso, 'time');
};

/** A You Are Seated card per open seat (dashboard.md section 2). */
export function SeatedCards({ seats }: { seats: PlayerSeat[] }) {
  if (seats.length === 0) return null;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {seats.map((seat) => (
        <article
          key={seat.seatId}
          aria-label={`You Are Seated at ${seat.tableName}`}
          className="rounded-2xl border border-emerald-700/70 bg-gradient-to-br from-emerald-950 to-slate-900 p-4 shadow-xl shadow-black/30"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-bold tracking-widest text-emerald-300">YOU ARE SEATED</p>
              <h3 className="truncate text-base font-bold text-white">{seat.tableName}</h3>
              <p className="text-sm text-slate-300">{seat.gameType}</p>
            </div>
            <div className="grid size-14 shrink-0 place-items-center rounded-full border-2 border-emerald-400 text-center leading-none">
              <span className="text-[9px] font-semibold tracking-wide text-emerald-200 uppercase">Seat</span>
              <span className="text-xl font-black text-white">{seat.seatNumber}</span>
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-slate-400">Since</dt>
              <dd className="font-semibold text-white">{startedAt(seat.sessionStartTime)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-400">Buy-in</dt>
              <dd className="font-semibold text-white">
                {formatRupees(seat.sessionBuyIn)} · {buyInPayment(seat.sessionBuyIn, seat.buyInPaid).label}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs text-slate-400">Stakes (min / max buy-in)</dt>
              <dd className="font-semibold text-white">
                {seat.minBuyIn && seat.maxBuyIn
                  ? `${formatRupees(seat.minBuyIn).replace(/\.00$/, '')} – ${formatRupees(seat.maxBuyIn).replace(/\.00$/, '')}`
                  : DEFAULT_STAKES_TEXT}
              </dd>
            </div>
          </dl>
          <Button asChild size="sm" className="mt-3 w-full">
            <Link to={`/table/${seat.tableId}`}>View Table</Link>
          </Button>
        </article>
      ))}
    </div>
  );
}
