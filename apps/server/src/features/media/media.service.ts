import { returnedRow } from '../../db/rows';
import type { Readable } from 'node:stream';
import { MEDIA_MIME_TYPES, type MediaFile, mediaUrl, type UploadMediaRequest } from '@club/shared/media';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Db } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import { checkUploadedFile } from '../documents/file-check';
import { fileExists, openFile, removeFile, storeFile } from '../documents/storage';
import { writeAudit } from '../staff/audit.service';

interface StoreContext {
  db: Db;
  uploadDir: string;
}

/**
 * Checks and stores a staff image with the KYC upload checks (name, MIME type, size, magic bytes, no
 * HTML inside); PDFs pass those checks but are not images, so they are refused here.
 */
export async function uploadMedia(ctx: StoreContext, staffId: number, input: UploadMediaRequest): Promise<MediaFile> {
  const file = await checkUploadedFile(input);
  const mimeType = MEDIA_MIME_TYPES.find((type) => type === file.mimeType);
  if (!mimeType) throw new AppError('INVALID_FILE', 'Invalid File Type - Please upload a JPG or PNG image.');
  const storageKey = await storeFile(ctx.uploadDir, file.bytes);
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = returnedRow(
        await tx
          .insert(mediaFiles)
          .values({
            storageKey,
            fileName: input.fileName.replace(/[\\/]/g, '_'),
            mimeType,
            fileSize: file.bytes.length,
            uploadedBy: staffId,
          })
          .returning(),
      );
      const media = {
        id: row.id,
        url: mediaUrl(row.id),
        fileName: row.fileName,
        mimeType: row.mimeType,
        fileSize: row.fileSize,
      };
      await writeAudit(tx, { staffId, action: 'media.upload', entity: 'media_file', entityId: row.id, after: media });
      return media;
    });
  } catch (error) {
    await removeFile(ctx.uploadDir, storageKey);
    throw error;
  }
}

export async function openMedia(
  ctx: StoreContext,
  id: number,
): Promise<{ stream: Readable; mimeType: string; fileName: string; fileSize: number }> {
  const [row] = await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
  if (!row) throw notFound('Image');
  if (!(await fileExists(ctx.uploadDir, row.storageKey))) {
    throw new AppError('NOT_FOUND', 'Image not found', { internal: `file ${row.storageKey} is missing` });
  }
  return {
    stream: openFile(ctx.uploadDir, row.storageKey),
    mimeType: row.mimeType,
    fileName: row.fileName,
    fileSize: row.fileSize,
  };
}
