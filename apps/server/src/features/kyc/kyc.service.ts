import { returnedRow } from '../../db/rows';
import type { UseCaseContext } from '../../use-case';
import { publishKycStatus, publishKycSubmitted } from './kyc.events';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { KycStatus } from '@club/shared/accounts';
import {
  hasAllRequiredDocuments,
  IDENTITY_MESSAGES,
  KYC_MESSAGES,
  REQUIRED_DOCUMENT_TYPES,
  type KycStatusView,
  normalizePan,
  PAN_PATTERN,
} from '@club/shared/kyc';
import { AppError, notFound } from '../../app-error';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { players } from '../../db/schema';
import { listPlayerDocuments } from '../documents/documents.service';
import { isIdentityLocked, isPanReservedElsewhere, requestIdentityChange } from '../accounts/identity-change.service';

/** The PAN upper-cased, or INVALID_PAN ('Invalid PAN format'). */
function parsePan(raw: string): string {
  const pan = normalizePan(raw);
  if (!PAN_PATTERN.test(pan)) throw new AppError('INVALID_PAN', KYC_MESSAGES.invalidPanFormat);
  return pan;
}

const panTaken = () => new AppError('PAN_ALREADY_EXISTS', KYC_MESSAGES.panTaken);

/**
 * A PAN belongs to one player: held by another, or verified once for another (reserved to them even
 * after they changed it), PAN_ALREADY_EXISTS; the player's own PAN is fine.
 */
export async function checkPanAvailable(db: DbOrTx, playerId: number, raw: string): Promise<string> {
  const pan = parsePan(raw);
  const [other] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.panCardNumber, pan), ne(players.id, playerId)))
    .limit(1);
  if (other || (await isPanReservedElsewhere(db, playerId, pan))) throw panTaken();
  return pan;
}

/**
 * Stores the player's PAN. The unique index settles a race between two players saving the same PAN.
 * After KYC approval the PAN is what staff verified: a new one becomes a change request for review and
 * the PAN in force stays (docs/decisions/007).
 */
export async function setPlayerPan(db: Db, playerId: number, raw: string) {
  const pan = await checkPanAvailable(db, playerId, raw);
  try {
    return await db.transaction(async (tx) => {
      const [player] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
      if (!player) throw notFound('Player');
      if (isIdentityLocked(player.kycStatus) && player.panCardNumber !== pan) {
        await requestIdentityChange(tx, player, { panCardNumber: pan });
        return {
          panCardNumber: player.panCardNumber ?? pan,
          pendingReview: true,
          message: IDENTITY_MESSAGES.pendingReview,
        };
      }
      await tx.update(players).set({ panCardNumber: pan, updatedAt: sql`now()` }).where(eq(players.id, playerId));
      return { panCardNumber: pan, pendingReview: false };
    });
  } catch (error) {
    if (uniqueViolation(error)) throw panTaken();
    throw error;
  }
}

export async function getKycStatus(db: DbOrTx, playerId: number): Promise<KycStatusView> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player) throw notFound('Player');
  return {
    playerId: player.id,
    kycStatus: player.kycStatus,
    note: player.kycNote,
    panCardNumber: player.panCardNumber,
    submittedAt: player.kycSubmittedAt?.toISOString() ?? null,
  };
}

const SUBMITTABLE: readonly KycStatus[] = ['pending', 'rejected', 'incomplete'];

/**
 * The player hands KYC in for review: the three documents on file and none of them rejected, and a
 * valid PAN that no other player holds (stored with the submission). Status becomes `submitted`.
 */
async function recordSubmission(db: Db, input: { playerId: number; panCardNumber: string }) {
  try {
    return await db.transaction(async (tx) => {
      const [player] = await tx.select().from(players).where(eq(players.id, input.playerId)).for('update');
      if (!player) throw notFound('Player');
      const status = player.kycStatus;
      if (status === 'submitted') {
        throw new AppError('INVALID_STATE', 'Your KYC is already submitted and waiting for review.');
      }
      if (!SUBMITTABLE.includes(status)) throw new AppError('INVALID_STATE', 'Your KYC is already approved.');
      const pan = await checkPanAvailable(tx, player.id, input.panCardNumber);
      const documents = await listPlayerDocuments(tx, player.id);
      if (!hasAllRequiredDocuments(documents)) {
        // No entry means missing (the list holds only stored documents); a rejected one counts as missing too.
        const missing = REQUIRED_DOCUMENT_TYPES.filter((type) => {
          const document = documents.find((d) => d.documentType === type);
          return !document || document.status === 'rejected';
        });
        throw new AppError('INVALID_STATE', KYC_MESSAGES.documentsMissing, { details: { missing } });
      }
      const after = returnedRow(
        await tx
          .update(players)
          .set({
            kycStatus: 'submitted',
            kycNote: null,
            panCardNumber: pan,
            kycSubmittedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(players.id, player.id))
          .returning(),
      );
      return after;
    });
  } catch (error) {
    if (uniqueViolation(error)) throw panTaken();
    throw error;
  }
}

/** The player submits KYC: staff who review it hear of it, and the player's tabs follow the new status. */
export async function submitKyc(ctx: UseCaseContext, input: { playerId: number; panCardNumber: string }) {
  const player = await recordSubmission(ctx.db, input);
  publishKycSubmitted(ctx, player);
  publishKycStatus(ctx, { playerId: player.id, kycStatus: 'submitted', note: null });
  return player;
}
