import { returnedRow } from '../../db/rows';
import type { ChatMessage, Conversation, ConversationStatus, ConversationSummary } from '@club/shared/chat';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { chatMessages, chatSessions, players, staff } from '../../db/schema';

type SessionRow = typeof chatSessions.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

const playerName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** The player's open conversation (pending or active), locked for the caller's transaction. */
export async function lockOpenConversation(tx: Tx, playerId: number): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.playerId, playerId), ne(chatSessions.status, 'resolved')))
    .for('update');
  return row;
}

export async function lockConversation(tx: Tx, id: number): Promise<SessionRow | undefined> {
  const [row] = await tx.select().from(chatSessions).where(eq(chatSessions.id, id)).for('update');
  return row;
}

/**
 * Serialises one player's chat writes: the first message of a conversation has no row to lock yet, so
 * the player's row is the lock (no key update: it does not block foreign keys that point at the player).
 */
export async function lockPlayerForChat(tx: Tx, playerId: number): Promise<{ name: string } | undefined> {
  const [row] = await tx
    .select({ firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(eq(players.id, playerId))
    .for('no key update');
  return row && { name: playerName(row) };
}

/** The newest message of this sender in the conversation, for the 5 s duplicate rule. */
export async function findLastMessageFrom(
  tx: Tx,
  sessionId: number,
  sender: { kind: 'player' } | { kind: 'staff'; staffId: number },
): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, sessionId),
        eq(chatMessages.sender, sender.kind),
        sender.kind === 'staff' ? eq(chatMessages.staffId, sender.staffId) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1);
  return row;
}

export async function insertConversation(tx: Tx, playerId: number): Promise<SessionRow> {
  const row = returnedRow(await tx.insert(chatSessions).values({ playerId, status: 'pending' }).returning());
  return row;
}

export async function insertMessage(
  tx: Tx,
  values: {
    sessionId: number;
    playerId: number;
    sender: 'player' | 'staff';
    staffId?: number;
    message: string;
    createdAt: Date;
  },
): Promise<MessageRow> {
  const row = returnedRow(await tx.insert(chatMessages).values(values).returning());
  return row;
}

export async function updateConversation(
  tx: Tx,
  id: number,
  values: Partial<Pick<SessionRow, 'status' | 'closedAt' | 'closedBy' | 'clearedAt' | 'updatedAt'>>,
): Promise<SessionRow> {
  const row = returnedRow(
    await tx
      .update(chatSessions)
      .set({ updatedAt: new Date(), ...values })
      .where(eq(chatSessions.id, id))
      .returning(),
  );
  return row;
}

/** Marks the player's resolved, not yet cleared conversations as cleared; answers how many. */
export async function clearResolvedConversations(tx: Tx, playerId: number): Promise<number> {
  const rows = await tx
    .update(chatSessions)
    .set({ clearedAt: new Date() })
    .where(
      and(eq(chatSessions.playerId, playerId), eq(chatSessions.status, 'resolved'), isNull(chatSessions.clearedAt)),
    )
    .returning({ id: chatSessions.id });
  return rows.length;
}

/** Conversations with their messages, oldest first, mapped to the shared contract. */
export async function loadConversations(db: DbOrTx, where: SQL | undefined, limit = 200): Promise<Conversation[]> {
  const sessions = await db
    .select({ session: chatSessions, firstName: players.firstName, lastName: players.lastName })
    .from(chatSessions)
    .innerJoin(players, eq(players.id, chatSessions.playerId))
    .where(where)
    .orderBy(desc(chatSessions.createdAt), desc(chatSessions.id))
    .limit(limit);
  if (sessions.length === 0) return [];
  const messages = await db
    .select({ message: chatMessages, staffName: staff.name })
    .from(chatMessages)
    .leftJoin(staff, eq(staff.id, chatMessages.staffId))
    .where(
      inArray(
        chatMessages.sessionId,
        sessions.map((s) => s.session.id),
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return sessions.reverse().map(({ session, ...name }) => {
    const own = messages.filter((m) => m.message.sessionId === session.id);
    const mapped = own.map((m) => toChatMessage(m.message, m.staffName ?? playerName(name)));
    return { ...toSummary(session, playerName(name), mapped[0]), chat_messages: mapped };
  });
}

export const conversationsOfPlayer = (playerId: number, options: { includeCleared: boolean }) =>
  and(eq(chatSessions.playerId, playerId), options.includeCleared ? undefined : isNull(chatSessions.clearedAt));

export const conversationsByStatus = (status: 'open' | 'all' | ConversationStatus) =>
  status === 'all'
    ? undefined
    : status === 'open'
      ? ne(chatSessions.status, 'resolved')
      : eq(chatSessions.status, status);

export async function loadSummary(db: DbOrTx, id: number): Promise<ConversationSummary | undefined> {
  const [conversation] = await loadConversations(db, eq(chatSessions.id, id), 1);
  if (!conversation) return undefined;
  const { chat_messages: _messages, ...summary } = conversation;
  return summary;
}

export function toChatMessage(row: MessageRow, senderName: string): ChatMessage {
  return {
    id: row.id,
    session_id: row.sessionId,
    player_id: row.playerId,
    sender: row.sender as ChatMessage['sender'],
    sender_name: senderName,
    message: row.message,
    message_text: row.message,
    timestamp: row.createdAt.toISOString(),
    status: 'sent',
  };
}

function toSummary(row: SessionRow, name: string, first: ChatMessage | undefined): ConversationSummary {
  return {
    id: row.id,
    player_id: row.playerId,
    player_name: name,
    status: row.status,
    initial_message: first?.message ?? '',
    initial_message_id: first?.id ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    cleared_at: row.clearedAt?.toISOString() ?? null,
  };
}
