import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { guests, pageDeliveries, waitlistEntries } from '../src/db/schema';
import { gameOfTable } from './tables';

// Paging beyond the app (decision 141): a guest on a list, the page's delivery rows, the answer link in a text.

/** A guest (name and mobile number, no account) waiting on the table's list. */
export async function addGuestToWaitlist(app: FastifyInstance, tableId: number, name = 'Guest Walker') {
  const phone = `98${randomInt(10_000_000, 99_999_999)}`;
  const [guest] = await app.database.db.insert(guests).values({ name, phone }).returning();
  const [entry] = await app.database.db
    .insert(waitlistEntries)
    .values({ guestId: guest!.id, tableId, gameId: gameOfTable(tableId) })
    .returning();
  return { guest: guest!, entry: entry! };
}

export const deliveriesOf = (app: FastifyInstance, entryId: number) =>
  app.database.db.select().from(pageDeliveries).where(eq(pageDeliveries.entryId, entryId));

/** The entry's SMS row once it has left 'sending' (sending is after the answer). */
export async function settledText(app: FastifyInstance, entryId: number, timeout = 8000) {
  return vi.waitFor(
    async () => {
      const [row] = await app.database.db
        .select()
        .from(pageDeliveries)
        .where(and(eq(pageDeliveries.entryId, entryId), eq(pageDeliveries.channel, 'sms')));
      if (!row || row.state === 'sending') throw new Error(`entry ${entryId}: the text is not settled yet`);
      return row;
    },
    { timeout, interval: 40 },
  );
}

/** The answer link's token in a text. */
export function tokenOfText(body: string | null): string {
  const token = /\/p\/(\S+)$/.exec(body ?? '')?.[1];
  if (!token) throw new Error(`no answer link in ${body}`);
  return token;
}
