import { formatRupees } from '@club/shared/money';
import type { TableSeatView } from '@club/shared/tables';
import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';

interface OvalSeatLayoutProps {
  maxPlayers: number;
  seats: TableSeatView[];
  /** Free seats can be picked as the preferred seat when the player may join the list. */
  canChoose: boolean;
  chosenSeat: number | null;
  onChoose: (seatNumber: number | null) => void;
  children?: ReactNode;
}

/** Seat n's place on the rail: seat 1 at the bottom centre (the dealer faces it), clockwise. */
function seatPosition(index: number, count: number) {
  const angle = Math.PI / 2 + (2 * Math.PI * index) / count;
  return { left: `${50 + 44 * Math.cos(angle)}%`, top: `${50 + 42 * Math.sin(angle)}%` };
}

const initials = (seat: TableSeatView) => `${seat.player.firstName.charAt(0)}${seat.player.lastName.charAt(0)}`;

/** The felt with every seat around it: occupied seats show who sits there; free ones can be chosen. */
export function OvalSeatLayout({ maxPlayers, seats, canChoose, chosenSeat, onChoose, children }: OvalSeatLayoutProps) {
  const bySeat = new Map(seats.map((s) => [s.seatNumber, s]));
  return (
    <div className="relative mx-auto aspect-[4/5] w-full max-w-sm sm:aspect-[5/4] sm:max-w-lg">
      <div className="absolute inset-[14%] rounded-[50%] border-[10px] border-amber-900 bg-[radial-gradient(ellipse_at_center,_#047857_0%,_#065f46_55%,_#064e3b_100%)] shadow-[inset_0_0_40px_rgba(0,0,0,0.55),0_20px_40px_rgba(0,0,0,0.5)]">
        <div className="flex h-full flex-col items-center justify-center gap-1 px-6 text-center">{children}</div>
      </div>
      <ul aria-label="Seats" className="contents">
        {Array.from({ length: maxPlayers }, (_, i) => {
          const number = i + 1;
          const seat = bySeat.get(number);
          const isChosen = chosenSeat === number;
          const position = seatPosition(i, maxPlayers);
          return (
            <li key={number} className="absolute -translate-x-1/2 -translate-y-1/2" style={position}>
              {seat ? (
                <div
                  role="img"
                  aria-label={`Seat ${number}: ${seat.player.firstName} ${seat.player.lastName}${seat.isMine ? ' (you)' : ''}, buy-in ${formatRupees(seat.sessionBuyInAmount)}`}
                  className={cn(
                    'flex w-16 flex-col items-center rounded-xl border px-1 py-1 text-center shadow-lg',
                    seat.isMine
                      ? 'border-emerald-400 bg-emerald-600 text-slate-950'
                      : 'border-slate-600 bg-slate-800 text-white',
                  )}
                >
                  <span className="grid size-8 place-items-center rounded-full bg-black/25 text-xs font-black">
                    {initials(seat)}
                  </span>
                  <span className="w-full truncate text-[11px] font-semibold">
                    {seat.isMine ? 'You' : seat.player.firstName}
                  </span>
                  <span className="text-[10px] opacity-80">#{number}</span>
                </div>
              ) : (
                <button
                  type="button"
                  disabled={!canChoose}
                  aria-pressed={canChoose ? isChosen : undefined}
                  aria-label={`Seat ${number}: free${isChosen ? ', chosen' : ''}`}
                  onClick={() => onChoose(isChosen ? null : number)}
                  className={cn(
                    'grid size-12 place-items-center rounded-full border-2 border-dashed text-sm font-bold transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400',
                    isChosen
                      ? 'border-solid border-amber-300 bg-amber-400 text-slate-950'
                      : 'border-slate-500 bg-slate-900/80 text-slate-300',
                    canChoose && !isChosen && 'hover:border-emerald-400 hover:text-white',
                  )}
                >
                  {number}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
