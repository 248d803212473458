import { z } from 'zod';

// dashboard.md section 9: the same sender's same text inside 5 s is a duplicate, dropped on both sides.
export const CHAT_DUPLICATE_WINDOW_MS = 5_000;
export const CHAT_MESSAGE_MAX_LENGTH = 1_000;
/** Per player (and per staff member): a person typing never reaches it; a script does. */
export const CHAT_SEND_LIMIT = { max: 20, windowMs: 60_000 } as const;
export const CHAT_HISTORY_LIMIT = { max: 60, windowMs: 60_000 } as const;
/** The history is pushed; this is only the fallback while the socket is down (DESIGN.md section 6). */
export const CHAT_FALLBACK_POLL_MS = 30_000;

/** Stored conversation states (chat_sessions.status). */
export const CONVERSATION_STATUSES = ['pending', 'active', 'resolved'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/**
 * What the player's chat shows (dashboard.md section 4): none (Ready to chat), pending, active, and
 * recent: staff resolved the last conversation and the player has not cleared it (docs/decisions/030).
 */
export const CHAT_STATUSES = ['none', 'pending', 'active', 'recent'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** The player's chat status from their conversations (docs/decisions/030); server and client share it. */
export function chatStatusOf(
  conversations: ReadonlyArray<{ status: ConversationStatus; cleared_at: string | null }>,
): ChatStatus {
  for (const conversation of conversations) if (conversation.status !== 'resolved') return conversation.status;
  return conversations.some((c) => !c.cleared_at) ? 'recent' : 'none';
}

export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  none: 'Ready to chat',
  pending: 'Pending',
  active: 'Active',
  recent: 'Recent',
};

export const CHAT_MESSAGES = {
  title: 'Guest Relations Support',
  emptyMessage: 'Please enter a message',
  emptyState: 'Start a conversation with Guest Relations. We usually reply within a few minutes.',
  connected: 'Chat Connected',
  connectedDescription: 'You are connected to Guest Relations.',
  sessionEnded: 'Chat Session Ended',
  sessionEndedDescription: 'Guest Relations closed this conversation.',
  closed: 'Chat Closed',
  closedDescription: 'Your chat history was cleared.',
  clearQuestion: 'Guest Relations closed this chat. Clear the chat history?',
  sendFailed: 'Message Not Sent',
  notConnected: 'Connecting to chat...',
  closedConversation: 'This conversation is closed',
} as const;

export const chatMessageTextSchema = z
  .string()
  .trim()
  .min(1, CHAT_MESSAGES.emptyMessage)
  .max(CHAT_MESSAGE_MAX_LENGTH, `Keep a message under ${CHAT_MESSAGE_MAX_LENGTH} characters`);

/** dashboard.md section 3: a chat message. message_text is the conversation reading of the same text. */
export const chatMessageSchema = z.object({
  id: z.number(),
  session_id: z.number(),
  player_id: z.number(),
  sender: z.enum(['player', 'staff']),
  sender_name: z.string(),
  message: z.string(),
  message_text: z.string(),
  timestamp: z.string(),
  status: z.literal('sent'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.number(),
  player_id: z.number(),
  player_name: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  /** The conversation's first message (always the player's: a conversation starts when the player writes). */
  initial_message: z.string(),
  /** Its id: the player's history lists that message here only, never again in chat_messages (issue 13 item 11). */
  initial_message_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
  cleared_at: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationSchema = conversationSummarySchema.extend({ chat_messages: z.array(chatMessageSchema) });
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * Every message of a conversation in order. The player's history carries the first message as
 * `initial_message` only (the specification's reader shows it, then chat_messages); staff lists and a
 * conversation a push started still hold it in chat_messages. Either way it appears once here.
 */
export function conversationMessages(conversation: Conversation): ChatMessage[] {
  const firstId = conversation.initial_message_id;
  if (firstId === null || conversation.chat_messages.some((m) => m.id === firstId)) return conversation.chat_messages;
  const first: ChatMessage = {
    id: firstId,
    session_id: conversation.id,
    player_id: conversation.player_id,
    sender: 'player',
    sender_name: conversation.player_name,
    message: conversation.initial_message,
    message_text: conversation.initial_message,
    timestamp: conversation.created_at,
    status: 'sent',
  };
  return [first, ...conversation.chat_messages];
}

/** GET /api/chat-history/{playerId} and the socket's chat_history: the conversations oldest first. */
export const chatHistorySchema = z.object({
  success: z.literal(true),
  playerId: z.number(),
  status: z.enum(CHAT_STATUSES),
  conversations: z.array(conversationSchema),
  /** When the server started reading: a status push stamped earlier is older than this answer. */
  asOf: z.string(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

export const chatHistoryParamsSchema = z.object({ playerId: z.coerce.number().int().positive() });
export const conversationParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * POST /api/unified-chat/send and /api/staff-chat-integration/send (one handler). Only the session's
 * player is trusted: playerName and senderType are read by nobody, and a playerId naming someone else is refused.
 */
export const sendChatRequestSchema = z.object({
  playerId: z.coerce.number().int().positive().optional(),
  playerName: z.string().max(200).optional(),
  senderType: z.string().max(40).optional(),
  requestId: z.string().max(100).optional(),
  message: chatMessageTextSchema,
});
export type SendChatRequest = z.input<typeof sendChatRequestSchema>;

export const sendChatResponseSchema = z.object({
  success: z.literal(true),
  /** True when the same text from the same sender arrived inside 5 s: nothing new was stored. */
  duplicate: z.boolean(),
  conversation: conversationSummarySchema,
  message: chatMessageSchema,
});

export const staffChatReplySchema = z.object({ message: chatMessageTextSchema });
export const staffChatCloseSchema = z.object({
  note: z.string().trim().max(500, 'Keep the resolution note under 500 characters').optional(),
});

export const staffChatSessionsQuerySchema = z.object({
  status: z.enum(['open', 'all', ...CONVERSATION_STATUSES]).default('open'),
});

export const chatClearResponseSchema = z.object({
  success: z.literal(true),
  cleared: z.number(),
  status: z.enum(CHAT_STATUSES),
  /** Stamped after the clear committed (the same stamp as its chat-status-updated push). */
  asOf: z.string(),
});

/** The socket's get_messages: a player asks for their own history; staff name the player. */
export const getMessagesSchema = z.object({ playerId: z.number().int().positive().optional() }).optional();

// --- The guest relations desk (issue 18): claims, typing, the player's context, canned replies. ---

/** Who is handling an open conversation (docs/decisions/098); staff only, never sent to the player. */
export const chatClaimSchema = z.object({ staffId: z.number(), staffName: z.string(), claimedAt: z.string() });
export type ChatClaim = z.infer<typeof chatClaimSchema>;

/** A conversation as the console lists it: the player's conversation plus who is handling it now. */
export const staffConversationSchema = conversationSchema.extend({ claim: chatClaimSchema.nullable() });
export type StaffConversation = z.infer<typeof staffConversationSchema>;
export const staffChatSessionsSchema = z.object({ conversations: z.array(staffConversationSchema) });

export const staffChatClaimSchema = z.object({
  /** Take the conversation from the colleague handling it (audited as chat.take_over). */
  takeOver: z.boolean().default(false),
});
export const staffChatClaimResponseSchema = z.object({
  conversationId: z.number(),
  claim: chatClaimSchema,
  /** The colleague it was taken from, when this was a take-over. */
  takenFrom: z.object({ staffId: z.number(), staffName: z.string() }).nullable(),
});

/** The sentence a second staff member reads on a conversation someone else is handling. */
export const beingHandledBy = (name: string) => `Being handled by ${name}`;

/** How often a console may say "typing" (ms): the server drops more than this. */
export const CHAT_TYPING_INTERVAL_MS = 2_000;
/** A colleague counts as typing for this long after their last signal. */
export const CHAT_TYPING_SHOWN_MS = 5_000;
/** Client event `chat_typing` from a staff console (guestRelations): "I am typing in this conversation". */
export const chatTypingSchema = z.object({ conversationId: z.number().int().positive() });

export const chatPlayerContextParamsSchema = z.object({ playerId: z.coerce.number().int().positive() });

const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);

/** GET /api/staff/chat/players/{playerId}/context: the player beside the chat. */
export const chatPlayerContextSchema = z.object({
  player: z.object({
    id: z.number(),
    playerCode: z.string(),
    name: z.string(),
    nickname: z.string(),
    kycStatus: z.string(),
  }),
  /** Where the player sits now, or null. */
  seat: z.object({ tableId: z.number(), tableName: z.string(), seatNumber: z.number() }).nullable(),
  /** The player's latest food orders, newest first. */
  recentOrders: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      items: z.string(),
      total: moneyText,
      createdAt: z.string(),
    }),
  ),
  /** Cash balance and credit: only for roles that may read a player's money; null for the others (gre). */
  money: z
    .object({
      cashBalance: moneyText,
      creditLimit: moneyText,
      creditUsed: moneyText,
      creditApproved: z.boolean(),
    })
    .nullable(),
});
export type ChatPlayerContext = z.infer<typeof chatPlayerContextSchema>;

export const CANNED_REPLY_TITLE_MAX = 80;

export const cannedReplySchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedReplyListSchema = z.object({ replies: z.array(cannedReplySchema) });

export const cannedReplyBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Give the reply a title')
    .max(CANNED_REPLY_TITLE_MAX, `Keep the title under ${CANNED_REPLY_TITLE_MAX} characters`),
  body: chatMessageTextSchema,
});
export const cannedReplyUpdateSchema = cannedReplyBodySchema
  .partial()
  .refine((v) => v.title !== undefined || v.body !== undefined, 'Give a title or a text');
export const cannedReplyParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const cannedReplyDeletedSchema = z.object({ success: z.literal(true), id: z.number() });

/** Pushed to the guest-relations staff rooms only (STAFF_EVENTS in events.ts), never to players. */
const chatStaffEvents = {
  /** A conversation was claimed or taken over (claim) — or its claim ended (null). */
  chat_claim_updated: z.object({
    conversationId: z.number(),
    playerId: z.number(),
    claim: chatClaimSchema.nullable(),
    takenFrom: z.object({ staffId: z.number(), staffName: z.string() }).nullable(),
  }),
  /** A staff member is typing in a conversation (consoles warn when a second person types there). */
  chat_staff_typing: z.object({ conversationId: z.number(), staffId: z.number(), staffName: z.string() }),
  /** The canned replies changed (an admin wrote, edited or deleted one): the whole list, it is short. */
  canned_replies_updated: cannedReplyListSchema,
} satisfies Record<string, z.ZodType>;

/** Pushed events (rooms: player:{id} and the guest-relations staff rooms); docs/decisions/030 maps the spec's names. */
export const chatEvents = {
  /** A stored message in a conversation, from either side (the spec's new_message, message_sent, gre_message). */
  'new-message': z.object({
    playerId: z.number(),
    conversation: conversationSummarySchema,
    message: chatMessageSchema,
  }),
  /** The player's chat status moved (session_started, active, chat_closed / session_closed, cleared). */
  'chat-status-updated': z.object({
    playerId: z.number(),
    conversationId: z.number().nullable(),
    status: z.enum(CHAT_STATUSES),
    previousStatus: z.enum(CHAT_STATUSES),
    /** resolved: staff closed the conversation now (the player is asked whether to clear it). */
    event: z.enum(['started', 'active', 'resolved', 'cleared']),
    /** Stamped after the change committed: the client drops a change older than what it holds. */
    asOf: z.string(),
  }),
  /** Answer to the socket's get_messages, to the asking socket only. */
  chat_history: chatHistorySchema,
  ...chatStaffEvents,
} satisfies Record<string, z.ZodType>;

/** A status move as the use case knows it: the `chat-status-updated` payload before `asOf` is stamped after the commit. */
export type ChatStatusChange = Omit<z.infer<(typeof chatEvents)['chat-status-updated']>, 'asOf'>;
