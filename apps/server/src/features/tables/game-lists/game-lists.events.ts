import { ROOMS } from '@club/shared/events';
import type { GameEntry } from '@club/shared/games';
import type { SeatRequest } from '@club/shared/waitlist';
import type { Publisher } from '../../../use-case';

/**
 * Players' own lists (decision 063), each to their own room: every player's seat requests, then every
 * player's game-list entries. `asOf` was taken before reading.
 */
export function publishPlayerLists(
  events: Publisher,
  lists: { requests: Map<number, SeatRequest[]>; entries: Map<number, GameEntry[]> },
  asOf: string,
): void {
  for (const [playerId, seatRequests] of lists.requests) {
    events.publish(ROOMS.player(playerId), 'seat_requests_updated', { playerId, seatRequests, asOf });
  }
  for (const [playerId, entries] of lists.entries) {
    events.publish(ROOMS.player(playerId), 'game_entries_updated', { playerId, entries, asOf });
  }
}
