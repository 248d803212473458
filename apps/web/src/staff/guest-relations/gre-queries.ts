import type { CannedReply, ChatClaim, ChatMessage, ConversationSummary, StaffConversation } from '@club/shared/chat';
import { chatContract } from '@club/shared/contracts/chat';
import { feedbackContract } from '@club/shared/contracts/feedback';
import type { RespondToFeedback, StaffFeedback } from '@club/shared/feedback';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError } from '../../lib/api';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { handleStaffAuthError } from '../staff-session';

/** The open conversations (pending and active) with their messages. */
export const GRE_KEY = ['staff', 'guest-relations', 'conversations'] as const;
/** Only while the socket is down (DESIGN.md section 6): new-message and chat-status-updated do the rest. */
const GRE_FALLBACK_POLL_MS = 15_000;

export function useOpenConversations() {
  const queryClient = useQueryClient();
  const refetchInterval = useFallbackRefetchInterval(GRE_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: GRE_KEY,
    queryFn: async () => {
      try {
        return (await callApi(chatContract.getStaffChatSessions, { query: { status: 'open' } })).conversations;
      } catch (error) {
        handleStaffAuthError(queryClient, error);
        throw error;
      }
    },
    refetchInterval,
  });
}

/**
 * A stored message (either side): the conversation's summary is updated and the message added once.
 * A conversation the inbox has not seen starts with it; a resolved one leaves the inbox.
 */
export function storeConversationMessage(queryClient: QueryClient, summary: ConversationSummary, message: ChatMessage) {
  let isUnknown = false;
  queryClient.setQueryData<StaffConversation[]>(GRE_KEY, (conversations) => {
    if (!conversations) return conversations;
    if (summary.status === 'resolved') return conversations.filter((c) => c.id !== summary.id);
    const held = conversations.find((c) => c.id === summary.id);
    if (!held) {
      // A new conversation starts with this message; any other unknown one is read again whole.
      if (summary.status !== 'pending') isUnknown = true;
      return [...conversations, { ...summary, chat_messages: [message], claim: null }];
    }
    const messages = held.chat_messages.some((m) => m.id === message.id)
      ? held.chat_messages
      : [...held.chat_messages, message].sort((a, b) => a.id - b.id);
    return conversations.map((c) => (c.id === summary.id ? { ...c, ...summary, chat_messages: messages } : c));
  });
  if (isUnknown) void queryClient.invalidateQueries({ queryKey: GRE_KEY });
}

/** A conversation was resolved (it leaves the inbox) or became active. */
export function storeConversationStatus(
  queryClient: QueryClient,
  change: { conversationId: number | null; event: 'started' | 'active' | 'resolved' | 'cleared' },
) {
  if (change.conversationId === null || (change.event !== 'resolved' && change.event !== 'active')) return;
  queryClient.setQueryData<StaffConversation[]>(GRE_KEY, (conversations) =>
    change.event === 'resolved'
      ? conversations?.filter((c) => c.id !== change.conversationId)
      : conversations?.map((c) => (c.id === change.conversationId ? { ...c, status: 'active' as const } : c)),
  );
}

export function useReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { conversationId: number; message: string }) =>
      callApi(chatContract.postStaffChatSessionsByIdMessages, {
        params: { id: input.conversationId },
        body: { message: input.message },
      }),
    onSuccess: (answer) => storeConversationMessage(queryClient, answer.conversation, answer.message),
    onError: (error) => handleStaffAuthError(queryClient, error),
  });
}

export function useCloseConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { conversationId: number; note: string }) =>
      callApi(chatContract.postStaffChatSessionsByIdClose, {
        params: { id: input.conversationId },
        body: input.note ? { note: input.note } : {},
      }),
    onSuccess: ({ conversation }) =>
      storeConversationStatus(queryClient, { conversationId: conversation.id, event: 'resolved' }),
    onError: (error) => handleStaffAuthError(queryClient, error),
  });
}

/** Who handles a conversation now (a claim, a take-over, or none). */
export function storeConversationClaim(
  queryClient: QueryClient,
  change: { conversationId: number; claim: ChatClaim | null },
) {
  queryClient.setQueryData<StaffConversation[]>(GRE_KEY, (conversations) =>
    conversations?.map((c) => (c.id === change.conversationId ? { ...c, claim: change.claim } : c)),
  );
}

/**
 * Opening a conversation claims it; takeOver takes it from the colleague handling it (decision 098).
 * A refusal (409, someone else has it) is not an error on screen: the conversation shows who handles it.
 */
export function useClaimConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { conversationId: number; takeOver: boolean }) =>
      callApi(chatContract.postStaffChatSessionsByIdClaim, {
        params: { id: input.conversationId },
        body: { takeOver: input.takeOver },
      }),
    onSuccess: (answer) => storeConversationClaim(queryClient, answer),
    onError: (error) => {
      if (handleStaffAuthError(queryClient, error)) return;
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: GRE_KEY });
    },
  });
}

const contextKey = (playerId: number) => ['staff', 'guest-relations', 'context', playerId] as const;

/** The player beside the chat; money arrives only for roles that may read it (null otherwise). */
export function usePlayerContext(playerId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: contextKey(playerId),
    queryFn: async () => {
      try {
        return await callApi(chatContract.getStaffChatPlayersByPlayerIdContext, { params: { playerId } });
      } catch (error) {
        handleStaffAuthError(queryClient, error);
        throw error;
      }
    },
  });
}

/** A food order of this player moved: their context's recent orders are read again. */
export function refreshPlayerContext(queryClient: QueryClient, playerId: number) {
  void queryClient.invalidateQueries({ queryKey: contextKey(playerId) });
}

export const CANNED_KEY = ['staff', 'guest-relations', 'canned-replies'] as const;

export function useCannedReplies() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: CANNED_KEY,
    queryFn: async () => {
      try {
        return (await callApi(chatContract.getStaffChatCannedReplies)).replies;
      } catch (error) {
        handleStaffAuthError(queryClient, error);
        throw error;
      }
    },
  });
}

export function storeCannedReplies(queryClient: QueryClient, replies: CannedReply[]) {
  queryClient.setQueryData<CannedReply[]>(CANNED_KEY, replies);
}

/** Super admins and admins write, edit and delete canned replies; every console's list follows by push. */
export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; title: string; body: string }) =>
      input.id === undefined
        ? callApi(chatContract.postStaffChatCannedReplies, { body: { title: input.title, body: input.body } })
        : callApi(chatContract.patchStaffChatCannedRepliesById, {
            params: { id: input.id },
            body: { title: input.title, body: input.body },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANNED_KEY }),
    onError: (error) => handleStaffAuthError(queryClient, error),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(chatContract.deleteStaffChatCannedRepliesById, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANNED_KEY }),
    onError: (error) => handleStaffAuthError(queryClient, error),
  });
}

export const FEEDBACK_KEY = ['staff', 'guest-relations', 'feedback'] as const;

export function useFeedbackInbox() {
  const queryClient = useQueryClient();
  const refetchInterval = useFallbackRefetchInterval(GRE_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: FEEDBACK_KEY,
    queryFn: async () => {
      try {
        return (await callApi(feedbackContract.getStaffFeedback, { query: { limit: 200 } })).feedback;
      } catch (error) {
        handleStaffAuthError(queryClient, error);
        throw error;
      }
    },
    refetchInterval,
  });
}

/** A feedback arrived or changed status: put it in place (newest first), once. */
export function storeFeedback(queryClient: QueryClient, item: StaffFeedback) {
  queryClient.setQueryData<StaffFeedback[]>(FEEDBACK_KEY, (list) => {
    if (!list) return list;
    if (list.some((f) => f.id === item.id)) return list.map((f) => (f.id === item.id ? item : f));
    return [item, ...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  });
}

/** Opening a feedback marks it read (new → read on the server). */
export function useMarkFeedbackRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(feedbackContract.postStaffFeedbackByIdRead, { params: { id } }),
    onSuccess: (item) => storeFeedback(queryClient, item),
    onError: (error) => handleStaffAuthError(queryClient, error),
  });
}

export function useRespondToFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; answer: RespondToFeedback }) =>
      callApi(feedbackContract.postStaffFeedbackByIdRespond, { params: { id: input.id }, body: input.answer }),
    onSuccess: (answer) => storeFeedback(queryClient, answer.feedback),
    onError: (error) => handleStaffAuthError(queryClient, error),
  });
}
