import { ROOMS, staffRoomsOf } from '@club/shared/events';
import type { MyTournamentEntry } from '@club/shared/tournament-entries';
import type { Tournament } from '@club/shared/tournaments';
import type { Publisher } from '../../../use-case';

/** Entries changed (decision 130): the lobby's card shows the seats taken and the pool; the content consoles reread. */
export function publishEntriesChange(events: Publisher, tournament: Tournament) {
  events.publish(ROOMS.lobby, 'tournament_updated', tournament);
  events.publish(staffRoomsOf('tournament_entries_changed'), 'tournament_entries_changed', { id: tournament.id });
}

/** The player's own entry, to the player's phone only (also when the desk sold or refunded it). */
export function publishMyEntry(events: Publisher, playerId: number, mine: MyTournamentEntry) {
  events.publish(ROOMS.player(playerId), 'tournament_my_entry', mine);
}
