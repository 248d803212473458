import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { MySeatEvent, TournamentSeating, TvMoves } from '@club/shared/tournament-seating';
import type { Publisher } from '../../../use-case';

/**
 * A seating change (decision 132): the content consoles get the seating, each seated or moved player their own
 * seat in their own room only, and the TVs the list of moves (short names, no ids).
 */
export function publishSeatingChange(
  events: Publisher,
  change: {
    seating: TournamentSeating;
    seats: { playerId: number; notice: MySeatEvent }[];
    display: TvMoves | null;
  },
): void {
  events.publish(staffRoomsOf('tournament_seating'), 'tournament_seating', change.seating);
  for (const { playerId, notice } of change.seats) events.publish(ROOMS.player(playerId), 'tournament_my_seat', notice);
  if (change.display && change.display.moves.length > 0) {
    events.publish(ROOMS.display, 'tournament_moves', change.display);
  }
}
