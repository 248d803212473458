import { staffRoomsOf } from '@club/shared/events';
import type { SentNotification } from '@club/shared/notifications';
import type { Publisher } from '../../use-case';

/** The composer's history is read with the pushNotifications permission: its events go to those roles only. */
export function publishSentNotification(events: Publisher, sent: SentNotification): void {
  events.publish(staffRoomsOf('staff_notification_sent'), 'staff_notification_sent', sent);
}

export function publishReadCounts(events: Publisher, counts: Array<{ id: number; readCount: number }>): void {
  events.publish(staffRoomsOf('staff_notification_reads'), 'staff_notification_reads', { counts });
}
