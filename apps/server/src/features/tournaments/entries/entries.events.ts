import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { MyTournamentEntry } from '@club/shared/tournament-entries';
import type { Tournament } from '@club/shared/tournaments';
import type { Publisher } from '../../../use-case';

/**
 * Entries changed (decision 130): the lobby's card shows the seats taken and the pool, the content consoles
 * reread the entries, and the player's own phone shows the entry (also when the desk sold it).
 */
export function publishEntriesChange(
  events: Publisher,
  tournament: Tournament,
  mine: MyTournamentEntry,
  playerId: number,
) {
  events.publish(ROOMS.lobby, 'tournament_updated', tournament);
  events.publish(staffRoomsOf('tournament_entries_changed'), 'tournament_entries_changed', { id: tournament.id });
  events.publish(ROOMS.player(playerId), 'tournament_my_entry', mine);
}
