import type { Offer } from '@club/shared/offers';
import { and, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { offers } from '../../db/schema';

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

export async function listAllOffers(db: DbOrTx): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(offers)
    .orderBy(...byPriority);
  return rows.map(toOffer);
}

export async function lockOffer(tx: DbOrTx, id: number): Promise<OfferRow | null> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
  return row ?? null;
}
