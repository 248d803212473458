import type { Offer, StaffOffer } from '@club/shared/offers';
import { and, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { offers, offerViews } from '../../db/schema';

type OfferRow = typeof offers.$inferSelect;

export function toOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    offer_type: row.offerType,
    priority: row.priority,
    target_audience: row.targetAudience,
    click_url: row.clickUrl,
    image_url: row.imageUrl,
    video_url: row.videoUrl,
    start_date: row.startDate?.toISOString() ?? null,
    end_date: row.endDate?.toISOString() ?? null,
    status: row.status as Offer['status'],
    created_at: row.createdAt.toISOString(),
  };
}

/** Active, and today inside its dates (an open end means no limit on that side). */
const isVisibleNow = and(
  eq(offers.status, 'active'),
  or(isNull(offers.startDate), lte(offers.startDate, sql`now()`)),
  or(isNull(offers.endDate), gte(offers.endDate, sql`now()`)),
);
// Higher priority first; among equals, the newest (docs/decisions/012).
const byPriority = [desc(offers.priority), desc(offers.createdAt), desc(offers.id)];

/** Active, not ended, start still ahead: what an open page shows by the clock when its start comes. */
const isUpcoming = and(
  eq(offers.status, 'active'),
  gt(offers.startDate, sql`now()`),
  or(isNull(offers.endDate), gte(offers.endDate, sql`now()`)),
);

export async function listVisibleOffers(db: DbOrTx, options: { upcoming?: boolean } = {}): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(options.upcoming ? or(isVisibleNow, isUpcoming) : isVisibleNow)
    .orderBy(...byPriority);
  return rows.map(toOffer);
}

export async function findVisibleOffer(db: DbOrTx, id: number): Promise<Offer | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), isVisibleNow));
  return row ? toOffer(row) : null;
}

/** Every offer in carousel order, with how many views players recorded (one grouped read). */
export async function listStaffOffers(db: DbOrTx): Promise<StaffOffer[]> {
  const views = db
    .select({ offerId: offerViews.offerId, count: sql<number>`count(*)::int`.as('count') })
    .from(offerViews)
    .groupBy(offerViews.offerId)
    .as('views');
  const rows = await db
    .select({ offer: offers, views: views.count })
    .from(offers)
    .leftJoin(views, eq(views.offerId, offers.id))
    .orderBy(...byPriority);
  return rows.map((row) => ({ ...toOffer(row.offer), views: row.views ?? 0 }));
}

/** The active offers in carousel order, locked: one reorder at a time (decision 012). */
export async function lockActiveOffersInOrder(tx: DbOrTx): Promise<OfferRow[]> {
  return tx
    .select()
    .from(offers)
    .where(eq(offers.status, 'active'))
    .orderBy(...byPriority)
    .for('update');
}

export async function setOfferPriority(tx: DbOrTx, id: number, priority: number): Promise<void> {
  await tx.update(offers).set({ priority, updatedAt: sql`now()` }).where(eq(offers.id, id));
}

export async function lockOffer(tx: DbOrTx, id: number): Promise<OfferRow | null> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
  return row ?? null;
}
