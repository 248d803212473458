import { staffRoomsOf } from '@club/shared/events';
import type { PlayerBar, PlayerNote } from '@club/shared/player-directory';
import type { Publisher } from '../../use-case';

/** A bar set or lifted: every role that reads the directory (the same roles as GET /api/staff/players). */
export function publishBarChange(ctx: Publisher, playerId: number, bar: PlayerBar | null): void {
  ctx.publish(staffRoomsOf('player_bar_updated'), 'player_bar_updated', { playerId, bar });
}

/** A note written about a player: the roles that read the player's profile. */
export function publishNoteAdded(ctx: Publisher, note: PlayerNote): void {
  ctx.publish(staffRoomsOf('player_note_added'), 'player_note_added', note);
}
