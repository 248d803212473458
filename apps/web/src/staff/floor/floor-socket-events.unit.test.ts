import { serverEvents } from '@club/shared/events';
import type { FloorTable } from '@club/shared/floor';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { CHECK_IN_CODE_KEY, FLOOR_KEY, type FloorCache, storeAnsweredTable } from './floor-queries';
import { openRequestsOf } from './requests-panel';
import { registerFloorSocketEvents } from './floor-socket-events';
import { floorTable, seatedPlayers } from './floor-test-tables';

const table = (id: string, name: string, seated: number): FloorTable =>
  floorTable({
    id,
    name,
    seats: seatedPlayers(seated, (i) => ({
      seatId: i + 1,
      playerId: 100 + i,
      playerName: `Player ${i}`,
      nickname: `p${i}`,
    })),
  });

describe('floor events in the console cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, 'floor_table_updated', payload);
  const seatedAt = (id: string) =>
    queryClient.getQueryData<FloorCache>(FLOOR_KEY)?.tables.find((t) => t.id === id)?.seats.length;

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData<FloorCache>(FLOOR_KEY, {
      tables: [table('1', 'Alpha', 0), table('2', 'Bravo', 1)],
      asOf: { '1': '2026-11-25T10:00:00.000Z', '2': '2026-11-25T10:00:00.000Z' },
    });
    stop = registerFloorSocketEvents();
  });
  afterEach(() => stop());

  it('replaces the pushed table and leaves the others as they are', () => {
    push({ table: table('1', 'Alpha', 2), asOf: '2026-11-25T10:00:01.000Z' });
    expect(seatedAt('1')).toBe(2);
    expect(seatedAt('2')).toBe(1);
  });

  it('drops a push read before what the console holds for that table', () => {
    push({ table: table('1', 'Alpha', 3), asOf: '2026-11-25T10:00:05.000Z' });
    push({ table: table('1', 'Alpha', 1), asOf: '2026-11-25T10:00:02.000Z' });
    expect(seatedAt('1')).toBe(3);
  });

  it('adds a new table in name order', () => {
    push({ table: table('3', 'Aardvark', 0), asOf: '2026-11-25T10:00:01.000Z' });
    expect(queryClient.getQueryData<FloorCache>(FLOOR_KEY)?.tables.map((t) => t.name)).toEqual([
      'Aardvark',
      'Alpha',
      'Bravo',
    ]);
  });

  it('shows the check-in code the server sends when it changes, without a read', () => {
    const code = {
      code: '123456',
      url: 'http://club.test/check-in?code=123456',
      changesAt: '2026-11-25T10:03:00.000Z',
    };
    dispatchSocketEvent(serverEvents, queryClient, 'check_in_code_changed', code);
    expect(queryClient.getQueryData(CHECK_IN_CODE_KEY)).toEqual(code);
    dispatchSocketEvent(serverEvents, queryClient, 'check_in_code_changed', { code: 12 });
    expect(queryClient.getQueryData(CHECK_IN_CODE_KEY)).toEqual(code);
  });

  it('keeps a cash-out request pushed after an action’s answer was stored on a browser clock ahead of the server (issue 27 item 2)', () => {
    // The tablet's clock runs 3 minutes ahead of the server's; the floor closes Alpha (its answer is stored).
    vi.useFakeTimers({ now: Date.parse('2026-11-25T10:03:00.000Z'), toFake: ['Date'] });
    try {
      storeAnsweredTable(queryClient, table('1', 'Alpha', 0));
      // A second later (server time) the table runs again and a seated player asks to cash out: pushed.
      const withRequest = table('1', 'Alpha', 1);
      const seat = withRequest.seats[0]!;
      withRequest.seats[0] = {
        ...seat,
        cashOutRequestedAt: '2026-11-25T10:00:01.000Z',
        request: { kind: 'cash_out', at: '2026-11-25T10:00:01.000Z', acknowledgedAt: null },
      };
      push({ table: withRequest, asOf: '2026-11-25T10:00:01.000Z' });
      const tables = queryClient.getQueryData<FloorCache>(FLOOR_KEY)?.tables ?? [];
      expect(openRequestsOf(tables).map((r) => [r.table.name, r.kind])).toEqual([['Alpha', 'cash_out']]);
      // An older push (read before the request) does not take it away.
      push({ table: table('1', 'Alpha', 1), asOf: '2026-11-25T10:00:00.500Z' });
      expect(openRequestsOf(queryClient.getQueryData<FloorCache>(FLOOR_KEY)?.tables ?? [])).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
