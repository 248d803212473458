import { serverEvents } from '@club/shared/events';
import type { PlayerTournament, Tournament } from '@club/shared/tournaments';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { registerTournamentSocketEvents } from './tournament-socket-events';

const KEY = ['tournaments'];
const tournament = (id: number, start: string, registered = 10): Tournament => ({
  id,
  name: `Sunday ${id}`,
  game_type: "No Limit Hold'em",
  tournament_type: 'freezeout',
  buy_in: '5000.00',
  prize_pool: '100000.00',
  registered_players: registered,
  max_players: 60,
  start_time: start,
  status: 'upcoming',
  registration_open: true,
});

describe('tournament events in the cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);
  const cached = () => queryClient.getQueryData<PlayerTournament[]>(KEY);

  beforeEach(() => {
    queryClient = new QueryClient();
    stop = registerTournamentSocketEvents();
  });
  afterEach(() => stop());

  it("moves the seat count and keeps the player's own flags, which the lobby's copy does not carry", () => {
    queryClient.setQueryData(KEY, [
      { ...tournament(1, '2026-11-26T14:00:00.000Z'), is_registered: true, is_interested: false },
    ]);
    push('tournament_updated', tournament(1, '2026-11-26T14:00:00.000Z', 11));
    expect(cached()?.[0]).toMatchObject({ registered_players: 11, is_registered: true });
  });

  it('adds a new tournament in start order, unregistered, and removes a deleted one', () => {
    queryClient.setQueryData(KEY, [
      { ...tournament(1, '2026-11-27T14:00:00.000Z'), is_registered: false, is_interested: false },
    ]);
    push('tournament_updated', tournament(2, '2026-11-26T14:00:00.000Z'));
    expect(cached()?.map((t) => [t.id, t.is_registered])).toEqual([
      [2, false],
      [1, false],
    ]);
    push('tournament_removed', { id: 1 });
    expect(cached()?.map((t) => t.id)).toEqual([2]);
  });

  it('stores the player’s own entry and marks the card registered, or not once refunded', () => {
    queryClient.setQueryData(KEY, [
      { ...tournament(3, '2026-11-26T14:00:00.000Z'), is_registered: false, is_interested: false },
    ]);
    const mine = {
      tournamentId: 3,
      status: 'active',
      counts: { entry: 1, reentry: 0, rebuy: 0, addon: 0 },
      chipsIn: 20_000,
      paid: { buyIns: '5000.00', fees: '500.00' },
      table: null,
      seat: null,
      countedChips: null,
      countedAt: null,
      place: null,
      prize: null,
      receipts: [],
    };
    push('tournament_my_entry', mine);
    expect(queryClient.getQueryData(['tournament-me', 3])).toMatchObject({ status: 'active', chipsIn: 20_000 });
    expect(cached()?.[0]?.is_registered).toBe(true);
    push('tournament_my_entry', { ...mine, status: 'none', chipsIn: 0 });
    expect(cached()?.[0]?.is_registered).toBe(false);
  });
});
