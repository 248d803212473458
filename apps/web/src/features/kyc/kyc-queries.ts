import { accountsContract } from '@club/shared/contracts/accounts';
import { documentsContract } from '@club/shared/contracts/documents';
import { kycContract } from '@club/shared/contracts/kyc';
import type { updateProfileRequestSchema } from '@club/shared/accounts';
import type { DocumentType, KycDocument } from '@club/shared/kyc';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { callApi } from '../../lib/api';
import { CURRENT_USER_KEY, type CurrentUser } from '../accounts/current-user-query';
import { readFileAsDataUrl } from './read-file';

/** While the socket is down, the KYC screens re-read at this slow pace (DESIGN.md section 6). */
const FALLBACK_REFETCH_MS = 30_000;

export const KYC_KEY = ['kyc'] as const;
const documentsKey = (playerId: number) => [...KYC_KEY, 'documents', playerId] as const;
const kycStatusKey = (playerId: number) => [...KYC_KEY, 'status', playerId] as const;

export function useDocuments(playerId: number) {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_MS);
  return useQuery({
    queryKey: documentsKey(playerId),
    queryFn: () => callApi(documentsContract.getDocumentsPlayerByPlayerId, { params: { playerId } }),
    refetchInterval,
  });
}

export function useKycStatus(playerId: number) {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_MS);
  return useQuery({
    queryKey: kycStatusKey(playerId),
    queryFn: () => callApi(kycContract.getKycStatusByPlayerId, { params: { playerId } }),
    refetchInterval,
  });
}

/**
 * The list with one document in place of the entry of its type, or added when the type had none (the
 * server lists stored documents only). The address proof's `utility_bill` entry follows it.
 */
export function withDocument(list: KycDocument[], document: KycDocument): KycDocument[] {
  const sameFile = (entry: KycDocument) =>
    entry.documentType === document.documentType ||
    (document.documentType === 'address_proof' && entry.documentType === 'utility_bill');
  const replaced = list.map((entry) =>
    sameFile(entry) ? { ...document, documentType: entry.documentType, document_type: entry.documentType } : entry,
  );
  return list.some((entry) => entry.documentType === document.documentType) ? replaced : [...replaced, document];
}

/** Puts one document into the cached list (in place of the entry of its type, or added). */
export function storeDocument(queryClient: QueryClient, playerId: number, document: KycDocument) {
  queryClient.setQueryData<KycDocument[]>(documentsKey(playerId), (list) => list && withDocument(list, document));
}

const updatePlayerInCache = (queryClient: QueryClient, patch: Partial<CurrentUser['player']>) =>
  queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, (current) =>
    current ? { ...current, player: { ...current.player, ...patch } } : current,
  );

export function useUploadDocument(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, documentType }: { file: File; documentType: DocumentType | 'utility_bill' }) =>
      callApi(documentsContract.postDocumentsUpload, {
        body: {
          playerId,
          documentType,
          fileName: file.name,
          fileData: await readFileAsDataUrl(file),
          fileSize: file.size,
          mimeType: file.type,
        },
      }),
    onSuccess: ({ document }) => storeDocument(queryClient, playerId, document),
  });
}

export function useSaveDetails(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: z.infer<typeof updateProfileRequestSchema>) =>
      callApi(accountsContract.putPlayersByPlayerId, { params: { playerId }, body: details }),
    onSuccess: (player) => updatePlayerInCache(queryClient, player),
  });
}

export const validatePan = (playerId: number, panCardNumber: string, signal?: AbortSignal) =>
  callApi(kycContract.postKycValidatePan, { body: { playerId, panCardNumber }, signal });

export function useSavePan(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (panCardNumber: string) =>
      callApi(kycContract.postPlayersByPlayerIdPanCard, { params: { playerId }, body: { panCardNumber } }),
    onSuccess: ({ panCardNumber, pendingReview }) => {
      // A change after approval waits for staff review: the PAN in force stays what is on file.
      if (!pendingReview) updatePlayerInCache(queryClient, { panCard: panCardNumber });
      void queryClient.invalidateQueries({ queryKey: kycStatusKey(playerId) });
    },
  });
}

export function useSubmitKyc(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; firstName: string; lastName: string; panCardNumber: string }) =>
      callApi(kycContract.postKycSubmit, { body: { playerId, ...input } }),
    onSuccess: (_, input) => {
      updatePlayerInCache(queryClient, { kycStatus: 'submitted', panCard: input.panCardNumber.toUpperCase() });
      void queryClient.invalidateQueries({ queryKey: KYC_KEY });
    },
  });
}

/** Request Change (issue 14 item 15): the player asks staff to reopen an approved document, with a reason. */
export function useRequestDocumentChange(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { documentId: number; reason: string }) =>
      callApi(documentsContract.postDocumentsByDocumentIdChangeRequest, {
        params: { documentId: input.documentId },
        body: { reason: input.reason },
      }),
    onSuccess: ({ document }) => storeDocument(queryClient, playerId, document),
  });
}
