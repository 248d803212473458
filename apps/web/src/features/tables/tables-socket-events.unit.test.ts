import { serverEvents } from '@club/shared/events';
import type { LiveSession } from '@club/shared/live-session';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { liveSessionKey, type ReceivedLiveSession } from '../live-session/live-session-queries';
import { seatRequestsKey } from './tables-queries';
import { registerTablesSocketEvents } from './tables-socket-events';

const noSession = (serverTime: string): LiveSession => ({ hasActiveSession: false, session: null, serverTime });

describe('table events in the cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);

  beforeEach(() => {
    queryClient = new QueryClient();
    stop = registerTablesSocketEvents(7);
  });
  afterEach(() => stop());

  it("replaces the player's seat requests with the pushed list", () => {
    queryClient.setQueryData(seatRequestsKey(7), []);
    push('seat_requests_updated', { playerId: 7, seatRequests: [] });
    expect(queryClient.getQueryData(seatRequestsKey(7))).toEqual([]);
  });

  it('keeps the live session computed last when an older one arrives after it', () => {
    push('live_session_updated', noSession('2026-11-25T10:00:05.000Z'));
    push('live_session_updated', noSession('2026-11-25T10:00:01.000Z'));
    expect(queryClient.getQueryData<ReceivedLiveSession>(liveSessionKey(7))?.serverTime).toBe(
      '2026-11-25T10:00:05.000Z',
    );
  });
});
