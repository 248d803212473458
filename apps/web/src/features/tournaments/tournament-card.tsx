import { formatClubTime } from '../../lib/format';
import { formatRupees, toPaise } from '@club/shared/money';
import type { PlayerTournament } from '@club/shared/tournaments';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/class-names';
import { Link } from 'react-router';
import { useTournamentClock } from './clock/clock-queries';
import { CompactClock } from './tournament-clock-panel';

const STATUS_STYLES: Record<string, { label: string; variant: BadgeVariant }> = {
  upcoming: { label: 'Upcoming', variant: 'info' },
  running: { label: 'Running', variant: 'success' },
  finished: { label: 'Finished', variant: 'default' },
};
// dashboard.md section 3: statuses other than the three are shown in an unknown style.
const UNKNOWN_STYLE = 'border-dashed border-slate-500 bg-transparent capitalize text-slate-300';

interface TournamentCardProps {
  tournament: PlayerTournament;
  onRegister: (id: number) => void;
  onInterested: (id: number) => void;
  isRegistering: boolean;
  isMarkingInterest: boolean;
}

export function TournamentCard({
  tournament: t,
  onRegister,
  onInterested,
  isRegistering,
  isMarkingInterest,
}: TournamentCardProps) {
  const style = STATUS_STYLES[t.status];
  const isUpcoming = t.status === 'upcoming';
  const isFull = t.registered_players >= t.max_players;
  const fill = Math.min(100, Math.round((t.registered_players / Math.max(1, t.max_players)) * 100));
  const headingId = `tournament-${t.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border bg-slate-900/90 p-4 shadow-xl shadow-black/30',
        style ? 'border-slate-800' : 'border-dashed border-slate-600 opacity-90',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-base font-bold text-white">
            {t.name}
          </h3>
          <p className="mt-0.5 text-sm text-slate-300">
            {t.game_type} · {t.tournament_type}
          </p>
        </div>
        {style ? (
          <Badge variant={style.variant}>{style.label}</Badge>
        ) : (
          <Badge className={UNKNOWN_STYLE}>{t.status}</Badge>
        )}
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-400">Buy-in</dt>
          <dd className="font-semibold text-white">{toPaise(t.buy_in) === 0n ? 'Free' : formatRupees(t.buy_in)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-400">Prize pool</dt>
          <dd className="font-semibold text-emerald-300">{formatRupees(t.prize_pool)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-400">Starts</dt>
          <dd className="text-slate-100">
            <time dateTime={t.start_time}>{formatClubTime(t.start_time, 'weekdayTime')}</time>
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-400">Players</dt>
          <dd className="text-slate-100">
            {t.registered_players}/{t.max_players}
          </dd>
        </div>
      </dl>
      <div
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-800"
        role="progressbar"
        aria-label="Seats taken"
        aria-valuenow={t.registered_players}
        aria-valuemin={0}
        aria-valuemax={t.max_players}
      >
        <div
          className={cn('h-full rounded-full', isFull ? 'bg-amber-400' : 'bg-emerald-500')}
          style={{ width: `${fill}%` }}
        />
      </div>

      {t.status === 'running' ? <RunningClock tournamentId={t.id} /> : null}

      {isUpcoming ? (
        <div className="mt-4 grid grid-cols-2 gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={t.is_interested || isMarkingInterest}
            onClick={() => onInterested(t.id)}
            aria-label={t.is_interested ? `Interested in ${t.name}` : `Interested in ${t.name}?`}
          >
            {t.is_interested ? '★ Interested' : '☆ Interested'}
          </Button>
          {!t.registration_open && !t.is_registered ? (
            // Staff closed registration (decision 011): no button, the reason in its place.
            <p className="flex min-h-9 items-center justify-center rounded-md border border-slate-700 px-2 text-center text-sm font-medium text-amber-200">
              Registration closed
            </p>
          ) : (
            <Button
              size="sm"
              disabled={t.is_registered || isFull || isRegistering}
              onClick={() => onRegister(t.id)}
              aria-label={t.is_registered ? `Registered for ${t.name}` : `Register for ${t.name}`}
            >
              {t.is_registered ? '✓ Registered' : isFull ? 'Full' : isRegistering ? 'Registering...' : 'Register'}
            </Button>
          )}
        </div>
      ) : t.is_registered ? (
        <p className="mt-3 text-sm font-medium text-emerald-300">✓ You are registered</p>
      ) : null}
      <Button asChild variant="link" size="sm" className="mt-2 min-h-11 px-0 text-emerald-300">
        <Link to={`/tournaments/${t.id}`}>
          {t.status === 'running' ? 'Open the clock and structure' : 'Levels and details'}
          <span className="sr-only"> of {t.name}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </Button>
    </article>
  );
}

/** A running tournament's clock on its card, live from the pushes (the Tournaments tab). */
function RunningClock({ tournamentId }: { tournamentId: number }) {
  const clock = useTournamentClock(tournamentId);
  if (!clock.data || clock.data.clock.state === 'not_started') return null;
  return (
    <div className="mt-3">
      <CompactClock held={clock.data} />
    </div>
  );
}
