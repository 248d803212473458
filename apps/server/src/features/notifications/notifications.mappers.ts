import type { PushNotification, SentNotification } from '@club/shared/notifications';
import type { StaffRole } from '@club/shared/staff';
import type { pushNotifications } from '../../db/schema';

interface NotificationView {
  notification: typeof pushNotifications.$inferSelect;
  senderName: string | null;
  senderRole: StaffRole | null;
  readAt: Date | null;
  dismissedAt: Date | null;
}

/** A notification as the player reads it, in every spelling the two specifications use. */
export function toPushNotification({
  notification,
  senderName,
  senderRole,
  readAt,
  dismissedAt,
}: NotificationView): PushNotification {
  const messageType = notification.messageType;
  const createdAt = notification.createdAt.toISOString();
  const deliveryStatus = readAt ? 'read' : 'delivered';
  return {
    id: notification.id,
    title: notification.title,
    message: notification.message,
    message_type: messageType,
    messageType,
    targetAudience: messageType,
    priority: notification.priority,
    media_url: notification.mediaUrl,
    mediaUrl: notification.mediaUrl,
    created_at: createdAt,
    createdAt,
    sentAt: createdAt,
    sender_name: senderName,
    sent_by_name: senderName,
    sender_role: senderRole,
    sent_by_role: senderRole,
    senderName,
    sentByName: senderName,
    senderRole,
    sentByRole: senderRole,
    delivery_status: deliveryStatus,
    deliveryStatus,
    read: readAt !== null,
    read_at: readAt?.toISOString() ?? null,
    dismissed: dismissedAt !== null,
  };
}

interface SentRow {
  notification: typeof pushNotifications.$inferSelect;
  senderName: string | null;
  senderRole: StaffRole | null;
  playerFirstName: string | null;
  playerLastName: string | null;
  playerNickname: string | null;
  tableName: string | null;
}

/** A composed notification as the console's history lists it (decision 101). */
export function toSentNotification(
  row: SentRow,
  counts: { recipients: number; reads: number } | undefined,
): SentNotification {
  const { notification } = row;
  const playerName =
    row.playerFirstName === null
      ? null
      : `${row.playerFirstName} ${row.playerLastName ?? ''}`.trim() +
        (row.playerNickname ? ` (${row.playerNickname})` : '');
  return {
    id: notification.id,
    title: notification.title,
    message: notification.message,
    messageType: notification.messageType,
    priority: notification.priority,
    mediaUrl: notification.mediaUrl,
    target: {
      kind: notification.targetKind,
      playerId: notification.targetPlayerId,
      playerName,
      tableId: notification.targetTableId,
      tableName: row.tableName,
    },
    sentAt: notification.createdAt.toISOString(),
    sentBy:
      notification.sentBy !== null && row.senderName !== null && row.senderRole !== null
        ? { id: notification.sentBy, name: row.senderName, role: row.senderRole }
        : null,
    recipientCount: counts?.recipients ?? 0,
    deliveredCount: notification.deliveredCount,
    guestsSkipped: notification.guestsSkipped,
    readCount: counts?.reads ?? 0,
  };
}
