import { serverEvents } from '@club/shared/events';
import type { StaffGame } from '@club/shared/games';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { STAFF_GAMES_KEY, type StaffGamesCache } from './games-queries';
import { registerStaffGamesSocketEvents } from './games-socket-events';

const game = (id: number, name: string, playerIds: number[], status: 'active' | 'retired' = 'active'): StaffGame => ({
  id,
  name,
  gameType: 'Pot Limit Omaha',
  stakes: '₹50/₹100',
  smallBlind: '50.00',
  bigBlind: '100.00',
  minBuyIn: '5000.00',
  maxBuyIn: '20000.00',
  status,
  tables: [],
  tablesRunning: 0,
  openSeats: 0,
  waitingCount: playerIds.length,
  isInterestList: true,
  estimate: null,
  entries: playerIds.map((playerId, index) => ({
    entryId: playerId * 10,
    playerId,
    guestId: null,
    guestPhone: null,
    remote: false,
    checkedInAt: null,
    playerName: `Player ${playerId}`,
    nickname: '',
    position: index + 1,
    preferredTableId: null,
    preferredTableName: null,
    preferredSeat: null,
    notes: null,
    joinedAt: '2026-11-25T09:00:00.000Z',
    kycStatus: 'verified',
    page: null,
    misses: 0,
  })),
});

describe('the floor’s game lists in the cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, 'floor_game_updated', payload);
  const cached = () => queryClient.getQueryData<StaffGamesCache>(STAFF_GAMES_KEY);

  beforeEach(() => {
    queryClient = new QueryClient();
    stop = registerStaffGamesSocketEvents();
    queryClient.setQueryData<StaffGamesCache>(STAFF_GAMES_KEY, {
      games: [game(1, 'PLO 50/100', [5])],
      asOf: { 1: '2026-11-25T10:00:00.000Z' },
    });
  });
  afterEach(() => stop());

  it('replaces a game’s list and adds a new game in name order', () => {
    push({ game: game(1, 'PLO 50/100', [5, 6]), asOf: '2026-11-25T10:00:01.000Z' });
    push({ game: game(2, 'Big O 10/20', [7]), asOf: '2026-11-25T10:00:02.000Z' });
    expect(cached()?.games.map((g) => [g.name, g.waitingCount])).toEqual([
      ['Big O 10/20', 1],
      ['PLO 50/100', 2],
    ]);
  });

  it('keeps a newer read than a late push, and drops a retired game', () => {
    push({ game: game(1, 'PLO 50/100', []), asOf: '2026-11-25T09:59:59.000Z' });
    expect(cached()?.games[0]?.waitingCount).toBe(1);
    push({ game: game(1, 'PLO 50/100', [], 'retired'), asOf: '2026-11-25T10:00:03.000Z' });
    expect(cached()?.games).toEqual([]);
  });
});
