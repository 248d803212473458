import { returnedRow } from '../../db/rows';
import type {
  CannedReply,
  ChatClaim,
  ChatMessage,
  ChatPlayerContext,
  Conversation,
  ConversationStatus,
  ConversationSummary,
  StaffConversation,
} from '@club/shared/chat';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  cannedReplies,
  chatMessages,
  chatSessions,
  foodOrders,
  players,
  pokerTables,
  seats,
  staff,
  wallets,
} from '../../db/schema';

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
  values: Partial<
    Pick<
      SessionRow,
      'status' | 'closedAt' | 'closedBy' | 'clearedAt' | 'updatedAt' | 'claimedBy' | 'claimedAt' | 'resolutionNote'
    >
  >,
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

// --- Claims (docs/decisions/098) ---

/**
 * A claim is in force while its staff member is still signed in: an active account with a live session.
 * Signing out (or being signed out: deactivation, expiry) lets the claim lapse without a write.
 */
const claimerSignedIn = sql<boolean>`exists (
  select 1 from sessions s join staff m on m.id = s.staff_id
  where s.staff_id = ${chatSessions.claimedBy} and s.kind = 'staff' and m.is_active
    and s.revoked_at is null and s.expires_at > now()
)`;

/** The claim in force on a conversation (row already locked by the caller), or null. */
export async function findClaimInForce(tx: DbOrTx, conversationId: number): Promise<ChatClaim | null> {
  const [row] = await tx
    .select({ staffId: chatSessions.claimedBy, staffName: staff.name, claimedAt: chatSessions.claimedAt })
    .from(chatSessions)
    .innerJoin(staff, eq(staff.id, chatSessions.claimedBy))
    .where(and(eq(chatSessions.id, conversationId), claimerSignedIn));
  return row?.staffId && row.claimedAt
    ? { staffId: row.staffId, staffName: row.staffName, claimedAt: row.claimedAt.toISOString() }
    : null;
}

/** The open conversations with who handles each now (a lapsed claim reads as none). */
export async function loadStaffConversations(db: DbOrTx, where: SQL | undefined): Promise<StaffConversation[]> {
  const conversations = await loadConversations(db, where);
  if (conversations.length === 0) return [];
  const claims = await db
    .select({
      id: chatSessions.id,
      staffId: chatSessions.claimedBy,
      staffName: staff.name,
      claimedAt: chatSessions.claimedAt,
    })
    .from(chatSessions)
    .innerJoin(staff, eq(staff.id, chatSessions.claimedBy))
    .where(
      and(
        inArray(
          chatSessions.id,
          conversations.map((c) => c.id),
        ),
        claimerSignedIn,
      ),
    );
  return conversations.map((c) => {
    const claim = claims.find((k) => k.id === c.id);
    return {
      ...c,
      claim:
        claim?.staffId && claim.claimedAt
          ? { staffId: claim.staffId, staffName: claim.staffName, claimedAt: claim.claimedAt.toISOString() }
          : null,
    };
  });
}

// --- The player's context beside the chat ---

const RECENT_ORDERS = 5;

/** The player, their seat now and latest food orders; money is read separately (not for every role). */
export async function findPlayerContext(
  db: DbOrTx,
  playerId: number,
): Promise<
  | (Omit<ChatPlayerContext, 'money' | 'recentOrders'> & {
      orders: Array<{ id: number; status: string; totalPaise: bigint; createdAt: Date; items: string }>;
    })
  | null
> {
  const [player] = await db
    .select({
      id: players.id,
      playerCode: players.playerCode,
      firstName: players.firstName,
      lastName: players.lastName,
      nickname: players.nickname,
      kycStatus: players.kycStatus,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) return null;
  const [seat] = await db
    .select({ tableId: pokerTables.id, tableName: pokerTables.name, seatNumber: seats.seatNumber })
    .from(seats)
    .innerJoin(pokerTables, eq(pokerTables.id, seats.tableId))
    .where(and(eq(seats.playerId, playerId), isNull(seats.endedAt)))
    .limit(1);
  const orders = await db
    .select({
      id: foodOrders.id,
      status: foodOrders.status,
      totalPaise: foodOrders.totalPaise,
      createdAt: foodOrders.createdAt,
      items: sql<string>`coalesce((
        select string_agg(l.quantity || ' × ' || l.name, ', ' order by l.id)
        from food_order_lines l where l.order_id = "food_orders"."id"
      ), '')`,
    })
    .from(foodOrders)
    .where(eq(foodOrders.playerId, playerId))
    .orderBy(desc(foodOrders.createdAt), desc(foodOrders.id))
    .limit(RECENT_ORDERS);
  return {
    player: {
      id: player.id,
      playerCode: player.playerCode,
      name: playerName(player),
      nickname: player.nickname,
      kycStatus: player.kycStatus,
    },
    seat: seat ?? null,
    orders,
  };
}

export async function findPlayerWallet(db: DbOrTx, playerId: number) {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.playerId, playerId));
  return wallet ?? null;
}

// --- Canned replies ---

type CannedRow = typeof cannedReplies.$inferSelect;
const toCannedReply = (row: CannedRow): CannedReply => ({
  id: row.id,
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listCannedReplies(db: DbOrTx): Promise<CannedReply[]> {
  const rows = await db.select().from(cannedReplies).orderBy(sql`lower(${cannedReplies.title})`, asc(cannedReplies.id));
  return rows.map(toCannedReply);
}

export async function lockCannedReply(tx: Tx, id: number): Promise<CannedRow | undefined> {
  const [row] = await tx.select().from(cannedReplies).where(eq(cannedReplies.id, id)).for('update');
  return row;
}

/** Another reply with this title (case-insensitive), other than `exceptId`. */
export async function findCannedReplyByTitle(tx: Tx, title: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: cannedReplies.id })
    .from(cannedReplies)
    .where(
      and(
        sql`lower(${cannedReplies.title}) = lower(${title})`,
        exceptId === undefined ? undefined : ne(cannedReplies.id, exceptId),
      ),
    );
  return row;
}

export async function insertCannedReply(tx: Tx, values: { title: string; body: string; staffId: number }) {
  return toCannedReply(
    returnedRow(
      await tx
        .insert(cannedReplies)
        .values({ title: values.title, body: values.body, createdBy: values.staffId, updatedBy: values.staffId })
        .returning(),
    ),
  );
}

export async function updateCannedReply(
  tx: Tx,
  id: number,
  values: { title?: string; body?: string; staffId: number },
) {
  return toCannedReply(
    returnedRow(
      await tx
        .update(cannedReplies)
        .set({ title: values.title, body: values.body, updatedBy: values.staffId, updatedAt: new Date() })
        .where(eq(cannedReplies.id, id))
        .returning(),
    ),
  );
}

export async function deleteCannedReply(tx: Tx, id: number): Promise<void> {
  await tx.delete(cannedReplies).where(eq(cannedReplies.id, id));
}
