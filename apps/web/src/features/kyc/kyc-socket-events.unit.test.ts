import { serverEvents } from '@club/shared/events';
import type { KycDocument } from '@club/shared/kyc';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { registerKycSocketEvents } from './kyc-socket-events';

const documentsKey = ['kyc', 'documents', 7];
const statusKey = ['kyc', 'status', 7];
const document = (id: number, type: KycDocument['documentType'], status: KycDocument['status']): KycDocument => ({
  id,
  documentType: type,
  document_type: type,
  fileName: `${type}.png`,
  fileUrl: `/api/documents/view/${id}`,
  file_url: `/api/documents/view/${id}`,
  mimeType: 'image/png',
  status,
  reviewNote: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  created_at: '2026-11-25T10:00:00.000Z',
  formattedType: type,
  formattedDate: '25 Nov 2026',
});

describe('KYC events in the cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);

  beforeEach(() => {
    queryClient = new QueryClient();
    stop = registerKycSocketEvents();
  });
  afterEach(() => stop());

  it('puts a reviewed document in place of the one of its type', () => {
    queryClient.setQueryData(documentsKey, [
      document(1, 'government_id', 'pending'),
      document(2, 'profile_photo', 'pending'),
    ]);
    push('kyc_document_updated', { playerId: 7, document: document(1, 'government_id', 'approved') });
    const list = queryClient.getQueryData<KycDocument[]>(documentsKey);
    expect(list?.map((d) => [d.documentType, d.status])).toEqual([
      ['government_id', 'approved'],
      ['profile_photo', 'pending'],
    ]);
  });

  it('adds a document of a type the list had none of (the server lists stored documents only)', () => {
    queryClient.setQueryData(documentsKey, [document(1, 'government_id', 'pending')]);
    push('kyc_document_updated', { playerId: 7, document: document(2, 'profile_photo', 'pending') });
    const list = queryClient.getQueryData<KycDocument[]>(documentsKey);
    expect(list?.map((d) => [d.id, d.documentType])).toEqual([
      [1, 'government_id'],
      [2, 'profile_photo'],
    ]);
  });

  it('keeps the address proof and its utility_bill entry the same document', () => {
    queryClient.setQueryData(documentsKey, [
      document(3, 'address_proof', 'pending'),
      document(3, 'utility_bill', 'pending'),
    ]);
    push('kyc_document_updated', { playerId: 7, document: document(3, 'address_proof', 'approved') });
    const list = queryClient.getQueryData<KycDocument[]>(documentsKey);
    expect(list?.map((d) => [d.id, d.documentType, d.status])).toEqual([
      [3, 'address_proof', 'approved'],
      [3, 'utility_bill', 'approved'],
    ]);
  });

  it('reads the KYC state again on a decision (it brings a note and approves pending documents)', () => {
    queryClient.setQueryData(documentsKey, []);
    queryClient.setQueryData(statusKey, { kycStatus: 'submitted' });
    push('kyc_status_updated', { playerId: 7, kycStatus: 'approved', note: null, scope: 'full' });
    expect(queryClient.getQueryState(documentsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(statusKey)?.isInvalidated).toBe(true);
  });
});
