import type { Floor, FloorWaitlistEntry } from '@club/shared/floor';
import { PAGE_LINK_MESSAGES, type PageLinkView } from '@club/shared/page-links';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addGuestToWaitlist, deliveriesOf, settledText, tokenOfText } from '../../../../test/paging';
import { listeningTestApp } from '../../../../test/sockets';
import { addToWaitlist, createTable, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';
import { waitlistEntries } from '../../../db/schema';
import { LINK_REFUSED } from './paging.service';

// Without SMS_URL a page's text stays in the outbox (its page_deliveries row) with a log line; its answer link
// (/p/{token}, decision 141) reads and answers that page without a session, once, while the hold runs.

const t = listeningTestApp();
const db = () => t.app.database.db;
const entryRow = async (id: number) =>
  (await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!;

const getLink = (token: string) => t.app.inject({ url: `/api/p/${token}` });
const answerLink = (token: string, response: string) =>
  t.app.inject({ method: 'POST', url: `/api/p/${token}`, payload: { response } });

async function floorEntry(cookie: string, tableId: number, entryId: number): Promise<FloorWaitlistEntry | undefined> {
  const floor = (await t.app.inject({ url: '/api/staff/floor', headers: { cookie } })).json() as Floor;
  return floor.tables.find((table) => table.id === String(tableId))?.waitlist.find((e) => e.entryId === entryId);
}

async function page(cookie: string, entryId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/staff/waitlist/${entryId}/page`,
    headers: { cookie },
    payload: { seatNumber: 2 },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A guest paged at a table of their own; the token from the outbox's text. */
async function pagedGuest() {
  const table = await createTable(t.app);
  const manager = await signedInStaff(t.app, 'manager');
  const { guest, entry } = await addGuestToWaitlist(t.app, table.id, 'Asha Guest');
  await page(manager.cookie, entry.id);
  const text = await settledText(t.app, entry.id);
  return { table, manager, guest, entry, text, token: tokenOfText(text.body) };
}

describe('without SMS_URL: the outbox', () => {
  it('keeps the text in the outbox with a log line, and the floor shows it as such', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    const { table, manager, guest, entry, text } = await pagedGuest();
    expect(text).toMatchObject({ state: 'outbox', toPhone: guest.phone, attempts: 0, providerId: null });
    expect(text.body).toContain(`your seat is ready at ${table.name}, seat 2`);
    expect(info).toHaveBeenCalledWith({ to: guest.phone }, `sms (outbox only): ${text.body}`);
    info.mockRestore();
    expect((await floorEntry(manager.cookie, table.id, entry.id))?.deliveries).toEqual([
      { channel: 'sms', state: 'outbox', at: text.stateAt.toISOString(), reason: null },
    ]);
  });
});

describe('the answer link', () => {
  it('shows the page without a session, records "link opened" once (pushed to the floor), and answers it once', async () => {
    const { table, manager, entry, token } = await pagedGuest();
    const staffSocket = await t.socketFor(manager.cookie);
    // The push that carries the link's opening (an earlier push of the page may still arrive first).
    const pushed = new Promise<FloorWaitlistEntry['deliveries']>((resolve) => {
      staffSocket.on('floor_table_updated', (payload: { table: { waitlist: FloorWaitlistEntry[] } }) => {
        const deliveries = payload.table.waitlist.find((e) => e.entryId === entry.id)?.deliveries ?? [];
        if (deliveries.some((d) => d.channel === 'link')) resolve(deliveries);
      });
    });
    const read = await getLink(token);
    expect(read.statusCode, read.body).toBe(200);
    const view = read.json() as PageLinkView;
    expect(view).toMatchObject({
      name: 'Asha',
      tableName: table.name,
      seatNumber: 2,
      response: null,
      extensionMinutes: 5,
    });
    expect(Date.parse(view.pageExpiresAt)).toBe((await entryRow(entry.id)).pageExpiresAt!.getTime());
    const opened = await pushed;
    expect(opened.map((d) => `${d.channel}:${d.state}`)).toEqual(['sms:outbox', 'link:opened']);
    expect((await getLink(token)).statusCode).toBe(200);
    expect((await deliveriesOf(t.app, entry.id)).filter((row) => row.channel === 'link')).toHaveLength(1);

    const answered = await answerLink(token, 'on_my_way');
    expect(answered.statusCode, answered.body).toBe(200);
    expect((answered.json() as PageLinkView).response).toBe('on_my_way');
    expect((await entryRow(entry.id)).pageResponse).toBe('on_my_way');
    expect((await floorEntry(manager.cookie, table.id, entry.id))?.page?.response).toBe('on_my_way');
    // The screen can be read again (it shows the answer), but the link answers only once.
    expect(((await getLink(token)).json() as PageLinkView).response).toBe('on_my_way');
    const twice = await answerLink(token, 'leave');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(LINK_REFUSED.answered);
    expect((await entryRow(entry.id)).status).toBe('waiting');
  });

  it('answers more time by the club’s extension, and leave ends the entry', async () => {
    const first = await pagedGuest();
    const before = (await entryRow(first.entry.id)).pageExpiresAt!.getTime();
    expect((await answerLink(first.token, 'more_time')).statusCode).toBe(200);
    expect((await entryRow(first.entry.id)).pageExpiresAt!.getTime()).toBe(before + 5 * 60_000);
    const second = await pagedGuest();
    expect((await answerLink(second.token, 'leave')).statusCode).toBe(200);
    expect((await entryRow(second.entry.id)).status).toBe('left');
    const gone = await getLink(second.token);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(PAGE_LINK_MESSAGES.gone);
  });

  it('refuses an expired hold, and a link a newer page replaced', async () => {
    const { manager, entry, token } = await pagedGuest();
    await db()
      .update(waitlistEntries)
      .set({ pageExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(waitlistEntries.id, entry.id));
    for (const res of [await getLink(token), await answerLink(token, 'on_my_way')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('The hold has run out: the floor will page you again when a seat is free');
    }
    await page(manager.cookie, entry.id);
    await vi.waitFor(async () =>
      expect((await deliveriesOf(t.app, entry.id)).filter((r) => r.channel === 'sms')).toHaveLength(2),
    );
    const replaced = await answerLink(token, 'on_my_way');
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().message).toBe(LINK_REFUSED.replaced);
    expect((await getLink(token)).json().message).toBe(LINK_REFUSED.replaced);
    expect((await entryRow(entry.id)).pageResponse).toBeNull();
  });

  it('answers only its own entry: another entry’s id in the token, a changed signature or a malformed token are 400', async () => {
    const mine = await pagedGuest();
    const theirs = await pagedGuest();
    const [, ms, ...rest] = mine.token.split('-');
    const sig = rest.join('-');
    const swapped = `${theirs.entry.id.toString(36)}-${ms}-${sig}`;
    const flipped = `${mine.token.slice(0, -1)}${mine.token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [swapped, flipped, 'nonsense', `${mine.token}x`]) {
      const res = await answerLink(bad, 'leave');
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(PAGE_LINK_MESSAGES.invalid);
      expect((await getLink(bad)).statusCode).toBe(400);
    }
    expect((await entryRow(theirs.entry.id)).status).toBe('waiting');
    expect((await entryRow(mine.entry.id)).status).toBe('waiting');
    // Mine answers mine, and theirs stays unanswered.
    expect((await answerLink(mine.token, 'on_my_way')).statusCode).toBe(200);
    expect((await entryRow(theirs.entry.id)).pageResponse).toBeNull();
    expect((await answerLink(mine.token, 'dance')).statusCode).toBe(400);
  });

  it('is refused once the player answered in the app (one answer per page, whichever way)', async () => {
    const table = await createTable(t.app);
    const manager = await signedInStaff(t.app, 'manager');
    const player = await signedInPlayer(t.app);
    const entry = await addToWaitlist(t.app, player.id, table.id);
    await page(manager.cookie, entry.id);
    const token = tokenOfText((await settledText(t.app, entry.id)).body);
    const inApp = await t.app.inject({
      method: 'POST',
      url: `/api/waitlist/${entry.id}/respond`,
      headers: { cookie: player.cookie },
      payload: { response: 'on_my_way' },
    });
    expect(inApp.statusCode).toBe(200);
    const res = await answerLink(token, 'leave');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LINK_REFUSED.answered);
  });

  it('is rate-limited per token', async () => {
    const bad = `zz-zz-${'a'.repeat(22)}`;
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await getLink(bad)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the app’s call seen on the phone', () => {
  it('is recorded once per page for the entry’s own player and shown to the floor; others 404, visitors 401', async () => {
    const table = await createTable(t.app);
    const manager = await signedInStaff(t.app, 'manager');
    const player = await signedInPlayer(t.app);
    const entry = await addToWaitlist(t.app, player.id, table.id);
    await page(manager.cookie, entry.id);
    const pagedAt = (await entryRow(entry.id)).pagedAt!.toISOString();
    const seen = (cookie?: string, at = pagedAt) =>
      t.app.inject({
        method: 'POST',
        url: `/api/waitlist/${entry.id}/page/seen`,
        headers: cookie ? { cookie } : {},
        payload: { pagedAt: at },
      });
    expect((await seen()).statusCode).toBe(401);
    expect([401, 403]).toContain((await seen(manager.cookie)).statusCode);
    expect((await seen((await signedInPlayer(t.app)).cookie)).statusCode).toBe(404);
    expect((await seen(player.cookie, 'yesterday')).statusCode).toBe(400);
    expect((await seen(player.cookie, new Date(0).toISOString())).json()).toEqual({ recorded: false });
    expect((await seen(player.cookie)).json()).toEqual({ recorded: true });
    expect((await seen(player.cookie)).json()).toEqual({ recorded: false });
    const shown = (await floorEntry(manager.cookie, table.id, entry.id))?.deliveries ?? [];
    expect(shown.map((d) => `${d.channel}:${d.state}`).sort()).toEqual(['app:seen', 'sms:outbox']);
  });
});
