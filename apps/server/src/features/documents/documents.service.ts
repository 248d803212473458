import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { DocumentType, KycDocument, UploadDocumentRequest } from '@club/shared/kyc';
import { AppError, forbidden, notFound } from '../../app-error';
import type { Db } from '../../db/client';
import { players } from '../../db/schema';
import { checkUploadedFile } from './file-check';
import {
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

/** `utility_bill` is the spec's other name for the address proof. */
export const canonicalDocumentType = (type: UploadDocumentRequest['documentType']): DocumentType =>
  type === 'utility_bill' ? 'address_proof' : type;

/**
 * Checks and stores one upload. The file is written first under a random name; the row that supersedes
 * the older upload of its type is written in one transaction, and the file is removed if that fails.
 */
export async function uploadDocument(ctx: StoreContext, input: UploadDocumentRequest): Promise<KycDocument> {
  const type = canonicalDocumentType(input.documentType);
  const file = await checkUploadedFile(input);
  const storageKey = await storeFile(ctx.uploadDir, file.bytes);
  try {
    const row = await ctx.db.transaction(async (tx) => {
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
    return toDocumentView(type, row);
  } catch (error) {
    await removeFile(ctx.uploadDir, storageKey);
    throw error;
  }
}

export async function listPlayerDocuments(db: Db, playerId: number): Promise<KycDocument[]> {
  return documentListFor(playerId, await findCurrentDocuments(db, [playerId]));
}

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
  if (!row) throw notFound('Document');
  if (row.playerId !== viewer.playerId && !viewer.canReviewKyc) throw forbidden('You can only open your own documents');
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
