import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createPlayer, playerCookie } from '../../../../test/fixtures';
import { addToWaitlist, createTable, seatDirectly, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('GET /api/tables', () => {
  it('lists each table with status, stakes, blinds, buy-in range, players current/max and the wait-list count', async () => {
    const viewer = await signedInPlayer(t.app);
    const table = await createTable(t.app, { maxPlayers: 6, minPlayMinutes: 45 });
    const [a, b, c] = [
      await createPlayer(t.app.database.db),
      await createPlayer(t.app.database.db),
      await createPlayer(t.app.database.db),
    ];
    await seatDirectly(t.app, { playerId: a.id, tableId: table.id, seatNumber: 2 });
    await addToWaitlist(t.app, b.id, table.id);
    await addToWaitlist(t.app, c.id, table.id);
    const res = await get('/api/tables', viewer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().find((x: { id: string }) => x.id === String(table.id))).toEqual({
      id: String(table.id),
      name: table.name,
      gameType: "No Limit Hold'em",
      status: 'active',
      isActive: true,
      gameStarted: true,
      stakes: '₹25/₹50',
      smallBlind: '25.00',
      bigBlind: '50.00',
      minBuyIn: '2000.00',
      maxBuyIn: '10000.00',
      currentPlayers: 1,
      maxPlayers: 6,
      waitlistCount: 2,
      timingRules: { minPlayMinutes: 45, callTimeMinutes: 2, cashOutWindowMinutes: 2, isDefault: false },
    });
  });

  it('is for players with KYC passed and for staff, not for visitors or players in onboarding', async () => {
    expect((await get('/api/tables')).statusCode).toBe(401);
    const onboarding = await createPlayer(t.app.database.db, { kycStatus: 'submitted' });
    expect(
      (await get('/api/tables', await playerCookie(t.app.database.db, onboarding.id, 'onboarding'))).statusCode,
    ).toBe(403);
    const gre = await signedInStaff(t.app, 'gre');
    expect((await get('/api/tables', gre.cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/table-status/{tableId}', () => {
  it('says whether the game has started, and 404 for an unknown table', async () => {
    const viewer = await signedInPlayer(t.app);
    const running = await createTable(t.app);
    const waiting = await createTable(t.app, { status: 'inactive', gameStartedAt: null });
    expect((await get(`/api/table-status/${running.id}`, viewer.cookie)).json()).toMatchObject({
      gameStarted: true,
      status: 'active',
    });
    expect((await get(`/api/table-status/${waiting.id}`, viewer.cookie)).json()).toMatchObject({
      gameStarted: false,
      status: 'inactive',
    });
    expect((await get('/api/table-status/999999', viewer.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/tables/{tableId}/seats', () => {
  it('shows other players as first name and last initial, the viewer in full, and no ids or contact details', async () => {
    const table = await createTable(t.app);
    const viewer = await signedInPlayer(t.app, { firstName: 'Asha', lastName: 'Rao' });
    const other = await createPlayer(t.app.database.db, { firstName: 'Vikram', lastName: 'singh' });
    await seatDirectly(t.app, { playerId: other.id, tableId: table.id, seatNumber: 4, buyInPaise: 350_000n });
    await seatDirectly(t.app, { playerId: viewer.id, tableId: table.id, seatNumber: 1, buyInPaise: 200_000n });
    const res = await get(`/api/tables/${table.id}/seats`, viewer.cookie);
    expect(res.statusCode).toBe(200);
    // A bare list, as the specification's client reads it (issue 13 item 4).
    expect(res.json()).toEqual([
      {
        tableId: String(table.id),
        seatNumber: 1,
        sessionBuyInAmount: '2000.00',
        session_buy_in_amount: '2000.00',
        isMine: true,
        player: { firstName: 'Asha', lastName: 'Rao' },
      },
      {
        tableId: String(table.id),
        seatNumber: 4,
        sessionBuyInAmount: '3500.00',
        session_buy_in_amount: '3500.00',
        isMine: false,
        player: { firstName: 'Vikram', lastName: 'S.' },
      },
    ]);
    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toMatch(/"(id|playerId|email|phone)"/);
  });

  it('leaves out seats that were cashed out', async () => {
    const table = await createTable(t.app);
    const viewer = await signedInPlayer(t.app);
    const gone = await createPlayer(t.app.database.db);
    const seat = await seatDirectly(t.app, { playerId: gone.id, tableId: table.id, seatNumber: 3 });
    const { seats } = await import('../../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.app.database.db.update(seats).set({ endedAt: new Date() }).where(eq(seats.id, seat.id));
    expect((await get(`/api/tables/${table.id}/seats`, viewer.cookie)).json()).toEqual([]);
  });
});

describe('GET /api/tables/{tableId}/pot', () => {
  it('is the chips in play: the sum of the seated players’ buy-ins', async () => {
    const table = await createTable(t.app);
    const viewer = await signedInPlayer(t.app);
    for (const [i, buyIn] of [250_000n, 400_050n].entries()) {
      const p = await createPlayer(t.app.database.db);
      await seatDirectly(t.app, { playerId: p.id, tableId: table.id, seatNumber: i + 1, buyInPaise: buyIn });
    }
    expect((await get(`/api/tables/${table.id}/pot`, viewer.cookie)).json()).toEqual({
      tableId: String(table.id),
      pot: '6500.50',
      kind: 'chips_in_play',
      seatedPlayers: 2,
    });
    const empty = await createTable(t.app);
    expect((await get(`/api/tables/${empty.id}/pot`, viewer.cookie)).json().pot).toBe('0.00');
  });
});
