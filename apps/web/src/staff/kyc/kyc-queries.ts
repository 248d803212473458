import { kycContract } from '@club/shared/contracts/kyc';
import type {
  DocumentType,
  IdentityChange,
  KycDocument,
  KycPendingApproval,
  KycReview,
  kycQueueEntrySchema,
  StaffDocumentChange,
} from '@club/shared/kyc';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../lib/api';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { handleStaffAuthError } from '../staff-session';

export type KycQueueEntry = z.infer<typeof kycQueueEntrySchema>;
export type ChangeRequest = IdentityChange & { playerCode: string; email: string };

/** Players with KYC submitted, oldest first (the server's order). */
export const KYC_QUEUE_KEY = ['staff', 'kyc', 'queue'] as const;
/** Pending name or PAN changes of approved players (docs/decisions/007). */
export const KYC_CHANGES_KEY = ['staff', 'kyc', 'change-requests'] as const;
/** Players' pending requests to reopen an approved document (issue 14 item 15). */
export const KYC_DOCUMENT_CHANGES_KEY = ['staff', 'kyc', 'document-changes'] as const;
/** One player's review: the queue's entry plus the other accounts sharing their PAN, phone or e-mail. */
export const kycReviewKey = (playerId: number) => ['staff', 'kyc', 'review', playerId] as const;
const KYC_REVIEWS_KEY = ['staff', 'kyc', 'review'] as const;
/** Only while the socket is down (DESIGN.md section 6): the KYC events keep the desk current otherwise. */
const KYC_FALLBACK_POLL_MS = 30_000;

function useStaffRead<T>(queryKey: readonly (string | number)[], read: () => Promise<T>) {
  const queryClient = useQueryClient();
  const refetchInterval = useFallbackRefetchInterval(KYC_FALLBACK_POLL_MS);
  return useQuery({
    queryKey,
    queryFn: async () => {
      try {
        return await read();
      } catch (error) {
        handleStaffAuthError(queryClient, error);
        throw error;
      }
    },
    refetchInterval,
  });
}

export const useKycQueue = () =>
  useStaffRead(KYC_QUEUE_KEY, async () => (await callApi(kycContract.getStaffKycQueue)).players);

export const useKycReview = (playerId: number) =>
  useStaffRead(kycReviewKey(playerId), () =>
    callApi(kycContract.getStaffKycPlayersByPlayerId, { params: { playerId } }),
  );

export const useChangeRequests = () =>
  useStaffRead(KYC_CHANGES_KEY, () => callApi(kycContract.getStaffKycChangeRequests));

export const useDocumentChanges = () =>
  useStaffRead(KYC_DOCUMENT_CHANGES_KEY, () => callApi(kycContract.getStaffKycDocumentChanges));

/**
 * Who waits on the desk: players who submitted, and approved players with a new copy still to review
 * (an entry stays cached after its last document is reviewed until the queue is read again).
 */
export const isWaitingForReview = (entry: KycQueueEntry) =>
  entry.kycStatus === 'submitted' || entry.documents.some((d) => d.status === 'pending');

/** The count of players waiting, for the console's navigation. */
export function useKycWaitingCount(): number | undefined {
  return useKycQueue().data?.filter(isWaitingForReview).length;
}

/** A player asked to reopen a document: it joins the list (oldest first), once. */
export function storeDocumentChange(queryClient: QueryClient, change: StaffDocumentChange) {
  queryClient.setQueryData<StaffDocumentChange[]>(KYC_DOCUMENT_CHANGES_KEY, (list) =>
    list && !list.some((c) => c.id === change.id) ? [...list, change] : list,
  );
}

export function removeDecidedDocumentChange(queryClient: QueryClient, id: number) {
  queryClient.setQueryData<StaffDocumentChange[]>(KYC_DOCUMENT_CHANGES_KEY, (list) => list?.filter((c) => c.id !== id));
}

/** A document decided here or on another console: the player's entry shows it. */
export function storeReviewedDocument(queryClient: QueryClient, playerId: number, document: KycDocument) {
  queryClient.setQueryData<KycQueueEntry[]>(KYC_QUEUE_KEY, (queue) =>
    queue?.map((entry) =>
      entry.playerId === playerId
        ? { ...entry, documents: entry.documents.map((d) => (d.id === document.id ? { ...d, ...document } : d)) }
        : entry,
    ),
  );
}

/** Approval 1 of 2 (four-eyes), given here or on another console: the player's entry and review show it. */
export function storePendingApproval(queryClient: QueryClient, playerId: number, pendingApproval: KycPendingApproval) {
  queryClient.setQueryData<KycQueueEntry[]>(KYC_QUEUE_KEY, (queue) =>
    queue?.map((entry) => (entry.playerId === playerId ? { ...entry, pendingApproval } : entry)),
  );
  queryClient.setQueryData<KycReview>(kycReviewKey(playerId), (review) =>
    review ? { ...review, pendingApproval } : review,
  );
}

/** Duplicates name other players' KYC status: a decision anywhere may change what a review shows. */
export function refreshReviews(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: KYC_REVIEWS_KEY });
}

/** A player decided (approved, rejected or sent back to resubmit) leaves the queue. */
export function removeDecidedPlayer(queryClient: QueryClient, playerId: number) {
  queryClient.setQueryData<KycQueueEntry[]>(KYC_QUEUE_KEY, (queue) => queue?.filter((e) => e.playerId !== playerId));
}

export function removeDecidedChange(queryClient: QueryClient, id: number) {
  queryClient.setQueryData<ChangeRequest[]>(KYC_CHANGES_KEY, (changes) => changes?.filter((c) => c.id !== id));
}

/** A refusal may mean this desk is behind (another console decided first): read again. */
function onRefused(queryClient: QueryClient, key: readonly string[]) {
  return (error: unknown) => {
    if (handleStaffAuthError(queryClient, error)) return;
    void queryClient.invalidateQueries({ queryKey: key });
  };
}

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { documentId: number; status: 'approved' | 'rejected'; note: string | null }) =>
      callApi(kycContract.postStaffKycDocumentsByDocumentId, {
        params: { documentId: input.documentId },
        body: { status: input.status, note: input.note },
      }),
    onSuccess: ({ playerId, document }) => storeReviewedDocument(queryClient, playerId, document),
    onError: onRefused(queryClient, KYC_QUEUE_KEY),
  });
}

export function useDecidePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      playerId: number;
      status: 'approved' | 'rejected' | 'incomplete';
      note: string | null;
      /** Incomplete only: documents to reopen for upload, approved ones included. */
      documents?: DocumentType[];
      /** Approved only: confirm another reviewer's approval 1 of 2. */
      confirm?: boolean;
    }) =>
      callApi(kycContract.postStaffKycPlayersByPlayerId, {
        params: { playerId: input.playerId },
        body: { status: input.status, note: input.note, documents: input.documents, confirm: input.confirm },
      }),
    // Approval 1 of 2 keeps the player on the desk; any other decision takes them off.
    onSuccess: ({ playerId, pendingApproval }) =>
      pendingApproval
        ? storePendingApproval(queryClient, playerId, pendingApproval)
        : removeDecidedPlayer(queryClient, playerId),
    onError: onRefused(queryClient, KYC_QUEUE_KEY),
  });
}

export function useDecideChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; decision: 'approve' | 'reject'; note: string | null }) =>
      callApi(
        input.decision === 'approve'
          ? kycContract.postStaffKycChangeRequestsByIdApprove
          : kycContract.postStaffKycChangeRequestsByIdReject,
        { params: { id: input.id }, body: { note: input.note } },
      ),
    onSuccess: (change) => removeDecidedChange(queryClient, change.id),
    onError: onRefused(queryClient, KYC_CHANGES_KEY),
  });
}

export function useDecideDocumentChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; decision: 'approve' | 'reject'; note: string | null }) =>
      callApi(
        input.decision === 'approve'
          ? kycContract.postStaffKycDocumentChangesByIdApprove
          : kycContract.postStaffKycDocumentChangesByIdReject,
        { params: { id: input.id }, body: { note: input.note } },
      ),
    onSuccess: (change) => removeDecidedDocumentChange(queryClient, change.id),
    onError: onRefused(queryClient, KYC_DOCUMENT_CHANGES_KEY),
  });
}
