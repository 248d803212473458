import { serverEvents } from '@club/shared/events';
import type { TournamentClock } from '@club/shared/tournament-clock';
import type { TournamentStructureView } from '@club/shared/tournament-structure';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HeldClock } from '../../features/tournaments/clock/clock-time';
import { tournamentClockKey } from '../../features/tournaments/clock/clock-queries';
import { sampleClock } from '../../features/tournaments/clock/clock-sample';
import { dispatchSocketEvent } from '../../lib/socket';
import { DESK_KEYS } from './desk-queries';
import { registerTournamentDeskSocketEvents } from './tournaments-socket-events';

const clock = (tournamentId: number, version: number, levelIndex = 0): TournamentClock =>
  sampleClock({
    tournamentId,
    version,
    levelIndex,
    levelNumber: levelIndex + 1,
    secondsLeft: 1200,
    levelEndsAt: '2026-11-27T20:20:00.000Z',
  });

const view = (tournamentId: number): TournamentStructureView => ({
  tournamentId,
  structure: null,
  projectedStarts: [],
  projectedEndOfStructure: null,
  lockedThroughIndex: null,
  updatedAt: null,
});

describe('the Tournaments desk’s events in the console cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (payload: TournamentClock) =>
    dispatchSocketEvent(serverEvents, queryClient, 'tournament_clock', payload);
  const held = (id: number) => queryClient.getQueryData<HeldClock>(tournamentClockKey(id))?.clock;

  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    stop = registerTournamentDeskSocketEvents();
  });
  afterEach(() => {
    stop();
    queryClient.clear();
  });

  it('keeps every tournament’s newest clock, and drops an older one that arrives late', () => {
    push(clock(7, 3, 1));
    push(clock(8, 1));
    push(clock(7, 2, 0));
    expect(held(7)).toMatchObject({ version: 3, levelIndex: 1 });
    expect(held(8)).toMatchObject({ version: 1 });
  });

  it('marks that tournament’s structure and payouts to be read again, and no other', () => {
    queryClient.setQueryData(DESK_KEYS.structure(7), view(7));
    queryClient.setQueryData(DESK_KEYS.structure(8), view(8));
    queryClient.setQueryData(DESK_KEYS.payouts(7), { tournamentId: 7 });
    queryClient.setQueryData(DESK_KEYS.payouts(8), { tournamentId: 8 });
    push(clock(7, 4, 2));
    expect(queryClient.getQueryState(DESK_KEYS.structure(7))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(DESK_KEYS.structure(8))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(DESK_KEYS.payouts(7))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(DESK_KEYS.payouts(8))?.isInvalidated).toBe(false);
  });

  it('keeps the newest deal of a tournament the desk holds, with the players still in', () => {
    const deal = (id: number, status: 'proposed' | 'confirmed') => ({
      id,
      tournamentId: 7,
      method: 'icm' as const,
      status,
      dealt: '50000.00',
      amountLeftToPlayFor: '0.00',
      shares: [],
      createdAt: '2026-11-27T20:00:00.000Z',
      decidedAt: null,
    });
    const remaining = [{ playerId: 1, name: 'A B' }];
    queryClient.setQueryData(DESK_KEYS.deal(7), { deal: deal(3, 'proposed'), remaining });
    dispatchSocketEvent(serverEvents, queryClient, 'tournament_deal', deal(3, 'confirmed'));
    expect(queryClient.getQueryData(DESK_KEYS.deal(7))).toEqual({ deal: deal(3, 'confirmed'), remaining });
    dispatchSocketEvent(serverEvents, queryClient, 'tournament_deal', deal(2, 'proposed'));
    expect(queryClient.getQueryData(DESK_KEYS.deal(7))).toEqual({ deal: deal(3, 'confirmed'), remaining });
  });

  it('stops when the socket’s handlers are unregistered', () => {
    stop();
    push(clock(9, 1));
    expect(held(9)).toBeUndefined();
    stop = () => undefined;
  });
});
