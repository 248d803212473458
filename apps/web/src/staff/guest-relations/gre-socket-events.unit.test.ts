import type { CannedReply, ChatMessage, ConversationSummary, StaffConversation } from '@club/shared/chat';
import type { StaffFeedback } from '@club/shared/feedback';
import { serverEvents } from '@club/shared/events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { CANNED_KEY, FEEDBACK_KEY, GRE_KEY } from './gre-queries';
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
  const held = () => queryClient.getQueryData<StaffConversation[]>(GRE_KEY) ?? [];
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
    queryClient.setQueryData<StaffConversation[]>(GRE_KEY, [
      { ...summary(1, 'pending'), chat_messages: [message(1, 1, 'player', 1)], claim: null },
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

  it('records who handles a conversation, a take-over, and keeps the claim when a message arrives', () => {
    const claim = { staffId: 7, staffName: 'Asha', claimedAt: '2026-11-25T10:05:00.000Z' };
    dispatchSocketEvent(serverEvents, queryClient, 'chat_claim_updated', {
      conversationId: 1,
      playerId: 101,
      claim,
      takenFrom: null,
    });
    expect(held()[0]?.claim).toEqual(claim);
    newMessage(summary(1, 'active'), message(5, 1, 'staff', 6));
    expect(held()[0]?.claim).toEqual(claim);
    const ravi = { staffId: 8, staffName: 'Ravi', claimedAt: '2026-11-25T10:07:00.000Z' };
    dispatchSocketEvent(serverEvents, queryClient, 'chat_claim_updated', {
      conversationId: 1,
      playerId: 101,
      claim: ravi,
      takenFrom: { staffId: 7, staffName: 'Asha' },
    });
    expect(held()[0]?.claim).toEqual(ravi);
    newMessage(summary(3, 'pending'), message(6, 3, 'player', 7));
    expect(held().find((c) => c.id === 3)?.claim).toBeNull();
  });

  it('puts new feedback first once and replaces it when its status changes', () => {
    const item = (id: number, status: StaffFeedback['status'], minute: number): StaffFeedback => ({
      id,
      playerId: 100 + id,
      message: `f${id}`,
      createdAt: `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`,
      playerName: `Player ${id}`,
      playerEmail: `p${id}@club.test`,
      status,
      readAt: null,
      respondedAt: null,
      respondedBy: null,
      responseVia: null,
    });
    queryClient.setQueryData<StaffFeedback[]>(FEEDBACK_KEY, [item(1, 'new', 1)]);
    dispatchSocketEvent(serverEvents, queryClient, 'feedback_received', item(2, 'new', 5));
    dispatchSocketEvent(serverEvents, queryClient, 'feedback_received', item(2, 'new', 5));
    dispatchSocketEvent(serverEvents, queryClient, 'feedback_updated', {
      ...item(1, 'responded', 1),
      respondedAt: '2026-11-25T10:09:00.000Z',
      respondedBy: 'Asha',
      responseVia: 'notification',
    });
    const list = queryClient.getQueryData<StaffFeedback[]>(FEEDBACK_KEY) ?? [];
    expect(list.map((f) => [f.id, f.status])).toEqual([
      [2, 'new'],
      [1, 'responded'],
    ]);
  });

  it('replaces the canned replies with the pushed list', () => {
    const replies: CannedReply[] = [
      { id: 1, title: 'Hours', body: 'Open till 4', updatedAt: '2026-11-25T10:00:00.000Z' },
    ];
    dispatchSocketEvent(serverEvents, queryClient, 'canned_replies_updated', { replies });
    expect(queryClient.getQueryData(CANNED_KEY)).toEqual(replies);
  });

  it("reads the player's context again when one of their food orders moves, not another player's", () => {
    const key = (playerId: number) => ['staff', 'guest-relations', 'context', playerId];
    queryClient.setQueryData(key(101), { seat: null });
    queryClient.setQueryData(key(102), { seat: null });
    dispatchSocketEvent(serverEvents, queryClient, 'kitchen_order_updated', {
      id: 9,
      playerId: 101,
      playerName: 'Player 1',
      status: 'ready',
      totalAmount: '50.00',
      tableNumber: null,
      notes: null,
      items: [],
      cancelReason: null,
      createdAt: '2026-11-25T10:00:00.000Z',
      updatedAt: '2026-11-25T10:05:00.000Z',
      deliverTo: null,
    });
    expect(queryClient.getQueryState(key(101))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(key(102))?.isInvalidated).toBe(false);
  });
});
