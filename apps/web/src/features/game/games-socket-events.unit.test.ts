import { serverEvents } from '@club/shared/events';
import type { Game, GameEntry, GameSummary } from '@club/shared/games';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { GAMES_KEY } from './games-queries';
import { registerGamesSocketEvents } from './games-socket-events';

const summary = (id: number, name: string, waitingCount = 0): GameSummary => ({
  id,
  name,
  gameType: "No Limit Hold'em",
  stakes: '₹25/₹50',
  smallBlind: '25.00',
  bigBlind: '50.00',
  minBuyIn: '2000.00',
  maxBuyIn: '10000.00',
  status: 'active',
  tables: [],
  tablesRunning: 0,
  openSeats: 0,
  waitingCount,
  isInterestList: true,
  estimate: null,
});

const entry = (gameId: number, position: number): GameEntry => ({
  entryId: gameId * 10,
  gameId,
  position,
  preferredTableId: null,
  preferredTableName: null,
  preferredSeat: null,
  notes: null,
  joinedAt: '2026-11-25T09:00:00.000Z',
  estimate: null,
  page: null,
  misses: 0,
});

describe('game-list events in the cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);
  const games = () => queryClient.getQueryData<Game[]>(GAMES_KEY) ?? [];

  beforeEach(() => {
    queryClient = new QueryClient();
    stop = registerGamesSocketEvents(7);
    queryClient.setQueryData<Game[]>(GAMES_KEY, [{ ...summary(1, 'NLH 25/50'), myEntry: entry(1, 3) }]);
  });
  afterEach(() => stop());

  it('replaces a game’s public part and keeps the player’s entry; a new game is added in name order', () => {
    push('game_updated', summary(1, 'NLH 25/50', 4));
    push('game_updated', summary(2, 'Big O 10/20'));
    expect(games().map((game) => [game.name, game.waitingCount, game.myEntry?.position ?? null])).toEqual([
      ['Big O 10/20', 0, null],
      ['NLH 25/50', 4, 3],
    ]);
  });

  it('applies every game of a lobby_updated, as game_updated does', () => {
    push('lobby_updated', { tables: [], games: [summary(1, 'NLH 25/50', 6), summary(2, 'Big O 10/20', 1)] });
    expect(games().map((game) => [game.name, game.waitingCount, game.myEntry?.position ?? null])).toEqual([
      ['Big O 10/20', 1, null],
      ['NLH 25/50', 6, 3],
    ]);
  });

  it('drops a retired game', () => {
    push('game_updated', { ...summary(1, 'NLH 25/50'), status: 'retired' });
    expect(games()).toEqual([]);
  });

  it('applies the player’s own entries, not another player’s, and drops entries read before the last applied', () => {
    push('game_entries_updated', { playerId: 7, entries: [entry(1, 2)], asOf: '2026-11-25T10:00:05.000Z' });
    expect(games()[0]?.myEntry?.position).toBe(2);
    push('game_entries_updated', { playerId: 7, entries: [entry(1, 5)], asOf: '2026-11-25T10:00:04.000Z' });
    expect(games()[0]?.myEntry?.position).toBe(2);
    push('game_entries_updated', { playerId: 8, entries: [], asOf: '2026-11-25T10:00:09.000Z' });
    expect(games()[0]?.myEntry?.position).toBe(2);
    push('game_entries_updated', { playerId: 7, entries: [], asOf: '2026-11-25T10:00:06.000Z' });
    expect(games()[0]?.myEntry).toBeNull();
  });
});
