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
  playerId: number,
  message: string,
  sender: NotificationSender,
  priority: SendNotificationInput['priority'] = 'normal',
): Promise<void> {
  await sendNotification(
    ctx,
    { title: 'Wait-list', message, messageType: 'seat_waiting', priority, mediaUrl: null, target: { playerId } },
    sender,
  );
}
