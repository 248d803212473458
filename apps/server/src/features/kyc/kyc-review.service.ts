import { returnedRow } from '../../db/rows';
import type { UseCaseContext } from '../../use-case';
import { publishDocumentsChanged } from '../documents/documents.events';
import {
  publishChangeRequestDecided,
  publishDocumentChangeDecided,
  publishDocumentReviewed,
  publishKycStatus,
  publishPlayerDecided,
} from './kyc.events';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { KycStatus } from '@club/shared/accounts';
import { isBarInForce } from '@club/shared/player-directory';
import {
  DOCUMENT_LABELS,
  type DocumentType,
  type KycDocument,
  PAN_PATTERN,
  REQUIRED_DOCUMENT_TYPES,
} from '@club/shared/kyc';
import { AppError, notFound } from '../../app-error';
import type { Db, DbOrTx } from '../../db/client';
import { kycDocuments, players } from '../../db/schema';
import {
  decideDocumentChangeInTx,
  listDocumentsOfPlayers,
  reopenDocumentsInTx,
  viewDocument,
} from '../documents/documents.service';
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

const joinWithAnd = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Why a player cannot be approved yet (the required documents approved, a valid PAN on file), or null. */
async function approvalRefusal(tx: DbOrTx, player: typeof players.$inferSelect): Promise<string | null> {
  const documents = (await listDocumentsOfPlayers(tx, [player.id])).get(player.id) ?? [];
  const notApproved = REQUIRED_DOCUMENT_TYPES.filter(
    (type) => documents.find((d) => d.documentType === type)?.status !== 'approved',
  ).map((type) => {
    const status = documents.find((d) => d.documentType === type)?.status;
    const label = DOCUMENT_LABELS[type];
    return status === 'pending'
      ? `${label} (not yet reviewed)`
      : status === 'rejected'
        ? `${label} (rejected)`
        : `${label} (not uploaded)`;
  });
  const hasPan = Boolean(player.panCardNumber && PAN_PATTERN.test(player.panCardNumber));
  if (notApproved.length === 0 && hasPan) return null;
  const parts = [
    notApproved.length > 0 ? `approve the ${joinWithAnd(notApproved)} first` : null,
    hasPan ? null : 'the player needs a valid PAN card number on file',
  ].filter((part) => part !== null);
  return `This player cannot be approved yet: ${parts.join('; ')}.`;
}

/**
 * A staff decision on a player's KYC. Approval needs the three required documents approved and a valid
 * PAN on file (issue 14 item 16); it promotes the player's onboarding sessions to full ones. An
 * incomplete decision may name documents to reopen for upload, even approved ones (issue 14 item 15).
 * The caller publishes the result after this commits.
 */
export async function decidePlayerKyc(
  ctx: UseCaseContext,
  input: {
    playerId: number;
    status: KycDecision;
    note: string | null;
    staffId: number | null;
    reopen?: DocumentType[];
  },
): Promise<KycDecisionResult> {
  const { reopened, ...result } = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(players).where(eq(players.id, input.playerId)).for('update');
    if (!before) throw notFound('Player');
    requireNoteToReject(input.status, input.note, 'KYC');
    if (input.status === 'approved') {
      const refusal = await approvalRefusal(tx, before);
      if (refusal) throw new AppError('INVALID_STATE', refusal);
    }
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
    } else {
      await demotePlayerSessions(tx, input.playerId);
    }
    const reopened =
      input.status === 'incomplete' && input.reopen?.length
        ? await reopenDocumentsInTx(tx, {
            playerId: input.playerId,
            types: input.reopen,
            note: input.note,
            staffId: input.staffId,
          })
        : [];

    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: input.playerId,
      action: `kyc.${input.status}`,
      entity: 'player',
      entityId: input.playerId,
      before: { kycStatus: before.kycStatus },
      after: {
        kycStatus: after.kycStatus,
        ...(reopened.length > 0 ? { reopened: reopened.map((d) => d.documentType) } : {}),
      },
      note: input.note,
    });
    return { playerId: after.id, email: after.email, kycStatus: after.kycStatus, note: after.kycNote, reopened };
  });
  for (const document of reopened) {
    publishDocumentsChanged(ctx, result.playerId, document);
    publishDocumentReviewed(ctx, result.playerId, document);
  }
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
  const hasDocumentToReview = sql`exists (select 1 from ${kycDocuments} where ${kycDocuments.playerId} = ${players.id} and ${kycDocuments.status} = 'pending' and ${kycDocuments.supersededAt} is null)`;
  const waiting = await db
    .select()
    .from(players)
    .where(
      or(
        eq(players.kycStatus, 'submitted'),
        and(inArray(players.kycStatus, ['approved', 'verified']), hasDocumentToReview),
      ),
    )
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

/** Staff decide a player's request to reopen an approved document, audited, then the player and the desks hear it. */
export async function decideDocumentChange(
  ctx: UseCaseContext,
  input: { id: number; decision: 'approved' | 'rejected'; note: string | null; staffId: number },
) {
  const change = await ctx.db.transaction(async (tx) => {
    const { before, after } = await decideDocumentChangeInTx(tx, input);
    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: after.playerId,
      action: `kyc.document_change.${input.decision}`,
      entity: 'document_change_request',
      entityId: after.id,
      before: { status: before.status, documentStatus: before.document.status },
      after: { status: after.status, documentStatus: after.document.status, reason: after.reason },
      note: input.note,
    });
    return after;
  });
  publishDocumentsChanged(ctx, change.playerId, change.document);
  if (change.status === 'approved') publishDocumentReviewed(ctx, change.playerId, change.document);
  publishDocumentChangeDecided(ctx, change);
  return change;
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
