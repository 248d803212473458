import { serverEvents } from '@club/shared/events';
import type { SentNotification } from '@club/shared/notifications';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { SENT_KEY } from './composer-queries';
import { registerNotificationsDeskSocketEvents } from './notifications-socket-events';

const sent = (id: number, readCount = 0): SentNotification => ({
  id,
  title: `Notice ${id}`,
  message: 'Free coffee at the bar.',
  messageType: 'general',
  priority: 'normal',
  mediaUrl: null,
  target: { kind: 'table_seated', playerId: null, playerName: null, tableId: 3, tableName: 'Table 3' },
  sentAt: '2026-11-25T18:00:00.000Z',
  sentBy: { id: 1, name: 'Mira', role: 'manager' },
  recipientCount: 4,
  deliveredCount: 3,
  guestsSkipped: 0,
  readCount,
});

describe("the composer history's events in the console cache", () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);
  const rows = () => queryClient.getQueryData<SentNotification[]>(SENT_KEY) ?? [];

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData<SentNotification[]>(SENT_KEY, [sent(2), sent(1, 1)]);
    stop = registerNotificationsDeskSocketEvents();
  });
  afterEach(() => stop());

  it('puts a new send on top once, even when this console already stored its own answer', () => {
    push('staff_notification_sent', sent(3));
    push('staff_notification_sent', sent(3));
    expect(rows().map((row) => row.id)).toEqual([3, 2, 1]);
  });

  it('applies read counts to the rows named and leaves the others alone', () => {
    push('staff_notification_reads', {
      counts: [
        { id: 2, readCount: 3 },
        { id: 99, readCount: 1 },
      ],
    });
    expect(rows().map((row) => [row.id, row.readCount])).toEqual([
      [2, 3],
      [1, 1],
    ]);
  });

  it('drops a malformed push and leaves the cache alone while the history was never read', () => {
    push('staff_notification_reads', { counts: [{ id: 2 }] });
    expect(rows()[0]?.readCount).toBe(0);
    queryClient.removeQueries({ queryKey: SENT_KEY });
    push('staff_notification_sent', sent(4));
    expect(queryClient.getQueryData(SENT_KEY)).toBeUndefined();
  });
});
