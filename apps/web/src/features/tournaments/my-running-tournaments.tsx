import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useTournamentClock } from './clock/clock-queries';
import { CompactClock } from './tournament-clock-panel';
import { useTournaments } from './tournaments-queries';

/**
 * On the dashboard, while a tournament the player entered is running: its clock, live, and one tap to the
 * tournament's page (issue 28).
 */
export function MyRunningTournaments() {
  const running = (useTournaments().data ?? []).filter((t) => t.status === 'running' && t.is_registered);
  if (running.length === 0) return null;
  return (
    <section aria-label="Your tournaments running now" className="grid gap-2">
      {running.map((tournament) => (
        <RunningTournamentCard key={tournament.id} id={tournament.id} name={tournament.name} />
      ))}
    </section>
  );
}

function RunningTournamentCard({ id, name }: { id: number; name: string }) {
  const clock = useTournamentClock(id);
  return (
    <article
      aria-labelledby={`running-${id}`}
      className="grid gap-2 rounded-2xl border border-emerald-700/70 bg-slate-900/90 p-3 shadow-xl shadow-black/30"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`running-${id}`} className="min-w-0 truncate font-bold text-white">
          <span className="text-xs font-semibold uppercase tracking-wide text-emerald-300">Your tournament · </span>
          {name}
        </h2>
      </div>
      {clock.data && clock.data.clock.state !== 'not_started' ? <CompactClock held={clock.data} /> : null}
      <Button asChild size="md">
        <Link to={`/tournaments/${id}`}>Open the clock</Link>
      </Button>
    </article>
  );
}
