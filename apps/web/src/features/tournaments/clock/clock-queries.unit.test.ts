import { serverEvents } from '@club/shared/events';
import type { TournamentClock } from '@club/shared/tournament-clock';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../../lib/socket';
import { registerClockSocketEvents, tournamentClockKey } from './clock-queries';
import { sampleClock } from './clock-sample';
import type { HeldClock } from './clock-time';

const clock = (over: Partial<TournamentClock> = {}): TournamentClock =>
  sampleClock({
    tournamentId: 7,
    level: { kind: 'level', smallBlind: 100, bigBlind: 200, ante: 0, anteKind: 'none', minutes: 20 },
    secondsLeft: 1100,
    levelEndsAt: '2026-11-27T20:18:20.000Z',
    playersLeft: 10,
    entries: 10,
    averageStack: 20_000,
    averageStackBigBlinds: 100,
    prizePool: '50000.00',
    ...over,
  });

describe('tournament_clock in the cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (payload: TournamentClock) =>
    dispatchSocketEvent(serverEvents, queryClient, 'tournament_clock', payload);
  const held = (id = 7) => queryClient.getQueryData<HeldClock>(tournamentClockKey(id));

  beforeEach(() => {
    queryClient = new QueryClient();
    stop = registerClockSocketEvents();
  });
  afterEach(() => stop());

  it('holds each pushed clock under its tournament from its receipt, whatever screen is open', () => {
    const before = performance.now();
    push(clock({ version: 2, secondsLeft: 900 }));
    push(clock({ tournamentId: 8, version: 1 }));
    expect(held()?.clock).toMatchObject({ version: 2, secondsLeft: 900 });
    expect(held()?.receivedAt).toBeGreaterThanOrEqual(before - 2_000);
    expect(held()?.receivedAt).toBeLessThanOrEqual(performance.now());
    expect(held(8)?.clock.version).toBe(1);
  });

  it('drops a reading older than the one it holds (a push and a read crossed)', () => {
    push(clock({ version: 5, state: 'paused', secondsLeft: 300 }));
    push(clock({ version: 4, state: 'running', secondsLeft: 600 }));
    expect(held()?.clock).toMatchObject({ version: 5, state: 'paused' });
    push(clock({ version: 6, levelIndex: 1, levelNumber: 2 }));
    expect(held()?.clock).toMatchObject({ version: 6, levelNumber: 2 });
  });

  it('stops applying pushes once unregistered', () => {
    stop();
    push(clock({ version: 9 }));
    expect(held()).toBeUndefined();
    stop = registerClockSocketEvents();
  });
});
