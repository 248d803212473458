import { serverEvents } from '@club/shared/events';
import type { PushNotification } from '@club/shared/notifications';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { registerNotificationSocketEvents } from './notification-socket-events';

const announce = vi.hoisted(() => vi.fn());
vi.mock('./announce-notification', () => ({ announceNotification: announce }));

const KEY = ['notifications', 7];
const notification = (id: number, read = false): PushNotification => ({
  id,
  title: `Notice ${id}`,
  message: 'Your table is ready',
  message_type: 'seat_waiting',
  messageType: 'seat_waiting',
  targetAudience: 'seat_waiting',
  priority: 'high',
  media_url: null,
  mediaUrl: null,
  created_at: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  sentAt: '2026-11-25T10:00:00.000Z',
  sender_name: 'Floor',
  sent_by_name: 'Floor',
  sender_role: 'manager',
  sent_by_role: 'manager',
  senderName: 'Floor',
  sentByName: 'Floor',
  senderRole: 'manager',
  sentByRole: 'manager',
  delivery_status: read ? 'read' : 'delivered',
  deliveryStatus: read ? 'read' : 'delivered',
  read,
  read_at: null,
  dismissed: false,
});

describe('notification events in the cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);
  const cached = () => queryClient.getQueryData<PushNotification[]>(KEY);

  beforeEach(() => {
    announce.mockClear();
    queryClient = new QueryClient();
    stop = registerNotificationSocketEvents(7);
  });
  afterEach(() => stop());

  it('puts a new notification on top of the list once, and announces it', () => {
    queryClient.setQueryData(KEY, [notification(1)]);
    push('notification', notification(2));
    push('notification', notification(2));
    expect(cached()?.map((n) => n.id)).toEqual([2, 1]);
    expect(announce).toHaveBeenCalledTimes(2);
  });

  it('follows a read or a dismissal made in another tab, delivery status included', () => {
    queryClient.setQueryData(KEY, [notification(1), notification(2)]);
    push('notification_state', { id: 2, read: true, dismissed: true });
    const changed = cached()?.find((n) => n.id === 2);
    expect(changed).toMatchObject({ read: true, dismissed: true, delivery_status: 'read', deliveryStatus: 'read' });
    expect(cached()?.find((n) => n.id === 1)?.read).toBe(false);
  });

  it('follows Mark all as read and a collapsed bulk dismissed in another tab', () => {
    queryClient.setQueryData(KEY, [notification(1), notification(2), notification(3)]);
    push('notification_states', { ids: [3, 1], change: 'read' });
    expect(cached()?.map((n) => [n.id, n.read, n.deliveryStatus])).toEqual([
      [1, true, 'read'],
      [2, false, 'delivered'],
      [3, true, 'read'],
    ]);
    push('notification_states', { ids: [2], change: 'dismissed' });
    expect(cached()?.map((n) => [n.id, n.dismissed, n.read])).toEqual([
      [1, false, true],
      [2, true, false],
      [3, false, true],
    ]);
  });
});
