import type { PlayerSeat } from '@club/shared/live-session';
import type { SeatRequest } from '@club/shared/waitlist';

/**
 * The player's game status (dashboard.md section 4): seated at an active table is an active game (no
 * other wait-list may be joined); seated at a table that is not active is an inactive game; otherwise a
 * waiting entry at an active table shows as WAITING with its position.
 */
export type GameStatus =
  | { kind: 'playing'; seat: PlayerSeat }
  | { kind: 'inactive-game'; seat: PlayerSeat }
  | { kind: 'waiting'; request: SeatRequest }
  | { kind: 'none' };

export function deriveGameStatus(seats: PlayerSeat[], requests: SeatRequest[]): GameStatus {
  const active = seats.find((s) => s.status === 'active');
  if (active) return { kind: 'playing', seat: active };
  if (seats[0]) return { kind: 'inactive-game', seat: seats[0] };
  const waiting = requests
    .filter((r) => r.status === 'waiting' && r.tableStatus === 'active')
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))[0];
  return waiting ? { kind: 'waiting', request: waiting } : { kind: 'none' };
}

export const aboutMinutes = (minutes: number | null) => (minutes === null ? null : `about ${minutes} min`);

/**
 * dashboard.md, Cash list: an active table shows Game In Progress, otherwise Accepting Players. An active
 * table with nobody seated has no game in progress yet (issue 14, item 25).
 */
export const tableStatusText = (table: { isActive: boolean; currentPlayers: number }) =>
  table.isActive && table.currentPlayers > 0 ? 'Game In Progress' : 'Accepting Players';
