import { returnedRow } from '../../db/rows';
import { ROOMS } from '@club/shared/events';
import type { UseCaseContext } from '../../use-case';
import type { CreateOfferRequest, Offer, StaffOffer, UpdateOfferRequest } from '@club/shared/offers';
import { eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Db } from '../../db/client';
import { offers, offerViews } from '../../db/schema';
import { writeAudit } from '../staff/audit.service';
import {
  findVisibleOffer,
  listStaffOffers,
  lockActiveOffersInOrder,
  lockOffer,
  setOfferPriority,
  toOffer,
} from './offers.repo';

/** Counts one view of an offer the player can see; an offer out of its dates or inactive is not found. */
export async function recordOfferView(db: Db, input: { playerId: number; offerId: number }): Promise<void> {
  if (!(await findVisibleOffer(db, input.offerId))) throw notFound('Offer');
  await db.insert(offerViews).values({ offerId: input.offerId, playerId: input.playerId });
}

const toDate = (value: string | null | undefined) => (value === undefined ? undefined : value ? new Date(value) : null);

async function insertOffer(db: Db, staffId: number, input: CreateOfferRequest): Promise<Offer> {
  return db.transaction(async (tx) => {
    const row = returnedRow(
      await tx
        .insert(offers)
        .values({
          title: input.title,
          description: input.description,
          offerType: input.offer_type,
          priority: input.priority,
          targetAudience: input.target_audience,
          clickUrl: input.click_url ?? null,
          imageUrl: input.image_url ?? null,
          videoUrl: input.video_url ?? null,
          startDate: toDate(input.start_date) ?? null,
          endDate: toDate(input.end_date) ?? null,
          status: input.status,
        })
        .returning(),
    );
    const created = toOffer(row);
    await writeAudit(tx, { staffId, action: 'offer.create', entity: 'offer', entityId: row.id, after: created });
    return created;
  });
}

async function changeOffer(db: Db, staffId: number, id: number, input: UpdateOfferRequest): Promise<Offer> {
  return db.transaction(async (tx) => {
    const before = await lockOffer(tx, id);
    if (!before) throw notFound('Offer');
    const startDate = toDate(input.start_date);
    const endDate = toDate(input.end_date);
    // The body's own check sees only the dates it carries; this one sees the stored date it keeps.
    const start = startDate === undefined ? before.startDate : startDate;
    const end = endDate === undefined ? before.endDate : endDate;
    if (start && end && end < start) {
      throw new AppError('VALIDATION_FAILED', 'The end date must not be before the start date');
    }
    const after = returnedRow(
      await tx
        .update(offers)
        .set({
          title: input.title,
          description: input.description,
          offerType: input.offer_type,
          priority: input.priority,
          targetAudience: input.target_audience,
          clickUrl: input.click_url,
          imageUrl: input.image_url,
          videoUrl: input.video_url,
          startDate,
          endDate,
          status: input.status,
          updatedAt: sql`now()`,
        })
        .where(eq(offers.id, id))
        .returning(),
    );
    const updated = toOffer(after);
    await writeAudit(tx, {
      staffId,
      action: 'offer.update',
      entity: 'offer',
      entityId: id,
      before: toOffer(before),
      after: updated,
    });
    return updated;
  });
}

async function removeOffer(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockOffer(tx, id);
    if (!before) throw notFound('Offer');
    await tx.delete(offers).where(eq(offers.id, id));
    await writeAudit(tx, { staffId, action: 'offer.delete', entity: 'offer', entityId: id, before: toOffer(before) });
  });
}

/**
 * Moves an active offer one place up or down the carousel. The carousel's order is the priority
 * (decision 012): the active offers are renumbered n..1 in their new order, so the order staff see is the
 * order players get, whatever priorities they had. Retired (inactive) offers keep theirs and cannot move.
 */
async function reorderOffer(db: Db, staffId: number, id: number, direction: 'up' | 'down'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const active = await lockActiveOffersInOrder(tx);
    const from = active.findIndex((offer) => offer.id === id);
    if (from < 0) {
      if (await lockOffer(tx, id)) throw new AppError('CONFLICT', 'A retired offer has no place in the carousel');
      throw notFound('Offer');
    }
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= active.length) return false;
    const order = active.map((offer) => offer.id);
    order.splice(to, 0, ...order.splice(from, 1));
    const priorityOf = new Map(active.map((offer) => [offer.id, offer.priority]));
    for (const [index, offerId] of order.entries()) {
      const priority = order.length - index;
      if (priorityOf.get(offerId) !== priority) await setOfferPriority(tx, offerId, priority);
    }
    await writeAudit(tx, {
      staffId,
      action: 'offer.reorder',
      entity: 'offer',
      entityId: id,
      before: { order: active.map((offer) => offer.id) },
      after: { order, direction },
    });
    return true;
  });
}

/** An offer moved in the carousel: every offer in the new order; the lobby reads its list again. */
export async function moveOffer(
  ctx: UseCaseContext,
  staffId: number,
  id: number,
  direction: 'up' | 'down',
): Promise<StaffOffer[]> {
  if (await reorderOffer(ctx.db, staffId, id, direction)) announceOffer(ctx, id);
  return listStaffOffers(ctx.db);
}

/** Players' offer lists change with every staff edit: the lobby is told which offer to read again. */
const announceOffer = (ctx: UseCaseContext, offerId: number) => ctx.publish(ROOMS.lobby, 'offers_updated', { offerId });

export async function createOffer(ctx: UseCaseContext, staffId: number, input: CreateOfferRequest): Promise<Offer> {
  const offer = await insertOffer(ctx.db, staffId, input);
  announceOffer(ctx, offer.id);
  return offer;
}

export async function updateOffer(ctx: UseCaseContext, staffId: number, id: number, input: UpdateOfferRequest) {
  const offer = await changeOffer(ctx.db, staffId, id, input);
  announceOffer(ctx, offer.id);
  return offer;
}

export async function deleteOffer(ctx: UseCaseContext, staffId: number, id: number): Promise<void> {
  await removeOffer(ctx.db, staffId, id);
  announceOffer(ctx, id);
}
