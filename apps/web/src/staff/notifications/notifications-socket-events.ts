import { registerSocketHandler } from '../../lib/socket';
import { applyReadCounts, storeSentNotification } from './composer-queries';

/** The composer's history, live for the life of the socket: new sends and read counts (decision 101). */
export function registerNotificationsDeskSocketEvents(): () => void {
  const stops = [
    registerSocketHandler('staff_notification_sent', (sent, queryClient) => storeSentNotification(queryClient, sent)),
    registerSocketHandler('staff_notification_reads', ({ counts }, queryClient) =>
      applyReadCounts(queryClient, counts),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
