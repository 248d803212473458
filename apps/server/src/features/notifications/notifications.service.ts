import { HISTORY_WINDOW_HOURS, type PushNotification, type SendNotificationBody } from '@club/shared/notifications';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { sendNotificationBodySchema } from '@club/shared/notifications';
import { notFound } from '../../app-error';
import type { Db } from '../../db/client';
import { notificationRecipients, players, pushNotifications } from '../../db/schema';
import type { StaffSession } from '../sessions/sessions.service';
import { writeAudit } from '../staff/audit';
import { toPushNotification } from './notifications.mappers';
import {
  addAudienceRecipients,
  findPlayerNotification,
  findPlayerNotifications,
  markRecipient,
} from './notifications.repo';

export type SendNotificationInput = z.output<typeof sendNotificationBodySchema>;
export type { SendNotificationBody };

/**
 * Stores a notification and its recipients, resolved now: a player who joins the audience later does
 * not receive it. Answers what each recipient reads, so the caller can push it once this commits.
 */
export async function sendNotification(
  db: Db,
  input: SendNotificationInput,
  sender: Pick<StaffSession, 'staffId' | 'name' | 'role'>,
): Promise<{ id: number; recipientIds: number[]; notification: PushNotification }> {
  return db.transaction(async (tx) => {
    const { target } = input;
    if ('playerId' in target) {
      const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, target.playerId));
      if (!player) throw notFound('Player');
    }
    const [notification] = await tx
      .insert(pushNotifications)
      .values({
        title: input.title,
        message: input.message,
        messageType: input.messageType,
        priority: input.priority,
        mediaUrl: input.mediaUrl,
        targetKind: 'playerId' in target ? 'player' : target.audience,
        targetPlayerId: 'playerId' in target ? target.playerId : null,
        sentBy: sender.staffId,
      })
      .returning();
    let recipientIds: number[];
    if ('playerId' in target) {
      await tx.insert(notificationRecipients).values({ notificationId: notification!.id, playerId: target.playerId });
      recipientIds = [target.playerId];
    } else {
      recipientIds = await addAudienceRecipients(tx, notification!.id, target.audience);
    }
    await writeAudit(tx, {
      staffId: sender.staffId,
      action: 'notification.sent',
      entity: 'push_notification',
      entityId: notification!.id,
      after: { target, recipientCount: recipientIds.length, priority: input.priority, messageType: input.messageType },
    });
    const view = toPushNotification({
      notification: notification!,
      senderName: sender.name,
      senderRole: sender.role,
      readAt: null,
      dismissedAt: null,
    });
    return { id: notification!.id, recipientIds, notification: view };
  });
}

/** The player's notifications of the last 24 hours, newest first. A GET never writes. */
export async function listPlayerNotifications(db: Db, playerId: number): Promise<PushNotification[]> {
  const rows = await findPlayerNotifications(db, playerId, HISTORY_WINDOW_HOURS);
  return rows.map(toPushNotification);
}

/** Marks the player's own copy read (or dismissed to history); 404 for a notification not sent to them. */
export async function markNotification(
  db: Db,
  playerId: number,
  notificationId: number,
  change: 'read' | 'dismissed',
): Promise<PushNotification> {
  const found = await markRecipient(db, playerId, notificationId, change === 'read' ? 'readAt' : 'dismissedAt');
  const row = found ? await findPlayerNotification(db, playerId, notificationId) : undefined;
  if (!row) throw notFound('Notification');
  return toPushNotification(row);
}
