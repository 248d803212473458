import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db, Tx } from '../../db/client';
import { idempotencyKeys, playerIdempotencyKeys } from '../../db/schema';

export interface IdempotencyScope {
  /** Whose key it is: a staff member's (the cage) or a player's own money call (decision 130). */
  staffId?: number;
  playerId?: number;
  key: string;
  /** The operation and its target, e.g. "cash-in:42". */
  route: string;
  body: unknown;
}

interface StoredKey {
  requestHash: string;
  response: unknown;
}

const requestHash = (route: string, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([route, body]))
    .digest('hex');

/** The key's table for its owner: claim (insert, false when taken), read the stored one, store the answer. */
function keyStore(tx: Tx, scope: IdempotencyScope, hash: string) {
  const common = { key: scope.key, route: scope.route, requestHash: hash, statusCode: 0, response: {} };
  if (scope.playerId !== undefined) {
    const where = and(eq(playerIdempotencyKeys.playerId, scope.playerId), eq(playerIdempotencyKeys.key, scope.key));
    return {
      claim: async () =>
        (
          await tx
            .insert(playerIdempotencyKeys)
            .values({ ...common, playerId: scope.playerId as number })
            .onConflictDoNothing()
            .returning({ key: playerIdempotencyKeys.key })
        ).length > 0,
      stored: async (): Promise<StoredKey | undefined> =>
        (await tx.select().from(playerIdempotencyKeys).where(where))[0],
      store: async (response: object) => {
        await tx.update(playerIdempotencyKeys).set({ statusCode: 200, response }).where(where);
      },
    };
  }
  if (scope.staffId === undefined) throw new Error('An Idempotency-Key belongs to a staff member or a player');
  const staffId = scope.staffId;
  const where = and(eq(idempotencyKeys.staffId, staffId), eq(idempotencyKeys.key, scope.key));
  return {
    claim: async () =>
      (
        await tx
          .insert(idempotencyKeys)
          .values({ ...common, staffId })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key })
      ).length > 0,
    stored: async (): Promise<StoredKey | undefined> => (await tx.select().from(idempotencyKeys).where(where))[0],
    store: async (response: object) => {
      await tx.update(idempotencyKeys).set({ statusCode: 200, response }).where(where);
    },
  };
}

/**
 * Runs `work` in one transaction at most once per (owner, Idempotency-Key). The key's row is inserted
 * first: a concurrent attempt with the same key waits on that insert until the first commits, then reads
 * and answers its stored result, so money moves once even for parallel retries. A failed attempt rolls
 * back its key too, so a retry after a refusal is tried afresh (it moved nothing).
 */
export async function runIdempotent<T>(
  db: Db,
  scope: IdempotencyScope,
  work: (tx: Tx) => Promise<T>,
): Promise<{ result: T; isReplay: boolean }> {
  const hash = requestHash(scope.route, scope.body);
  return db.transaction(async (tx) => {
    const keys = keyStore(tx, scope, hash);
    if (!(await keys.claim())) {
      const stored = await keys.stored();
      if (!stored || stored.requestHash !== hash) {
        throw new AppError(
          'IDEMPOTENCY_CONFLICT',
          'This Idempotency-Key was already used for a different request. Use a new key for a new operation.',
        );
      }
      return { result: stored.response as T, isReplay: true };
    }
    const result = await work(tx);
    await keys.store(result as object);
    return { result, isReplay: false };
  });
}
