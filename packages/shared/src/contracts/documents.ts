import { z } from 'zod';
import { route } from '../contract';
import { playerIdParams } from '../accounts';
import {
  documentChangeRequestBodySchema,
  documentChangeResponseSchema,
  documentListSchema,
  uploadDocumentRequestSchema,
  uploadDocumentResponseSchema,
} from '../kyc';

export const documentsContract = {
  postDocumentsUpload: route({
    method: 'POST',
    path: '/api/documents/upload',
    summary: 'Upload a KYC document (JPG, PNG or PDF as a base64 data URL, at most 5 MB)',
    tags: ['kyc'],
    body: uploadDocumentRequestSchema,
    responses: { 201: uploadDocumentResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  getDocumentsPlayerByPlayerId: route({
    method: 'GET',
    path: '/api/documents/player/:playerId',
    summary: "The player's newest document of each type (missing where none)",
    tags: ['kyc'],
    params: playerIdParams,
    responses: { 200: documentListSchema },
    errors: [400, 401, 403, 404],
  }),
  getDocumentsViewByDocumentId: route({
    method: 'GET',
    path: '/api/documents/view/:documentId',
    summary: 'Open a stored document (its owner, or staff who review KYC)',
    tags: ['kyc'],
    params: z.object({ documentId: z.coerce.number().int().positive() }),
    query: z.object({ v: z.string().max(40).optional() }),
    // The file itself; its 400/401/404 are the usual error body, declared none so the file keeps its type.
    responses: { 200: null },
    errors: [],
  }),
  getStaffPlayersByPlayerIdPhoto: route({
    method: 'GET',
    path: '/api/staff/players/:playerId/photo',
    summary: "The player's current KYC profile photo, for the cage to recognise them (cashier permission)",
    tags: ['staff', 'kyc'],
    params: z.object({ playerId: z.coerce.number().int().positive() }),
    // The image itself; 401/403/404 are the usual error body.
    responses: { 200: null },
    errors: [],
  }),
  postDocumentsByDocumentIdChangeRequest: route({
    method: 'POST',
    path: '/api/documents/:documentId/change-request',
    summary: 'Request Change: the player asks staff to reopen an approved document for a new copy, with a reason',
    tags: ['kyc'],
    params: z.object({ documentId: z.coerce.number().int().positive() }),
    body: documentChangeRequestBodySchema,
    responses: { 201: documentChangeResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
