import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db, Tx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export interface IdempotencyScope {
  staffId: number;
  key: string;
  /** The operation and its target, e.g. "cash-in:42". */
  route: string;
  body: unknown;
}

const requestHash = (route: string, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([route, body]))
    .digest('hex');

/**
 * Runs `work` in one transaction at most once per (staff member, Idempotency-Key). The key's row is
 * inserted first: a concurrent attempt with the same key waits on that insert until the first commits,
 * then reads and answers its stored result, so money moves once even for parallel retries. A failed
 * attempt rolls back its key too, so a retry after a refusal is tried afresh (it moved nothing).
 */
export async function runIdempotent<T>(
  db: Db,
  scope: IdempotencyScope,
  work: (tx: Tx) => Promise<T>,
): Promise<{ result: T; isReplay: boolean }> {
  const hash = requestHash(scope.route, scope.body);
  const where = and(eq(idempotencyKeys.staffId, scope.staffId), eq(idempotencyKeys.key, scope.key));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        staffId: scope.staffId,
        key: scope.key,
        route: scope.route,
        requestHash: hash,
        statusCode: 0,
        response: {},
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(where);
      if (!stored || stored.requestHash !== hash) {
        throw new AppError(
          'IDEMPOTENCY_CONFLICT',
          'This Idempotency-Key was already used for a different request. Use a new key for a new operation.',
        );
      }
      return { result: stored.response as T, isReplay: true };
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: 200, response: result as object })
      .where(where);
    return { result, isReplay: false };
  });
}
