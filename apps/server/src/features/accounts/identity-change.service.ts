import { returnedRow } from '../../db/rows';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { IDENTITY_MESSAGES, type IdentityChange } from '@club/shared/kyc';
import { AppError, notFound } from '../../app-error';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { identityChangeRequests, players, reservedPans } from '../../db/schema';
import { writeAudit } from '../staff/audit.service';

/** Once KYC passed, the legal name and the PAN are what staff verified: they change only on review. */
export const isIdentityLocked = (kycStatus: string) => kycStatus === 'approved' || kycStatus === 'verified';

type ChangeRow = typeof identityChangeRequests.$inferSelect;
type PlayerRow = typeof players.$inferSelect;

function toIdentityChange(row: ChangeRow): IdentityChange {
  return {
    id: row.id,
    playerId: row.playerId,
    status: row.status as IdentityChange['status'],
    old: { firstName: row.oldFirstName, lastName: row.oldLastName, panCardNumber: row.oldPan },
    new: { firstName: row.newFirstName, lastName: row.newLastName, panCardNumber: row.newPan },
    note: row.note,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** True when `pan` is reserved to a player other than `playerId` (a PAN once verified stays theirs). */
export async function isPanReservedElsewhere(db: DbOrTx, playerId: number, pan: string): Promise<boolean> {
  const [row] = await db
    .select({ playerId: reservedPans.playerId })
    .from(reservedPans)
    .where(and(eq(reservedPans.pan, pan), ne(reservedPans.playerId, playerId)));
  return row !== undefined;
}

/** Reserves the player's PAN to them for good (at KYC approval, and for the old PAN of an approved change). */
export async function reservePan(tx: DbOrTx, playerId: number, pan: string | null): Promise<void> {
  if (!pan) return;
  await tx.insert(reservedPans).values({ pan, playerId }).onConflictDoNothing();
}

/**
 * Queues a change of legal name or PAN of an approved player for staff review. The player's row is
 * left as it is; a pending request of theirs takes the new values instead of a second one being made.
 * Fields not given keep what the pending request (or the player) already has.
 */
export async function requestIdentityChange(
  tx: DbOrTx,
  player: PlayerRow,
  change: { firstName?: string; lastName?: string; panCardNumber?: string },
): Promise<IdentityChange> {
  const [pending] = await tx
    .select()
    .from(identityChangeRequests)
    .where(and(eq(identityChangeRequests.playerId, player.id), eq(identityChangeRequests.status, 'pending')))
    .for('update');
  const next = {
    newFirstName: change.firstName ?? pending?.newFirstName ?? player.firstName,
    newLastName: change.lastName ?? pending?.newLastName ?? player.lastName,
    newPan: change.panCardNumber ?? pending?.newPan ?? player.panCardNumber,
  };
  if (pending) {
    const updated = returnedRow(
      await tx
        .update(identityChangeRequests)
        .set({ ...next, updatedAt: sql`now()` })
        .where(eq(identityChangeRequests.id, pending.id))
        .returning(),
    );
    return toIdentityChange(updated);
  }
  const created = returnedRow(
    await tx
      .insert(identityChangeRequests)
      .values({
        playerId: player.id,
        oldFirstName: player.firstName,
        oldLastName: player.lastName,
        oldPan: player.panCardNumber,
        ...next,
      })
      .returning(),
  );
  return toIdentityChange(created);
}

/** The player's pending change, for their own profile answer. */
export async function findPendingIdentityChange(db: DbOrTx, playerId: number): Promise<IdentityChange | null> {
  const [row] = await db
    .select()
    .from(identityChangeRequests)
    .where(and(eq(identityChangeRequests.playerId, playerId), eq(identityChangeRequests.status, 'pending')));
  return row ? toIdentityChange(row) : null;
}

/** The KYC desk's list of pending changes, oldest first, with the player's code and e-mail. */
export async function listPendingIdentityChanges(db: Db) {
  const rows = await db
    .select({ change: identityChangeRequests, playerCode: players.playerCode, email: players.email })
    .from(identityChangeRequests)
    .innerJoin(players, eq(players.id, identityChangeRequests.playerId))
    .where(eq(identityChangeRequests.status, 'pending'))
    .orderBy(asc(identityChangeRequests.createdAt), asc(identityChangeRequests.id));
  return rows.map((r) => ({ ...toIdentityChange(r.change), playerCode: r.playerCode, email: r.email }));
}

/**
 * Staff decide a pending change (KYC review permission). Approval writes the new name and PAN to the
 * player and reserves the old PAN to them, so a verified PAN never passes to another account; both
 * outcomes are audited with the before and after values.
 */
export async function decideIdentityChange(
  db: Db,
  input: { id: number; decision: 'approved' | 'rejected'; note: string | null; staffId: number },
): Promise<IdentityChange> {
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(identityChangeRequests)
        .where(eq(identityChangeRequests.id, input.id))
        .for('update');
      if (!request) throw notFound('Change request');
      if (request.status !== 'pending') throw new AppError('INVALID_STATE', IDENTITY_MESSAGES.nothingPending);
      if (input.decision === 'approved') {
        if (request.newPan && (await isPanReservedElsewhere(tx, request.playerId, request.newPan))) {
          throw new AppError('PAN_ALREADY_EXISTS', IDENTITY_MESSAGES.panReserved);
        }
        await tx
          .update(players)
          .set({
            firstName: request.newFirstName,
            lastName: request.newLastName,
            panCardNumber: request.newPan,
            updatedAt: sql`now()`,
          })
          .where(eq(players.id, request.playerId));
        await reservePan(tx, request.playerId, request.oldPan);
        await reservePan(tx, request.playerId, request.newPan);
      }
      const decided = returnedRow(
        await tx
          .update(identityChangeRequests)
          .set({ status: input.decision, note: input.note, decidedAt: sql`now()`, decidedBy: input.staffId })
          .where(eq(identityChangeRequests.id, request.id))
          .returning(),
      );
      const change = toIdentityChange(decided);
      await writeAudit(tx, {
        staffId: input.staffId,
        playerId: request.playerId,
        action: `kyc.identity_change_${input.decision}`,
        entity: 'identity_change_request',
        entityId: request.id,
        before: change.old,
        after: change.new,
        note: input.note,
      });
      return change;
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError('PAN_ALREADY_EXISTS', IDENTITY_MESSAGES.panReserved);
    throw error;
  }
}
