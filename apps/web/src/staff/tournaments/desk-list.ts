import type { Tournament } from '@club/shared/tournaments';

/** How far ahead an upcoming tournament shows its clock on the desk; later ones are listed (decision 111). */
export const DESK_DAYS_AHEAD = 7;

/**
 * The desk's order: running tournaments, then upcoming ones soonest first. Those starting within a week (or
 * whose start has passed without the clock) get a clock card; later ones a line each. Finished and cancelled
 * tournaments are the Content section's.
 */
export function deskTournaments(tournaments: readonly Tournament[], nowMs: number) {
  const bySchedule = (a: Tournament, b: Tournament) => Date.parse(a.start_time) - Date.parse(b.start_time);
  const running = tournaments.filter((t) => t.status === 'running').sort(bySchedule);
  const upcoming = tournaments.filter((t) => t.status === 'upcoming').sort(bySchedule);
  const horizon = nowMs + DESK_DAYS_AHEAD * 24 * 3_600_000;
  return {
    clocks: [...running, ...upcoming.filter((t) => Date.parse(t.start_time) <= horizon)],
    later: upcoming.filter((t) => Date.parse(t.start_time) > horizon),
  };
}
