import { positiveId } from '../common';
import {
  DOCUMENT_TYPES,
  identityChangeSchema,
  identityDecisionRequestSchema,
  staffDocumentChangeListSchema,
  staffDocumentChangeSchema,
} from '../kyc';
import { z } from 'zod';
import { route } from '../contract';
import { okResponseSchema, playerIdParams, KYC_STATUSES } from '../accounts';
import {
  kycStatusResponseSchema,
  kycSubmissionEmailRequestSchema,
  submitKycRequestSchema,
  submitKycResponseSchema,
  updatePanRequestSchema,
  updatePanResponseSchema,
  validatePanRequestSchema,
  validatePanResponseSchema,
  documentReviewRequestSchema,
  documentReviewResponseSchema,
  identityChangeListSchema,
  kycPendingApprovalSchema,
  kycQueueResponseSchema,
  kycReviewSchema,
  reviewNoteSchema,
} from '../kyc';

/**
 * `documents` (incomplete only) names the documents to reopen for upload, approved ones included
 * (issue 14 item 15).
 */
const decisionBody = z
  .object({
    status: z.enum(['approved', 'rejected', 'incomplete']),
    note: reviewNoteSchema,
    documents: z.array(z.enum(DOCUMENT_TYPES)).max(DOCUMENT_TYPES.length).optional(),
    /** Approved only: confirm another reviewer's pending first approval (four-eyes, docs/decisions/095). */
    confirm: z.boolean().optional(),
  })
  .refine((body) => body.status === 'incomplete' || !body.documents?.length, {
    message: 'Only an incomplete decision names documents to reopen.',
    path: ['documents'],
  })
  .refine((body) => body.status === 'approved' || !body.confirm, {
    message: 'Only an approval confirms a first approval.',
    path: ['confirm'],
  });

const documentChangeDecision = <const P extends `/api/staff/kyc/document-changes/:id/${'approve' | 'reject'}`>(
  path: P,
  summary: string,
) =>
  route({
    method: 'POST',
    path,
    summary,
    tags: ['staff', 'kyc'],
    params: z.object({ id: positiveId }),
    body: identityDecisionRequestSchema,
    responses: { 200: staffDocumentChangeSchema },
    errors: [400, 401, 403, 404, 409],
  });

const identityChangeDecision = <const P extends `/api/staff/kyc/change-requests/:id/${'approve' | 'reject'}`>(
  path: P,
  summary: string,
) =>
  route({
    method: 'POST',
    path,
    summary,
    tags: ['staff', 'kyc'],
    params: z.object({ id: positiveId }),
    body: identityDecisionRequestSchema,
    responses: { 200: identityChangeSchema },
    errors: [400, 401, 403, 404, 409],
  });

export const kycContract = {
  getKycStatusByPlayerId: route({
    method: 'GET',
    path: '/api/kyc/status/:playerId',
    summary: "The player's KYC status and the note of the last staff decision",
    tags: ['kyc'],
    params: playerIdParams,
    responses: { 200: kycStatusResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  postKycValidatePan: route({
    method: 'POST',
    path: '/api/kyc/validate-pan',
    summary: 'Check a PAN: format, and that no other player holds it',
    tags: ['kyc'],
    body: validatePanRequestSchema,
    responses: { 200: validatePanResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  postPlayersByPlayerIdPanCard: route({
    method: 'POST',
    path: '/api/players/:playerId/pan-card',
    summary: "Set the player's PAN card number",
    tags: ['kyc'],
    params: playerIdParams,
    body: updatePanRequestSchema,
    responses: { 200: updatePanResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  postKycSubmit: route({
    method: 'POST',
    path: '/api/kyc/submit',
    summary: 'Submit KYC for staff review (three documents and a valid PAN)',
    tags: ['kyc'],
    body: submitKycRequestSchema,
    responses: { 200: submitKycResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  postAuthKycSubmissionEmail: route({
    method: 'POST',
    path: '/api/auth/kyc-submission-email',
    summary: 'Send the KYC-submission e-mail to the signed-in player',
    tags: ['kyc'],
    body: kycSubmissionEmailRequestSchema,
    responses: { 200: okResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  getStaffKycChangeRequests: route({
    method: 'GET',
    path: '/api/staff/kyc/change-requests',
    summary: 'Pending changes of legal name or PAN by approved players, oldest first, old and new values',
    tags: ['staff', 'kyc'],
    responses: { 200: identityChangeListSchema },
    errors: [400, 401, 403, 404],
  }),
  getStaffKycQueue: route({
    method: 'GET',
    path: '/api/staff/kyc/queue',
    summary: 'Players with KYC submitted, oldest first, with their documents',
    tags: ['staff', 'kyc'],
    responses: { 200: kycQueueResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffKycDocumentsByDocumentId: route({
    method: 'POST',
    path: '/api/staff/kyc/documents/:documentId',
    summary: 'Review one document (approved, or rejected with a note)',
    tags: ['staff', 'kyc'],
    params: z.object({ documentId: z.coerce.number().int().positive() }),
    body: documentReviewRequestSchema,
    responses: { 200: documentReviewResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  getStaffKycPlayersByPlayerId: route({
    method: 'GET',
    path: '/api/staff/kyc/players/:playerId',
    summary:
      "A player's KYC review: details, documents, a pending first approval, and other accounts with the same PAN, phone or e-mail",
    tags: ['staff', 'kyc'],
    params: playerIdParams,
    responses: { 200: kycReviewSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffKycPlayersByPlayerId: route({
    method: 'POST',
    path: '/api/staff/kyc/players/:playerId',
    summary:
      "Decide a player's KYC (approved, rejected, incomplete); with the club's second reviewer on, an approval is approval 1 of 2 until a different reviewer confirms it",
    tags: ['staff', 'kyc'],
    params: playerIdParams,
    body: decisionBody,
    responses: {
      200: z.object({
        playerId: z.number(),
        kycStatus: z.enum(KYC_STATUSES),
        note: z.string().nullable(),
        pendingApproval: kycPendingApprovalSchema.nullable(),
      }),
    },
    errors: [400, 401, 403, 404, 409],
  }),
  postStaffKycChangeRequestsByIdApprove: identityChangeDecision(
    '/api/staff/kyc/change-requests/:id/approve',
    'Approve a name or PAN change: the new values take effect, the old PAN stays reserved to the player',
  ),
  postStaffKycChangeRequestsByIdReject: identityChangeDecision(
    '/api/staff/kyc/change-requests/:id/reject',
    'Reject a name or PAN change: the player keeps the current values',
  ),
  getStaffKycDocumentChanges: route({
    method: 'GET',
    path: '/api/staff/kyc/document-changes',
    summary: "Players' pending requests to reopen an approved document, oldest first, with the reason",
    tags: ['staff', 'kyc'],
    responses: { 200: staffDocumentChangeListSchema },
    errors: [400, 401, 403, 404],
  }),
  postStaffKycDocumentChangesByIdApprove: documentChangeDecision(
    '/api/staff/kyc/document-changes/:id/approve',
    'Reopen the document: the player uploads a new copy, which staff review',
  ),
  postStaffKycDocumentChangesByIdReject: documentChangeDecision(
    '/api/staff/kyc/document-changes/:id/reject',
    'Keep the document as approved; the player reads the note',
  ),
};
