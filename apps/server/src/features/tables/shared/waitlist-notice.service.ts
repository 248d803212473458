import type { UseCaseContext } from '../../../use-case';
import {
  type NotificationSender,
  type SendNotificationInput,
  sendNotification,
} from '../../notifications/notifications.service';

/**
 * Tells one player about their wait-list entry (a "Wait-list" notification of type seat_waiting), from the
 * staff member who acted or the club for a system action; run it after commit. A use-case step (it writes the
 * notification's row), so the use case calls it, never an events file.
 */
export async function notifyWaitlistPlayer(
  ctx: UseCaseContext,
  playerId: number | null,
  message: string,
  sender: NotificationSender,
  priority: SendNotificationInput['priority'] = 'normal',
): Promise<void> {
  // A guest (decision 131) has no account to notify: the floor tells them in person.
  if (playerId === null) return;
  await sendNotification(
    ctx,
    { title: 'Wait-list', message, messageType: 'seat_waiting', priority, mediaUrl: null, target: { playerId } },
    sender,
  );
}
