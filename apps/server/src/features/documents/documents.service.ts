import type { UseCaseContext } from '../../use-case';
import { publishDocumentsChanged } from './documents.events';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { DocumentType, KycDocument, UploadDocumentRequest } from '@club/shared/kyc';
import { AppError, notFound } from '../../app-error';
import type { Db, DbOrTx } from '../../db/client';
import { players } from '../../db/schema';
import { checkUploadedFile } from './file-check';
import {
  type DocumentRow,
  documentListFor,
  findCurrentDocuments,
  findDocumentById,
  insertDocument,
  supersedeCurrent,
  toDocumentView,
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
  try {
    row = await ctx.db.transaction(async (tx) => {
      // The player's row lock orders two uploads of the same type: one supersedes the other, never both current.
      const [player] = await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.id, input.playerId))
        .for('update');
      if (!player) throw notFound('Player');
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
  return document;
}

/**
 * GET /api/documents/player/{playerId}: the current documents, and the address proof once more as
 * `utility_bill` (same id and file), so a reader looking for either name finds it (issue 13 item 10).
 */
export async function listPlayerDocuments(db: DbOrTx, playerId: number): Promise<KycDocument[]> {
  const rows = await findCurrentDocuments(db, [playerId]);
  const addressProof = rows.find((row) => row.documentType === 'address_proof');
  const list = documentListFor(playerId, rows);
  return addressProof ? [...list, toDocumentView(addressProof, 'utility_bill')] : list;
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
