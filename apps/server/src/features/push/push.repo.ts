import { and, count, desc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions, serverSecrets } from '../../db/schema';

// The club's VAPID key pair, in server_secrets (the table of keys the server signs with): one row, made once.
const VAPID_SECRET = 'vapid';

/** Keeps `keys` as the club's VAPID pair unless one is kept already (a concurrent first start keeps the winner's). */
export async function insertVapidKeysIfMissing(db: DbOrTx, keys: { publicKey: string; privateKey: string }) {
  await db
    .insert(serverSecrets)
    .values({ name: VAPID_SECRET, secret: `${keys.publicKey}.${keys.privateKey}` })
    .onConflictDoNothing();
}

export async function findVapidKeys(db: DbOrTx): Promise<{ publicKey: string; privateKey: string } | null> {
  const [row] = await db
    .select({ secret: serverSecrets.secret })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, VAPID_SECRET));
  if (!row) return null;
  const [publicKey = '', privateKey = ''] = row.secret.split('.');
  return { publicKey, privateKey };
}

/** One row per endpoint: posted again it is updated, and moves to the player who posted it. */
export async function upsertSubscription(
  db: DbOrTx,
  input: { playerId: number; endpoint: string; p256dh: string; auth: string; now: Date },
) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...input, createdAt: input.now, updatedAt: input.now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { playerId: input.playerId, p256dh: input.p256dh, auth: input.auth, updatedAt: input.now },
    })
    .returning();
  return row;
}

/** Drops the player's devices beyond the newest `keep` (a phone that re-subscribes many times leaves old rows). */
export async function deleteOldestBeyond(db: DbOrTx, playerId: number, keep: number) {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.playerId, playerId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.playerId, playerId), notInArray(pushSubscriptions.id, newest)));
}

export async function countSubscriptions(db: DbOrTx, playerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.playerId, playerId));
  return row?.n ?? 0;
}

/** Removes the player's own subscription; answers whether there was one. */
export async function deletePlayerSubscription(db: DbOrTx, playerId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function findSubscriptionsOf(db: DbOrTx, playerIds: number[]) {
  if (playerIds.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.playerId, playerIds));
}

/** The push service said the subscription is gone (404/410): the row goes, unless it was re-posted meanwhile. */
export async function deleteGoneSubscription(db: DbOrTx, id: number, sendStartedAt: Date) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), lte(pushSubscriptions.updatedAt, sendStartedAt)));
}

export async function markSent(db: DbOrTx, ids: number[], now: Date) {
  if (ids.length === 0) return;
  await db.update(pushSubscriptions).set({ lastSentAt: now }).where(inArray(pushSubscriptions.id, ids));
}

export async function hasSubscription(db: DbOrTx, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.playerId, playerId))
    .limit(1);
  return row !== undefined;
}
