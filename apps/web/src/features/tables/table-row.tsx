import { DEFAULT_MAX_PLAYERS, type PokerTable, TABLE_MESSAGES } from '@club/shared/tables';
import type { SeatRequest } from '@club/shared/waitlist';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { aboutMinutes, tableStatusText } from './game-status';
import { LeaveWaitlistButton } from './leave-waitlist-button';

interface TableRowProps {
  table: PokerTable;
  /** The player's waiting entry at this table, if any. */
  request: SeatRequest | undefined;
  /** The active table the player is playing at, when it is another one. */
  playingAt: string | null;
  isSeatedHere: boolean;
  isBusy: boolean;
  onJoin: () => void;
  onLeave: () => void;
}

/** One cash table: name, game, status, stakes, players, badge, View, and the wait-list controls. */
export function TableRow({ table, request, playingAt, isSeatedHere, isBusy, onJoin, onLeave }: TableRowProps) {
  const headingId = `table-${table.id}-name`;
  const maxPlayers = table.maxPlayers || DEFAULT_MAX_PLAYERS;
  const eta = aboutMinutes(request?.estimatedWaitMinutes ?? null);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-800 bg-slate-900/90 p-4 shadow-xl shadow-black/30"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-base font-bold text-white">
            {table.name}
          </h3>
          <p className="mt-0.5 text-sm text-slate-300">{table.gameType}</p>
          <p
            className={
              table.isActive && table.currentPlayers > 0
                ? 'text-sm font-semibold text-emerald-300'
                : 'text-sm font-semibold text-sky-300'
            }
          >
            {tableStatusText(table)}
          </p>
        </div>
        <Badge variant={table.isActive ? 'success' : 'default'}>{table.isActive ? 'Active' : 'Inactive'}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-400">Stakes</dt>
          <dd className="font-semibold text-white">{table.stakes}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">Players</dt>
          <dd className="font-semibold text-white">
            {table.currentPlayers}/{maxPlayers}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">Waiting</dt>
          <dd className="font-semibold text-white">{table.waitlistCount}</dd>
        </div>
      </dl>
      {request && table.gameStarted ? (
        <p
          role="status"
          className="mt-3 rounded-lg border border-amber-700/60 bg-amber-950/60 px-3 py-2 text-xs text-amber-100"
        >
          ⚠ Game started: you will be seated when a seat opens.
        </p>
      ) : null}
      {playingAt && !isSeatedHere ? (
        <div className="mt-3 rounded-lg border border-red-800/60 bg-red-950/50 px-3 py-2 text-sm">
          <p className="font-semibold text-red-200">{TABLE_MESSAGES.cannotJoin}</p>
          <p className="text-xs text-red-100/90">
            Cash out from “{playingAt}” at the cashier before joining another game.
          </p>
        </div>
      ) : null}
      <div className="mt-3 flex items-center gap-2">
        <Button asChild variant="secondary" size="sm">
          <Link to={`/table/${table.id}`} aria-label={`View ${table.name}`}>
            View
          </Link>
        </Button>
        {isSeatedHere ? (
          <Badge variant="success" className="ml-auto">
            You are seated here
          </Badge>
        ) : request ? (
          <>
            <p className="ml-auto text-right text-sm leading-tight">
              <span className="block font-semibold text-emerald-300">Joined · Position #{request.position}</span>
              {eta ? <span className="text-xs text-slate-400">{eta}</span> : null}
            </p>
            <LeaveWaitlistButton tableName={table.name} position={request.position} isBusy={isBusy} onLeave={onLeave} />
          </>
        ) : playingAt ? null : (
          <Button
            size="sm"
            className="ml-auto"
            disabled={isBusy}
            onClick={onJoin}
            aria-label={`Join Wait-List for ${table.name}`}
          >
            Join Wait-List
          </Button>
        )}
      </div>
    </article>
  );
}
