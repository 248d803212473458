import { serverEvents } from '@club/shared/events';
import type { LiveSession } from '@club/shared/live-session';
import type { SeatRequest } from '@club/shared/waitlist';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast-store';
import { dispatchSocketEvent } from '../../lib/socket';
import { liveSessionKey, type ReceivedLiveSession } from '../live-session/live-session-queries';
import type { PokerTable } from '@club/shared/tables';
import { playerSeatsKey, seatRequestsKey, TABLES_KEY } from './tables-queries';
import { registerTablesSocketEvents } from './tables-socket-events';

vi.mock('../../components/ui/toast-store', () => ({ toast: vi.fn() }));

const waitingAt = (tableId: number, position: number): SeatRequest => ({
  id: tableId * 10,
  playerId: 7,
  tableId: String(tableId),
  tableName: `Table ${tableId}`,
  gameType: "No Limit Hold'em",
  tableStatus: 'active',
  gameStarted: true,
  seatNumber: null,
  preferredSeat: null,
  status: 'waiting',
  position,
  estimatedWaitMinutes: 10 * position,
  notes: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  sessionStartTime: null,
  page: null,
  misses: 0,
  remote: false,
  checkedInAt: null,
  reorder: null,
});

const table = (id: number, waitlistCount: number): PokerTable => ({
  id: String(id),
  name: `Table ${id}`,
  gameType: "No Limit Hold'em",
  status: 'active',
  isActive: true,
  gameStarted: true,
  stakes: '₹25/₹50',
  smallBlind: '25.00',
  bigBlind: '50.00',
  minBuyIn: '2000.00',
  maxBuyIn: '10000.00',
  currentPlayers: 6,
  maxPlayers: 9,
  waitlistCount,
  timingRules: { minPlayMinutes: 60, callTimeMinutes: 30, cashOutWindowMinutes: 10, isDefault: true },
});

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

  it('applies every table of a lobby_updated to the lobby, as table_updated does', () => {
    queryClient.setQueryData(TABLES_KEY, [table(1, 2), table(2, 0)]);
    push('lobby_updated', { tables: [table(1, 5), table(3, 1)], games: [] });
    expect(queryClient.getQueryData<PokerTable[]>(TABLES_KEY)?.map((t) => [t.id, t.waitlistCount])).toEqual([
      ['1', 5],
      ['2', 0],
      ['3', 1],
    ]);
  });

  it("replaces the player's seat requests with the pushed list", () => {
    queryClient.setQueryData(seatRequestsKey(7), [waitingAt(1, 3)]);
    push('seat_requests_updated', { playerId: 7, seatRequests: [waitingAt(1, 2)], asOf: '2026-11-25T10:00:00.000Z' });
    expect(queryClient.getQueryData<SeatRequest[]>(seatRequestsKey(7))?.map((r) => r.position)).toEqual([2]);
  });

  it('drops a list read before the last one applied (two fan-outs crossed on the way)', () => {
    push('seat_requests_updated', { playerId: 7, seatRequests: [waitingAt(1, 1)], asOf: '2026-11-25T10:00:05.000Z' });
    push('seat_requests_updated', { playerId: 7, seatRequests: [waitingAt(1, 2)], asOf: '2026-11-25T10:00:04.000Z' });
    expect(queryClient.getQueryData<SeatRequest[]>(seatRequestsKey(7))?.map((r) => r.position)).toEqual([1]);
  });

  it('keeps the live session computed last when an older one arrives after it', () => {
    push('live_session_updated', noSession('2026-11-25T10:00:05.000Z'));
    push('live_session_updated', noSession('2026-11-25T10:00:01.000Z'));
    expect(queryClient.getQueryData<ReceivedLiveSession>(liveSessionKey(7))?.serverTime).toBe(
      '2026-11-25T10:00:05.000Z',
    );
  });

  it("shows 'Table Active' and refetches the player's seats when their table becomes active", () => {
    vi.mocked(toast).mockClear();
    queryClient.setQueryData(playerSeatsKey(7), []);
    push('table-activation', { playerId: 7, tableId: '3', tableName: 'Table 3', seatNumber: 4 });
    expect(queryClient.getQueryState(playerSeatsKey(7))?.isInvalidated).toBe(true);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Table Active', variant: 'success' }));
  });
});
