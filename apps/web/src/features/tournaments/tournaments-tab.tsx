import { TournamentList } from './tournament-list';

/** The Tournaments tab: the same list the game tab's toggle shows (dashboard.md section 2). */
export function TournamentsTab() {
  return (
    <section aria-labelledby="tournaments-heading" className="grid gap-4">
      <div>
        <h2 id="tournaments-heading" className="text-lg font-bold text-white">
          Tournaments
        </h2>
        <p className="text-sm text-slate-400">Register for upcoming events or tell us you are interested.</p>
      </div>
      <TournamentList />
    </section>
  );
}
