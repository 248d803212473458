import { returnedRow } from '../../db/rows';
import type { UseCaseContext } from '../../use-case';
import { publishDocumentsChanged } from '../documents/documents.events';
import {
  publishChangeRequestDecided,
  publishDocumentReviewed,
  publishKycStatus,
  publishPlayerDecided,
} from './kyc.events';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { KycStatus } from '@club/shared/accounts';
import { isBarInForce } from '@club/shared/player-directory';
import type { KycDocument } from '@club/shared/kyc';
import { AppError, notFound } from '../../app-error';
import type { Db } from '../../db/client';
import { kycDocuments, players } from '../../db/schema';
import { listDocumentsOfPlayers, viewDocument } from '../documents/documents.service';
import { demotePlayerSessions, promotePlayerSessions } from '../../auth/sessions.service';
import { decideIdentityChange, reservePan } from '../accounts/identity-change.service';
import { writeAudit } from '../staff/audit.service';

export type KycDecision = 'approved' | 'rejected' | 'incomplete';

export interface KycDecisionResult {
  playerId: number;
  email: string;
  kycStatus: KycStatus;
  note: string | null;
}

const requireNoteToReject = (status: string, note: string | null, what: string) => {
  if (status === 'rejected' && !note) {
    throw new AppError('VALIDATION_FAILED', `Say why the ${what} was rejected: the player sees this note`);
  }
};

/**
 * A staff decision on a player's KYC. Staff may approve a player whose documents they checked in
 * person at the desk before all are uploaded; the note records that. Approval promotes the player's
 * onboarding sessions to full ones and approves the documents still pending (docs/decisions/006).
 * The caller publishes the result after this commits.
 */
export async function decidePlayerKyc(
  ctx: UseCaseContext,
  input: { playerId: number; status: KycDecision; note: string | null; staffId: number | null },
): Promise<KycDecisionResult> {
  const result = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(players).where(eq(players.id, input.playerId)).for('update');
    if (!before) throw notFound('Player');
    requireNoteToReject(input.status, input.note, 'KYC');
    const after = returnedRow(
      await tx
        .update(players)
        .set({ kycStatus: input.status, kycNote: input.note, kycDecidedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(players.id, input.playerId))
        .returning(),
    );
    if (input.status === 'approved') {
      await promotePlayerSessions(tx, input.playerId);
      // The PAN staff just verified stays this player's for good (docs/decisions/007).
      await reservePan(tx, input.playerId, after.panCardNumber);
      await tx
        .update(kycDocuments)
        .set({ status: 'approved', reviewedBy: input.staffId, reviewedAt: sql`now()` })
        .where(
          and(
            eq(kycDocuments.playerId, input.playerId),
            eq(kycDocuments.status, 'pending'),
            isNull(kycDocuments.supersededAt),
          ),
        );
    } else {
      await demotePlayerSessions(tx, input.playerId);
    }

    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: input.playerId,
      action: `kyc.${input.status}`,
      entity: 'player',
      entityId: input.playerId,
      before: { kycStatus: before.kycStatus },
      after: { kycStatus: after.kycStatus },
      note: input.note,
    });
    return { playerId: after.id, email: after.email, kycStatus: after.kycStatus, note: after.kycNote };
  });
  publishKycStatus(ctx, result);
  publishPlayerDecided(ctx, result);
  return result;
}

export async function approveKycByEmail(ctx: UseCaseContext, email: string, note: string): Promise<KycDecisionResult> {
  const [player] = await ctx.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, email.trim().toLowerCase()));
  if (!player) throw notFound(`Player ${email}`);
  return decidePlayerKyc(ctx, { playerId: player.id, status: 'approved', note, staffId: null });
}

/** Staff review one current document: approved, or rejected with a note the player reads. */
export async function reviewDocument(
  ctx: UseCaseContext,
  input: { documentId: number; status: 'approved' | 'rejected'; note: string | null; staffId: number },
): Promise<{ playerId: number; document: KycDocument }> {
  const result = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(kycDocuments).where(eq(kycDocuments.id, input.documentId)).for('update');
    if (!before) throw notFound('Document');
    if (before.supersededAt) {
      throw new AppError('INVALID_STATE', 'The player has uploaded a newer copy of this document; review that one.');
    }
    requireNoteToReject(input.status, input.note, 'document');
    const after = returnedRow(
      await tx
        .update(kycDocuments)
        .set({ status: input.status, reviewNote: input.note, reviewedBy: input.staffId, reviewedAt: sql`now()` })
        .where(eq(kycDocuments.id, input.documentId))
        .returning(),
    );
    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: before.playerId,
      action: `kyc.document.${input.status}`,
      entity: 'kyc_document',
      entityId: before.id,
      before: { status: before.status },
      after: { status: after.status },
      note: input.note,
    });
    return { playerId: before.playerId, document: viewDocument(after) };
  });
  publishDocumentsChanged(ctx, result.playerId, result.document);
  publishDocumentReviewed(ctx, result.playerId, result.document);
  return result;
}

/** Players waiting for review, oldest submission first, with their current documents. */
export async function listKycQueue(db: Db) {
  const waiting = await db
    .select()
    .from(players)
    .where(eq(players.kycStatus, 'submitted'))
    .orderBy(asc(players.kycSubmittedAt), asc(players.id));
  const documents = await listDocumentsOfPlayers(
    db,
    waiting.map((p) => p.id),
  );
  return waiting.map((player) => ({
    playerId: player.id,
    playerCode: player.playerCode,
    email: player.email,
    firstName: player.firstName,
    lastName: player.lastName,
    nickname: player.nickname,
    phone: player.phone,
    panCardNumber: player.panCardNumber,
    barred: isBarInForce(player),
    kycStatus: player.kycStatus,
    submittedAt: player.kycSubmittedAt?.toISOString() ?? null,
    documents: documents.get(player.id) ?? [],
  }));
}

/** Staff decide a name or PAN change (accounts' use case), then every KYC desk hears it. */
export async function decideIdentityChangeForDesk(
  ctx: UseCaseContext,
  input: { id: number; decision: 'approved' | 'rejected'; note: string | null; staffId: number },
) {
  const change = await decideIdentityChange(ctx.db, input);
  publishChangeRequestDecided(ctx, change);
  return change;
}
