import type { ChatMessage, Conversation, ConversationSummary } from '@club/shared/chat';
import { chatContract } from '@club/shared/contracts/chat';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
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
  queryClient.setQueryData<Conversation[]>(GRE_KEY, (conversations) => {
    if (!conversations) return conversations;
    if (summary.status === 'resolved') return conversations.filter((c) => c.id !== summary.id);
    const held = conversations.find((c) => c.id === summary.id);
    if (!held) {
      // A new conversation starts with this message; any other unknown one is read again whole.
      if (summary.status !== 'pending') isUnknown = true;
      return [...conversations, { ...summary, chat_messages: [message] }];
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
  queryClient.setQueryData<Conversation[]>(GRE_KEY, (conversations) =>
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
