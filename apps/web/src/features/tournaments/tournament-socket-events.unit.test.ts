import { serverEvents } from '@club/shared/events';
import type { PlayerTournament, Tournament } from '@club/shared/tournaments';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { closeDealOffer, currentDealOffer } from './deal/deal-offer';
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
      prizeStatus: null,
      reentry: null,
      receipts: [],
    };
    push('tournament_my_entry', mine);
    expect(queryClient.getQueryData(['tournament-me', 3])).toMatchObject({ status: 'active', chipsIn: 20_000 });
    expect(cached()?.[0]?.is_registered).toBe(true);
    push('tournament_my_entry', { ...mine, status: 'none', chipsIn: 0 });
    expect(cached()?.[0]?.is_registered).toBe(false);
  });

  it('opens the deal offer notice on a proposal from any screen, and a newer answer of the same deal replaces it', () => {
    closeDealOffer();
    const deal = {
      id: 7,
      tournamentId: 3,
      method: 'even',
      status: 'proposed',
      dealt: '1000.00',
      amountLeftToPlayFor: '0.00',
      shares: [{ playerId: 1, name: 'A B', chips: 100, amount: '1000.00', acceptedAt: null }],
      createdAt: '2026-11-26T14:00:00.000Z',
      decidedAt: null,
    };
    push('tournament_deal', deal);
    expect(currentDealOffer()).toMatchObject({ id: 7, status: 'proposed' });
    expect(queryClient.getQueryData(['tournaments', 3, 'deal'])).toMatchObject({ deal: { id: 7 } });
    push('tournament_deal', { ...deal, status: 'declined' });
    expect(currentDealOffer()?.status).toBe('declined');
    // An older deal arriving late does not replace a newer one.
    push('tournament_deal', { ...deal, id: 6 });
    expect(currentDealOffer()?.id).toBe(7);
  });
});
