import { chatContract } from '@club/shared/contracts/chat';
import {
  CHAT_FALLBACK_POLL_MS,
  type ChatHistory,
  type ChatMessage,
  type ChatStatus,
  type ConversationSummary,
  chatStatusOf,
  type SendChatRequest,
} from '@club/shared/chat';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { callApi } from '../../lib/api';

const chatKey = (playerId: number | undefined) => ['chat', 'history', playerId] as const;

export function useChatHistory(playerId: number | undefined) {
  const refetchInterval = useFallbackRefetchInterval(CHAT_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: chatKey(playerId),
    queryFn: () => callApi(chatContract.getChatHistoryByPlayerId, { params: { playerId: playerId ?? 0 } }),
    enabled: playerId !== undefined,
    refetchInterval,
  });
}

/** Adds a message to its conversation in the cache (once, whether it came by answer or by event). */
export function storeChatMessage(
  queryClient: QueryClient,
  playerId: number,
  conversation: ConversationSummary,
  message: ChatMessage,
) {
  queryClient.setQueryData<ChatHistory>(chatKey(playerId), (history) => {
    if (!history) return history;
    const known = history.conversations.find((c) => c.id === conversation.id);
    const conversations = known
      ? history.conversations.map((c) =>
          c.id === conversation.id
            ? {
                ...c,
                ...conversation,
                // The first message is the conversation's initial_message, never again in chat_messages.
                chat_messages:
                  message.id === c.initial_message_id || c.chat_messages.some((m) => m.id === message.id)
                    ? c.chat_messages
                    : [...c.chat_messages, message],
              }
            : c,
        )
      : [
          ...history.conversations,
          { ...conversation, chat_messages: message.id === conversation.initial_message_id ? [] : [message] },
        ];
    return { ...history, conversations, status: chatStatusOf(conversations) };
  });
}

/** A status change from the server: the conversation's status moves, or cleared conversations leave. */
export function storeChatStatus(
  queryClient: QueryClient,
  playerId: number,
  change: { conversationId: number | null; status: ChatStatus; event: string; asOf: string },
) {
  queryClient.setQueryData<ChatHistory>(chatKey(playerId), (history) => {
    if (!history) return history;
    // Two pushes crossed on the way, or the history was read after this change: keep what is held.
    if (Date.parse(change.asOf) < Date.parse(history.asOf)) return history;
    if (change.event === 'cleared') {
      const conversations = history.conversations.filter((c) => c.status !== 'resolved');
      return { ...history, conversations, status: chatStatusOf(conversations), asOf: change.asOf };
    }
    const status = change.event === 'resolved' ? 'resolved' : change.event === 'active' ? 'active' : null;
    const conversations = history.conversations.map((c) =>
      c.id === change.conversationId && status ? { ...c, status: status as typeof c.status } : c,
    );
    return { ...history, conversations, status: change.status, asOf: change.asOf };
  });
}

export function useSendChatMessage(playerId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChatRequest) => callApi(chatContract.postUnifiedChatSend, { body }),
    onSuccess: ({ conversation, message }) => {
      if (playerId !== undefined) storeChatMessage(queryClient, playerId, conversation, message);
    },
  });
}

export function useClearChat(playerId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(chatContract.postChatHistoryByPlayerIdClear, { params: { playerId: playerId ?? 0 } }),
    onSuccess: ({ status, asOf }) => {
      if (playerId !== undefined)
        storeChatStatus(queryClient, playerId, { conversationId: null, status, event: 'cleared', asOf });
    },
  });
}
