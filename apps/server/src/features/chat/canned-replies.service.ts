import type { CannedReply } from '@club/shared/chat';
import { AppError, notFound } from '../../app-error';
import type { Db, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import type { UseCaseContext } from '../../use-case';
import { writeAudit } from '../staff/audit.service';
import { publishCannedReplies } from './chat.events';
import {
  deleteCannedReply,
  findCannedReplyByTitle,
  insertCannedReply,
  listCannedReplies,
  lockCannedReply,
  updateCannedReply,
} from './chat.repo';

const TITLE_TAKEN = 'A canned reply with this title already exists';

/** Guest relations read them to insert into a reply. */
export function readCannedReplies(db: Db): Promise<CannedReply[]> {
  return listCannedReplies(db);
}

/** The title is unique whatever its case; a race that slips past the check meets the unique index. */
async function uniqueTitle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'canned_replies_title_unique') throw new AppError('CONFLICT', TITLE_TAKEN);
    throw error;
  }
}

async function refuseTakenTitle(tx: Tx, title: string | undefined, exceptId?: number) {
  if (title !== undefined && (await findCannedReplyByTitle(tx, title, exceptId))) {
    throw new AppError('CONFLICT', TITLE_TAKEN);
  }
}

/** A super admin or admin writes a canned reply; every guest-relations console's picker follows. */
export async function createCannedReply(
  ctx: UseCaseContext,
  input: { title: string; body: string; staffId: number },
): Promise<CannedReply> {
  const reply = await uniqueTitle(() =>
    ctx.db.transaction(async (tx) => {
      await refuseTakenTitle(tx, input.title);
      const created = await insertCannedReply(tx, input);
      await writeAudit(tx, {
        staffId: input.staffId,
        action: 'canned_reply.create',
        entity: 'canned_reply',
        entityId: created.id,
        after: { title: created.title, body: created.body },
      });
      return created;
    }),
  );
  publishCannedReplies(ctx, await listCannedReplies(ctx.db));
  return reply;
}

export async function editCannedReply(
  ctx: UseCaseContext,
  input: { id: number; title?: string; body?: string; staffId: number },
): Promise<CannedReply> {
  const reply = await uniqueTitle(() =>
    ctx.db.transaction(async (tx) => {
      const before = await lockCannedReply(tx, input.id);
      if (!before) throw notFound('Canned reply');
      await refuseTakenTitle(tx, input.title, input.id);
      const updated = await updateCannedReply(tx, input.id, input);
      await writeAudit(tx, {
        staffId: input.staffId,
        action: 'canned_reply.update',
        entity: 'canned_reply',
        entityId: input.id,
        before: { title: before.title, body: before.body },
        after: { title: updated.title, body: updated.body },
      });
      return updated;
    }),
  );
  publishCannedReplies(ctx, await listCannedReplies(ctx.db));
  return reply;
}

export async function removeCannedReply(ctx: UseCaseContext, input: { id: number; staffId: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockCannedReply(tx, input.id);
    if (!before) throw notFound('Canned reply');
    await deleteCannedReply(tx, input.id);
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'canned_reply.delete',
      entity: 'canned_reply',
      entityId: input.id,
      before: { title: before.title, body: before.body },
    });
  });
  publishCannedReplies(ctx, await listCannedReplies(ctx.db));
}
