import { notificationsContract } from '@club/shared/contracts/notifications';
import { staffContract } from '@club/shared/contracts/staff';
import type { Audience, MessageType, Priority } from '@club/shared/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { handleStaffAuthError } from '../staff-session';

/** Players found by name, nickname, e-mail, phone or code (two characters at least). */
export function usePlayerSearch(term: string) {
  const queryClient = useQueryClient();
  const search = term.trim();
  return useQuery({
    queryKey: ['staff', 'players', search],
    queryFn: async () => {
      try {
        return await callApi(staffContract.getStaffPlayers, { query: { search } });
      } catch (error) {
        handleStaffAuthError(queryClient, error);
        throw error;
      }
    },
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export interface NotificationDraft {
  title: string;
  message: string;
  messageType: MessageType;
  priority: Priority;
  mediaUrl: string;
  target: { playerId: number } | { audience: Audience };
}

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: NotificationDraft) =>
      callApi(notificationsContract.postStaffPushNotifications, {
        body: { ...draft, mediaUrl: draft.mediaUrl.trim() || null },
      }),
    onError: (error) => handleStaffAuthError(queryClient, error),
  });
}
