import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayerWithPassword, PASSWORD, signIn } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { dataUrl, tinyPdf, tinyPng } from '../../../test/files';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { upload } from '../../../test/kyc';
import { createTable, seatDirectly, signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';
import { foodAds, menuItems } from '../../db/schema';

/**
 * Issue 13: each row of the specifications' call tables (accounts-kyc.md and dashboard.md section 7)
 * that answered in a shape the earlier client could not read. Each test sends the table's payload as
 * that client sends it and reads the answer the way it reads it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('item 1: GET /api/food-beverage/items and /ads', () => {
  it('answers the menu under items and the ads under ads', async () => {
    const player = await signedInPlayer(t.app);
    await db().insert(menuItems).values({ name: 'Masala chai', pricePaise: 0n, category: 'beverage' });
    await db().insert(foodAds).values({ title: 'Biryani night' });
    const { items } = (await get('/api/food-beverage/items', player.cookie)).json();
    const { ads } = (await get('/api/food-beverage/ads', player.cookie)).json();
    expect(items.some((item: { name: string }) => item.name === 'Masala chai')).toBe(true);
    expect(ads.some((ad: { title: string }) => ad.title === 'Biryani night')).toBe(true);
  });
});

describe('item 2: GET /api/vip-points/calculate (per player)', () => {
  it('answers the figures under calculation at /api/vip-points/calculate/{playerId}, own player only', async () => {
    const player = await signedInPlayer(t.app);
    const res = await get(`/api/vip-points/calculate/${player.id}`, player.cookie);
    expect(res.statusCode).toBe(200);
    const { calculation } = res.json();
    expect(Object.keys(calculation).sort()).toEqual(
      [
        'avgBuyIn',
        'buyInPoints',
        'frequencyPoints',
        'hoursPlayedPoints',
        'totalHoursPlayed',
        'totalVipPoints',
        'visitFrequency',
      ].sort(),
    );
    expect(res.json().totalVipPoints).toBe(calculation.totalVipPoints);
    const other = await signedInPlayer(t.app);
    expect((await get(`/api/vip-points/calculate/${player.id}`, other.cookie)).statusCode).toBe(403);
  });
});

describe('item 3: POST /api/documents/upload', () => {
  it('stores a file sent without mimeType (the type from its bytes); a mimeType that disagrees is refused', async () => {
    const player = await createPlayer(db(), { kycStatus: 'pending' });
    const cookie = await playerCookie(db(), player.id, 'onboarding');
    const png = tinyPng();
    const res = await upload(t.app, cookie, {
      playerId: player.id,
      documentType: 'profile_photo',
      fileName: 'me.png',
      fileData: dataUrl('image/png', png),
      fileSize: png.length,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().document).toMatchObject({ documentType: 'profile_photo', mimeType: 'image/png' });
    const lying = await upload(t.app, cookie, {
      playerId: player.id,
      documentType: 'profile_photo',
      fileName: 'me.png',
      fileData: dataUrl('image/png', png),
      fileSize: png.length,
      mimeType: 'application/pdf',
    });
    expect(lying.statusCode).toBe(400);
  });
});

describe('items 4 and 5: tables, seats and seat requests name tables by text', () => {
  it('answers GET /api/tables/{tableId}/seats as a list the earlier client maps over', async () => {
    const table = await createTable(t.app);
    const viewer = await signedInPlayer(t.app);
    const other = await createPlayer(db(), { firstName: 'Vikram', lastName: 'Singh' });
    await seatDirectly(t.app, { playerId: other.id, tableId: table.id, seatNumber: 3, buyInPaise: 250_000n });
    const seats = (await get(`/api/tables/${table.id}/seats`, viewer.cookie)).json();
    expect(Array.isArray(seats)).toBe(true);
    expect(seats).toEqual([
      expect.objectContaining({
        seatNumber: 3,
        session_buy_in_amount: '2500.00',
        sessionBuyInAmount: '2500.00',
        player: { firstName: 'Vikram', lastName: 'S.' },
      }),
    ]);
  });

  it('finds the table of /table/{tableId} by comparing text, and takes a seat request naming it either way', async () => {
    const table = await createTable(t.app);
    const player = await signedInPlayer(t.app);
    const routeParam = String(table.id); // what the earlier client's router hands it
    const tables = (await get('/api/tables', player.cookie)).json();
    expect(tables.find((x: { id: unknown }) => String(x.id) === routeParam && x.id === routeParam)).toBeDefined();
    expect((await get(`/api/table-status/${routeParam}`, player.cookie)).json().tableId).toBe(routeParam);

    const joined = await post('/api/seat-requests', player.cookie, {
      playerId: player.id,
      tableId: routeParam,
      tableName: table.name,
      seatNumber: 4,
      notes: 'by the window',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const requests = (await get(`/api/seat-requests/${player.id}`, player.cookie)).json();
    expect(requests.find((r: { tableId: unknown }) => r.tableId === routeParam)).toMatchObject({ status: 'waiting' });
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/seat-requests/${player.id}/${routeParam}`,
      headers: { cookie: player.cookie },
    });
    expect(left.statusCode).toBe(200);
  });
});

describe('item 6: POST /api/credit-requests', () => {
  it('takes requestedAmount as a number as well as a decimal string, with the same limits', async () => {
    const player = await signedInPlayer(t.app);
    const asNumber = await post('/api/credit-requests', player.cookie, {
      playerId: player.id,
      requestedAmount: 2500.5,
      requestNote: 'Weekend game',
    });
    expect(asNumber.statusCode, asNumber.body).toBe(201);
    expect(asNumber.json().requestedAmount).toBe('2500.50');
    for (const refused of [0, -5, 10.001, 1e12]) {
      const res = await post('/api/credit-requests', player.cookie, { playerId: player.id, requestedAmount: refused });
      expect(res.statusCode, String(refused)).toBe(400);
    }
  });
});

describe('items 7 and 8: push notifications', () => {
  it('answers GET /api/push-notifications without an id with the session player’s list, sender in camelCase too', async () => {
    const player = await signedInPlayer(t.app);
    const gre = await signedInStaff(t.app, 'gre');
    const sent = await post('/api/staff/push-notifications', gre.cookie, {
      title: 'Table ready',
      message: 'Your seat is waiting',
      target: { playerId: player.id },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const res = await get('/api/push-notifications', player.cookie);
    expect(res.statusCode).toBe(200);
    const [notification] = res.json();
    expect(notification).toMatchObject({
      title: 'Table ready',
      sentByName: gre.name,
      senderName: gre.name,
      sentByRole: 'gre',
      senderRole: 'gre',
      sent_by_name: gre.name,
      sender_role: 'gre',
    });
    expect((await t.app.inject({ url: '/api/push-notifications' })).statusCode).toBe(401);
  });
});

describe('item 9: GET /api/live-sessions/{playerId}', () => {
  it('answers callTimeRemaining and cashOutTimeRemaining in minutes, the seconds beside them', async () => {
    const table = await createTable(t.app, { minPlayMinutes: 30, callTimeMinutes: 10, cashOutWindowMinutes: 5 });
    const player = await signedInPlayer(t.app);
    const seat = await seatDirectly(t.app, { playerId: player.id, tableId: table.id, seatNumber: 1, minutesAgo: 31 });
    const started = await post('/api/call-time/start', player.cookie, { playerId: player.id, sessionId: seat.id });
    expect(started.statusCode, started.body).toBe(200);
    const { session } = (await get(`/api/live-sessions/${player.id}`, player.cookie)).json();
    expect(session.callTimeRemaining).toBe(10);
    expect(session.callTimeRemainingSeconds).toBeGreaterThan(9 * 60);
    expect(session.callTimeRemainingSeconds).toBeLessThanOrEqual(10 * 60);
    expect(session).toMatchObject({ cashOutTimeRemaining: 0, cashOutTimeRemainingSeconds: 0 });
  });
});

describe('item 10: GET /api/documents/player/{playerId}', () => {
  it('lists only stored documents, the address proof uploaded as utility_bill found under either name', async () => {
    const player = await createPlayer(db(), { kycStatus: 'pending' });
    const cookie = await playerCookie(db(), player.id, 'onboarding');
    expect((await get(`/api/documents/player/${player.id}`, cookie)).json()).toEqual([]);
    const pdf = tinyPdf();
    const uploaded = await upload(t.app, cookie, {
      playerId: player.id,
      documentType: 'utility_bill',
      fileName: 'bill.pdf',
      fileData: dataUrl('application/pdf', pdf),
      fileSize: pdf.length,
      mimeType: 'application/pdf',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const list = (await get(`/api/documents/player/${player.id}`, cookie)).json();
    const asBill = list.find((d: { documentType: string }) => d.documentType === 'utility_bill');
    const asProof = list.find((d: { documentType: string }) => d.documentType === 'address_proof');
    expect(asBill).toMatchObject({ id: uploaded.json().document.id, document_type: 'utility_bill', status: 'pending' });
    expect(asProof).toMatchObject({ id: uploaded.json().document.id, status: 'pending' });
    expect(list.some((d: { id: unknown; status: string }) => d.id === null || d.status === 'missing')).toBe(false);
    expect(list.find((d: { documentType: string }) => d.documentType === 'government_id')).toBeUndefined();
  });
});

describe('item 11: GET /api/chat-history/{playerId}', () => {
  it('does not repeat a conversation’s initial_message as its first chat_messages entry', async () => {
    const player = await signedInPlayer(t.app, { firstName: 'Asha', lastName: 'Rao' });
    const gre = await signedInStaff(t.app, 'gre');
    const sent = await post('/api/unified-chat/send', player.cookie, {
      playerId: player.id,
      playerName: 'Asha Rao',
      message: 'Is table 3 open?',
      senderType: 'player',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const conversationId = sent.json().conversation.id;
    const replied = await post(`/api/staff/chat/sessions/${conversationId}/messages`, gre.cookie, {
      message: 'Yes, in five minutes',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const history = (await get(`/api/chat-history/${player.id}`, player.cookie)).json();
    expect(history.success).toBe(true);
    const [conversation] = history.conversations;
    expect(conversation.initial_message).toBe('Is table 3 open?');
    expect(conversation.chat_messages.map((m: { message: string }) => m.message)).toEqual(['Yes, in five minutes']);
  });
});

describe('item 12: error bodies', () => {
  it('carry the human-readable text in error as in message (a KYC-pending sign-in)', async () => {
    const player = await createPlayerWithPassword(db(), { kycStatus: 'submitted' });
    const res = await signIn(t.app, { email: player.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'KYC_VERIFICATION_REQUIRED',
      error: 'Wait for KYC approval',
      message: 'Wait for KYC approval',
    });
  });
});
