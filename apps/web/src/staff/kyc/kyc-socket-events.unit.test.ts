import { serverEvents } from '@club/shared/events';
import type { KycDocument, KycReview, StaffDocumentChange } from '@club/shared/kyc';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import {
  type ChangeRequest,
  KYC_CHANGES_KEY,
  KYC_DOCUMENT_CHANGES_KEY,
  KYC_QUEUE_KEY,
  type KycQueueEntry,
  kycReviewKey,
} from './kyc-queries';
import { registerKycDeskSocketEvents } from './kyc-socket-events';

const document = (id: number, status: KycDocument['status'], reviewNote: string | null = null): KycDocument => ({
  id,
  documentType: 'address_proof',
  document_type: 'address_proof',
  fileName: 'bill.pdf',
  fileUrl: `/api/documents/view/${id}`,
  file_url: `/api/documents/view/${id}`,
  mimeType: 'application/pdf',
  status,
  reviewNote,
  createdAt: '2026-11-25T10:00:00.000Z',
  created_at: '2026-11-25T10:00:00.000Z',
  formattedType: 'Address Proof',
  formattedDate: '25 Nov 2026',
});
const entry = (playerId: number, documents: KycDocument[]): KycQueueEntry => ({
  playerId,
  playerCode: `P${playerId}`,
  email: `p${playerId}@club.test`,
  firstName: 'Asha',
  lastName: `Devi ${playerId}`,
  nickname: '',
  phone: '9876543210',
  panCardNumber: 'ABCPD1234E',
  kycStatus: 'submitted',
  submittedAt: '2026-11-25T10:00:00.000Z',
  barred: false,
  documents,
  pendingApproval: null,
});
const change = (id: number): ChangeRequest => ({
  id,
  playerId: 100 + id,
  status: 'pending',
  old: { firstName: 'Asha', lastName: 'Devi', panCardNumber: 'ABCPD1234E' },
  new: { firstName: 'Asha', lastName: 'Rao', panCardNumber: 'ABCPD1234E' },
  note: null,
  requestedAt: '2026-11-25T10:00:00.000Z',
  decidedAt: null,
  playerCode: `P${100 + id}`,
  email: `p${id}@club.test`,
});

describe('KYC events on the KYC desk', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const queue = () => queryClient.getQueryData<KycQueueEntry[]>(KYC_QUEUE_KEY) ?? [];
  const send = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(KYC_QUEUE_KEY, [entry(1, [document(11, 'pending')]), entry(2, [document(21, 'pending')])]);
    queryClient.setQueryData(KYC_CHANGES_KEY, [change(1), change(2)]);
    stop = registerKycDeskSocketEvents();
  });
  afterEach(() => stop());

  it("shows a document decided on another console in the player's entry", () => {
    send('kyc_document_reviewed', { playerId: 1, document: document(11, 'rejected', 'Unreadable: too dark') });
    expect(queue()[0]!.documents[0]).toMatchObject({ status: 'rejected', reviewNote: 'Unreadable: too dark' });
    expect(queue()[1]!.documents[0]!.status).toBe('pending');
  });

  it('takes a decided player out of the queue, and a decided change out of the list', () => {
    send('kyc_player_decided', { playerId: 1, kycStatus: 'incomplete', note: 'Upload the bill again' });
    expect(queue().map((e) => e.playerId)).toEqual([2]);
    send('kyc_change_request_decided', { id: 2, playerId: 102, status: 'approved' });
    expect(queryClient.getQueryData<ChangeRequest[]>(KYC_CHANGES_KEY)?.map((c) => c.id)).toEqual([1]);
  });

  it('reads the queue again when a player submits', () => {
    send('kyc_submitted', {
      playerId: 3,
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@club.test',
      submittedAt: '2026-11-25T10:05:00.000Z',
    });
    expect(queryClient.getQueryState(KYC_QUEUE_KEY)?.isInvalidated).toBe(true);
  });

  it('lists a request to reopen a document once, and takes it out when decided (issue 14 item 15)', () => {
    const documentChange = (id: number): StaffDocumentChange => ({
      id,
      playerId: 7,
      playerCode: 'P7',
      email: 'p7@club.test',
      firstName: 'Asha',
      lastName: 'Devi',
      kycStatus: 'approved',
      reason: 'I moved house',
      status: 'pending',
      note: null,
      requestedAt: '2026-11-25T10:00:00.000Z',
      document: {
        ...document(71, 'approved'),
        changeRequest: { status: 'pending', reason: 'I moved house', note: null },
      },
    });
    const changes = () => queryClient.getQueryData<StaffDocumentChange[]>(KYC_DOCUMENT_CHANGES_KEY)?.map((c) => c.id);
    queryClient.setQueryData(KYC_DOCUMENT_CHANGES_KEY, [documentChange(1)]);
    send('kyc_document_change_requested', documentChange(2));
    send('kyc_document_change_requested', documentChange(2));
    expect(changes()).toEqual([1, 2]);
    send('kyc_document_change_decided', { id: 1, playerId: 7, status: 'approved' });
    expect(changes()).toEqual([2]);
    send('kyc_document_change_requested', { id: 3 });
    expect(changes()).toEqual([2]);
  });

  it('shows approval 1 of 2 given on another console on the entry and the open review (four-eyes)', () => {
    const pendingApproval = { staffId: 9, staffName: 'Meera', approvedAt: '2026-11-25T10:06:00.000Z' };
    queryClient.setQueryData(kycReviewKey(2), { ...entry(2, []), duplicates: [] });
    send('kyc_approval_pending', { playerId: 2, pendingApproval });
    expect(queue().map((e) => e.pendingApproval)).toEqual([null, pendingApproval]);
    expect(queryClient.getQueryData<KycReview>(kycReviewKey(2))?.pendingApproval).toEqual(pendingApproval);
    send('kyc_approval_pending', { playerId: 1, pendingApproval: { staffId: 'nine' } });
    expect(queue()[0]!.pendingApproval).toBeNull();
  });

  it('reads open reviews again after a decision (their duplicates show KYC statuses)', () => {
    queryClient.setQueryData(kycReviewKey(2), { ...entry(2, []), duplicates: [] });
    send('kyc_player_decided', { playerId: 1, kycStatus: 'approved', note: null });
    expect(queryClient.getQueryState(kycReviewKey(2))?.isInvalidated).toBe(true);
  });

  it('ignores a payload of another shape', () => {
    const before = queue();
    send('kyc_player_decided', { playerId: 'one' });
    expect(queue()).toBe(before);
  });
});
