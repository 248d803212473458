import { returnedRow } from '../../db/rows';
import { ROOMS } from '@club/shared/events';
import type { UseCaseContext } from '../../use-case';
import { HISTORY_WINDOW_HOURS, type PushNotification, type SentNotification } from '@club/shared/notifications';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { sendNotificationBodySchema } from '@club/shared/notifications';
import { notFound } from '../../app-error';
import type { Db, DbOrTx } from '../../db/client';
import { notificationRecipients, players, pushNotifications } from '../../db/schema';
import type { StaffSession } from '../../auth/sessions.service';
import { notificationPush } from '../push/push.mappers';
import { sendPushToPlayers } from '../push/push.service';
import { writeAudit } from '../staff/audit.service';
import { toPushNotification, toSentNotification } from './notifications.mappers';
import {
  addAudienceRecipients,
  countAudienceGuests,
  countRecipients,
  filterComposed,
  findPlayerNotification,
  findPlayerNotifications,
  findSentNotifications,
  markRecipient,
  markRecipients,
  setDeliveredCount,
  tableExists,
} from './notifications.repo';
import { publishReadCounts, publishSentNotification } from './notifications.events';

export type SendNotificationInput = z.output<typeof sendNotificationBodySchema>;

/** Who sends: a staff member, or the club itself (no staff: a system action such as an expired remote entry, decision 064). */
export type NotificationSender =
  | Pick<StaffSession, 'staffId' | 'name' | 'role'>
  | { staffId: null; name: null; role: null };
/** The club as a notification's sender. */
export const CLUB_SENDER: NotificationSender = { staffId: null, name: null, role: null };

/**
 * Stores a notification and its recipients, resolved now: a player who joins the audience later does
 * not receive it. Answers what each recipient reads, so the caller can push it once this commits.
 */
async function recordNotification(
  db: Db,
  input: SendNotificationInput,
  sender: NotificationSender,
  options: { composed?: boolean } = {},
): Promise<{ id: number; recipientIds: number[]; guestsSkipped: number; notification: PushNotification }> {
  return db.transaction(async (tx) => {
    const { target } = input;
    if ('playerId' in target) {
      const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, target.playerId));
      if (!player) throw notFound('Player');
    }
    if ('tableId' in target && !(await tableExists(tx, target.tableId))) throw notFound('Table');
    // Guests on a list or at a cash seat have no account and no app (decision 131): nobody to notify, counted so
    // the composer and its history can say so. Their texts are the floor's pages only (decision 141), never a
    // staff broadcast.
    const guestsSkipped =
      'playerId' in target ? 0 : await countAudienceGuests(tx, 'tableId' in target ? target : target.audience);
    const notification = returnedRow(
      await tx
        .insert(pushNotifications)
        .values({
          title: input.title,
          message: input.message,
          messageType: input.messageType,
          priority: input.priority,
          mediaUrl: input.mediaUrl,
          targetKind:
            'playerId' in target ? 'player' : 'tableId' in target ? `table_${target.audience}` : target.audience,
          targetPlayerId: 'playerId' in target ? target.playerId : null,
          targetTableId: 'tableId' in target ? target.tableId : null,
          sentBy: sender.staffId,
          composed: options.composed ?? false,
          guestsSkipped,
        })
        .returning(),
    );
    let recipientIds: number[];
    if ('playerId' in target) {
      await tx.insert(notificationRecipients).values({ notificationId: notification.id, playerId: target.playerId });
      recipientIds = [target.playerId];
    } else {
      recipientIds = await addAudienceRecipients(tx, notification.id, 'tableId' in target ? target : target.audience);
    }
    await writeAudit(tx, {
      staffId: sender.staffId,
      action: 'notification.sent',
      entity: 'push_notification',
      entityId: notification.id,
      after: {
        target,
        recipientCount: recipientIds.length,
        guestsSkipped,
        priority: input.priority,
        messageType: input.messageType,
      },
    });
    const view = toPushNotification({
      notification: notification,
      senderName: sender.name,
      senderRole: sender.role,
      readAt: null,
      dismissedAt: null,
    });
    return { id: notification.id, recipientIds, guestsSkipped, notification: view };
  });
}

/** The player's notifications of the last 24 hours, newest first. A GET never writes. */
export async function listPlayerNotifications(db: DbOrTx, playerId: number): Promise<PushNotification[]> {
  const rows = await findPlayerNotifications(db, playerId, HISTORY_WINDOW_HOURS);
  return rows.map(toPushNotification);
}

/** Marks the player's own copy read (or dismissed to history); 404 for a notification not sent to them. */
async function recordState(
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

/**
 * Which notifications also go out by Web Push (decision 140): what a player must hear with the app closed (a
 * wait-list or tournament notice, anything sent high or urgent); a normal general message waits for the app.
 */
function isMarkedForPush(notification: PushNotification): boolean {
  return (
    notification.priority === 'high' ||
    notification.priority === 'urgent' ||
    notification.messageType === 'seat_waiting' ||
    notification.messageType === 'tournament'
  );
}

/** Staff send a notification: every recipient's open tabs get it at once, and the ones marked for push their phones. */
export async function sendNotification(ctx: UseCaseContext, ...args: Tail<Parameters<typeof recordNotification>>) {
  const sent = await recordNotification(ctx.db, ...args);
  if (sent.recipientIds.length > 0) ctx.publish(sent.recipientIds.map(ROOMS.player), 'notification', sent.notification);
  if (sent.recipientIds.length > 0 && isMarkedForPush(sent.notification)) {
    const push = notificationPush({
      id: sent.id,
      title: sent.notification.title,
      message: sent.notification.message,
      urgent: sent.notification.priority === 'urgent',
    });
    ctx.afterCommit(() => sendPushToPlayers(ctx, sent.recipientIds, push.message, push.options));
  }
  return sent;
}

/**
 * A notification from the console's composer: sent as any other, then the players whose sockets were in
 * the rooms it went to are counted (on every instance) and the figure stored, and the consoles' histories
 * get the row (decision 101). A count that fails (Redis not answering in time) is stored as unknown.
 */
export async function composeNotification(
  ctx: UseCaseContext,
  input: SendNotificationInput,
  sender: Pick<StaffSession, 'staffId' | 'name' | 'role'>,
): Promise<{ id: number; recipientCount: number; deliveredCount: number | null; guestsSkipped: number }> {
  const sent = await sendNotification(ctx, input, sender, { composed: true });
  let deliveredCount: number | null = 0;
  if (sent.recipientIds.length > 0) {
    // The push has gone either way: a count the adapter cannot answer reads as unknown in the history.
    deliveredCount = await ctx.countConnectedPlayers(sent.recipientIds.map(ROOMS.player)).catch(() => null);
  }
  await setDeliveredCount(ctx.db, sent.id, deliveredCount);
  const [row] = await listSentNotifications(ctx.db, { ids: [sent.id] });
  if (row) publishSentNotification(ctx, row);
  return { id: sent.id, recipientCount: sent.recipientIds.length, deliveredCount, guestsSkipped: sent.guestsSkipped };
}

/** The composer's history: its sends, newest first, with their counts now. */
export async function listSentNotifications(
  db: Db,
  scope: { limit: number } | { ids: number[] },
): Promise<SentNotification[]> {
  const rows = await findSentNotifications(db, scope);
  const counts = await countRecipients(
    db,
    rows.map((row) => row.notification.id),
  );
  return rows.map((row) => toSentNotification(row, counts.get(row.notification.id)));
}

/** Players read composed notifications: the consoles' histories get their read counts now. */
async function announceReads(ctx: UseCaseContext, notificationIds: number[]) {
  const composed = await filterComposed(ctx.db, notificationIds);
  if (composed.length === 0) return;
  const counts = await countRecipients(ctx.db, composed);
  publishReadCounts(
    ctx,
    composed.map((id) => ({ id, readCount: counts.get(id)?.reads ?? 0 })),
  );
}

/** The player read or dismissed a notification: their other tabs follow. */
export async function markNotification(ctx: UseCaseContext, ...args: Tail<Parameters<typeof recordState>>) {
  const updated = await recordState(ctx.db, ...args);
  const [playerId, , change] = args;
  ctx.publish(ROOMS.player(playerId), 'notification_state', {
    id: updated.id,
    read: updated.read,
    dismissed: updated.dismissed,
  });
  if (change === 'read') await announceReads(ctx, [updated.id]);
  return updated;
}

/**
 * Several of the player's own notifications change at once: every unread one of the last 24 hours read
 * ("Mark all as read"), or the given ones dismissed to the history (a collapsed bulk of bubbles). Other
 * tabs follow by one event; ids not the player's are ignored.
 */
export async function markNotifications(
  ctx: UseCaseContext,
  playerId: number,
  change: { read: 'all' } | { dismissed: number[] },
): Promise<{ ids: number[] }> {
  const ids =
    'read' in change
      ? await markRecipients(ctx.db, playerId, 'readAt', { hours: HISTORY_WINDOW_HOURS })
      : await markRecipients(ctx.db, playerId, 'dismissedAt', { notificationIds: change.dismissed });
  if (ids.length > 0) {
    ctx.publish(ROOMS.player(playerId), 'notification_states', {
      ids,
      change: 'read' in change ? 'read' : 'dismissed',
    });
    if ('read' in change) await announceReads(ctx, ids);
  }
  return { ids };
}

type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;
