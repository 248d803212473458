import { stillThere } from '../../db/rows';
import type { UseCaseContext } from '../../use-case';
import { publishChatStatus, publishChatWrite, publishClaim, publishStaffTyping } from './chat.events';
import {
  beingHandledBy,
  CHAT_DUPLICATE_WINDOW_MS,
  CHAT_MESSAGES,
  chatStatusOf,
  type ChatClaim,
  type ChatHistory,
  type ChatMessage,
  type ChatPlayerContext,
  type ChatStatus,
  type ChatStatusChange,
  type ConversationStatus,
  type ConversationSummary,
  type StaffConversation,
} from '@club/shared/chat';
import { fromPaise } from '@club/shared/money';
import { canReadPlayerMoney } from '@club/shared/player-directory';
import type { StaffRole } from '@club/shared/staff';
import { AppError, notFound } from '../../app-error';
import type { Db, Tx } from '../../db/client';
import { writeAudit } from '../staff/audit.service';
import {
  clearResolvedConversations,
  conversationsByStatus,
  conversationsOfPlayer,
  findClaimInForce,
  findLastMessageFrom,
  findPlayerContext,
  findPlayerWallet,
  insertConversation,
  insertMessage,
  loadConversations,
  loadStaffConversations,
  loadSummary,
  lockConversation,
  lockOpenConversation,
  lockPlayerForChat,
  toChatMessage,
  updateConversation,
} from './chat.repo';

export interface ChatWriteResult {
  duplicate: boolean;
  conversation: ConversationSummary;
  message: ChatMessage;
  statusChange: ChatStatusChange | null;
}

/**
 * A player reads their own chat; cleared conversations stay stored for staff but leave the player's view.
 * Each conversation's first message is its `initial_message` only, not repeated as the first entry of
 * `chat_messages` (the specification's reader shows both, issue 13 item 11).
 */
export async function getPlayerChatHistory(db: Db, playerId: number): Promise<ChatHistory> {
  const asOf = new Date().toISOString();
  const stored = await loadConversations(db, conversationsOfPlayer(playerId, { includeCleared: false }));
  const conversations = stored.map((c) => ({
    ...c,
    chat_messages: c.chat_messages.filter((m) => m.id !== c.initial_message_id),
  }));
  return { success: true, playerId, status: chatStatusOf(conversations), conversations, asOf };
}

/** Staff read everything the player wrote, cleared conversations included. */
export async function getStaffChatHistory(db: Db, playerId: number): Promise<ChatHistory> {
  const asOf = new Date().toISOString();
  const conversations = await loadConversations(db, conversationsOfPlayer(playerId, { includeCleared: true }));
  const shown = conversations.filter((c) => !c.cleared_at);
  return { success: true, playerId, status: chatStatusOf(shown), conversations, asOf };
}

/** The console's list: each conversation with who is handling it now (docs/decisions/098). */
export function listStaffConversations(
  db: Db,
  status: 'open' | 'all' | ConversationStatus,
): Promise<StaffConversation[]> {
  return loadStaffConversations(db, conversationsByStatus(status));
}

const isRecentDuplicate = (last: { message: string; createdAt: Date } | undefined, text: string, now: Date) =>
  !!last && last.message === text && now.getTime() - last.createdAt.getTime() < CHAT_DUPLICATE_WINDOW_MS;

/** What the player's status was before this write, for the status event. */
async function statusBefore(
  tx: Tx,
  playerId: number,
  open: { status: ConversationStatus } | undefined,
): Promise<ChatStatus> {
  if (open) return chatStatusOf([{ ...open, cleared_at: null }]);
  const shown = await loadConversations(tx, conversationsOfPlayer(playerId, { includeCleared: false }), 1);
  return chatStatusOf(shown);
}

/**
 * The player writes: into the open conversation, or a new pending one (none or recent → pending). The
 * same text again inside 5 s is dropped (dashboard.md section 9) and answered with the stored message.
 * The player's row is locked first, so two tabs sending at once cannot open two conversations.
 */
export async function sendPlayerMessage(
  ctx: UseCaseContext,
  input: { playerId: number; text: string; now?: Date },
): Promise<ChatWriteResult> {
  const { db } = ctx;
  const now = input.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const player = await lockPlayerForChat(tx, input.playerId);
    if (!player) throw notFound('Player');
    let conversation = await lockOpenConversation(tx, input.playerId);
    if (conversation) {
      const last = await findLastMessageFrom(tx, conversation.id, { kind: 'player' });
      if (last && isRecentDuplicate(last, input.text, now)) {
        return {
          duplicate: true,
          conversationId: conversation.id,
          message: toChatMessage(last, player.name),
          change: null,
        };
      }
    }
    let change: ChatStatusChange | null = null;
    if (!conversation) {
      const previousStatus = await statusBefore(tx, input.playerId, undefined);
      conversation = await insertConversation(tx, input.playerId);
      change = {
        playerId: input.playerId,
        conversationId: conversation.id,
        status: 'pending',
        previousStatus,
        event: 'started',
      };
    } else {
      await updateConversation(tx, conversation.id, { updatedAt: now });
    }
    const row = await insertMessage(tx, {
      sessionId: conversation.id,
      playerId: input.playerId,
      sender: 'player',
      message: input.text,
      createdAt: now,
    });
    return { duplicate: false, conversationId: conversation.id, message: toChatMessage(row, player.name), change };
  });
  const written = {
    duplicate: result.duplicate,
    conversation: stillThere(await loadSummary(db, result.conversationId), 'Conversation'),
    message: result.message,
    statusChange: result.change,
  };
  publishChatWrite(ctx, written);
  return written;
}

/** Staff reply: pending → active on the first reply; a resolved conversation takes no more messages. */
export async function replyAsStaff(
  ctx: UseCaseContext,
  input: { conversationId: number; staff: { staffId: number; name: string }; text: string; now?: Date },
): Promise<ChatWriteResult> {
  const { db } = ctx;
  const now = input.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, input.conversationId);
    if (!conversation) throw notFound('Conversation');
    if (conversation.status === 'resolved') throw new AppError('INVALID_STATE', CHAT_MESSAGES.closedConversation);
    const last = await findLastMessageFrom(tx, conversation.id, { kind: 'staff', staffId: input.staff.staffId });
    if (last && isRecentDuplicate(last, input.text, now)) {
      return { duplicate: true, message: toChatMessage(last, input.staff.name), change: null };
    }
    let change: ChatStatusChange | null = null;
    if (conversation.status === 'pending') {
      change = {
        playerId: conversation.playerId,
        conversationId: conversation.id,
        status: 'active',
        previousStatus: 'pending',
        event: 'active',
      };
    }
    await updateConversation(tx, conversation.id, { status: 'active', updatedAt: now });
    const row = await insertMessage(tx, {
      sessionId: conversation.id,
      playerId: conversation.playerId,
      sender: 'staff',
      staffId: input.staff.staffId,
      message: input.text,
      createdAt: now,
    });
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      playerId: conversation.playerId,
      action: 'chat.reply',
      entity: 'chat_session',
      entityId: conversation.id,
      before: { status: conversation.status },
      after: { status: 'active', messageId: row.id },
    });
    return { duplicate: false, message: toChatMessage(row, input.staff.name), change };
  });
  const written = {
    duplicate: result.duplicate,
    conversation: stillThere(await loadSummary(db, input.conversationId), 'Conversation'),
    message: result.message,
    statusChange: result.change,
  };
  publishChatWrite(ctx, written);
  return written;
}

/** Staff close a pending or active conversation: resolved, and the player's chat shows it as recent. */
export async function closeConversation(
  ctx: UseCaseContext,
  input: { conversationId: number; staffId: number; note?: string },
): Promise<{ conversation: ConversationSummary; statusChange: ChatStatusChange }> {
  const { db } = ctx;
  const change = await db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, input.conversationId);
    if (!conversation) throw notFound('Conversation');
    if (conversation.status === 'resolved') throw new AppError('INVALID_STATE', 'This conversation is already closed');
    // The claim ends with the conversation (docs/decisions/098); the note stays with it for staff.
    await updateConversation(tx, conversation.id, {
      status: 'resolved',
      closedAt: new Date(),
      closedBy: input.staffId,
      resolutionNote: input.note || null,
      claimedBy: null,
      claimedAt: null,
    });
    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: conversation.playerId,
      action: 'chat.close',
      entity: 'chat_session',
      entityId: conversation.id,
      before: { status: conversation.status },
      after: { status: 'resolved', resolutionNote: input.note || null },
      note: input.note || null,
    });
    return {
      playerId: conversation.playerId,
      conversationId: conversation.id,
      status: 'recent',
      previousStatus: conversation.status,
      event: 'resolved',
    } satisfies ChatStatusChange;
  });
  publishChatStatus(ctx, change);
  return {
    conversation: stillThere(await loadSummary(db, input.conversationId), 'Conversation'),
    statusChange: change,
  };
}

/**
 * The player clears their chat after staff closed it: resolved conversations leave the player's view
 * (kept for staff and the club's record); an open conversation is never cleared.
 */
export async function clearChatHistory(
  ctx: UseCaseContext,
  playerId: number,
): Promise<{ cleared: number; status: ChatStatus; statusChange: ChatStatusChange | null; asOf: string }> {
  const result = await ctx.db.transaction(async (tx) => {
    await lockPlayerForChat(tx, playerId);
    const open = await lockOpenConversation(tx, playerId);
    const previousStatus = await statusBefore(tx, playerId, open);
    const cleared = await clearResolvedConversations(tx, playerId);
    const status: ChatStatus = open ? chatStatusOf([{ ...open, cleared_at: null }]) : 'none';
    const statusChange =
      cleared > 0 && status !== previousStatus
        ? { playerId, conversationId: null, status, previousStatus, event: 'cleared' as const }
        : null;
    return { cleared, status, statusChange };
  });
  const asOf = new Date().toISOString();
  publishChatStatus(ctx, result.statusChange, asOf);
  return { ...result, asOf };
}

/**
 * Opening a conversation claims it (docs/decisions/098). A claim in force of a colleague (still signed in)
 * answers 409 "Being handled by <name>" unless this is an explicit take-over (audited as chat.take_over).
 * The conversation's row is locked first, so of two claims at once exactly one wins: the other then
 * finds the winner's claim. Claiming again what one already holds changes nothing.
 */
export async function claimConversation(
  ctx: UseCaseContext,
  input: { conversationId: number; staff: { staffId: number; name: string }; takeOver: boolean },
): Promise<{ conversationId: number; claim: ChatClaim; takenFrom: { staffId: number; staffName: string } | null }> {
  const result = await ctx.db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, input.conversationId);
    if (!conversation) throw notFound('Conversation');
    if (conversation.status === 'resolved') throw new AppError('INVALID_STATE', CHAT_MESSAGES.closedConversation);
    const current = await findClaimInForce(tx, conversation.id);
    if (current?.staffId === input.staff.staffId) {
      return { playerId: conversation.playerId, claim: current, takenFrom: null, changed: false };
    }
    if (current && !input.takeOver) {
      throw new AppError('CONFLICT', `${beingHandledBy(current.staffName)}. Take it over to answer it yourself.`, {
        details: { claim: current },
      });
    }
    const claimedAt = new Date();
    // A claim is not activity: updated_at (the inbox's order) stays as it was.
    await updateConversation(tx, conversation.id, {
      claimedBy: input.staff.staffId,
      claimedAt,
      updatedAt: conversation.updatedAt,
    });
    const takenFrom = current ? { staffId: current.staffId, staffName: current.staffName } : null;
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      playerId: conversation.playerId,
      action: takenFrom ? 'chat.take_over' : 'chat.claim',
      entity: 'chat_session',
      entityId: conversation.id,
      before: { claimedBy: conversation.claimedBy, inForce: takenFrom?.staffId ?? null },
      after: { claimedBy: input.staff.staffId },
    });
    const claim = { staffId: input.staff.staffId, staffName: input.staff.name, claimedAt: claimedAt.toISOString() };
    return { playerId: conversation.playerId, claim, takenFrom, changed: true };
  });
  if (result.changed) {
    publishClaim(ctx, {
      conversationId: input.conversationId,
      playerId: result.playerId,
      claim: result.claim,
      takenFrom: result.takenFrom,
    });
  }
  return { conversationId: input.conversationId, claim: result.claim, takenFrom: result.takenFrom };
}

/** A staff console says its member is typing: the guest-relations rooms hear it, the player never does. */
export function signalStaffTyping(
  ctx: Pick<UseCaseContext, 'publish'>,
  input: { conversationId: number; staffId: number; staffName: string },
): void {
  publishStaffTyping(ctx, input);
}

/**
 * The player beside the chat: name, nickname, seat now, recent food orders and KYC status for every
 * guest-relations role; cash and credit only for roles that may read a player's money (not gre).
 */
export async function getPlayerChatContext(
  db: Db,
  input: { playerId: number; role: StaffRole },
): Promise<ChatPlayerContext> {
  const found = await findPlayerContext(db, input.playerId);
  if (!found) throw notFound('Player');
  const { orders, ...rest } = found;
  let money: ChatPlayerContext['money'] = null;
  if (canReadPlayerMoney(input.role)) {
    const wallet = await findPlayerWallet(db, input.playerId);
    money = {
      cashBalance: fromPaise(wallet?.cashPaise ?? 0n),
      creditLimit: fromPaise(wallet?.creditLimitPaise ?? 0n),
      creditUsed: fromPaise(wallet?.creditPaise ?? 0n),
      creditApproved: wallet?.creditApproved ?? false,
    };
  }
  return {
    ...rest,
    recentOrders: orders.map((o) => ({
      id: o.id,
      status: o.status,
      items: o.items,
      total: fromPaise(o.totalPaise),
      createdAt: o.createdAt.toISOString(),
    })),
    money,
  };
}

interface StaffWrite {
  message: ChatMessage;
  statusChange: ChatStatusChange | null;
}

/**
 * Inside the caller's transaction: staff write to a player's open conversation, or open one (the
 * player's own words, `opening`, become its first message, so the player's chat reads as a reply; the
 * conversation is claimed for the writer). Publish with publishStaffMessage after the commit.
 */
export async function writeStaffMessageToPlayer(
  tx: Tx,
  input: { playerId: number; staff: { staffId: number; name: string }; text: string; opening: string; now?: Date },
): Promise<{ conversationId: number; writes: StaffWrite[] }> {
  const now = input.now ?? new Date();
  const player = await lockPlayerForChat(tx, input.playerId);
  if (!player) throw notFound('Player');
  const writes: StaffWrite[] = [];
  let conversation = await lockOpenConversation(tx, input.playerId);
  if (!conversation) {
    const previousStatus = await statusBefore(tx, input.playerId, undefined);
    conversation = await insertConversation(tx, input.playerId);
    await updateConversation(tx, conversation.id, { claimedBy: input.staff.staffId, claimedAt: now });
    const first = await insertMessage(tx, {
      sessionId: conversation.id,
      playerId: input.playerId,
      sender: 'player',
      message: input.opening,
      createdAt: now,
    });
    writes.push({
      message: toChatMessage(first, player.name),
      statusChange: {
        playerId: input.playerId,
        conversationId: conversation.id,
        status: 'pending',
        previousStatus,
        event: 'started',
      },
    });
  }
  const before = writes.length > 0 ? 'pending' : conversation.status;
  await updateConversation(tx, conversation.id, { status: 'active', updatedAt: now });
  const row = await insertMessage(tx, {
    sessionId: conversation.id,
    playerId: input.playerId,
    sender: 'staff',
    staffId: input.staff.staffId,
    message: input.text,
    createdAt: now,
  });
  writes.push({
    message: toChatMessage(row, input.staff.name),
    statusChange:
      before === 'pending'
        ? {
            playerId: input.playerId,
            conversationId: conversation.id,
            status: 'active',
            previousStatus: 'pending',
            event: 'active',
          }
        : null,
  });
  await writeAudit(tx, {
    staffId: input.staff.staffId,
    playerId: input.playerId,
    action: 'chat.reply',
    entity: 'chat_session',
    entityId: conversation.id,
    before: { status: writes.length > 1 ? 'none' : before },
    after: { status: 'active', messageId: row.id },
  });
  return { conversationId: conversation.id, writes };
}

/** After the commit of writeStaffMessageToPlayer: the player's tabs and guest relations hear each write in order. */
export async function publishStaffMessage(
  ctx: UseCaseContext,
  result: { conversationId: number; writes: StaffWrite[] },
  staffId: number,
): Promise<void> {
  const conversation = stillThere(await loadSummary(ctx.db, result.conversationId), 'Conversation');
  for (const write of result.writes) publishChatWrite(ctx, { duplicate: false, conversation, ...write });
  if (result.writes.length > 1) {
    const claim = await findClaimInForce(ctx.db, result.conversationId);
    if (claim?.staffId === staffId) {
      publishClaim(ctx, {
        conversationId: result.conversationId,
        playerId: conversation.player_id,
        claim,
        takenFrom: null,
      });
    }
  }
}
