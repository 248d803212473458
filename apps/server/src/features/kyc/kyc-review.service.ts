import { returnedRow } from '../../db/rows';
import type { UseCaseContext } from '../../use-case';
import { publishDocumentsChanged } from '../documents/documents.events';
import {
  publishApprovalPending,
  publishChangeRequestDecided,
  publishDocumentChangeDecided,
  publishDocumentReviewed,
  publishKycStatus,
  publishPlayerDecided,
} from './kyc.events';
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { KycStatus } from '@club/shared/accounts';
import { isBarInForce } from '@club/shared/player-directory';
import {
  DOCUMENT_LABELS,
  type DocumentType,
  duplicateKeys,
  type KycDocument,
  type KycDuplicate,
  type KycDuplicateMatch,
  type KycPendingApproval,
  type KycReview,
  PAN_PATTERN,
  REQUIRED_DOCUMENT_TYPES,
} from '@club/shared/kyc';
import { AppError, notFound } from '../../app-error';
import type { Db, DbOrTx } from '../../db/client';
import { identityChangeRequests, kycDocuments, players, staff } from '../../db/schema';
import {
  decideDocumentChangeInTx,
  listDocumentsOfPlayers,
  reopenDocumentsInTx,
  viewDocument,
} from '../documents/documents.service';
import { demotePlayerSessions, promotePlayerSessions } from '../../auth/sessions.service';
import { decideIdentityChange, reservePan } from '../accounts/identity-change.service';
import { writeAudit } from '../staff/audit.service';
import { kycSecondReviewerRequired } from '../club/club.service';

export type KycDecision = 'approved' | 'rejected' | 'incomplete';

export interface KycDecisionResult {
  playerId: number;
  email: string;
  kycStatus: KycStatus;
  note: string | null;
  /** Approval 1 of 2 (four-eyes): the player is not approved yet. */
  pendingApproval: KycPendingApproval | null;
}

/** Four-eyes approval (docs/decisions/095): the refusals, each a 409 the desk's dialog shows. */
const FOUR_EYES = {
  sameReviewer: 'You gave approval 1 of 2: a different staff member must confirm it.',
  alreadyPending: (name: string) =>
    `Approval 1 of 2 is already recorded by ${name}: a different staff member confirms it.`,
  nothingToConfirm: 'There is no first approval to confirm for this player (it was cleared by another decision).',
  alreadyApproved: 'This player is already approved.',
} as const;

async function staffName(tx: DbOrTx, staffId: number): Promise<string> {
  const [member] = await tx.select({ name: staff.name }).from(staff).where(eq(staff.id, staffId));
  return member?.name ?? `Staff #${staffId}`;
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
    /** Approved only: confirms another reviewer's approval 1 of 2 (four-eyes). */
    confirm?: boolean;
    /**
     * Approved only, the operator's CLI (`kyc-approve`): first approve each current document still awaiting
     * review, each audited, in the same transaction (a refusal leaves them as they were).
     */
    approvePendingDocuments?: boolean;
  },
): Promise<KycDecisionResult> {
  const reviewed: KycDocument[] = [];
  const outcome = await ctx.db.transaction(async (tx) => {
    reviewed.length = 0;
    // The player's row lock orders concurrent decisions: two confirmations approve once, two first
    // approvals leave one pending (the second is refused).
    const [before] = await tx.select().from(players).where(eq(players.id, input.playerId)).for('update');
    if (!before) throw notFound('Player');
    requireNoteToReject(input.status, input.note, 'KYC');
    const firstApprovedBy = before.kycFirstApprovedBy;
    if (input.status === 'approved') {
      // The operator's CLI (no staff member) approves alone; staff follow the club's setting.
      const secondReviewer = input.staffId !== null && (await kycSecondReviewerRequired(tx));
      if (input.confirm) {
        if (firstApprovedBy === null) {
          const isApproved = before.kycStatus === 'approved' || before.kycStatus === 'verified';
          throw new AppError('INVALID_STATE', isApproved ? FOUR_EYES.alreadyApproved : FOUR_EYES.nothingToConfirm);
        }
        if (secondReviewer && firstApprovedBy === input.staffId) {
          throw new AppError('INVALID_STATE', FOUR_EYES.sameReviewer);
        }
      } else if (firstApprovedBy !== null && secondReviewer) {
        throw new AppError(
          'INVALID_STATE',
          firstApprovedBy === input.staffId
            ? FOUR_EYES.sameReviewer
            : FOUR_EYES.alreadyPending(await staffName(tx, firstApprovedBy)),
        );
      }
      reviewed.push(
        ...(input.approvePendingDocuments
          ? await approvePendingDocumentsInTx(tx, { playerId: before.id, staffId: input.staffId, note: input.note })
          : []),
      );
      const refusal = await approvalRefusal(tx, before);
      if (refusal) throw new AppError('INVALID_STATE', refusal);
      if (secondReviewer && firstApprovedBy === null && input.staffId !== null) {
        return { result: await recordFirstApproval(tx, before, input.staffId, input.note), reopened: [] };
      }
    }
    const after = returnedRow(
      await tx
        .update(players)
        .set({
          kycStatus: input.status,
          kycNote: input.note,
          kycDecidedAt: sql`now()`,
          updatedAt: sql`now()`,
          // Any decision ends a pending first approval: confirmed by this one, or cleared.
          kycFirstApprovedBy: null,
          kycFirstApprovedAt: null,
        })
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
      before: {
        kycStatus: before.kycStatus,
        ...(firstApprovedBy !== null ? { firstApprovedBy } : {}),
      },
      after: {
        kycStatus: after.kycStatus,
        ...(reopened.length > 0 ? { reopened: reopened.map((d) => d.documentType) } : {}),
      },
      note: input.note,
    });
    const result: KycDecisionResult = {
      playerId: after.id,
      email: after.email,
      kycStatus: after.kycStatus,
      note: after.kycNote,
      pendingApproval: null,
    };
    return { result, reopened };
  });
  const { result, reopened } = outcome;
  for (const document of reviewed) {
    publishDocumentsChanged(ctx, result.playerId, document);
    publishDocumentReviewed(ctx, result.playerId, document);
  }
  if (result.pendingApproval) {
    publishApprovalPending(ctx, result.playerId, result.pendingApproval);
    return result;
  }
  for (const document of reopened) {
    publishDocumentsChanged(ctx, result.playerId, document);
    publishDocumentReviewed(ctx, result.playerId, document);
  }
  publishKycStatus(ctx, result);
  publishPlayerDecided(ctx, result);
  return result;
}

/** The player's current documents awaiting review, approved and each audited as a desk review would be. */
async function approvePendingDocumentsInTx(
  tx: DbOrTx,
  input: { playerId: number; staffId: number | null; note: string | null },
): Promise<KycDocument[]> {
  const approved = await tx
    .update(kycDocuments)
    .set({ status: 'approved', reviewNote: null, reviewedBy: input.staffId, reviewedAt: sql`now()` })
    .where(
      and(
        eq(kycDocuments.playerId, input.playerId),
        eq(kycDocuments.status, 'pending'),
        isNull(kycDocuments.supersededAt),
      ),
    )
    .returning();
  for (const document of approved) {
    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: input.playerId,
      action: 'kyc.document.approved',
      entity: 'kyc_document',
      entityId: document.id,
      before: { status: 'pending' },
      after: { status: 'approved' },
      note: input.note,
    });
  }
  return approved.map(viewDocument);
}

/** Approval 1 of 2: recorded and audited; the player stays in review until a different reviewer confirms. */
async function recordFirstApproval(
  tx: DbOrTx,
  player: typeof players.$inferSelect,
  staffId: number,
  note: string | null,
): Promise<KycDecisionResult> {
  const [marked] = await tx
    .update(players)
    .set({ kycFirstApprovedBy: staffId, kycFirstApprovedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(players.id, player.id))
    .returning({ at: players.kycFirstApprovedAt });
  const approvedAt = marked?.at ?? new Date();
  await writeAudit(tx, {
    staffId,
    playerId: player.id,
    action: 'kyc.first_approval',
    entity: 'player',
    entityId: player.id,
    before: { kycStatus: player.kycStatus },
    after: { kycStatus: player.kycStatus, firstApprovedBy: staffId },
    note,
  });
  return {
    playerId: player.id,
    email: player.email,
    kycStatus: player.kycStatus,
    note: player.kycNote,
    pendingApproval: { staffId, staffName: await staffName(tx, staffId), approvedAt: approvedAt.toISOString() },
  };
}

export async function approveKycByEmail(ctx: UseCaseContext, email: string, note: string): Promise<KycDecisionResult> {
  const [player] = await ctx.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, email.trim().toLowerCase()));
  if (!player) throw notFound(`Player ${email}`);
  return decidePlayerKyc(ctx, {
    playerId: player.id,
    status: 'approved',
    note,
    staffId: null,
    approvePendingDocuments: true,
  });
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

/** Players with their pending first approval's reviewer (four-eyes), oldest submission first. */
async function playersForDesk(db: DbOrTx, where: SQL | undefined) {
  const rows = await db
    .select({ player: players, approverName: staff.name })
    .from(players)
    .leftJoin(staff, eq(staff.id, players.kycFirstApprovedBy))
    .where(where)
    .orderBy(asc(players.kycSubmittedAt), asc(players.id));
  const documents = await listDocumentsOfPlayers(
    db,
    rows.map((r) => r.player.id),
  );
  return rows.map(({ player, approverName }) => toDeskEntry(player, approverName, documents.get(player.id) ?? []));
}

/** Players waiting for review, oldest submission first, with their current documents. */
export async function listKycQueue(db: Db) {
  const hasDocumentToReview = sql`exists (select 1 from ${kycDocuments} where ${kycDocuments.playerId} = ${players.id} and ${kycDocuments.status} = 'pending' and ${kycDocuments.supersededAt} is null)`;
  return playersForDesk(
    db,
    or(
      eq(players.kycStatus, 'submitted'),
      and(inArray(players.kycStatus, ['approved', 'verified']), hasDocumentToReview),
    ),
  );
}

/**
 * GET /api/staff/kyc/players/{playerId}: one player as the desk reviews them, with the other accounts
 * sharing their normalised PAN, phone or e-mail, and approved players asking to change to their PAN.
 */
export async function getKycReview(db: Db, playerId: number): Promise<KycReview> {
  const [entry] = await playersForDesk(db, eq(players.id, playerId));
  if (!entry) throw notFound('Player');
  return { ...entry, duplicates: await findDuplicates(db, entry) };
}

const DUPLICATE_LIMIT = 20;
// The same expressions as the indexes of db/schema/players.ts, so each lookup is an index scan.
const normalizedPan = sql`upper(btrim(${players.panCardNumber}))`;
const phoneDigits = sql`regexp_replace(${players.phone}, '[^0-9]', '', 'g')`;
const normalizedEmail = sql`lower(btrim(${players.email}))`;

async function findDuplicates(
  db: Db,
  player: { playerId: number; panCardNumber: string | null; phone: string; email: string },
): Promise<KycDuplicate[]> {
  const keys = duplicateKeys(player);
  const same = [
    keys.pan ? sql`${normalizedPan} = ${keys.pan}` : undefined,
    keys.phone ? sql`${phoneDigits} = ${keys.phone}` : undefined,
    sql`${normalizedEmail} = ${keys.email}`,
  ];
  const others = await db
    .select()
    .from(players)
    .where(and(ne(players.id, player.playerId), or(...same)))
    .orderBy(asc(players.id))
    .limit(DUPLICATE_LIMIT);
  const requested = keys.pan
    ? await db
        .select({ player: players })
        .from(identityChangeRequests)
        .innerJoin(players, eq(players.id, identityChangeRequests.playerId))
        .where(
          and(
            eq(identityChangeRequests.status, 'pending'),
            ne(identityChangeRequests.playerId, player.playerId),
            sql`upper(btrim(${identityChangeRequests.newPan})) = ${keys.pan}`,
          ),
        )
        .limit(DUPLICATE_LIMIT)
    : [];

  const found = new Map<number, KycDuplicate>();
  const add = (other: typeof players.$inferSelect, match: KycDuplicateMatch) => {
    const entry = found.get(other.id) ?? {
      playerId: other.id,
      name: `${other.firstName} ${other.lastName}`.trim(),
      playerCode: other.playerCode,
      kycStatus: other.kycStatus,
      matched: [],
    };
    if (!entry.matched.includes(match)) entry.matched.push(match);
    found.set(other.id, entry);
  };
  for (const other of others) {
    const theirs = duplicateKeys(other);
    if (keys.pan && theirs.pan === keys.pan) add(other, 'pan');
    if (keys.phone && theirs.phone === keys.phone) add(other, 'phone');
    if (theirs.email === keys.email) add(other, 'email');
  }
  for (const { player: other } of requested) add(other, 'requestedPan');
  return [...found.values()];
}

function toDeskEntry(player: typeof players.$inferSelect, approverName: string | null, documents: KycDocument[]) {
  return {
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
    documents,
    pendingApproval:
      player.kycFirstApprovedBy !== null && player.kycFirstApprovedAt
        ? {
            staffId: player.kycFirstApprovedBy,
            staffName: approverName ?? `Staff #${player.kycFirstApprovedBy}`,
            approvedAt: player.kycFirstApprovedAt.toISOString(),
          }
        : null,
  };
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
