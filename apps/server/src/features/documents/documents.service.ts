import type { UseCaseContext } from '../../use-case';
import { publishDocumentChangeRequested, publishDocumentsChanged, publishNewCopyToReview } from './documents.events';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  type DocumentType,
  KYC_MESSAGES,
  type KycDocument,
  type StaffDocumentChange,
  type UploadDocumentRequest,
} from '@club/shared/kyc';
import { AppError, notFound } from '../../app-error';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { stillThere } from '../../db/rows';
import { players } from '../../db/schema';
import { checkUploadedFile } from './file-check';
import {
  type DocumentChangeRow,
  type DocumentRow,
  documentListFor,
  findChangeRequestsWithPlayer,
  findCurrentDocuments,
  findDocumentById,
  findLatestChangeRequests,
  findPendingChangeRequest,
  insertChangeRequest,
  insertDocument,
  reopenCurrentDocuments,
  supersedeCurrent,
  toDocumentView,
  updateChangeRequest,
} from './documents.repo';
import { fileExists, openFile, removeFile, storeFile } from './storage';

interface StoreContext {
  db: Db;
  uploadDir: string;
}

/** A use case that stores files: the database, the upload folder, and the way to tell open pages. */
type UploadContext = UseCaseContext & { uploadDir: string };

/** `utility_bill` is the spec's other name for the address proof. */
const canonicalDocumentType = (type: UploadDocumentRequest['documentType']): DocumentType =>
  type === 'utility_bill' ? 'address_proof' : type;

/**
 * Checks and stores one upload. The file is written first under a random name; the row that supersedes
 * the older upload of its type is written in one transaction, and the file is removed if that fails.
 */
export async function uploadDocument(ctx: UploadContext, input: UploadDocumentRequest): Promise<KycDocument> {
  const type = canonicalDocumentType(input.documentType);
  const file = await checkUploadedFile(input);
  const storageKey = await storeFile(ctx.uploadDir, file.bytes);
  let row: Awaited<ReturnType<typeof insertDocument>>;
  let uploader: { id: number; kycStatus: string; firstName: string; lastName: string; email: string } | undefined;
  try {
    row = await ctx.db.transaction(async (tx) => {
      // The player's row lock orders two uploads of the same type: one supersedes the other, never both current.
      const [player] = await tx
        .select({
          id: players.id,
          kycStatus: players.kycStatus,
          firstName: players.firstName,
          lastName: players.lastName,
          email: players.email,
        })
        .from(players)
        .where(eq(players.id, input.playerId))
        .for('update');
      if (!player) throw notFound('Player');
      uploader = player;
      const [current] = (await findCurrentDocuments(tx, [input.playerId])).filter((d) => d.documentType === type);
      if (current?.status === 'approved') {
        throw new AppError(
          'INVALID_STATE',
          'This document is approved and cannot be replaced. Use Request Change instead.',
        );
      }
      await supersedeCurrent(tx, input.playerId, type);
      return insertDocument(tx, {
        playerId: input.playerId,
        documentType: type,
        fileName: input.fileName.replace(/[\\/]/g, '_'),
        storageKey,
        mimeType: file.mimeType,
        fileSize: file.bytes.length,
      });
    });
  } catch (error) {
    await removeFile(ctx.uploadDir, storageKey);
    throw error;
  }
  const document = toDocumentView(row);
  publishDocumentsChanged(ctx, input.playerId, document);
  // An approved player's new copy (a reopened document) waits on the KYC desk: the desks read the queue again.
  if (uploader && (uploader.kycStatus === 'approved' || uploader.kycStatus === 'verified')) {
    publishNewCopyToReview(ctx, { ...uploader, submittedAt: document.createdAt });
  }
  return document;
}

/**
 * GET /api/documents/player/{playerId}: the current documents, and the address proof once more as
 * `utility_bill` (same id and file), so a reader looking for either name finds it (issue 13 item 10).
 */
export async function listPlayerDocuments(db: DbOrTx, playerId: number): Promise<KycDocument[]> {
  const rows = await findCurrentDocuments(db, [playerId]);
  const changes = await findLatestChangeRequests(
    db,
    rows.map((row) => row.id),
  );
  const withChange = (document: KycDocument): KycDocument => ({
    ...document,
    changeRequest: changeRequestView(changes.get(document.id)),
  });
  const addressProof = rows.find((row) => row.documentType === 'address_proof');
  const list = documentListFor(playerId, rows).map(withChange);
  return addressProof ? [...list, withChange(toDocumentView(addressProof, 'utility_bill'))] : list;
}

const changeRequestView = (row: DocumentChangeRow | undefined): KycDocument['changeRequest'] =>
  row ? { status: row.status, reason: row.reason, note: row.note } : null;

type ChangeWithPlayer = Awaited<ReturnType<typeof findChangeRequestsWithPlayer>>[number];

const staffChangeView = ({ change, document, player }: ChangeWithPlayer): StaffDocumentChange => ({
  id: change.id,
  playerId: change.playerId,
  ...player,
  reason: change.reason,
  status: change.status,
  note: change.note,
  requestedAt: change.createdAt.toISOString(),
  document: { ...toDocumentView(document), changeRequest: changeRequestView(change) },
});

/**
 * Request Change (issue 14 item 15): the player asks staff to reopen one of their approved documents
 * for a new copy, with a reason. One pending request per document. The player's tabs and every KYC
 * desk hear of it after commit.
 */
export async function requestDocumentChange(
  ctx: UseCaseContext,
  input: { playerId: number; documentId: number; reason: string },
): Promise<{ document: KycDocument; change: StaffDocumentChange }> {
  let result: { document: KycDocument; change: StaffDocumentChange };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const [player] = await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.id, input.playerId))
        .for('update');
      const row = await findDocumentById(tx, input.documentId);
      // Someone else's document answers as a missing one, as the view route does.
      if (!player || !row || row.playerId !== input.playerId || row.supersededAt) throw notFound('Document');
      if (row.status !== 'approved') throw new AppError('INVALID_STATE', KYC_MESSAGES.changeRequestNotApproved);
      if (await findPendingChangeRequest(tx, row.id)) {
        throw new AppError('INVALID_STATE', KYC_MESSAGES.changeRequestAlreadyPending);
      }
      const change = await insertChangeRequest(tx, {
        playerId: row.playerId,
        documentId: row.id,
        reason: input.reason,
      });
      const [joined] = await findChangeRequestsWithPlayer(tx, { id: change.id });
      const staffView = staffChangeView(stillThere(joined, 'The change request'));
      return { document: staffView.document, change: staffView };
    });
  } catch (error) {
    // Two taps at once: the one-pending index lets one through.
    if (uniqueViolation(error)) throw new AppError('INVALID_STATE', KYC_MESSAGES.changeRequestAlreadyPending);
    throw error;
  }
  publishDocumentsChanged(ctx, input.playerId, result.document);
  publishDocumentChangeRequested(ctx, result.change);
  return result;
}

/** The pending document change requests, oldest first, for the KYC desk. */
export async function listPendingDocumentChanges(db: DbOrTx): Promise<StaffDocumentChange[]> {
  return (await findChangeRequestsWithPlayer(db, 'pending')).map(staffChangeView);
}

/**
 * Inside the caller's transaction: decides a pending change request. Approved reopens the document
 * (rejected, with the staff note or the standard one, so the player uploads a new copy); rejected keeps
 * it approved and the player reads the note. 404 unknown, 409 already decided.
 */
export async function decideDocumentChangeInTx(
  tx: DbOrTx,
  input: { id: number; decision: 'approved' | 'rejected'; note: string | null; staffId: number },
): Promise<{ before: StaffDocumentChange; after: StaffDocumentChange }> {
  const [found] = await findChangeRequestsWithPlayer(tx, { id: input.id, lock: true });
  if (!found) throw notFound('Change request');
  if (found.change.status !== 'pending') {
    throw new AppError('INVALID_STATE', 'This change request has already been decided.');
  }
  if (input.decision === 'approved') {
    await reopenCurrentDocuments(tx, {
      playerId: found.change.playerId,
      types: [found.document.documentType],
      note: input.note ?? KYC_MESSAGES.reopenedNote,
      staffId: input.staffId,
    });
  }
  await updateChangeRequest(tx, input.id, {
    status: input.decision,
    note: input.note,
    decidedAt: new Date(),
    decidedBy: input.staffId,
  });
  const [after] = await findChangeRequestsWithPlayer(tx, { id: input.id });
  return { before: staffChangeView(found), after: staffChangeView(stillThere(after, 'The change request')) };
}

/**
 * Inside the caller's transaction: an incomplete decision reopens the documents it names, approved
 * ones included (issue 14 item 15). Returns them as the player now sees them.
 */
export async function reopenDocumentsInTx(
  tx: DbOrTx,
  input: { playerId: number; types: DocumentType[]; note: string | null; staffId: number | null },
): Promise<KycDocument[]> {
  const rows = await reopenCurrentDocuments(tx, { ...input, note: input.note ?? KYC_MESSAGES.reopenedNote });
  const changes = await findLatestChangeRequests(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toDocumentView(row), changeRequest: changeRequestView(changes.get(row.id)) }));
}

/** Each player's current documents, one entry per type (the KYC queue): one query for all of them. */
export async function listDocumentsOfPlayers(db: DbOrTx, playerIds: number[]): Promise<Map<number, KycDocument[]>> {
  const rows = await findCurrentDocuments(db, playerIds);
  return new Map(playerIds.map((id) => [id, documentListFor(id, rows)]));
}

/** A document as the player and staff see it (after a review changed its row). */
export const viewDocument = (row: DocumentRow): KycDocument => toDocumentView(row);

export interface DocumentViewer {
  playerId: number | null;
  canReviewKyc: boolean;
}

/** A stored file for its owner or for staff allowed to review KYC; anyone else learns nothing more. */
export async function openDocument(
  ctx: StoreContext,
  documentId: number,
  viewer: DocumentViewer,
): Promise<{ stream: Readable; mimeType: string; fileName: string; fileSize: number }> {
  const row = await findDocumentById(ctx.db, documentId);
  // Someone else's document answers exactly as a missing one, so ids cannot be probed.
  if (!row || (row.playerId !== viewer.playerId && !viewer.canReviewKyc)) throw notFound('Document');
  if (!(await fileExists(ctx.uploadDir, row.storageKey))) {
    throw new AppError('NOT_FOUND', 'Document not found', { internal: `file ${row.storageKey} is missing` });
  }
  return {
    stream: openFile(ctx.uploadDir, row.storageKey),
    mimeType: row.mimeType,
    fileName: row.fileName,
    fileSize: row.fileSize,
  };
}

/**
 * The player's current profile photo, whatever its review status (the cage recognises the person at the
 * counter; the other documents stay with KYC reviewers). No photo on file answers 404.
 */
export async function openProfilePhoto(ctx: StoreContext, playerId: number) {
  const photo = (await findCurrentDocuments(ctx.db, [playerId])).find((row) => row.documentType === 'profile_photo');
  if (!photo) throw new AppError('NOT_FOUND', 'No KYC photo on file for this player');
  return openDocument(ctx, photo.id, { playerId, canReviewKyc: false });
}
