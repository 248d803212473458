import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DisplayKeyReason } from '@club/shared/display';
import type { DbOrTx } from '../db/client';
import { displayKeys } from '../db/schema';
import { hashToken } from './sessions.service';

/**
 * A display key opens the room's TV board and nothing else (decision 062): the board's HTTP route and the
 * socket's `display` room are the only places that read one. Only its SHA-256 is stored, as for sessions.
 */
export interface DisplaySession {
  kind: 'display';
  displayKeyId: number;
}

/** The longest a key can be: anything longer is refused before it is hashed. */
const MAX_KEY_LENGTH = 200;
/** "Last seen" is written at most this often per key, however often its board reads. */
const LAST_SEEN_EVERY_MS = 60_000;

/** The key's display session, or why there is none: missing, unknown or revoked. */
export async function findDisplayKey(
  db: DbOrTx,
  key: string | undefined,
): Promise<{ session: DisplaySession } | { reason: DisplayKeyReason }> {
  if (!key) return { reason: 'missing' };
  if (key.length > MAX_KEY_LENGTH) return { reason: 'unknown' };
  const [row] = await db
    .select({ id: displayKeys.id, revokedAt: displayKeys.revokedAt })
    .from(displayKeys)
    .where(eq(displayKeys.keyHash, hashToken(key)));
  if (!row) return { reason: 'unknown' };
  if (row.revokedAt) return { reason: 'revoked' };
  return { session: { kind: 'display', displayKeyId: row.id } };
}

/** The board was seen now (a read or a socket connecting); one write a minute at most per key. */
export async function markDisplaySeen(db: DbOrTx, displayKeyId: number): Promise<void> {
  await db
    .update(displayKeys)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(displayKeys.id, displayKeyId),
        or(
          isNull(displayKeys.lastSeenAt),
          lt(displayKeys.lastSeenAt, sql`now() - make_interval(secs => ${LAST_SEEN_EVERY_MS / 1000})`),
        ),
      ),
    );
}
