import { STAFF_ROLES } from '@club/shared/staff';
import { toPaise } from '@club/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { signedInStaff, walletCall } from '../../../test/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

async function playerAsking(amount: string) {
  const player = await createPlayer(db());
  const cookie = await playerCookie(db(), player.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/credit-requests',
    headers: { cookie },
    payload: { playerId: player.id, requestedAmount: amount, requestNote: 'Friday game' },
  });
  expect(res.statusCode).toBe(201);
  return { player, request: res.json() as { id: number } };
}

describe("the super admin's credit desk", () => {
  it('is the super admin’s alone: every other role gets 403, a player 401', async () => {
    for (const role of STAFF_ROLES) {
      const { cookie } = await signedInStaff(t.app, role);
      for (const url of ['/api/staff/credit-requests', '/api/staff/credit-outstanding']) {
        expect((await get(url, cookie)).statusCode, `${role} ${url}`).toBe(role === 'super_admin' ? 200 : 403);
      }
    }
    const player = await createPlayer(db());
    const res = await get('/api/staff/credit-requests', await playerCookie(db(), player.id));
    expect(res.statusCode).toBe(401);
  });

  it('lists pending requests oldest first with the player and their credit now, and drops a decided one', async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    const first = await playerAsking('25000');
    const second = await playerAsking('5000');
    const listed = (await get('/api/staff/credit-requests', admin.cookie)).json() as {
      id: number;
      playerName: string;
      playerCode: string;
      creditLimit: string;
    }[];
    const ours = listed.filter((r) => r.id === first.request.id || r.id === second.request.id);
    expect(ours.map((r) => r.id)).toEqual([first.request.id, second.request.id]);
    expect(ours[0]).toMatchObject({
      playerName: `${first.player.firstName} ${first.player.lastName}`,
      requestedAmount: '25000.00',
      creditLimit: '0.00',
      status: 'pending',
    });
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/staff/credit-requests/${first.request.id}/approve`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(approve.statusCode).toBe(200);
    const after = (await get('/api/staff/credit-requests', admin.cookie)).json() as { id: number }[];
    expect(after.some((r) => r.id === first.request.id)).toBe(false);
    expect(after.some((r) => r.id === second.request.id)).toBe(true);
  });

  it("totals the credit outstanding as the sum of the players' credit in use", async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    const { player, request } = await playerAsking('30000');
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/credit-requests/${request.id}/approve`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    const issued = await walletCall(t.app, admin.cookie, player.id, 'credit-add', { amount: '12000' });
    expect(issued.statusCode).toBe(200);
    const outstanding = (await get('/api/staff/credit-outstanding', admin.cookie)).json() as {
      players: { playerId: number; creditUsed: string }[];
      total: string;
    };
    expect(outstanding.players.find((p) => p.playerId === player.id)).toMatchObject({ creditUsed: '12000.00' });
    const sum = outstanding.players.reduce((acc, p) => acc + toPaise(p.creditUsed), 0n);
    expect(toPaise(outstanding.total)).toBe(sum);
    expect(outstanding.players.every((p) => toPaise(p.creditUsed) > 0n)).toBe(true);
  });
});
