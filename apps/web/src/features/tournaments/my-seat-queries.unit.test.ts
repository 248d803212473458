import { serverEvents } from '@club/shared/events';
import type { MySeatEvent } from '@club/shared/tournament-seating';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { closeSeatNotice, currentSeatNotice, registerMySeatSocketEvents } from './my-seat-queries';

const notice = (tournamentId: number): MySeatEvent => ({
  tournamentId,
  tournamentName: 'Sunday Main',
  kind: 'move',
  from: { table: 1, seat: 3 },
  table: 4,
  seat: 7,
  waitsForButton: false,
});

describe('the player’s seat pushes (decision 132)', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    stop = registerMySeatSocketEvents();
  });
  afterEach(() => {
    stop();
    closeSeatNotice();
    queryClient.clear();
  });

  it('opens the move notice and marks that tournament’s seat to be read again, and no other', () => {
    queryClient.setQueryData(['tournaments', 7, 'my-seat'], { table: 1, seat: 3 });
    queryClient.setQueryData(['tournaments', 8, 'my-seat'], { table: 2, seat: 1 });
    dispatchSocketEvent(serverEvents, queryClient, 'tournament_my_seat', notice(7));
    expect(currentSeatNotice()).toMatchObject({ table: 4, seat: 7, kind: 'move' });
    expect(queryClient.getQueryState(['tournaments', 7, 'my-seat'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['tournaments', 8, 'my-seat'])?.isInvalidated).toBe(false);
    closeSeatNotice();
    expect(currentSeatNotice()).toBeNull();
  });

  it('ignores a payload that is not a seat', () => {
    dispatchSocketEvent(serverEvents, queryClient, 'tournament_my_seat', { tournamentId: 7 });
    expect(currentSeatNotice()).toBeNull();
  });
});
