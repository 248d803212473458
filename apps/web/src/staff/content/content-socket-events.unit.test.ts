import { serverEvents } from '@club/shared/events';
import type { MenuItem } from '@club/shared/food';
import type { Tournament } from '@club/shared/tournaments';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { CONTENT_KEYS } from './content-queries';
import { registerContentSocketEvents } from './content-socket-events';
import { PROMO_KEYS } from './promo-queries';

const item = (id: number, isAvailable = true): MenuItem => ({
  id,
  name: `Item ${id}`,
  description: '',
  category: 'food',
  price: '120.00',
  image_url: null,
  is_available: isAvailable,
  sort_order: 0,
});

const tournament = (id: number, registered: number, status: Tournament['status'] = 'upcoming'): Tournament => ({
  id,
  name: `Deepstack ${id}`,
  game_type: "No Limit Hold'em",
  tournament_type: 'Freezeout',
  buy_in: '2500.00',
  prize_pool: '100000.00',
  registered_players: registered,
  max_players: 30,
  start_time: '2026-11-26T14:00:00.000Z',
  status,
  registration_open: true,
});

describe('content events in the console cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);
  const menu = () => queryClient.getQueryData<MenuItem[]>(CONTENT_KEYS.menu) ?? [];
  const tournaments = () => queryClient.getQueryData<Tournament[]>(CONTENT_KEYS.tournaments) ?? [];

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData<MenuItem[]>(CONTENT_KEYS.menu, [item(1), item(2), item(3, false)]);
    queryClient.setQueryData<Tournament[]>(CONTENT_KEYS.tournaments, [tournament(1, 0), tournament(2, 4)]);
    stop = registerContentSocketEvents();
  });
  afterEach(() => stop());

  it('marks an item missing from the available menu as sold out, and reads the menu again', () => {
    push('menu-updated', { items: [item(1), { ...item(3), name: 'Masala chai' }] });
    expect(menu().map((i) => [i.id, i.is_available])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
    expect(menu()[2]?.name).toBe('Masala chai');
    expect(queryClient.getQueryState(CONTENT_KEYS.menu)?.isInvalidated).toBe(true);
  });

  it('adds a new available item without reading the menu again', () => {
    push('menu-updated', { items: [item(1), item(2), item(4)] });
    expect(menu().map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(queryClient.getQueryState(CONTENT_KEYS.menu)?.isInvalidated).toBe(false);
  });

  it('reads one tournament’s players again when a player registers or shows interest there', () => {
    queryClient.setQueryData(CONTENT_KEYS.tournamentEntries(1), { tournament_id: 1, registered: [], interested: [] });
    queryClient.setQueryData(CONTENT_KEYS.tournamentEntries(2), { tournament_id: 2, registered: [], interested: [] });
    push('tournament_entries_changed', { id: 1 });
    expect(queryClient.getQueryState(CONTENT_KEYS.tournamentEntries(1))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(CONTENT_KEYS.tournamentEntries(2))?.isInvalidated).toBe(false);
  });

  it('applies a changed tournament, a new one and a removed one', () => {
    push('tournament_updated', tournament(2, 5, 'running'));
    push('tournament_updated', tournament(7, 0));
    push('tournament_removed', { id: 1 });
    expect(tournaments().map((t) => [t.id, t.registered_players, t.status])).toEqual([
      [2, 5, 'running'],
      [7, 0, 'upcoming'],
    ]);
  });

  it('reads the offers again on offers_updated and the ads again on ads-updated (the console holds hidden ones too)', () => {
    queryClient.setQueryData(PROMO_KEYS.offers, []);
    queryClient.setQueryData(PROMO_KEYS.ads, []);
    push('offers_updated', { offerId: 4 });
    expect(queryClient.getQueryState(PROMO_KEYS.offers)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(PROMO_KEYS.ads)?.isInvalidated).toBe(false);
    push('ads-updated', { ads: [] });
    expect(queryClient.getQueryState(PROMO_KEYS.ads)?.isInvalidated).toBe(true);
  });

  it('drops a malformed push and leaves the cache alone while the section was never read', () => {
    push('tournament_updated', { id: 2 });
    expect(tournaments()[1]?.registered_players).toBe(4);
    queryClient.removeQueries({ queryKey: ['staff', 'content'] });
    push('menu-updated', { items: [item(9)] });
    push('tournament_updated', tournament(9, 0));
    expect(queryClient.getQueryData(CONTENT_KEYS.menu)).toBeUndefined();
    expect(queryClient.getQueryData(CONTENT_KEYS.tournaments)).toBeUndefined();
  });
});
