import { notificationsContract } from '@club/shared/contracts/notifications';
import { staffContract } from '@club/shared/contracts/staff';
import { tablesContract } from '@club/shared/contracts/tables';
import type { Audience, MessageType, Priority, SentNotification, TableAudience } from '@club/shared/notifications';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useConsoleQuery } from '../console-query';
import { handleStaffAuthError } from '../staff-session';

export const SENT_KEY = ['staff', 'notifications', 'sent'] as const;
const TABLES_KEY = ['staff', 'notifications', 'tables'] as const;

/** The composer's sends, newest first, with received and read counts (kept live by the staff socket). */
export const useSentNotifications = () =>
  useConsoleQuery(SENT_KEY, () => callApi(notificationsContract.getStaffPushNotifications));

/** The club's tables, to address the players at one of them. */
export const useTargetTables = () => useConsoleQuery(TABLES_KEY, () => callApi(tablesContract.getTables));

/** A send (this console's answer or another's push): the row goes on top of the history once. */
export function storeSentNotification(queryClient: QueryClient, sent: SentNotification) {
  queryClient.setQueryData<SentNotification[]>(SENT_KEY, (list) =>
    list ? [sent, ...list.filter((row) => row.id !== sent.id)] : list,
  );
}

/** Players read composed notifications: the read counts as the server counted them. */
export function applyReadCounts(queryClient: QueryClient, counts: Array<{ id: number; readCount: number }>) {
  const byId = new Map(counts.map((count) => [count.id, count.readCount]));
  queryClient.setQueryData<SentNotification[]>(SENT_KEY, (list) =>
    list?.map((row) => (byId.has(row.id) ? { ...row, readCount: byId.get(row.id) ?? row.readCount } : row)),
  );
}

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
  target: { playerId: number } | { audience: Audience } | { tableId: number; audience: TableAudience };
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
