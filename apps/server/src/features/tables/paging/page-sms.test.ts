import type { Floor } from '@club/shared/floor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsGateway } from '../../../../../../scripts/sms-gateway.mjs';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addGuestToWaitlist, deliveriesOf, settledText, tokenOfText } from '../../../../test/paging';
import { addToWaitlist, createTable, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';
import { twilioSignature } from '../../../sms/sms-gateway';
import { PAGE_OUT_REACH, sendPageOut } from './page-out.service';
import { pushSubscriptions, waitlistEntries } from '../../../db/schema';
import { eq } from 'drizzle-orm';

// SMS through a gateway (decision 141): a local HTTP server speaking Twilio's Messages API checks the basic
// auth and the form, and answers as each test scripts it.

let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  gateway = await startSmsGateway();
  testApp = await createTestApp({ SMS_URL: gateway.url });
});
afterAll(async () => {
  await testApp?.close();
  await gateway?.close();
});

const textsTo = (phone: string) => gateway.texts.filter((text) => text.to === `+${phone}`);

async function pagedGuest(options: { seatNumber?: number } = {}) {
  const table = await createTable(app());
  const manager = await signedInStaff(app(), 'manager');
  const { guest, entry } = await addGuestToWaitlist(app(), table.id);
  const res = await app().inject({
    method: 'POST',
    url: `/api/staff/waitlist/${entry.id}/page`,
    headers: { cookie: manager.cookie },
    payload: { seatNumber: options.seatNumber ?? 4 },
  });
  expect(res.statusCode).toBe(200);
  return { table, manager, guest, entry };
}

describe('a page goes out by SMS through the gateway', () => {
  it('texts a guest once, with basic auth, From, To and a body naming the table, seat and answer link; stored as sent', async () => {
    const { table, manager, guest, entry } = await pagedGuest();
    const row = await settledText(app(), entry.id);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, toPhone: guest.phone, reason: null });
    expect(row.providerId).toMatch(/^SM\d{32}$/);
    const [text] = textsTo(guest.phone);
    expect(text?.status).toBe(201);
    expect(text?.body).toContain(`your seat is ready at ${table.name}, seat 4`);
    expect(text?.body).toMatch(/Answer here: http:\/\/localhost:3000\/p\/[0-9a-z]+-[0-9a-z]+-[\w-]{22}$/);
    expect(text?.body).toBe(row.body);
    tokenOfText(row.body);

    const floor = await app().inject({ url: '/api/staff/floor', headers: { cookie: manager.cookie } });
    const shown = (floor.json() as Floor).tables
      .find((t) => t.id === String(table.id))
      ?.waitlist.find((e) => e.entryId === entry.id);
    expect(shown?.deliveries).toEqual([{ channel: 'sms', state: 'sent', at: row.stateAt.toISOString(), reason: null }]);
  });

  it('retries a 500 (and a network-level failure) until the gateway takes it, within three tries', async () => {
    gateway.answerNext(500, 503);
    const { guest, entry } = await pagedGuest();
    const row = await settledText(app(), entry.id);
    expect(row).toMatchObject({ state: 'sent', attempts: 3 });
    expect(textsTo(guest.phone).map((text) => text.status)).toEqual([500, 503, 201]);
  });

  it('gives up after three 5xx answers and stores why', async () => {
    gateway.answerNext(500, 500, 500);
    const { guest, entry } = await pagedGuest();
    const row = await settledText(app(), entry.id);
    expect(row.state).toBe('failed');
    expect(row.attempts).toBe(3);
    expect(row.reason).toBe('the SMS gateway answered 500: Service unavailable (3 tries)');
    expect(textsTo(guest.phone)).toHaveLength(3);
  });

  it('does not retry a 400: the provider refused the text, and the reason is its own words', async () => {
    gateway.answerNext(400);
    const { guest, entry } = await pagedGuest();
    const row = await settledText(app(), entry.id);
    expect(row).toMatchObject({
      state: 'failed',
      attempts: 1,
      reason: 'the SMS gateway answered 400: Attempt to send to unsubscribed recipient',
    });
    expect(textsTo(guest.phone)).toHaveLength(1);
  });

  it('never texts one page twice: the page’s own trigger and two more at once send one text', async () => {
    const { guest, entry } = await pagedGuest();
    const [paged] = await app().database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
    const again = { entryId: entry.id, pagedAt: paged!.pagedAt!, linkBase: 'http://localhost:3000' };
    const noPush = { hasPush: async () => false };
    await Promise.all([sendPageOut(app().useCase, again, noPush), sendPageOut(app().useCase, again, noPush)]);
    await settledText(app(), entry.id);
    expect(textsTo(guest.phone)).toHaveLength(1);
    expect((await deliveriesOf(app(), entry.id)).filter((row) => row.channel === 'sms')).toHaveLength(1);
  });

  it('texts a player who has no device subscribed to push, and not one who has one and did not ask for texts', async () => {
    const table = await createTable(app());
    const manager = await signedInStaff(app(), 'manager');
    const texted = await signedInPlayer(app());
    const entry = await addToWaitlist(app(), texted.id, table.id);
    await app().inject({
      method: 'POST',
      url: `/api/staff/waitlist/${entry.id}/page`,
      headers: { cookie: manager.cookie },
      payload: {},
    });
    expect(await settledText(app(), entry.id)).toMatchObject({ state: 'sent', toPhone: texted.phone });

    const pushed = await signedInPlayer(app());
    const other = await addToWaitlist(app(), pushed.id, (await createTable(app())).id);
    const pagedAt = new Date();
    await app()
      .database.db.update(waitlistEntries)
      .set({ pagedAt, pageExpiresAt: new Date(pagedAt.getTime() + 300_000), pagedTableId: other.tableId })
      .where(eq(waitlistEntries.id, other.id));
    await subscribeDevice(pushed.id);
    await sendPageOut(app().useCase, { entryId: other.id, pagedAt, linkBase: 'http://localhost:3000' }, PAGE_OUT_REACH);
    expect(await deliveriesOf(app(), other.id)).toEqual([]);
    expect(gateway.texts.filter((text) => text.to.endsWith(pushed.phone))).toEqual([]);
  });
});

describe('the provider’s delivery reports (Twilio’s status callback)', () => {
  const STATUS_URL = 'http://localhost:3000/api/sms/status';
  const report = (fields: Record<string, string>, signature = twilioSignature('test-auth-token', STATUS_URL, fields)) =>
    app().inject({
      method: 'POST',
      url: '/api/sms/status',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      payload: new URLSearchParams(fields).toString(),
    });

  it('marks a sent text delivered on a signed report, and the floor shows it; a wrong signature is 403', async () => {
    const { table, manager, entry } = await pagedGuest();
    const sent = await settledText(app(), entry.id);
    const fields = {
      MessageSid: sent.providerId!,
      MessageStatus: 'delivered',
      AccountSid: 'AC1',
      To: `+${sent.toPhone}`,
    };
    expect((await report(fields, 'bm90IHRoZSBzaWduYXR1cmU=')).statusCode).toBe(403);
    expect(
      (await report({ ...fields, MessageStatus: 'failed' }, twilioSignature('test-auth-token', STATUS_URL, fields)))
        .statusCode,
    ).toBe(403);
    const unsigned = await app().inject({
      method: 'POST',
      url: '/api/sms/status',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await settledText(app(), entry.id)).state).toBe('sent');

    expect((await report({ ...fields, MessageStatus: 'sent' })).json()).toEqual({ recorded: false });
    const delivered = await report(fields);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ recorded: true });
    const row = await settledText(app(), entry.id);
    expect(row.state).toBe('delivered');
    const floor = await app().inject({ url: '/api/staff/floor', headers: { cookie: manager.cookie } });
    const shown = (floor.json() as Floor).tables
      .find((t) => t.id === String(table.id))
      ?.waitlist.find((e) => e.entryId === entry.id);
    expect(shown?.deliveries.map((d) => d.state)).toEqual(['delivered']);
    // A report of a text the club never sent changes nothing.
    expect((await report({ ...fields, MessageSid: 'SM-unknown' })).json()).toEqual({ recorded: false });
  });

  it('stores an undelivered report as failed with the provider’s error code', async () => {
    const { entry } = await pagedGuest();
    const sent = await settledText(app(), entry.id);
    const res = await report({ MessageSid: sent.providerId!, MessageStatus: 'undelivered', ErrorCode: '30003' });
    expect(res.json()).toEqual({ recorded: true });
    expect(await settledText(app(), entry.id)).toMatchObject({
      state: 'failed',
      reason: 'not delivered (undelivered, error 30003)',
    });
  });
});

/** A device of the player subscribed to Web Push (the push feature's row: its sends are tested there). */
const subscribeDevice = (playerId: number) =>
  app()
    .database.db.insert(pushSubscriptions)
    .values({ playerId, endpoint: `https://push.invalid/${playerId}`, p256dh: 'key', auth: 'secret' });

describe('the player’s choice on their profile', () => {
  it('texts a player with a subscribed device when they asked for texts on their profile', async () => {
    const player = await signedInPlayer(app());
    const saved = await app().inject({
      method: 'PUT',
      url: `/api/players/${player.id}`,
      headers: { cookie: player.cookie },
      payload: { firstName: player.firstName, lastName: player.lastName, phone: player.phone, pageBySms: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().pageBySms).toBe(true);
    const entry = await addToWaitlist(app(), player.id, (await createTable(app())).id);
    const pagedAt = new Date();
    await app()
      .database.db.update(waitlistEntries)
      .set({ pagedAt, pageExpiresAt: new Date(pagedAt.getTime() + 300_000), pagedTableId: entry.tableId })
      .where(eq(waitlistEntries.id, entry.id));
    await subscribeDevice(player.id);
    await sendPageOut(app().useCase, { entryId: entry.id, pagedAt, linkBase: 'http://localhost:3000' }, PAGE_OUT_REACH);
    expect(await settledText(app(), entry.id)).toMatchObject({ state: 'sent', toPhone: player.phone });
  });
});
