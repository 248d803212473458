import { documentsContract as contract } from '@club/shared/contracts/documents';
import { fromContract } from '../../plugins/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KYC_MESSAGES, UPLOAD_BODY_LIMIT, UPLOAD_JSON_DEPTH } from '@club/shared/kyc';
import { AppError } from '../../app-error';
import {
  currentPlayer,
  hasPermission,
  loadPlayerSession,
  loadStaffSession,
  refuseTemporaryPassword,
  requireOwnPlayer,
  requirePlayer,
  requireStaff,
} from '../../plugins/auth';
import { limitJsonDepth } from '../../plugins/json-depth';
import { enforce, rateLimit } from '../../plugins/rate-limit';
import {
  listPlayerDocuments,
  openDocument,
  openProfilePhoto,
  requestDocumentChange,
  uploadDocument,
} from './documents.service';
import { assertOutsideStaticFolder } from './storage';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Per player: enough to replace every document a few times over, not enough to fill the disk. */
const UPLOADS_PER_PLAYER = 30;

/** `inline; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The file's own policy: nothing runs in it, and only our pages may frame it, so the KYC desk shows a
 * PDF in the page (the app's `frame-ancestors 'none'` would refuse that).
 */
const DOCUMENT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

async function requirePlayerOrStaff(request: FastifyRequest) {
  const [player, staff] = await Promise.all([loadPlayerSession(request), loadStaffSession(request)]);
  if (!player && !staff) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  if (!player) refuseTemporaryPassword(staff);
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  assertOutsideStaticFolder(app.config.uploadDir, app.config.webDist);
  const store = () => ({ db: app.database.db, uploadDir: app.config.uploadDir });

  // A body of up to UPLOAD_BODY_LIMIT: a player session and the address's limit are checked before a
  // byte of it is read, its nesting while it is read, and whose player it names once it is parsed
  // (issue 27, item 16).
  app.route({
    ...fromContract(contract.postDocumentsUpload),
    bodyLimit: UPLOAD_BODY_LIMIT,
    onRequest: [
      requirePlayer({ allowOnboarding: true }),
      rateLimit({ name: 'upload-ip', max: 600, windowMs: FIFTEEN_MINUTES }),
    ],
    preParsing: limitJsonDepth(UPLOAD_JSON_DEPTH),
    preValidation: requireOwnPlayer({ allowOnboarding: true }),
    handler: async (request, reply) => {
      await enforce(
        request,
        `upload:${request.body.playerId}`,
        UPLOADS_PER_PLAYER,
        FIFTEEN_MINUTES,
        'Too many uploads. Please wait a few minutes and try again.',
      );
      const document = await uploadDocument({ ...app.useCase, uploadDir: app.config.uploadDir }, request.body);
      return reply.status(201).send({ success: true as const, document });
    },
  });

  app.route({
    ...fromContract(contract.getDocumentsPlayerByPlayerId),
    preHandler: requireOwnPlayer({ allowOnboarding: true, staffPermission: 'kycReview' }),
    handler: async (request) => listPlayerDocuments(app.database.db, request.params.playerId),
  });

  // Request Change (issue 14 item 15): the player's own approved document, onboarding sessions included.
  app.route({
    ...fromContract(contract.postDocumentsByDocumentIdChangeRequest),
    preHandler: requirePlayer({ allowOnboarding: true }),
    handler: async (request, reply) => {
      const { playerId } = currentPlayer(request);
      await enforce(
        request,
        `document-change:${playerId}`,
        10,
        FIFTEEN_MINUTES,
        'Too many change requests. Please wait a few minutes and try again.',
      );
      const { document } = await requestDocumentChange(app.useCase, {
        playerId,
        documentId: request.params.documentId,
        reason: request.body.reason,
      });
      return reply.status(201).send({ success: true as const, message: KYC_MESSAGES.changeRequestSent, document });
    },
  });

  /** A stored file with the headers that keep it a download-safe, same-origin, never-cached file. */
  const sendFile = (reply: FastifyReply, file: Awaited<ReturnType<typeof openDocument>>) =>
    reply
      .header('Content-Type', file.mimeType)
      .header('Content-Length', String(file.fileSize))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', contentDisposition(file.fileName))
      .header('Content-Security-Policy', DOCUMENT_CSP)
      .header('X-Frame-Options', 'SAMEORIGIN')
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);

  app.route({
    ...fromContract(contract.getDocumentsViewByDocumentId),
    preHandler: requirePlayerOrStaff,
    handler: async (request, reply) => {
      const staff = request.staffSession;
      const file = await openDocument(store(), request.params.documentId, {
        playerId: request.playerSession?.playerId ?? null,
        canReviewKyc: staff ? hasPermission(staff, 'kycReview') : false,
      });
      return sendFile(reply, file);
    },
  });

  // The cage's player card shows who stands at the counter (issue 17); cashiers see no other document.
  app.route({
    ...fromContract(contract.getStaffPlayersByPlayerIdPhoto),
    preHandler: requireStaff('cashier'),
    handler: async (request, reply) => sendFile(reply, await openProfilePhoto(store(), request.params.playerId)),
  });
};
