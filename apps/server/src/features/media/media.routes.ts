import { mediaContract } from '@club/shared/contracts/media';
import { UPLOAD_BODY_LIMIT, UPLOAD_JSON_DEPTH } from '@club/shared/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { fromContract } from '../../plugins/contract';
import { limitJsonDepth } from '../../plugins/json-depth';
import { rateLimit } from '../../plugins/rate-limit';
import { assertOutsideStaticFolder } from '../documents/storage';
import { openMedia, uploadMedia } from './media.service';

/** `inline; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Images staff attach to offers, menu items and ads. Uploads need the content role; viewing is public,
 * as these images are the club's own advertising, shown in the signed-in portal (docs/decisions/014).
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  assertOutsideStaticFolder(app.config.uploadDir, app.config.webDist);
  const store = () => ({ db: app.database.db, uploadDir: app.config.uploadDir });

  // A body of up to UPLOAD_BODY_LIMIT: the member and their limit are checked before a byte of it is
  // read, and its nesting while it is read (issue 27, item 16).
  app.route({
    ...fromContract(mediaContract.postStaffMedia),
    bodyLimit: UPLOAD_BODY_LIMIT,
    onRequest: [
      requireStaff('mediaUpload'),
      rateLimit({
        name: 'media-upload',
        max: 60,
        windowMs: 15 * 60_000,
        key: (r) => String(currentStaff(r).staffId),
      }),
    ],
    preParsing: limitJsonDepth(UPLOAD_JSON_DEPTH),
    handler: async (request, reply) => {
      const media = await uploadMedia(store(), currentStaff(request).staffId, request.body);
      return reply.status(201).send(media);
    },
  });

  app.route({
    ...fromContract(mediaContract.getMediaById),
    handler: async (request, reply) => {
      const file = await openMedia(store(), request.params.id);
      return (
        reply
          .header('Content-Type', file.mimeType)
          .header('Content-Length', String(file.fileSize))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', contentDisposition(file.fileName))
          // A stored image never changes: a new upload gets a new id.
          .header('Cache-Control', 'public, max-age=86400, immutable')
          .send(file.stream)
      );
    },
  });
};
