import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentListSchema, uploadDocumentRequestSchema, uploadDocumentResponseSchema } from '@club/shared/kyc';
import { AppError } from '../../app-error';
import { hasPermission, loadPlayerSession, loadStaffSession, requireOwnPlayer } from '../../plugins/auth';
import { enforce, rateLimit } from '../../plugins/rate-limit';
import { playerIdParams } from '../accounts/players.routes';
import { publishDocumentsChanged } from '../kyc/kyc.events';
import { listPlayerDocuments, openDocument, uploadDocument } from './documents.service';
import { assertOutsideStaticFolder } from './storage';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Per player: enough to replace every document a few times over, not enough to fill the disk. */
const UPLOADS_PER_PLAYER = 30;

/** `inline; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

async function requirePlayerOrStaff(request: FastifyRequest) {
  const [player, staff] = await Promise.all([loadPlayerSession(request), loadStaffSession(request)]);
  if (!player && !staff) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  assertOutsideStaticFolder(app.config.uploadDir, app.config.webDist);
  const store = () => ({ db: app.database.db, uploadDir: app.config.uploadDir });

  app.post(
    '/api/documents/upload',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Upload a KYC document (JPG, PNG or PDF as a base64 data URL, at most 5 MB)',
        body: uploadDocumentRequestSchema,
        response: { 201: uploadDocumentResponseSchema },
      },
      // Ownership before validation: someone else's upload is refused before its body is looked at.
      preValidation: requireOwnPlayer({ allowOnboarding: true }),
      preHandler: rateLimit({ name: 'upload-ip', max: 600, windowMs: FIFTEEN_MINUTES }),
    },
    async (request, reply) => {
      await enforce(
        request,
        `upload:${request.body.playerId}`,
        UPLOADS_PER_PLAYER,
        FIFTEEN_MINUTES,
        'Too many uploads. Please wait a few minutes and try again.',
      );
      const document = await uploadDocument(store(), request.body);
      publishDocumentsChanged(app, request.body.playerId, document);
      return reply.status(201).send({ success: true as const, document });
    },
  );

  app.get(
    '/api/documents/player/:playerId',
    {
      schema: {
        tags: ['kyc'],
        summary: "The player's newest document of each type (missing where none)",
        params: playerIdParams,
        response: { 200: documentListSchema },
      },
      preHandler: requireOwnPlayer({ allowOnboarding: true, staffPermission: 'kycReview' }),
    },
    async (request) => listPlayerDocuments(app.database.db, request.params.playerId),
  );

  app.get(
    '/api/documents/view/:documentId',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Open a stored document (its owner, or staff who review KYC)',
        params: z.object({ documentId: z.coerce.number().int().positive() }),
        // `v` only defeats caches in the client; it changes nothing here.
        querystring: z.object({ v: z.string().max(40).optional() }),
      },
      preHandler: requirePlayerOrStaff,
    },
    async (request, reply) => {
      const staff = request.staffSession;
      const file = await openDocument(store(), request.params.documentId, {
        playerId: request.playerSession?.playerId ?? null,
        canReviewKyc: staff ? hasPermission(staff, 'kycReview') : false,
      });
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', String(file.fileSize))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition(file.fileName))
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );
};
