import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { STAFF_ROLES } from '@club/shared/staff';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../test/sockets';
import { signedInStaff } from '../../../test/wallet';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(() => t.close());

const db = () => t.app.database.db;

async function requestCredit(
  playerId: number,
  cookie: string,
  requestedAmount = '25000',
  requestNote = 'Weekend game',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/credit-requests',
    headers: { cookie },
    payload: { playerId, requestedAmount, requestNote },
  });
}

const decide = (id: number, decision: 'approve' | 'reject', cookie: string, note?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/credit-requests/${id}/${decision}`,
    headers: { cookie },
    payload: note ? { note } : {},
  });

describe('credit requests', () => {
  it('records a request for the player and lists it newest first', async () => {
    const player = await createPlayer(db());
    const cookie = await playerCookie(db(), player.id);
    const res = await requestCredit(player.id, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      playerId: player.id,
      requestedAmount: '25000.00',
      requestNote: 'Weekend game',
      status: 'pending',
      decidedAt: null,
    });
    const list = await t.app.inject({ url: `/api/credit-requests/${player.id}`, headers: { cookie } });
    expect(list.json()).toEqual([res.json()]);
  });

  it("refuses a request in another player's name, and another player's list, with 403", async () => {
    const alice = await createPlayer(db());
    const bob = await createPlayer(db());
    const aliceCookie = await playerCookie(db(), alice.id);
    expect((await requestCredit(bob.id, aliceCookie)).statusCode).toBe(403);
    const list = await t.app.inject({ url: `/api/credit-requests/${bob.id}`, headers: { cookie: aliceCookie } });
    expect(list.statusCode).toBe(403);
  });

  it("shows a player's requests to the cage (cashier, super admin) and to no other staff role", async () => {
    const player = await createPlayer(db());
    expect((await requestCredit(player.id, await playerCookie(db(), player.id))).statusCode).toBe(201);
    for (const role of STAFF_ROLES) {
      const cookie = await staffCookie(db(), (await createStaff(db(), role)).id);
      const list = await t.app.inject({ url: `/api/credit-requests/${player.id}`, headers: { cookie } });
      const allowed = role === 'cashier' || role === 'super_admin';
      expect(list.statusCode, role).toBe(allowed ? 200 : 403);
      if (allowed) expect(list.json()).toMatchObject([{ playerId: player.id, status: 'pending' }]);
    }
  });

  it('refuses a second request while one is pending, and bad amounts', async () => {
    const player = await createPlayer(db());
    const cookie = await playerCookie(db(), player.id);
    expect((await requestCredit(player.id, cookie)).statusCode).toBe(201);
    const second = await requestCredit(player.id, cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CONFLICT');
    const other = await createPlayer(db());
    const otherCookie = await playerCookie(db(), other.id);
    for (const amount of ['0', '-5', 'lots', '1.234', '999999999999']) {
      expect((await requestCredit(other.id, otherCookie, amount)).statusCode, amount).toBe(400);
    }
  });

  it('lets only a super admin approve or reject', async () => {
    const player = await createPlayer(db());
    const created = (await requestCredit(player.id, await playerCookie(db(), player.id))).json();
    for (const role of ['admin', 'manager', 'cashier', 'gre'] as const) {
      const member = await signedInStaff(t.app, role);
      expect((await decide(created.id, 'approve', member.cookie)).statusCode, role).toBe(403);
      expect((await decide(created.id, 'reject', member.cookie)).statusCode, role).toBe(403);
    }
    expect((await decide(created.id, 'approve', await playerCookie(db(), player.id))).statusCode).toBe(401);
  });

  it('approves: the player becomes credit eligible with the requested limit and hears credit_approved, no one else does', async () => {
    const player = await createPlayer(db());
    const other = await createPlayer(db());
    const cookie = await playerCookie(db(), player.id);
    const created = (await requestCredit(player.id, cookie, '40000')).json();
    const admin = await signedInStaff(t.app, 'super_admin');
    const socket = await connectSocket(url, cookie);
    const otherSocket = await connectSocket(url, await playerCookie(db(), other.id));
    try {
      const approved = nextEvent<{ request: { status: string }; balance: { creditLimit: string } }>(
        socket,
        'credit_approved',
      );
      const otherHears = receivesWithin(otherSocket, 'credit_approved');
      const res = await decide(created.id, 'approve', admin.cookie, 'Regular player');
      expect(res.statusCode).toBe(200);
      expect(res.json().request).toMatchObject({ status: 'approved', decisionNote: 'Regular player' });
      expect(res.json().balance).toMatchObject({ creditApproved: true, creditEligible: true, creditLimit: '40000.00' });
      expect(await approved).toMatchObject({ request: { status: 'approved' }, balance: { creditLimit: '40000.00' } });
      expect(await otherHears).toBe(false);
    } finally {
      socket.close();
      otherSocket.close();
    }
    const twice = await decide(created.id, 'approve', admin.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('INVALID_STATE');
  });

  it('rejects: nothing changes on the wallet, and the player may ask again', async () => {
    const player = await createPlayer(db());
    const cookie = await playerCookie(db(), player.id);
    const created = (await requestCredit(player.id, cookie)).json();
    const admin = await signedInStaff(t.app, 'super_admin');
    const res = await decide(created.id, 'reject', admin.cookie, 'Not yet');
    expect(res.json().request.status).toBe('rejected');
    expect(res.json().balance).toMatchObject({ creditApproved: false, creditLimit: '0.00' });
    expect((await requestCredit(player.id, cookie)).statusCode).toBe(201);
  });

  it('answers 404 for a credit request that does not exist', async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    expect((await decide(99999, 'approve', admin.cookie)).statusCode).toBe(404);
  });
});
