import { CONVERSATION_STATUSES } from '@club/shared/chat';
import { FEEDBACK_STATUSES } from '@club/shared/feedback';
import { REDEMPTION_STATUSES, VIP_REWARD_TYPES } from '@club/shared/vip';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { players } from './players';
import { staff } from './staff';

/**
 * A guest-relations conversation: pending when the player writes, active when staff reply, resolved when closed.
 * cleared_at: the player cleared it from their chat after it was resolved; it stays stored for staff
 * (docs/decisions/030).
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    closedAt: tstz('closed_at'),
    closedBy: integer('closed_by').references(() => staff.id),
    clearedAt: tstz('cleared_at'),
    /** The staff member handling it (docs/decisions/098): set on open, moved by a take-over, cleared on close. */
    claimedBy: integer('claimed_by').references(() => staff.id),
    claimedAt: tstz('claimed_at'),
    /** What staff wrote when closing it (staff only; the player never reads it). */
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    check('chat_sessions_status', sql`${t.status} IN ('pending', 'active', 'resolved')`),
    check('chat_sessions_cleared_when_resolved', sql`${t.clearedAt} IS NULL OR ${t.status} = 'resolved'`),
    uniqueIndex('chat_sessions_one_open_per_player').on(t.playerId).where(sql`status <> 'resolved'`),
    // A player's chat history reads every conversation of theirs, closed ones included.
    index('chat_sessions_player_idx').on(t.playerId, t.createdAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_sender', sql`${t.sender} IN ('player', 'staff')`),
    check('chat_messages_not_blank', sql`length(btrim(${t.message})) > 0`),
    index('chat_messages_session_idx').on(t.sessionId, t.createdAt),
    index('chat_messages_player_idx').on(t.playerId, t.createdAt),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** new until a guest-relations member opens it, read, then responded (a chat message or a notification). */
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('new'),
    readAt: tstz('read_at'),
    readBy: integer('read_by').references(() => staff.id),
    respondedAt: tstz('responded_at'),
    respondedBy: integer('responded_by').references(() => staff.id),
    /** How it was answered: 'chat' or 'notification'. */
    responseVia: text('response_via'),
  },
  (t) => [
    check('feedback_not_blank', sql`length(btrim(${t.message})) > 0`),
    check('feedback_status', sql`${t.status} IN ('new', 'read', 'responded')`),
    check('feedback_response_via', sql`${t.responseVia} IS NULL OR ${t.responseVia} IN ('chat', 'notification')`),
    index('feedback_created_idx').on(t.createdAt),
  ],
);

/** Replies guest relations insert into a chat; super admins and admins manage them (issue 18). */
export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdBy: integer('created_by').references(() => staff.id),
    updatedBy: integer('updated_by').references(() => staff.id),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('canned_replies_not_blank', sql`length(btrim(${t.title})) > 0 AND length(btrim(${t.body})) > 0`),
    uniqueIndex('canned_replies_title_unique').on(sql`lower(${t.title})`),
  ],
);

export const vipRedemptions = pgTable(
  'vip_redemptions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    rewardType: text('reward_type', { enum: VIP_REWARD_TYPES }).notNull(),
    pointsCost: integer('points_cost').notNull(),
    status: text('status', { enum: REDEMPTION_STATUSES }).notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => staff.id),
    note: text('note'),
    createdAt: createdAt(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    check('vip_redemptions_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check('vip_redemptions_cost', sql`${t.pointsCost} > 0`),
    // One pending request per player: the button stays disabled while one is pending.
    uniqueIndex('vip_redemptions_one_pending').on(t.playerId).where(sql`status = 'pending'`),
    index('vip_redemptions_player_idx').on(t.playerId),
  ],
);
