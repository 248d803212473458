import { kycContract as contract } from '@club/shared/contracts/kyc';
import { fromContract } from '../../plugins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, requireStaff } from '../../plugins/auth';
import { listPendingIdentityChanges } from '../accounts/identity-change.service';
import { listPendingDocumentChanges } from '../documents/documents.service';
import {
  decideDocumentChange,
  decideIdentityChangeForDesk,
  decidePlayerKyc,
  getKycReview,
  listKycQueue,
  reviewDocument,
} from './kyc-review.service';

/** DESIGN.md section 8: KYC review by super_admin, admin, manager and gre; each action audited and pushed. */
export const kycStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(contract.getStaffKycChangeRequests),
    preHandler: requireStaff('kycReview'),
    handler: async () => listPendingIdentityChanges(app.database.db),
  });

  for (const [decision, definition] of [
    ['approved', contract.postStaffKycChangeRequestsByIdApprove],
    ['rejected', contract.postStaffKycChangeRequestsByIdReject],
  ] as const) {
    app.route({
      ...fromContract(definition),
      preHandler: requireStaff('kycReview'),
      handler: async (request) =>
        decideIdentityChangeForDesk(app.useCase, {
          id: request.params.id,
          decision,
          note: request.body.note,
          staffId: currentStaff(request).staffId,
        }),
    });
  }

  app.route({
    ...fromContract(contract.getStaffKycQueue),
    preHandler: requireStaff('kycReview'),
    handler: async () => ({ players: await listKycQueue(app.database.db) }),
  });

  app.route({
    ...fromContract(contract.postStaffKycDocumentsByDocumentId),
    preHandler: requireStaff('kycReview'),
    handler: async (request) => {
      return reviewDocument(app.useCase, {
        documentId: request.params.documentId,
        status: request.body.status,
        note: request.body.note,
        staffId: currentStaff(request).staffId,
      });
    },
  });

  app.route({
    ...fromContract(contract.getStaffKycPlayersByPlayerId),
    preHandler: requireStaff('kycReview'),
    handler: async (request) => getKycReview(app.database.db, request.params.playerId),
  });

  app.route({
    ...fromContract(contract.postStaffKycPlayersByPlayerId),
    preHandler: requireStaff('kycReview'),
    handler: async (request) => {
      const result = await decidePlayerKyc(app.useCase, {
        playerId: request.params.playerId,
        status: request.body.status,
        note: request.body.note,
        staffId: currentStaff(request).staffId,
        reopen: request.body.documents,
        confirm: request.body.confirm,
      });
      return {
        playerId: result.playerId,
        kycStatus: result.kycStatus,
        note: result.note,
        pendingApproval: result.pendingApproval,
      };
    },
  });

  // Request Change (issue 14 item 15): players' requests to reopen an approved document.
  app.route({
    ...fromContract(contract.getStaffKycDocumentChanges),
    preHandler: requireStaff('kycReview'),
    handler: async () => listPendingDocumentChanges(app.database.db),
  });

  for (const [decision, definition] of [
    ['approved', contract.postStaffKycDocumentChangesByIdApprove],
    ['rejected', contract.postStaffKycDocumentChangesByIdReject],
  ] as const) {
    app.route({
      ...fromContract(definition),
      preHandler: requireStaff('kycReview'),
      handler: async (request) =>
        decideDocumentChange(app.useCase, {
          id: request.params.id,
          decision,
          note: request.body.note,
          staffId: currentStaff(request).staffId,
        }),
    });
  }
};
