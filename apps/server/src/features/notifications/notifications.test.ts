import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { createGame, gameOfTable } from '../../../test/tables';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../test/sockets';
import { signedInStaff } from '../../../test/wallet';
import { players, pokerTables, pushNotifications, seats, waitlistEntries } from '../../db/schema';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(() => t.close());

const db = () => t.app.database.db;

function send(cookie: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/staff/push-notifications', headers: { cookie }, payload: body });
}

const notice = (target: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  title: 'Table 3 opens',
  message: 'A new Omaha table opens at 9 pm.',
  messageType: 'seat_waiting',
  priority: 'high',
  target,
  ...extra,
});

const list = async (playerId: number, cookie?: string) =>
  t.app.inject({
    url: `/api/push-notifications/${playerId}`,
    headers: { cookie: cookie ?? (await playerCookie(db(), playerId)) },
  });

async function makeTable() {
  const [table] = await db()
    .insert(pokerTables)
    .values({
      name: `T ${Math.random()}`,
      gameType: 'Omaha',
      stakes: '₹10/₹20',
      smallBlindPaise: 1000n,
      bigBlindPaise: 2000n,
      minBuyInPaise: 100_000n,
      maxBuyInPaise: 500_000n,
      gameId: (await createGame(db(), { gameType: 'Omaha' })).id,
    })
    .returning();
  return table!;
}

describe('POST /api/staff/push-notifications', () => {
  it('lets super admins, admins, managers and guest relations send, and refuses cashiers and players', async () => {
    const player = await createPlayer(db());
    for (const role of ['super_admin', 'admin', 'manager', 'gre'] as const) {
      const member = await signedInStaff(t.app, role);
      expect((await send(member.cookie, notice({ playerId: player.id }))).statusCode, role).toBe(201);
    }
    const cashier = await signedInStaff(t.app, 'cashier');
    expect((await send(cashier.cookie, notice({ playerId: player.id }))).statusCode).toBe(403);
    expect((await send(await playerCookie(db(), player.id), notice({ playerId: player.id }))).statusCode).toBe(401);
  });

  it('refuses a missing title, an unknown type or priority, a non-http image and a target naming both', async () => {
    const player = await createPlayer(db());
    const gre = await signedInStaff(t.app, 'gre');
    const bad = [
      notice({ playerId: player.id }, { title: '  ' }),
      notice({ playerId: player.id }, { messageType: 'spam' }),
      notice({ playerId: player.id }, { priority: 'critical' }),
      notice({ playerId: player.id }, { mediaUrl: 'javascript:alert(1)' }),
      notice({ playerId: player.id, audience: 'all' }),
      notice({ audience: 'everyone' }),
      { title: 'x', message: 'y' },
    ];
    for (const body of bad) expect((await send(gre.cookie, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await send(gre.cookie, notice({ playerId: 999999 }))).statusCode).toBe(404);
  });

  it('delivers at once to the targeted player and no other, and stores it with the sender', async () => {
    const alice = await createPlayer(db());
    const bob = await createPlayer(db());
    const manager = await signedInStaff(t.app, 'manager');
    const aliceSocket = await connectSocket(url, await playerCookie(db(), alice.id));
    const bobSocket = await connectSocket(url, await playerCookie(db(), bob.id));
    try {
      const aliceGets = nextEvent<Record<string, unknown>>(aliceSocket, 'notification');
      const bobGets = receivesWithin(bobSocket, 'notification');
      const res = await send(
        manager.cookie,
        notice({ playerId: alice.id }, { mediaUrl: 'https://example.com/t3.png' }),
      );
      expect(res.json()).toMatchObject({ recipientCount: 1, target: { playerId: alice.id } });
      expect(await aliceGets).toMatchObject({
        id: res.json().id,
        title: 'Table 3 opens',
        message_type: 'seat_waiting',
        priority: 'high',
        mediaUrl: 'https://example.com/t3.png',
        sender_name: manager.name,
        sender_role: 'manager',
        read: false,
      });
      expect(await bobGets).toBe(false);
    } finally {
      aliceSocket.close();
      bobSocket.close();
    }
  });

  it('resolves each audience at send time: all, KYC-verified, seated now, waiting now', async () => {
    const verified = await createPlayer(db());
    const pending = await createPlayer(db(), { kycStatus: 'submitted' });
    const seated = await createPlayer(db());
    const waiting = await createPlayer(db());
    const table = await makeTable();
    await db().insert(seats).values({ tableId: table.id, playerId: seated.id, seatNumber: 1, buyInPaise: 100_000n });
    await db()
      .insert(waitlistEntries)
      .values({ tableId: table.id, playerId: waiting.id, gameId: gameOfTable(table.id) });
    const admin = await signedInStaff(t.app, 'admin');

    const sockets = {
      verified: await connectSocket(url, await playerCookie(db(), verified.id)),
      pending: await connectSocket(url, await playerCookie(db(), pending.id, 'onboarding')),
      seated: await connectSocket(url, await playerCookie(db(), seated.id)),
      waiting: await connectSocket(url, await playerCookie(db(), waiting.id)),
    };
    const hears = async (audience: string) => {
      const heard = Object.fromEntries(
        Object.entries(sockets).map(([name, socket]) => [name, receivesWithin(socket, 'notification', 800)]),
      );
      const res = await send(admin.cookie, notice({ audience }));
      expect(res.statusCode).toBe(201);
      const result: Record<string, boolean> = {};
      for (const [name, promise] of Object.entries(heard)) result[name] = await promise;
      return { result, count: res.json().recipientCount as number };
    };
    try {
      const everyone = await hears('all');
      expect(everyone.result).toEqual({ verified: true, pending: true, seated: true, waiting: true });
      expect(everyone.count).toBe(await db().$count(players));
      expect((await hears('verified')).result).toEqual({ verified: true, pending: false, seated: true, waiting: true });
      expect(await hears('seated')).toEqual({
        result: { verified: false, pending: false, seated: true, waiting: false },
        count: 1,
      });
      expect(await hears('waiting')).toEqual({
        result: { verified: false, pending: false, seated: false, waiting: true },
        count: 1,
      });
      // A player who is seated later does not receive what was sent before.
      const late = await createPlayer(db());
      await db().insert(seats).values({ tableId: table.id, playerId: late.id, seatNumber: 2, buyInPaise: 100_000n });
      expect((await list(late.id)).json()).toEqual([]);
    } finally {
      for (const socket of Object.values(sockets)) socket.close();
    }
  });
});

describe('GET /api/push-notifications/{playerId}', () => {
  it("answers the last 24 hours, newest first, in the spec's spellings with read state", async () => {
    const player = await createPlayer(db());
    const gre = await signedInStaff(t.app, 'gre');
    const old = await send(gre.cookie, notice({ playerId: player.id }, { title: 'Yesterday' }));
    await db()
      .update(pushNotifications)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(pushNotifications.id, old.json().id));
    await send(
      gre.cookie,
      notice({ playerId: player.id }, { title: 'First', priority: 'urgent', messageType: 'urgent' }),
    );
    await send(
      gre.cookie,
      notice({ playerId: player.id }, { title: 'Second', priority: 'low', messageType: 'general' }),
    );
    const res = await list(player.id);
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<Record<string, unknown>>;
    expect(items.map((n) => n.title)).toEqual(['Second', 'First']);
    const [second] = items;
    expect(second).toMatchObject({
      message_type: 'general',
      messageType: 'general',
      targetAudience: 'general',
      priority: 'low',
      sender_name: gre.name,
      sent_by_name: gre.name,
      sender_role: 'gre',
      sent_by_role: 'gre',
      delivery_status: 'delivered',
      deliveryStatus: 'delivered',
      read: false,
      dismissed: false,
      media_url: null,
    });
    expect(second!.created_at).toBe(second!.createdAt);
    expect(second!.sentAt).toBe(second!.createdAt);
  });

  it("refuses another player's notifications with 403", async () => {
    const alice = await createPlayer(db());
    const bob = await createPlayer(db());
    const res = await list(bob.id, await playerCookie(db(), alice.id));
    expect(res.statusCode).toBe(403);
  });
});

describe('read and dismissed state', () => {
  async function playerWithNotification() {
    const player = await createPlayer(db());
    const gre = await signedInStaff(t.app, 'gre');
    const sent = await send(gre.cookie, notice({ playerId: player.id }));
    return { player, id: sent.json().id as number, cookie: await playerCookie(db(), player.id) };
  }

  it("marks the player's own copy read, and only theirs", async () => {
    const { player, id, cookie } = await playerWithNotification();
    const other = await createPlayer(db());
    const otherCookie = await playerCookie(db(), other.id);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/push-notifications/${id}/read`,
      headers: { cookie: otherCookie },
    });
    expect(refused.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/push-notifications/${id}/read`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, read: true, delivery_status: 'read', deliveryStatus: 'read' });
    expect((await list(player.id)).json()[0]).toMatchObject({ read: true });
    expect((await t.app.inject({ method: 'PATCH', url: `/api/push-notifications/${id}/read` })).statusCode).toBe(401);
  });

  it('moves a dismissed bubble to the history for its own player only', async () => {
    const { player, id, cookie } = await playerWithNotification();
    const other = await createPlayer(db());
    const dismiss = (playerId: number, withCookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/notification-history',
        headers: { cookie: withCookie },
        payload: { notificationId: id, playerId, action: 'dismissed_to_history' },
      });
    expect((await dismiss(player.id, await playerCookie(db(), other.id))).statusCode).toBe(403);
    const otherOwn = await dismiss(other.id, await playerCookie(db(), other.id));
    expect(otherOwn.statusCode).toBe(404);
    const res = await dismiss(player.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, dismissed: true, read: false });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/notification-history',
      headers: { cookie },
      payload: { notificationId: id, playerId: player.id, action: 'deleted' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("tells the player's other tabs when a notification is read", async () => {
    const { id, cookie } = await playerWithNotification();
    const socket = await connectSocket(url, cookie);
    try {
      const state = nextEvent(socket, 'notification_state');
      await t.app.inject({ method: 'PATCH', url: `/api/push-notifications/${id}/read`, headers: { cookie } });
      expect(await state).toEqual({ id, read: true, dismissed: false });
    } finally {
      socket.close();
    }
  });
});

describe("the club's own images (issue 14, item 12)", () => {
  it('accepts an uploaded image by the path the media route hands out, and still refuses script and other hosts', async () => {
    const player = await createPlayer(db());
    const gre = await signedInStaff(t.app, 'gre');
    const sent = await send(gre.cookie, notice({ playerId: player.id }, { mediaUrl: '/api/media/12' }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await list(player.id)).json()[0]).toMatchObject({ mediaUrl: '/api/media/12', media_url: '/api/media/12' });
    for (const mediaUrl of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA']) {
      const refused = await send(gre.cookie, notice({ playerId: player.id }, { mediaUrl }));
      expect(refused.statusCode, mediaUrl).toBe(400);
      expect(refused.body).toContain("The image must be an http(s) address or one of the club's images");
    }
  });
});

describe('several at once (issue 14, item 9)', () => {
  async function playerWithNotifications(count: number) {
    const player = await createPlayer(db());
    const gre = await signedInStaff(t.app, 'gre');
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      ids.push((await send(gre.cookie, notice({ playerId: player.id }, { title: `Bulk ${i}` }))).json().id as number);
    }
    return { player, ids, cookie: await playerCookie(db(), player.id) };
  }
  const post = (path: string, cookie: string | undefined, payload?: unknown) =>
    t.app.inject({ method: 'POST', url: path, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  it("'Mark all as read' reads every unread one of the player's own last 24 hours, tells their other tabs, and touches no one else", async () => {
    const { player, ids, cookie } = await playerWithNotifications(3);
    const other = await playerWithNotifications(1);
    const [newest] = ids.slice(-1);
    await t.app.inject({ method: 'PATCH', url: `/api/push-notifications/${newest}/read`, headers: { cookie } });
    const socket = await connectSocket(url, cookie);
    const otherSocket = await connectSocket(url, other.cookie);
    try {
      const states = nextEvent(socket, 'notification_states');
      const otherHears = receivesWithin(otherSocket, 'notification_states');
      const res = await post('/api/push-notifications/read-all', cookie);
      expect(res.statusCode, res.body).toBe(200);
      // The one already read keeps its first read time and is not counted again.
      expect(res.json()).toEqual({ ids: ids.slice(0, 2).reverse() });
      expect(await states).toEqual({ ids: ids.slice(0, 2).reverse(), change: 'read' });
      expect(await otherHears).toBe(false);
      expect((await list(player.id)).json().map((n: { read: boolean }) => n.read)).toEqual([true, true, true]);
      expect((await list(other.player.id)).json()[0]).toMatchObject({ read: false });
      // Nothing left to read: an empty answer, no event.
      expect((await post('/api/push-notifications/read-all', cookie)).json()).toEqual({ ids: [] });
    } finally {
      socket.close();
      otherSocket.close();
    }
    expect((await post('/api/push-notifications/read-all', undefined)).statusCode).toBe(401);
  });

  it("dismisses a collapsed bulk to the history in one call, the player's own only, and refuses a bad list", async () => {
    const { player, ids, cookie } = await playerWithNotifications(3);
    const other = await playerWithNotifications(1);
    const res = await post('/api/notification-history/dismiss-many', cookie, {
      notificationIds: [...ids, ...other.ids],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ids: [...ids].reverse() });
    const mine = (await list(player.id)).json() as Array<{ dismissed: boolean; read: boolean }>;
    expect(mine.map((n) => [n.dismissed, n.read])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
    expect((await list(other.player.id)).json()[0]).toMatchObject({ dismissed: false });
    for (const payload of [{ notificationIds: [] }, { notificationIds: ['x'] }, {}]) {
      expect((await post('/api/notification-history/dismiss-many', cookie, payload)).statusCode).toBe(400);
    }
    expect((await post('/api/notification-history/dismiss-many', undefined, { notificationIds: ids })).statusCode).toBe(
      401,
    );
  });
});
