import { notificationsContract } from '@club/shared/contracts/notifications';
import { DISMISS_ACTION, NOTIFICATIONS_FALLBACK_POLL_MS, type PushNotification } from '@club/shared/notifications';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { callApi } from '../../lib/api';

export const notificationsKey = (playerId: number) => ['notifications', playerId] as const;

/** The last 24 hours; new ones arrive by the `notification` event, polling only while the socket is down. */
export function useNotifications(playerId: number | undefined) {
  const refetchInterval = useFallbackRefetchInterval(NOTIFICATIONS_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: notificationsKey(playerId ?? 0),
    queryFn: () =>
      callApi(notificationsContract.getPushNotificationsByPlayerId, { params: { playerId: playerId ?? 0 } }),
    enabled: typeof playerId === 'number' && playerId > 0,
    refetchInterval,
  });
}

export function storeNotification(queryClient: QueryClient, playerId: number, notification: PushNotification) {
  queryClient.setQueryData<PushNotification[]>(notificationsKey(playerId), (list) =>
    list ? [notification, ...list.filter((n) => n.id !== notification.id)] : list,
  );
}

export function patchNotification(
  queryClient: QueryClient,
  playerId: number,
  id: number,
  change: Partial<Pick<PushNotification, 'read' | 'dismissed'>>,
) {
  queryClient.setQueryData<PushNotification[]>(notificationsKey(playerId), (list) =>
    list?.map((n) => {
      if (n.id !== id) return n;
      const read = change.read ?? n.read;
      const status = read ? 'read' : 'delivered';
      return { ...n, ...change, read, delivery_status: status, deliveryStatus: status };
    }),
  );
}

export async function markNotificationRead(queryClient: QueryClient, playerId: number, id: number) {
  patchNotification(queryClient, playerId, id, { read: true });
  const updated = await callApi(notificationsContract.patchPushNotificationsByIdRead, { params: { id } });
  storeNotification(queryClient, playerId, updated);
}

/** accounts-kyc.md: a dismissed bubble is saved to the history. */
export async function dismissNotificationToHistory(queryClient: QueryClient, playerId: number, id: number) {
  patchNotification(queryClient, playerId, id, { dismissed: true });
  await callApi(notificationsContract.postNotificationHistory, {
    body: { notificationId: id, playerId, action: DISMISS_ACTION },
  });
}

/** Several changed at once (here or in another tab): the ids read, or dismissed to the history. */
export function patchNotifications(
  queryClient: QueryClient,
  playerId: number,
  ids: readonly number[],
  change: 'read' | 'dismissed',
) {
  const changed = new Set(ids);
  queryClient.setQueryData<PushNotification[]>(notificationsKey(playerId), (list) =>
    list?.map((n) => {
      if (!changed.has(n.id)) return n;
      if (change === 'dismissed') return { ...n, dismissed: true };
      return { ...n, read: true, delivery_status: 'read', deliveryStatus: 'read' };
    }),
  );
}

/** The history's "Mark all as read": every unread one of the player's last 24 hours. */
export async function markAllNotificationsRead(queryClient: QueryClient, playerId: number) {
  const unread = (queryClient.getQueryData<PushNotification[]>(notificationsKey(playerId)) ?? [])
    .filter((n) => !n.read)
    .map((n) => n.id);
  patchNotifications(queryClient, playerId, unread, 'read');
  const { ids } = await callApi(notificationsContract.postPushNotificationsReadAll);
  patchNotifications(queryClient, playerId, ids, 'read');
}

/** The bubbles a bulk send collapsed into one: to the history in one call, unread. */
export async function dismissNotificationsToHistory(queryClient: QueryClient, playerId: number, ids: number[]) {
  patchNotifications(queryClient, playerId, ids, 'dismissed');
  await callApi(notificationsContract.postNotificationHistoryDismissMany, { body: { notificationIds: ids } });
}
