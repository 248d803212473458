import type { ChatMessage, Conversation, ConversationSummary } from '@club/shared/chat';
import { serverEvents } from '@club/shared/events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { GRE_KEY } from './gre-queries';
import { registerGreSocketEvents } from './gre-socket-events';
import { inboxOrder } from './inbox';

const summary = (id: number, status: ConversationSummary['status']): ConversationSummary =>
  ({
    id,
    player_id: 100 + id,
    player_name: `Player ${id}`,
    status,
    initial_message: 'Hello',
    initial_message_id: null,
    created_at: `2026-11-25T10:0${id}:00.000Z`,
    updated_at: `2026-11-25T10:0${id}:00.000Z`,
    closed_at: null,
    cleared_at: null,
  }) as ConversationSummary;
const message = (id: number, sessionId: number, sender: 'player' | 'staff', minute: number): ChatMessage => ({
  id,
  session_id: sessionId,
  player_id: 100 + sessionId,
  sender,
  sender_name: sender === 'staff' ? 'Gita' : `Player ${sessionId}`,
  message: `m${id}`,
  message_text: `m${id}`,
  timestamp: `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`,
  status: 'sent',
});

describe('chat events in the guest relations inbox', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const held = () => queryClient.getQueryData<Conversation[]>(GRE_KEY) ?? [];
  const newMessage = (conversation: ConversationSummary, m: ChatMessage) =>
    dispatchSocketEvent(serverEvents, queryClient, 'new-message', {
      playerId: conversation.player_id,
      conversation,
      message: m,
    });
  const status = (conversationId: number, event: 'started' | 'active' | 'resolved' | 'cleared') =>
    dispatchSocketEvent(serverEvents, queryClient, 'chat-status-updated', {
      playerId: 101,
      conversationId,
      status: event === 'resolved' ? 'recent' : 'active',
      previousStatus: 'pending',
      event,
      asOf: '2026-11-25T10:30:00.000Z',
    });

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData<Conversation[]>(GRE_KEY, [
      { ...summary(1, 'pending'), chat_messages: [message(1, 1, 'player', 1)] },
    ]);
    stop = registerGreSocketEvents();
  });
  afterEach(() => stop());

  it('adds a message once to its conversation, and a new conversation with its first message', () => {
    newMessage({ ...summary(1, 'active') }, message(2, 1, 'staff', 3));
    newMessage({ ...summary(1, 'active') }, message(2, 1, 'staff', 3));
    newMessage(summary(2, 'pending'), message(3, 2, 'player', 4));
    expect(held().map((c) => [c.id, c.status, c.chat_messages.map((m) => m.id)])).toEqual([
      [1, 'active', [1, 2]],
      [2, 'pending', [3]],
    ]);
  });

  it('drops a conversation once it is resolved, and marks one active', () => {
    newMessage(summary(2, 'pending'), message(3, 2, 'player', 4));
    status(1, 'active');
    expect(held().find((c) => c.id === 1)?.status).toBe('active');
    status(1, 'resolved');
    expect(held().map((c) => c.id)).toEqual([2]);
  });

  it('puts the longest wait first and answered conversations after', () => {
    newMessage(summary(2, 'pending'), message(3, 2, 'player', 0));
    newMessage({ ...summary(1, 'active') }, message(4, 1, 'staff', 5));
    expect(inboxOrder(held()).map((c) => c.id)).toEqual([2, 1]);
  });
});
