import { KYC_STATUSES } from '@club/shared/accounts';
import {
  documentReviewRequestSchema,
  documentReviewResponseSchema,
  kycQueueResponseSchema,
  reviewNoteSchema,
} from '@club/shared/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { playerIdParams } from '../accounts/players.routes';
import { publishDocumentsChanged, publishKycStatus } from './kyc.events';
import { decidePlayerKyc, listKycQueue, reviewDocument } from './kyc-review.service';

const decisionBody = z.object({ status: z.enum(['approved', 'rejected', 'incomplete']), note: reviewNoteSchema });

/** DESIGN.md section 8: KYC review by super_admin, admin, manager and gre; each action audited and pushed. */
export const kycStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/kyc/queue',
    {
      schema: {
        tags: ['staff', 'kyc'],
        summary: 'Players with KYC submitted, oldest first, with their documents',
        response: { 200: kycQueueResponseSchema },
      },
      preHandler: requireStaff('kycReview'),
    },
    async () => ({ players: await listKycQueue(app.database.db) }),
  );

  app.post(
    '/api/staff/kyc/documents/:documentId',
    {
      schema: {
        tags: ['staff', 'kyc'],
        summary: 'Review one document (approved, or rejected with a note)',
        params: z.object({ documentId: z.coerce.number().int().positive() }),
        body: documentReviewRequestSchema,
        response: { 200: documentReviewResponseSchema },
      },
      preHandler: requireStaff('kycReview'),
    },
    async (request) => {
      const result = await reviewDocument(app.database.db, {
        documentId: request.params.documentId,
        status: request.body.status,
        note: request.body.note,
        staffId: currentStaff(request).staffId,
      });
      publishDocumentsChanged(app, result.playerId, result.document);
      return result;
    },
  );

  app.post(
    '/api/staff/kyc/players/:playerId',
    {
      schema: {
        tags: ['staff', 'kyc'],
        summary: "Decide a player's KYC (approved, rejected, incomplete)",
        params: playerIdParams,
        body: decisionBody,
        response: {
          200: z.object({ playerId: z.number(), kycStatus: z.enum(KYC_STATUSES), note: z.string().nullable() }),
        },
      },
      preHandler: requireStaff('kycReview'),
    },
    async (request) => {
      const result = await decidePlayerKyc(app.database.db, {
        playerId: request.params.playerId,
        status: request.body.status,
        note: request.body.note,
        staffId: currentStaff(request).staffId,
      });
      publishKycStatus(app, result);
      return { playerId: result.playerId, kycStatus: result.kycStatus, note: result.note };
    },
  );
};
