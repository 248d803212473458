import { returnedRow } from '../../db/rows';
import { staffRoomsOf } from '@club/shared/events';
import type { FeedbackStatus, RespondToFeedback, StaffFeedback } from '@club/shared/feedback';
import type { UseCaseContext } from '../../use-case';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../app-error';
import type { Db, DbOrTx } from '../../db/client';
import { feedback, players, staff } from '../../db/schema';
import type { StaffSession } from '../../auth/sessions.service';
import { publishStaffMessage, writeStaffMessageToPlayer } from '../chat/chat.service';
import { sendNotification } from '../notifications/notifications.service';
import { writeAudit } from '../staff/audit.service';

type FeedbackRow = typeof feedback.$inferSelect;

const toFeedback = (row: FeedbackRow) => ({
  id: row.id,
  playerId: row.playerId,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** Stores a player's feedback as written (already trimmed and length-checked by the shared schema). */
async function recordFeedback(db: Db, input: { playerId: number; message: string }) {
  const row = returnedRow(await db.insert(feedback).values(input).returning());
  return toFeedback(row);
}

/** The newest feedback first, with who wrote it and its status, for staff. */
export async function listFeedback(db: Db, limit: number): Promise<StaffFeedback[]> {
  return selectStaffFeedback(db).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit).then(toStaffRows);
}

/** One feedback message as staff see it (with the player's name and its status), for the pushes. */
export async function findStaffFeedback(db: DbOrTx, id: number): Promise<StaffFeedback | undefined> {
  const [row] = await selectStaffFeedback(db).where(eq(feedback.id, id)).then(toStaffRows);
  return row;
}

const responder = alias(staff, 'responder');

const selectStaffFeedback = (db: DbOrTx) =>
  db
    .select({
      row: feedback,
      firstName: players.firstName,
      lastName: players.lastName,
      email: players.email,
      respondedBy: responder.name,
    })
    .from(feedback)
    .innerJoin(players, eq(players.id, feedback.playerId))
    .leftJoin(responder, eq(responder.id, feedback.respondedBy))
    .$dynamic();

type StaffRow = {
  row: FeedbackRow;
  firstName: string;
  lastName: string;
  email: string;
  respondedBy: string | null;
};
const toStaffRows = (rows: StaffRow[]): StaffFeedback[] =>
  rows.map(({ row, firstName, lastName, email, respondedBy }) => ({
    ...toFeedback(row),
    playerName: `${firstName} ${lastName}`.trim(),
    playerEmail: email,
    status: row.status,
    readAt: row.readAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    respondedBy,
    responseVia: (row.responseVia as StaffFeedback['responseVia']) ?? null,
  }));

/** A player's feedback: guest relations see it at once. */
export async function submitFeedback(ctx: UseCaseContext, input: { playerId: number; message: string }) {
  const saved = await recordFeedback(ctx.db, input);
  const forStaff = await findStaffFeedback(ctx.db, saved.id);
  if (forStaff) ctx.publish(staffRoomsOf('feedback_received'), 'feedback_received', forStaff);
  return saved;
}

async function lockFeedback(tx: DbOrTx, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
  return row;
}

const publishFeedbackUpdated = (ctx: UseCaseContext, row: StaffFeedback) =>
  ctx.publish(staffRoomsOf('feedback_updated'), 'feedback_updated', row);

/** Opening a feedback marks it read (new → read, audited); read or responded feedback stays as it is. */
export async function markFeedbackRead(ctx: UseCaseContext, input: { id: number; staffId: number }) {
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await lockFeedback(tx, input.id);
    if (!row) throw notFound('Feedback');
    if (row.status !== 'new') return false;
    await tx
      .update(feedback)
      .set({ status: 'read', readAt: new Date(), readBy: input.staffId })
      .where(eq(feedback.id, input.id));
    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: row.playerId,
      action: 'feedback.read',
      entity: 'feedback',
      entityId: row.id,
      before: { status: row.status },
      after: { status: 'read' },
    });
    return true;
  });
  const view = await findStaffFeedback(ctx.db, input.id);
  if (!view) throw notFound('Feedback');
  if (changed) publishFeedbackUpdated(ctx, view);
  return view;
}

/** Marks the feedback responded (whatever it was) with who answered and how, audited. */
async function recordResponse(
  tx: DbOrTx,
  row: FeedbackRow,
  input: { staffId: number; via: 'chat' | 'notification'; target: Record<string, number> },
) {
  const now = new Date();
  const status: FeedbackStatus = 'responded';
  await tx
    .update(feedback)
    .set({
      status,
      readAt: row.readAt ?? now,
      readBy: row.readBy ?? input.staffId,
      respondedAt: now,
      respondedBy: input.staffId,
      responseVia: input.via,
    })
    .where(eq(feedback.id, row.id));
  await writeAudit(tx, {
    staffId: input.staffId,
    playerId: row.playerId,
    action: 'feedback.respond',
    entity: 'feedback',
    entityId: row.id,
    before: { status: row.status },
    after: { status, via: input.via, ...input.target },
  });
}

/**
 * Guest relations answer a feedback: by a chat message (into the player's open conversation, or a new one
 * that starts with the player's feedback) in one transaction with the status; or by a notification to
 * the player through the notification service, after which the status is recorded (docs/decisions/098).
 */
export async function respondToFeedback(
  ctx: UseCaseContext,
  input: { id: number; staff: Pick<StaffSession, 'staffId' | 'name' | 'role'>; answer: RespondToFeedback },
): Promise<{ feedback: StaffFeedback; conversationId: number | null; notificationId: number | null }> {
  const { answer, staff: member } = input;
  let conversationId: number | null = null;
  let notificationId: number | null = null;
  if (answer.via === 'chat') {
    const written = await ctx.db.transaction(async (tx) => {
      const row = await lockFeedback(tx, input.id);
      if (!row) throw notFound('Feedback');
      const chat = await writeStaffMessageToPlayer(tx, {
        playerId: row.playerId,
        staff: { staffId: member.staffId, name: member.name },
        text: answer.message,
        opening: `Feedback: ${row.message}`,
      });
      await recordResponse(tx, row, {
        staffId: member.staffId,
        via: 'chat',
        target: { conversationId: chat.conversationId },
      });
      return chat;
    });
    conversationId = written.conversationId;
    await publishStaffMessage(ctx, written, member.staffId);
  } else {
    const [row] = await ctx.db.select().from(feedback).where(eq(feedback.id, input.id));
    if (!row) throw notFound('Feedback');
    const sent = await sendNotification(
      ctx,
      {
        title: answer.title,
        message: answer.message,
        messageType: 'general',
        priority: 'normal',
        mediaUrl: null,
        target: { playerId: row.playerId },
      },
      member,
    );
    notificationId = sent.id;
    await ctx.db.transaction(async (tx) => {
      const locked = await lockFeedback(tx, input.id);
      if (!locked) throw notFound('Feedback');
      await recordResponse(tx, locked, {
        staffId: member.staffId,
        via: 'notification',
        target: { notificationId: sent.id },
      });
    });
  }
  const view = await findStaffFeedback(ctx.db, input.id);
  if (!view) throw notFound('Feedback');
  publishFeedbackUpdated(ctx, view);
  return { feedback: view, conversationId, notificationId };
}
