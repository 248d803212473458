import type { Audience, TableAudience } from '@club/shared/notifications';
import { and, countDistinct, desc, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  notificationRecipients,
  players,
  pokerTables,
  pushNotifications,
  seats,
  staff,
  waitlistEntries,
} from '../../db/schema';

/** The players an audience means at this moment (DESIGN.md section 8: resolved when sent). */
function audienceQuery(tx: DbOrTx, audience: Audience, notificationId: number) {
  // INSERT … SELECT names every column of notification_recipients, in order.
  const id = sql<number>`${notificationId}::int`.as('notification_id');
  const unset = {
    readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
    dismissedAt: sql<Date | null>`null::timestamptz`.as('dismissed_at'),
  };
  switch (audience) {
    case 'all':
      return tx.select({ notificationId: id, playerId: players.id, ...unset }).from(players);
    case 'verified':
      return tx
        .select({ notificationId: id, playerId: players.id, ...unset })
        .from(players)
        .where(inArray(players.kycStatus, ['approved', 'verified']));
    case 'seated':
    case 'waiting':
      return peopleQuery(tx, { audience }, notificationId);
  }
}

type PeopleTarget = { audience: 'seated' | 'waiting'; tableId?: number };

/**
 * The seats open now, or the entries waiting now (of one table when named). A table's wait-list is its game's
 * list (decision 063): the entries that prefer that table or any table of the game, as the floor shows it.
 */
function peopleFilter({ audience, tableId }: PeopleTarget): SQL | undefined {
  if (audience === 'seated') return and(isNull(seats.endedAt), tableId ? eq(seats.tableId, tableId) : undefined);
  const ofTable = tableId
    ? and(
        eq(
          waitlistEntries.gameId,
          sql`(select ${pokerTables.gameId} from ${pokerTables} where ${pokerTables.id} = ${tableId})`,
        ),
        or(isNull(waitlistEntries.tableId), eq(waitlistEntries.tableId, tableId)),
      )
    : undefined;
  return and(eq(waitlistEntries.status, 'waiting'), ofTable);
}

/** The players of a seated or waiting target; guests (no player account, decision 131) are not recipients. */
function peopleQuery(tx: DbOrTx, target: PeopleTarget, notificationId: number) {
  const id = sql<number>`${notificationId}::int`.as('notification_id');
  const unset = {
    readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
    dismissedAt: sql<Date | null>`null::timestamptz`.as('dismissed_at'),
  };
  const rows = target.audience === 'seated' ? seats : waitlistEntries;
  return tx
    .selectDistinct({ notificationId: id, playerId: sql<number>`${rows.playerId}`.as('player_id'), ...unset })
    .from(rows)
    .where(and(isNotNull(rows.playerId), peopleFilter(target)));
}

/** How many guests (no app, no account: decision 131) a seated or waiting target also names: they are skipped. */
export async function countAudienceGuests(
  tx: DbOrTx,
  audience: Audience | { tableId: number; audience: TableAudience },
): Promise<number> {
  const target: PeopleTarget | null =
    typeof audience !== 'string' ? audience : audience === 'seated' || audience === 'waiting' ? { audience } : null;
  if (!target) return 0;
  const rows = target.audience === 'seated' ? seats : waitlistEntries;
  const [row] = await tx
    .select({ guests: countDistinct(rows.guestId) })
    .from(rows)
    .where(peopleFilter(target));
  return row?.guests ?? 0;
}

/** Stores one recipient row per player of the audience (the club's, or one table's) and answers their ids. */
export async function addAudienceRecipients(
  tx: DbOrTx,
  notificationId: number,
  audience: Audience | { tableId: number; audience: TableAudience },
): Promise<number[]> {
  const rows = await tx
    .insert(notificationRecipients)
    .select(
      typeof audience === 'string'
        ? audienceQuery(tx, audience, notificationId)
        : peopleQuery(tx, audience, notificationId),
    )
    .returning({ playerId: notificationRecipients.playerId });
  return rows.map((row) => row.playerId);
}

export async function tableExists(tx: DbOrTx, tableId: number): Promise<boolean> {
  const [row] = await tx.select({ id: pokerTables.id }).from(pokerTables).where(eq(pokerTables.id, tableId));
  return row !== undefined;
}

/** How many players' sockets the push reached when it was sent (composer sends; decision 101). */
export async function setDeliveredCount(db: DbOrTx, notificationId: number, count: number | null): Promise<void> {
  await db.update(pushNotifications).set({ deliveredCount: count }).where(eq(pushNotifications.id, notificationId));
}

/** The composer's sends, newest first (or the ones named), with sender, player and table names. */
export async function findSentNotifications(db: DbOrTx, scope: { limit: number } | { ids: number[] }) {
  const query = db
    .select({
      notification: pushNotifications,
      senderName: staff.name,
      senderRole: staff.role,
      playerFirstName: players.firstName,
      playerLastName: players.lastName,
      playerNickname: players.nickname,
      tableName: pokerTables.name,
    })
    .from(pushNotifications)
    .leftJoin(staff, eq(staff.id, pushNotifications.sentBy))
    .leftJoin(players, eq(players.id, pushNotifications.targetPlayerId))
    .leftJoin(pokerTables, eq(pokerTables.id, pushNotifications.targetTableId))
    .where(
      and(eq(pushNotifications.composed, true), 'ids' in scope ? inArray(pushNotifications.id, scope.ids) : undefined),
    )
    .orderBy(desc(pushNotifications.createdAt), desc(pushNotifications.id));
  return 'limit' in scope ? query.limit(scope.limit) : query;
}

/** Recipients and readers of each notification named: one grouped read. */
export async function countRecipients(db: DbOrTx, notificationIds: number[]) {
  if (notificationIds.length === 0) return new Map<number, { recipients: number; reads: number }>();
  const rows = await db
    .select({
      id: notificationRecipients.notificationId,
      recipients: sql<number>`count(*)::int`,
      reads: sql<number>`count(${notificationRecipients.readAt})::int`,
    })
    .from(notificationRecipients)
    .where(inArray(notificationRecipients.notificationId, notificationIds))
    .groupBy(notificationRecipients.notificationId);
  return new Map(rows.map((row) => [row.id, { recipients: row.recipients, reads: row.reads }]));
}

/** Of these notifications, those sent from the composer (whose read counts the console shows). */
export async function filterComposed(db: DbOrTx, notificationIds: number[]): Promise<number[]> {
  if (notificationIds.length === 0) return [];
  const rows = await db
    .select({ id: pushNotifications.id })
    .from(pushNotifications)
    .where(and(inArray(pushNotifications.id, notificationIds), eq(pushNotifications.composed, true)));
  return rows.map((row) => row.id);
}

const notificationColumns = {
  notification: pushNotifications,
  senderName: staff.name,
  senderRole: staff.role,
  readAt: notificationRecipients.readAt,
  dismissedAt: notificationRecipients.dismissedAt,
};

/** The player's notifications of the last `hours`, newest first, with their own read and dismiss state. */
export async function findPlayerNotifications(db: DbOrTx, playerId: number, hours: number) {
  return db
    .select(notificationColumns)
    .from(notificationRecipients)
    .innerJoin(pushNotifications, eq(pushNotifications.id, notificationRecipients.notificationId))
    .leftJoin(staff, eq(staff.id, pushNotifications.sentBy))
    .where(
      and(
        eq(notificationRecipients.playerId, playerId),
        gt(pushNotifications.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    )
    .orderBy(desc(pushNotifications.createdAt), desc(pushNotifications.id));
}

export async function findPlayerNotification(db: DbOrTx, playerId: number, notificationId: number) {
  const [row] = await db
    .select(notificationColumns)
    .from(notificationRecipients)
    .innerJoin(pushNotifications, eq(pushNotifications.id, notificationRecipients.notificationId))
    .leftJoin(staff, eq(staff.id, pushNotifications.sentBy))
    .where(
      and(eq(notificationRecipients.playerId, playerId), eq(notificationRecipients.notificationId, notificationId)),
    );
  return row;
}

/** Sets the recipient row's read or dismissed time once (later calls keep the first time). */
export async function markRecipient(
  db: DbOrTx,
  playerId: number,
  notificationId: number,
  field: 'readAt' | 'dismissedAt',
): Promise<boolean> {
  const column = notificationRecipients[field];
  const updated = await db
    .update(notificationRecipients)
    .set({ [field]: sql`coalesce(${column}, now())` })
    .where(
      and(eq(notificationRecipients.playerId, playerId), eq(notificationRecipients.notificationId, notificationId)),
    )
    .returning({ playerId: notificationRecipients.playerId });
  return updated.length > 0;
}

/**
 * Sets the read or dismissed time of the player's own recipient rows that lack it: the ids given, or
 * (read, no ids) every one of the last `hours`. Answers the notification ids changed.
 */
export async function markRecipients(
  db: DbOrTx,
  playerId: number,
  field: 'readAt' | 'dismissedAt',
  scope: { notificationIds: number[] } | { hours: number },
): Promise<number[]> {
  const column = notificationRecipients[field];
  const which =
    'notificationIds' in scope
      ? inArray(notificationRecipients.notificationId, scope.notificationIds)
      : inArray(
          notificationRecipients.notificationId,
          db
            .select({ id: pushNotifications.id })
            .from(pushNotifications)
            .where(gt(pushNotifications.createdAt, sql`now() - make_interval(hours => ${scope.hours})`)),
        );
  const updated = await db
    .update(notificationRecipients)
    .set({ [field]: sql`now()` })
    .where(and(eq(notificationRecipients.playerId, playerId), isNull(column), which))
    .returning({ id: notificationRecipients.notificationId });
  return updated.map((row) => row.id).sort((a, b) => b - a);
}
