import { registerSocketHandler } from '../../lib/socket';
import { announceNotification } from './announce-notification';
import { patchNotification, patchNotifications, storeNotification } from './notification-queries';

/** A pushed notification joins the cached list (the bubbles and the tab read it from there). */
export function registerNotificationSocketEvents(playerId: number): () => void {
  const stopNew = registerSocketHandler('notification', (notification, queryClient) => {
    storeNotification(queryClient, playerId, notification);
    announceNotification(notification);
  });
  const stopState = registerSocketHandler('notification_state', ({ id, read, dismissed }, queryClient) => {
    patchNotification(queryClient, playerId, id, { read, dismissed });
  });
  const stopStates = registerSocketHandler('notification_states', ({ ids, change }, queryClient) => {
    patchNotifications(queryClient, playerId, ids, change);
  });
  return () => {
    stopNew();
    stopState();
    stopStates();
  };
}
