import type { Tournament } from '@club/shared/tournaments';
import { describe, expect, it } from 'vitest';
import { deskTournaments } from './desk-list';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const DAY = 24 * 3_600_000;
const tournament = (id: number, status: Tournament['status'], startsInDays: number): Tournament => ({
  id,
  name: `T${id}`,
  game_type: "No Limit Hold'em",
  tournament_type: 'Freezeout',
  buy_in: '1000.00',
  prize_pool: '0.00',
  registered_players: 0,
  max_players: 50,
  start_time: new Date(NOW + startsInDays * DAY).toISOString(),
  status,
  registration_open: true,
});

describe('the desk’s tournaments', () => {
  it('shows running clocks first, then this week’s upcoming soonest first, and lists later ones', () => {
    const list = deskTournaments(
      [
        tournament(1, 'upcoming', 3),
        tournament(2, 'running', -0.1),
        tournament(3, 'upcoming', 30),
        tournament(4, 'upcoming', -1),
        tournament(5, 'finished', -2),
        tournament(6, 'cancelled', 1),
        tournament(7, 'upcoming', 7),
      ],
      NOW,
    );
    expect(list.clocks.map((t) => t.id)).toEqual([2, 4, 1, 7]);
    expect(list.later.map((t) => t.id)).toEqual([3]);
  });
});
