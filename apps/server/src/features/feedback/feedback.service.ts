import { returnedRow } from '../../db/rows';
import { staffRoomsFor } from '@club/shared/events';
import type { UseCaseContext } from '../../use-case';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback, players } from '../../db/schema';

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

/** The newest feedback first, with who wrote it, for staff. */
export async function listFeedback(db: Db, limit: number) {
  return selectStaffFeedback(db).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit).then(toStaffRows);
}

/** One feedback message as staff see it (with the player's name), for the push to guest relations. */
export async function findStaffFeedback(db: Db, id: number) {
  const [row] = await selectStaffFeedback(db).where(eq(feedback.id, id)).then(toStaffRows);
  return row;
}

const selectStaffFeedback = (db: Db) =>
  db
    .select({ row: feedback, firstName: players.firstName, lastName: players.lastName, email: players.email })
    .from(feedback)
    .innerJoin(players, eq(players.id, feedback.playerId))
    .$dynamic();

type StaffRow = { row: typeof feedback.$inferSelect; firstName: string; lastName: string; email: string };
const toStaffRows = (rows: StaffRow[]) =>
  rows.map(({ row, firstName, lastName, email }) => ({
    ...toFeedback(row),
    playerName: `${firstName} ${lastName}`.trim(),
    playerEmail: email,
  }));

/** A player's feedback: guest relations see it at once. */
export async function submitFeedback(ctx: UseCaseContext, input: { playerId: number; message: string }) {
  const saved = await recordFeedback(ctx.db, input);
  const forStaff = await findStaffFeedback(ctx.db, saved.id);
  if (forStaff) ctx.publish(staffRoomsFor('guestRelations'), 'feedback_received', forStaff);
  return saved;
}
