import type { PageDeliveryChannel, PageDeliveryState } from '@club/shared/paging';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { guests, pageDeliveries, players, waitlistEntries } from '../../../db/schema';
import { pagedTable } from '../shared/waitlist.repo';

// How each page went out and whether it was seen (issue 31, decision 141): one row per entry, page and channel.

/** The entry with what a text needs: whose phone, whether they asked for texts, the table held. */
export async function findPageTarget(db: DbOrTx, entryId: number) {
  const [row] = await db
    .select({
      entry: waitlistEntries,
      firstName: players.firstName,
      guestName: guests.name,
      playerPhone: players.phone,
      prefersSms: players.pageBySms,
      guestPhone: guests.phone,
      tableName: pagedTable.name,
    })
    .from(waitlistEntries)
    .leftJoin(players, eq(players.id, waitlistEntries.playerId))
    .leftJoin(guests, eq(guests.id, waitlistEntries.guestId))
    .leftJoin(pagedTable, eq(pagedTable.id, waitlistEntries.pagedTableId))
    .where(eq(waitlistEntries.id, entryId));
  return row ?? null;
}

/**
 * Claims the page's row for a channel: the first caller gets it back, any later one (another trigger of the same
 * page, another instance) gets null and sends nothing. The unique (entry, page, channel) index is the rule.
 */
export async function claimDelivery(
  db: DbOrTx,
  input: {
    entryId: number;
    pagedAt: Date;
    channel: PageDeliveryChannel;
    state: PageDeliveryState;
    toPhone?: string;
    body?: string;
    now: Date;
  },
) {
  const [row] = await db
    .insert(pageDeliveries)
    .values({ ...input, stateAt: input.now, createdAt: input.now })
    .onConflictDoNothing({ target: [pageDeliveries.entryId, pageDeliveries.pagedAt, pageDeliveries.channel] })
    .returning();
  return row ?? null;
}

/** The gateway's answer (or the last failure) on a claimed row. */
export async function settleDelivery(
  db: DbOrTx,
  id: number,
  change: { state: PageDeliveryState; providerId?: string | null; reason?: string | null; attempts: number; now: Date },
) {
  await db
    .update(pageDeliveries)
    .set({
      state: change.state,
      providerId: change.providerId ?? null,
      reason: change.reason ?? null,
      attempts: change.attempts,
      stateAt: change.now,
    })
    .where(eq(pageDeliveries.id, id));
}

/**
 * The provider's report on a text it took: delivered, or failed with its error code. Only a text still 'sent'
 * (or 'delivered', for a late failure report) changes; the entry's tables are returned for the floor's push.
 */
export async function reportDelivery(
  db: DbOrTx,
  input: { providerId: string; state: 'delivered' | 'failed'; reason: string | null; now: Date },
) {
  const [row] = await db
    .update(pageDeliveries)
    .set({ state: input.state, reason: input.reason, stateAt: input.now })
    .where(
      and(
        eq(pageDeliveries.providerId, input.providerId),
        eq(pageDeliveries.channel, 'sms'),
        inArray(pageDeliveries.state, ['sent', 'delivered']),
      ),
    )
    .returning({ entryId: pageDeliveries.entryId });
  if (!row) return null;
  const [entry] = await db
    .select({ tableId: waitlistEntries.tableId, pagedTableId: waitlistEntries.pagedTableId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, row.entryId));
  return entry ?? null;
}

/** The floor's deliveries of an entry's current page, as JSON in the floor's own query (no extra statement). */
export const deliveriesOfCurrentPage = (entryId: unknown, pagedAt: unknown) => sql<
  Array<{ channel: PageDeliveryChannel; state: PageDeliveryState; at: string; reason: string | null }>
>`coalesce((
  select json_agg(json_build_object('channel', d.channel, 'state', d.state, 'at', d.state_at, 'reason', d.reason) order by d.id)
  from ${pageDeliveries} d where d.entry_id = ${entryId} and d.paged_at = ${pagedAt}
), '[]'::json)`;
