import { isInRoom } from '@club/shared/check-in';
import type { SeatRequest } from '@club/shared/waitlist';
import { Link } from 'react-router';
import { cn } from '../../lib/class-names';
import { useCurrentUser } from '../accounts/current-user-query';
import { aboutMinutes, deriveGameStatus } from './game-status';
import { usePlayerSeats, useSeatRequests } from './tables-queries';

/** CURRENTLY PLAYING or WAITING FOR GAME, with the seat badge, table, game type and position. */
export function GameStatusBanner() {
  const playerId = useCurrentUser().data?.player.id;
  const seats = usePlayerSeats(playerId).data ?? [];
  const requests = useSeatRequests(playerId).data ?? [];
  const status = deriveGameStatus(seats, requests);
  if (status.kind === 'none') return null;

  const isPlaying = status.kind !== 'waiting';
  const tableId = isPlaying ? status.seat.tableId : status.request.tableId;
  const tableName = isPlaying ? status.seat.tableName : status.request.tableName;
  const gameType = isPlaying ? status.seat.gameType : status.request.gameType;
  const seatNumber = isPlaying ? status.seat.seatNumber : status.request.preferredSeat;
  const eta = status.kind === 'waiting' ? aboutMinutes(status.request.estimatedWaitMinutes) : null;
  return (
    <section
      aria-label={isPlaying ? 'Currently playing' : 'Waiting for game'}
      className={cn(
        'flex min-w-0 items-center gap-3 rounded-2xl border p-3 shadow-lg shadow-black/30',
        isPlaying ? 'border-emerald-600/70 bg-emerald-950/60' : 'border-amber-600/60 bg-amber-950/50',
      )}
    >
      <div
        className={cn(
          'grid size-12 shrink-0 place-items-center rounded-full border-2 text-center leading-none font-black',
          isPlaying ? 'border-emerald-400 text-emerald-200' : 'border-amber-400 text-amber-200',
        )}
      >
        <span className="text-[9px] font-semibold tracking-wide uppercase opacity-80">Seat</span>
        <span className="text-lg">{seatNumber ?? '–'}</span>
      </div>
      <div className="min-w-0 flex-1">
        <p className={cn('text-[11px] font-bold tracking-widest', isPlaying ? 'text-emerald-300' : 'text-amber-300')}>
          {status.kind === 'playing'
            ? 'CURRENTLY PLAYING'
            : status.kind === 'inactive-game'
              ? 'SEATED · GAME NOT RUNNING'
              : 'WAITING FOR GAME'}
        </p>
        <p className="truncate text-sm font-semibold text-white">{tableName}</p>
        <p className="truncate text-xs text-slate-300">{gameType}</p>
        {status.kind === 'waiting' ? (
          <p className="text-xs font-semibold text-amber-100">
            Position #{status.request.position}
            {eta ? <span className="font-normal text-amber-200/80"> · {eta}</span> : null}
          </p>
        ) : null}
        {status.kind === 'waiting' ? <ArrivalLine request={status.request} /> : null}
      </div>
      <Link
        to={`/table/${tableId}`}
        className={cn(
          'shrink-0 rounded-lg px-3 py-2 text-xs font-bold focus-visible:outline-2 focus-visible:outline-offset-2',
          isPlaying
            ? 'bg-emerald-500 text-slate-950 hover:bg-emerald-400'
            : 'bg-amber-400 text-slate-950 hover:bg-amber-300',
        )}
      >
        {isPlaying ? 'View Game' : 'View Table'}
      </Link>
    </section>
  );
}

/** In the room or remote (decision 064), and the floor's last move of the entry with its reason. */
function ArrivalLine({ request }: { request: SeatRequest }) {
  return (
    <>
      <p className="text-xs" data-testid="arrival-status">
        {request.checkedInAt ? (
          <span className="font-semibold text-emerald-300">Checked in</span>
        ) : isInRoom(request) ? (
          <span className="text-slate-300">In the room</span>
        ) : (
          <span className="text-amber-100">
            Remote ·{' '}
            <Link to="/check-in" className="font-semibold underline underline-offset-2">
              check in
            </Link>{' '}
            when you arrive
          </span>
        )}
      </p>
      {request.reorder ? (
        <p className="text-xs text-amber-100" data-testid="reorder-reason">
          Moved by the floor{request.reorder.reason ? `: ${request.reorder.reason}` : ''}
        </p>
      ) : null}
    </>
  );
}
