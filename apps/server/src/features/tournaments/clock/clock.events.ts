import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { TournamentClock } from '@club/shared/tournament-clock';
import type { Tournament } from '@club/shared/tournaments';
import type { Publisher } from '../../../use-case';

/** A clock changed: the lobby (phones), every TV and the consoles that run tournaments hear it at once. */
export function publishTournamentClock(events: Publisher, clock: TournamentClock): void {
  events.publish([ROOMS.lobby, ROOMS.display, ...staffRoomsOf('tournament_clock')], 'tournament_clock', clock);
}

/** Starting the clock started the tournament: the lobby's card shows it running. */
export function publishTournamentStarted(events: Publisher, tournament: Tournament): void {
  events.publish(ROOMS.lobby, 'tournament_updated', tournament);
}
