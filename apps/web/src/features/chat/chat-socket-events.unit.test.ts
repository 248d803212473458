import { type ChatHistory, type ChatMessage, type ConversationSummary, conversationMessages } from '@club/shared/chat';
import { serverEvents } from '@club/shared/events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { registerChatSocketEvents } from './chat-socket-events';

const KEY = ['chat', 'history', 7];
const conversation = (id: number, status: ConversationSummary['status'] = 'active'): ConversationSummary => ({
  id,
  player_id: 7,
  player_name: 'Asha Rao',
  status,
  initial_message: 'Hello',
  initial_message_id: 5,
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  closed_at: null,
  cleared_at: null,
});
const message = (id: number, sessionId: number, text: string): ChatMessage => ({
  id,
  session_id: sessionId,
  player_id: 7,
  sender: 'staff',
  sender_name: 'Guest Relations',
  message: text,
  message_text: text,
  timestamp: '2026-11-25T10:00:05.000Z',
  status: 'sent',
});
const history = (conversations: ChatHistory['conversations'], status: ChatHistory['status']): ChatHistory => ({
  success: true,
  playerId: 7,
  status,
  conversations,
  asOf: '2026-11-25T10:00:30.000Z',
});

describe('chat events in the cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);
  const cached = () => queryClient.getQueryData<ChatHistory>(KEY);

  beforeEach(() => {
    queryClient = new QueryClient();
    stop = registerChatSocketEvents(7);
  });
  afterEach(() => stop());

  it("adds a staff reply to the player's conversation once, though it arrives twice", () => {
    queryClient.setQueryData(KEY, history([{ ...conversation(1), chat_messages: [] }], 'active'));
    const event = { playerId: 7, conversation: conversation(1), message: message(10, 1, 'On our way') };
    push('new-message', event);
    push('new-message', event);
    expect(cached()?.conversations[0]?.chat_messages.map((m) => m.message)).toEqual(['On our way']);
  });

  it('keeps the first message as initial_message only, as the history answers it, whenever its push arrives', () => {
    const first = { ...message(5, 1, 'Hello'), sender: 'player' as const, sender_name: 'Asha Rao' };
    queryClient.setQueryData(KEY, history([], 'none'));
    push('new-message', { playerId: 7, conversation: conversation(1, 'pending'), message: first });
    const opened = cached()?.conversations[0];
    expect(opened?.chat_messages).toEqual([]);
    expect(opened && conversationMessages(opened).map((m) => [m.id, m.sender, m.message])).toEqual([
      [5, 'player', 'Hello'],
    ]);
    // The history read first, the push of its first message late: still shown once, first.
    queryClient.setQueryData(KEY, history([{ ...conversation(1), chat_messages: [message(10, 1, 'Hi')] }], 'active'));
    push('new-message', { playerId: 7, conversation: conversation(1), message: first });
    const known = cached()?.conversations[0];
    expect(known && conversationMessages(known).map((m) => m.id)).toEqual([5, 10]);
  });

  it("opens a conversation the cache did not know, and ignores another player's messages", () => {
    queryClient.setQueryData(KEY, history([], 'none'));
    push('new-message', {
      playerId: 8,
      conversation: { ...conversation(2), player_id: 8 },
      message: message(11, 2, 'x'),
    });
    expect(cached()?.conversations).toHaveLength(0);
    push('new-message', { playerId: 7, conversation: conversation(3), message: message(12, 3, 'Welcome') });
    expect(cached()?.conversations.map((c) => c.id)).toEqual([3]);
    expect(cached()?.status).toBe('active');
  });

  it('marks the conversation resolved when staff close it, and drops resolved ones when the player clears', () => {
    queryClient.setQueryData(KEY, history([{ ...conversation(1), chat_messages: [] }], 'active'));
    const change = { playerId: 7, conversationId: 1, previousStatus: 'active', asOf: '2026-11-25T10:01:00.000Z' };
    push('chat-status-updated', { ...change, status: 'recent', event: 'resolved' });
    expect(cached()?.conversations[0]?.status).toBe('resolved');
    expect(cached()?.status).toBe('recent');
    push('chat-status-updated', {
      ...change,
      previousStatus: 'recent',
      status: 'none',
      event: 'cleared',
      asOf: '2026-11-25T10:02:00.000Z',
    });
    expect(cached()?.conversations).toHaveLength(0);
    expect(cached()?.status).toBe('none');
  });

  it('drops a status change older than the last one applied (two pushes crossed on the way)', () => {
    queryClient.setQueryData(KEY, history([{ ...conversation(1), chat_messages: [] }], 'active'));
    const base = { playerId: 7, conversationId: 1, previousStatus: 'active' };
    push('chat-status-updated', { ...base, status: 'recent', event: 'resolved', asOf: '2026-11-25T10:05:00.000Z' });
    push('chat-status-updated', { ...base, status: 'active', event: 'active', asOf: '2026-11-25T10:04:00.000Z' });
    expect(cached()?.status).toBe('recent');
  });

  it('drops a status change stamped before the history on screen was read', () => {
    queryClient.setQueryData(KEY, history([{ ...conversation(1, 'resolved'), chat_messages: [] }], 'recent'));
    const change = { playerId: 7, conversationId: 1, previousStatus: 'recent', status: 'active', event: 'active' };
    push('chat-status-updated', { ...change, asOf: '2026-11-25T10:00:10.000Z' });
    expect(cached()?.status).toBe('recent');
  });
});
