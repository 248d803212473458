import { serverEvents } from '@club/shared/events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { CAGE_KEYS } from './cage-queries';
import { registerCageSocketEvents } from './cage-socket-events';

describe('cage events in the console cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);
  const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

  beforeEach(() => {
    queryClient = new QueryClient();
    for (const key of [CAGE_KEYS.releasedSeats, CAGE_KEYS.balance(7), CAGE_KEYS.balance(8), CAGE_KEYS.shift]) {
      queryClient.setQueryData(key, {});
    }
    stop = registerCageSocketEvents();
  });
  afterEach(() => stop());

  it('reads the unpaid buy-ins again when a seat is taken, paid or ended, and nothing else', () => {
    queryClient.setQueryData(CAGE_KEYS.unpaidBuyIns, []);
    push('unpaid_buy_ins_changed', { seatId: 4 });
    expect(isStale(CAGE_KEYS.unpaidBuyIns)).toBe(true);
    expect(isStale(CAGE_KEYS.releasedSeats)).toBe(false);
    expect(isStale(CAGE_KEYS.balance(7))).toBe(false);
  });

  it("reads again the credit desk and that player's card requests when a request is made or decided", () => {
    for (const key of [
      CAGE_KEYS.creditRequests,
      CAGE_KEYS.playerCreditRequests(7),
      CAGE_KEYS.playerCreditRequests(8),
    ]) {
      queryClient.setQueryData(key, []);
    }
    push('credit_request_updated', {
      playerId: 7,
      request: {
        id: 1,
        playerId: 7,
        requestedAmount: '500.00',
        requestNote: null,
        status: 'pending',
        decisionNote: null,
        decidedAt: null,
        createdAt: new Date().toISOString(),
      },
    });
    expect(isStale(CAGE_KEYS.creditRequests)).toBe(true);
    expect(isStale(CAGE_KEYS.playerCreditRequests(7))).toBe(true);
    expect(isStale(CAGE_KEYS.playerCreditRequests(8))).toBe(false);
  });

  it('reads the released seats again when the floor releases one or the cage settles one', () => {
    push('released_seats_changed', { seatId: 3 });
    expect(isStale(CAGE_KEYS.releasedSeats)).toBe(true);
    expect(isStale(CAGE_KEYS.balance(7))).toBe(false);
  });

  it('reads again only the card of the player whose money moved', () => {
    push('wallet_transaction', { playerId: 7, transactions: [] });
    expect(isStale(CAGE_KEYS.balance(7))).toBe(true);
    expect(isStale(CAGE_KEYS.balance(8))).toBe(false);
  });

  it("reads the tournament prizes waiting for approval again when a tournament's prizes are held or paid", () => {
    queryClient.setQueryData(CAGE_KEYS.pendingPrizes, []);
    push('tournament_prizes_changed', { id: 12 });
    expect(isStale(CAGE_KEYS.pendingPrizes)).toBe(true);
    expect(isStale(CAGE_KEYS.balance(7))).toBe(false);
  });
});
