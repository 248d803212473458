import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { addToWaitlist, createTable, seatDirectly, signedInPlayer } from '../../../test/tables';
import { signedInCashier, signedInStaff, walletCall } from '../../../test/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const get = async (url: string, cookie: string) => {
  const res = await t.app.inject({ url, headers: { cookie } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
/** The moment each answer was computed differs between two reads; nothing else may. */
const withoutStamps = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, field) => (key === 'asOf' || key === 'serverTime' ? undefined : field));

describe('GET /api/sync (decision 107)', () => {
  it('answers in one read what the tab would read from each route', async () => {
    const player = await signedInPlayer(t.app);
    const cashier = await signedInCashier(t.app);
    await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '1234.50' });
    const seated = await createTable(t.app);
    await seatDirectly(t.app, { playerId: player.id, tableId: seated.id, seatNumber: 3, minutesAgo: 5 });
    const waiting = await createTable(t.app);
    await addToWaitlist(t.app, player.id, waiting.id);

    const snapshot = await get('/api/sync', player.cookie);
    expect(snapshot.balance.cashBalance).toBe('1234.50');
    expect(snapshot.tableSeats).toEqual([expect.objectContaining({ tableId: String(seated.id), seatNumber: 3 })]);
    expect(snapshot.liveSession.session).toMatchObject({ tableId: String(seated.id) });
    expect(Date.parse(snapshot.asOf)).toBeLessThanOrEqual(Date.now());

    const separately = {
      balance: await get(`/api/balance/${player.id}`, player.cookie),
      seatRequests: await get('/api/seat-requests', player.cookie),
      tableSeats: await get(`/api/table-seats/${player.id}`, player.cookie),
      liveSession: await get(`/api/live-sessions/${player.id}`, player.cookie),
      notifications: await get(`/api/push-notifications/${player.id}`, player.cookie),
    };
    expect(withoutStamps(snapshot)).toEqual(withoutStamps(separately));
    expect(snapshot.seatRequests.map((r: { tableId: string }) => r.tableId)).toContain(String(waiting.id));
  });

  it("holds only the signed-in player's own data", async () => {
    const player = await signedInPlayer(t.app);
    const other = await createPlayer(db());
    const cashier = await signedInCashier(t.app);
    await walletCall(t.app, cashier.cookie, other.id, 'cash-in', { amount: '900' });
    const snapshot = await get('/api/sync', player.cookie);
    expect(snapshot.balance).toMatchObject({ playerId: player.id, cashBalance: '0.00' });
  });

  it('is refused to a visitor (401), to a player before KYC (403) and to staff (no player session)', async () => {
    expect((await t.app.inject({ url: '/api/sync' })).statusCode).toBe(401);
    const onboarding = await createPlayer(db(), { kycStatus: 'pending' });
    const refused = await t.app.inject({
      url: '/api/sync',
      headers: { cookie: await playerCookie(db(), onboarding.id, 'onboarding') },
    });
    expect(refused.statusCode).toBe(403);
    const admin = await signedInStaff(t.app, 'super_admin');
    expect((await t.app.inject({ url: '/api/sync', headers: { cookie: admin.cookie } })).statusCode).toBe(401);
  });
});
