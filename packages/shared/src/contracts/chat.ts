import { z } from 'zod';
import { route } from '../contract';
import {
  chatClearResponseSchema,
  chatHistoryParamsSchema,
  chatHistorySchema,
  sendChatRequestSchema,
  sendChatResponseSchema,
  conversationParamsSchema,
  conversationSummarySchema,
  staffChatCloseSchema,
  staffChatReplySchema,
  staffChatSessionsQuerySchema,
  staffChatSessionsSchema,
} from '../chat';

/** The player's message to Guest Relations; the spec names two paths for it, one handler serves both. */
const sendMessage = <const P extends '/api/unified-chat/send' | '/api/staff-chat-integration/send'>(path: P) =>
  route({
    method: 'POST',
    path,
    summary: 'The player writes to Guest Relations',
    description:
      'One handler for both paths. Only the session’s player is trusted: playerName and senderType are ignored, a playerId naming someone else is refused. The same text inside 5 s is not stored again (duplicate: true).',
    tags: ['chat'],
    body: sendChatRequestSchema,
    responses: { 201: sendChatResponseSchema, 200: sendChatResponseSchema },
    errors: [400, 401, 403, 429],
  });

export const chatContract = {
  postUnifiedChatSend: sendMessage('/api/unified-chat/send'),
  postStaffChatIntegrationSend: sendMessage('/api/staff-chat-integration/send'),
  getChatHistoryByPlayerId: route({
    method: 'GET',
    path: '/api/chat-history/:playerId',
    summary: "A player's conversations, oldest first (own session, or guest-relations staff)",
    description:
      'The player sees their open conversation and the resolved ones not cleared (status recent); staff also see cleared ones.',
    tags: ['chat'],
    params: chatHistoryParamsSchema,
    responses: { 200: chatHistorySchema },
    errors: [400, 401, 403, 429],
  }),
  postChatHistoryByPlayerIdClear: route({
    method: 'POST',
    path: '/api/chat-history/:playerId/clear',
    summary: 'Clear the chat after staff closed it',
    description:
      'Resolved conversations leave the player’s view (they stay stored for staff); an open conversation is not touched.',
    tags: ['chat'],
    params: chatHistoryParamsSchema,
    responses: { 200: chatClearResponseSchema },
    errors: [400, 401, 403, 429],
  }),
  getStaffChatSessions: route({
    method: 'GET',
    path: '/api/staff/chat/sessions',
    summary: 'Conversations with their messages (status=open by default: pending and active)',
    tags: ['staff', 'chat'],
    query: staffChatSessionsQuerySchema,
    responses: { 200: staffChatSessionsSchema },
    errors: [400, 401, 403, 404, 409, 429],
  }),
  postStaffChatSessionsByIdMessages: route({
    method: 'POST',
    path: '/api/staff/chat/sessions/:id/messages',
    summary: 'Reply to a player (a pending conversation becomes active)',
    tags: ['staff', 'chat'],
    params: conversationParamsSchema,
    body: staffChatReplySchema,
    responses: { 201: sendChatResponseSchema, 200: sendChatResponseSchema },
    errors: [400, 401, 403, 404, 409, 429],
  }),
  postStaffChatSessionsByIdClose: route({
    method: 'POST',
    path: '/api/staff/chat/sessions/:id/close',
    summary: 'Close a conversation (resolved); the player is asked whether to clear it',
    tags: ['staff', 'chat'],
    params: conversationParamsSchema,
    body: staffChatCloseSchema.optional(),
    responses: { 200: z.object({ success: z.literal(true), conversation: conversationSummarySchema }) },
    errors: [400, 401, 403, 404, 409, 429],
  }),
};
